import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { blindIndexKey } from '../crypto/blind-index';
import { DataKeyStore } from '../crypto/data-key-store';
import { newId } from '../ids';
import { CHAIN_START, entryHash } from './audit-chain';
import { currentAuditScope } from './audit-context';
import { AuditEntry, AuditEntryInput, ResolvedAuditEntry } from './audit-entry';
import { auditTransaction } from './audit-transaction';

const COLUMNS = [
  'company_id', 'seq', 'id', 'occurred_at', 'action', 'outcome', 'actor_type', 'actor_person_id', 'actor_token_id',
  'actor_role', 'subject_person_ids', 'target_type', 'target_id', 'fields', 'changes', 'row_count', 'request',
  'prev_hash', 'hash',
];

/**
 * The audit trail's writing side (docs/security.md, "Audit trail"): entries appended to each company's hash chain,
 * in the caller's transaction. A write's entries go through `recordWrite`, so they commit with the write; sensitive
 * reads go through AuditReads (batched, fail closed).
 */
@Injectable()
export class AuditLog implements OnApplicationBootstrap {
  private key?: Buffer;

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
   * A change's entry: kept with the write's transaction (writeTransaction appends it last, just before the commit,
   * so the chain's head stays locked only for the commit); outside one, appended at once through `em`.
   */
  async recordWrite(em: EntityManager, input: AuditEntryInput): Promise<void> {
    if (!this.enabled) return;
    const entry = this.resolve(input);
    const collector = auditTransaction.getStore();
    if (collector) collector.add(this, entry);
    else await this.append(em, [entry]);
  }

  /** Appends entries through `em` (in its transaction): per company, in company order, the chain's head locked. */
  async append(em: EntityManager, entries: readonly ResolvedAuditEntry[]): Promise<AuditEntry[]> {
    if (!entries.length) return [];
    const key = await this.chainKey();
    const byCompany = new Map<string, ResolvedAuditEntry[]>();
    for (const entry of entries) byCompany.set(entry.companyId, [...(byCompany.get(entry.companyId) ?? []), entry]);
    const stored: AuditEntry[] = [];
    for (const companyId of [...byCompany.keys()].sort()) {
      const [head]: { seq: string; hash: string }[] = await em.query(
        `INSERT INTO audit_chain_heads (company_id, seq, hash) VALUES ($1, 0, $2)
         ON CONFLICT (company_id) DO UPDATE SET seq = audit_chain_heads.seq RETURNING seq::text AS seq, hash`,
        [companyId, CHAIN_START],
      );
      let seq = BigInt(head.seq);
      let prevHash = head.hash;
      const chained = byCompany.get(companyId)!.map((input) => {
        seq += 1n;
        const entry = toEntry(input, String(seq), prevHash);
        const hashed = { ...entry, hash: entryHash(key, entry) };
        prevHash = hashed.hash;
        return hashed;
      });
      await insertEntries(em, chained);
      await em.query(`UPDATE audit_chain_heads SET seq = $2, hash = $3 WHERE company_id = $1`, [companyId, String(seq), prevHash]);
      stored.push(...chained);
    }
    return stored;
  }
}

function toEntry(input: ResolvedAuditEntry, seq: string, prevHash: string): Omit<AuditEntry, 'hash'> {
  return {
    companyId: input.companyId,
    seq,
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
    prevHash,
  };
}

async function insertEntries(em: EntityManager, entries: AuditEntry[]): Promise<void> {
  const values: unknown[] = [];
  const rows = entries.map((e) => {
    const row = [
      e.companyId, e.seq, e.id, e.occurredAt, e.action, e.outcome, e.actorType, e.actorPersonId, e.actorTokenId, e.actorRole,
      e.subjectPersonIds, e.targetType, e.targetId, e.fields, e.changes === null ? null : JSON.stringify(e.changes), e.rowCount,
      e.request === null ? null : JSON.stringify(e.request), e.prevHash, e.hash,
    ];
    const placeholders = row.map((value) => `$${values.push(value)}`);
    return `(${placeholders.join(', ')})`;
  });
  await em.query(`INSERT INTO audit_events (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`, values);
}
