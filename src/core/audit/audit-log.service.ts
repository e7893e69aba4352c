import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { blindIndexKey } from '../crypto/blind-index';
import { DataKeyStore } from '../crypto/data-key-store';
import { newId } from '../ids';
import { entryMac } from './audit-chain';
import { currentAuditScope } from './audit-context';
import { AuditContent, AuditEntry, AuditEntryInput, ResolvedAuditEntry } from './audit-entry';
import { auditTransaction } from './audit-transaction';

const COLUMNS = [
  'company_id', 'id', 'occurred_at', 'action', 'outcome', 'actor_type', 'actor_person_id', 'actor_token_id', 'actor_role',
  'subject_person_ids', 'target_type', 'target_id', 'fields', 'changes', 'row_count', 'request', 'mac', 'seq', 'prev_hash', 'hash',
];
const ROW_TYPES = [
  'company_id text', 'id text', 'occurred_at timestamptz', 'action text', 'outcome text', 'actor_type text', 'actor_person_id text',
  'actor_token_id text', 'actor_role text', 'subject_person_ids text[]', 'target_type text', 'target_id text', 'fields text[]',
  'changes jsonb', 'row_count integer', 'request jsonb', 'mac text', 'seq bigint', 'prev_hash text', 'hash text',
].join(', ');

/**
 * The audit trail's writing side (docs/security.md, "Audit trail"): entries written with their MAC, in the caller's
 * transaction, without any lock; the chainer (AuditChainer) gives them their place in the company's chain once they
 * have committed. A write's entries go through `recordWrite`, so they commit with the write; sensitive reads go
 * through AuditReads (batched, fail closed).
 */
@Injectable()
export class AuditLog implements OnApplicationBootstrap {
  private key?: Buffer;
  private readonly committedListeners: (() => void)[] = [];

  constructor(
    private readonly keys: DataKeyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.auditEnabled;
  }

  /** The chain key is fetched before any transaction needs it (never on a second connection mid-write). */
  async onApplicationBootstrap(): Promise<void> {
    if (this.enabled) await this.chainKey();
  }

  /** HMAC key of the chain: derived from the instance's blind-index root key, itself wrapped by the master key. */
  async chainKey(): Promise<Buffer> {
    this.key ??= blindIndexKey(await this.keys.blindIndexRootKey(), 'audit_events.chain');
    return this.key;
  }

  /** Fills in who acts and when, from the acting context (audit-context.ts). */
  resolve(input: AuditEntryInput): ResolvedAuditEntry {
    const scope = currentAuditScope();
    return { ...input, actor: input.actor ?? scope.actor, request: input.request === undefined ? scope.request : input.request, occurredAt: new Date() };
  }

  /**
   * A change's entry: kept with the write's transaction (writeTransaction writes its entries in one INSERT just
   * before the commit); outside one, written at once through `em`.
   */
  async recordWrite(em: EntityManager, input: AuditEntryInput): Promise<void> {
    if (!this.enabled) return;
    const entry = this.resolve(input);
    const collector = auditTransaction.getStore();
    if (collector) return collector.add(this, entry);
    await this.append(em, [entry]);
    this.committed();
  }

  /** Writes entries through `em` (in its transaction), unchained, each sealed by its MAC: one INSERT, no lock. */
  async append(em: EntityManager, entries: readonly ResolvedAuditEntry[]): Promise<AuditEntry[]> {
    if (!entries.length) return [];
    const stored = await this.seal(entries);
    await insertEntries(em, stored);
    return stored;
  }

  /** Entries with their id and MAC, not written yet and not chained. */
  async seal(entries: readonly ResolvedAuditEntry[]): Promise<AuditEntry[]> {
    const key = await this.chainKey();
    return entries.map((input) => {
      const content = toContent(input);
      return { ...content, seq: null, mac: entryMac(key, content), prevHash: null, hash: null };
    });
  }

  /** Entries were committed: the chainer is told (AuditChainer.wake). */
  committed(): void {
    for (const listener of this.committedListeners) listener();
  }

  onCommitted(listener: () => void): void {
    this.committedListeners.push(listener);
  }
}

function toContent(input: ResolvedAuditEntry): AuditContent {
  return {
    companyId: input.companyId,
    id: newId('aud_'),
    occurredAt: input.occurredAt,
    action: input.action,
    outcome: input.outcome ?? 'success',
    actorType: input.actor.type,
    actorPersonId: input.actor.personId ?? null,
    actorTokenId: input.actor.tokenId ?? null,
    actorRole: input.actor.role ?? null,
    subjectPersonIds: [...new Set(input.subjectPersonIds ?? [])].sort(),
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    fields: [...new Set(input.fields ?? [])].sort(),
    changes: input.changes && Object.keys(input.changes).length ? input.changes : null,
    rowCount: input.rowCount ?? null,
    request: input.request ?? null,
  };
}

/**
 * Writes entries as they are (chained or not): one statement whatever the count (no parameter limit), the entries
 * as one JSON array of rows.
 */
export async function insertEntries(em: EntityManager, entries: AuditEntry[]): Promise<void> {
  await em.query(INSERT_ENTRIES('$1'), [entryRows(entries)]);
}

/** The INSERT of the entries passed as `param` (entryRows); `condition` filters them all at once (a WHERE clause). */
export const INSERT_ENTRIES = (param: string, condition = ''): string =>
  `INSERT INTO audit_events (${COLUMNS.join(', ')}) SELECT ${COLUMNS.join(', ')} FROM jsonb_to_recordset(${param}::jsonb) AS r(${ROW_TYPES}) ${condition}`;

export function entryRows(entries: AuditEntry[]): string {
  return JSON.stringify(entries.map((e) => ({
    company_id: e.companyId, id: e.id, occurred_at: e.occurredAt.toISOString(), action: e.action, outcome: e.outcome,
    actor_type: e.actorType, actor_person_id: e.actorPersonId, actor_token_id: e.actorTokenId, actor_role: e.actorRole,
    subject_person_ids: e.subjectPersonIds, target_type: e.targetType, target_id: e.targetId, fields: e.fields,
    changes: e.changes, row_count: e.rowCount, request: e.request, mac: e.mac, seq: e.seq, prev_hash: e.prevHash, hash: e.hash,
  })));
}
