import { createHmac } from 'node:crypto';
import { AuditEntry } from './audit-entry';

/** The hash before a company's first entry. */
export const CHAIN_START = '0'.repeat(64);

/** JSON with object keys sorted at every level: the same value always encodes to the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Every stored field of an entry but its hash, in a fixed order (version 1 of the encoding). */
export function canonicalEntry(entry: Omit<AuditEntry, 'hash'>): string {
  return canonicalJson([
    'v1', entry.companyId, String(entry.seq), entry.id, entry.occurredAt.toISOString(), entry.action, entry.outcome,
    entry.actorType, entry.actorPersonId, entry.actorTokenId, entry.actorRole, entry.subjectPersonIds, entry.targetType,
    entry.targetId, entry.fields, entry.changes, entry.rowCount, entry.request, entry.prevHash,
  ]);
}

/**
 * An entry's hash: HMAC-SHA256 under the chain key (derived from the instance's key material, never stored in the
 * database) over its canonical encoding, which includes the previous entry's hash. Without the key, an entry
 * altered, removed or inserted in the database cannot be given hashes that verify.
 */
export function entryHash(chainKey: Buffer, entry: Omit<AuditEntry, 'hash'>): string {
  return createHmac('sha256', chainKey).update(canonicalEntry(entry), 'utf8').digest('hex');
}
