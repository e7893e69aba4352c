import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { blindIndexKey } from '../crypto/blind-index';
import { DataKeyStore } from '../crypto/data-key-store';
import { newId } from '../ids';
import { entryMac } from './audit-chain';
import { currentAuditScope } from './audit-context';
import { AuditContent, AuditEntry, AuditEntryInput, AuditRequest, ResolvedAuditEntry } from './audit-entry';
import { insertEntries } from './audit-entry-rows';
import { isWellFormedId, storableId, storableJson, storableNullableText, storableText } from './storable';
import { auditTransaction } from './audit-transaction';


/**
 * The audit trail's writing side (docs/security.md, "Audit trail"): entries written with their MAC, in the caller's
 * transaction, without any lock; the chainer (AuditChainer) gives them their place in the company's chain once they
 * have committed. A write's entries go through `recordWrite`, so they commit with the write; sensitive reads go
 * through AuditReads (batched, fail closed).
 */
@Injectable()
export class AuditLog implements OnApplicationBootstrap {
  private key?: Buffer;
  private readonly committedListeners: ((companies: Iterable<string>) => void)[] = [];

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
    this.committed([entry.companyId]);
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
  committed(companies: Iterable<string>): void {
    for (const listener of this.committedListeners) listener(companies);
  }

  onCommitted(listener: (companies: Iterable<string>) => void): void {
    this.committedListeners.push(listener);
  }
}

/** An entry's content, every value made storable (storable.ts): no value of a caller can make an entry fail. */
function toContent(input: ResolvedAuditEntry): AuditContent {
  return {
    companyId: input.companyId,
    id: newId('aud_'),
    occurredAt: input.occurredAt,
    action: storableText(input.action),
    outcome: input.outcome ?? 'success',
    actorType: input.actor.type,
    actorPersonId: storableId(input.actor.personId),
    actorTokenId: storableId(input.actor.tokenId),
    actorRole: storableNullableText(input.actor.role),
    // An id that is not one names no person.
    subjectPersonIds: [...new Set((input.subjectPersonIds ?? []).filter(isWellFormedId))].sort(),
    targetType: storableNullableText(input.target?.type),
    targetId: storableId(input.target?.id),
    fields: [...new Set((input.fields ?? []).map((field) => storableText(field)))].sort(),
    changes: input.changes && Object.keys(input.changes).length ? storableJson(input.changes) as AuditContent['changes'] : null,
    rowCount: input.rowCount ?? null,
    request: input.request ? storableRequest(input.request) : null,
  };
}

function storableRequest(request: AuditRequest): AuditRequest {
  return {
    id: storableText(request.id),
    method: storableText(request.method),
    route: storableNullableText(request.route),
    address: storableNullableText(request.address),
    userAgent: storableNullableText(request.userAgent),
  };
}
