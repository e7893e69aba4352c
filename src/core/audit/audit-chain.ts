import { hmacSha256 } from '../crypto/hmac';
import { AuditContent } from './audit-entry';

/** The hash before a company's first entry. */
export const CHAIN_START = '0'.repeat(64);

/** JSON with object keys sorted at every level: the same value always encodes to the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    // A list of strings (subjects, fields) encodes the same either way; this way is one native call.
    if (value.every((item) => typeof item === 'string')) return JSON.stringify(value);
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Every stored field of an entry's content, in a fixed order (version 1 of the encoding). */
export function canonicalContent(entry: AuditContent): string {
  return canonicalJson([
    'v1', entry.companyId, entry.id, entry.occurredAt.toISOString(), entry.action, entry.outcome, entry.actorType,
    entry.actorPersonId, entry.actorTokenId, entry.actorRole, entry.subjectPersonIds, entry.targetType, entry.targetId,
    entry.fields, entry.changes, entry.rowCount, entry.request,
  ]);
}

const hmac = (key: Buffer, text: string) => hmacSha256(key, text, 'hex');

/**
 * An entry's MAC, made when it is written: HMAC-SHA256 under the chain key (derived from the instance's key
 * material, never stored in the database) over its canonical content. Without the key, an entry altered or made in
 * the database has no MAC that verifies, and the chainer never chains it.
 */
export function entryMac(chainKey: Buffer, entry: AuditContent): string {
  return hmac(chainKey, canonicalContent(entry));
}

/** An entry's place in its company's chain: HMAC over its seq, the previous entry's hash and its own MAC. */
export function chainHash(chainKey: Buffer, seq: string, prevHash: string, mac: string): string {
  return hmac(chainKey, canonicalJson(['v1', seq, prevHash, mac]));
}

/**
 * A chain head's MAC: over the company, its last seq and hash. A head moved back (or on) in the database without
 * the key keeps a MAC that does not verify.
 */
export function headMac(chainKey: Buffer, companyId: string, seq: string, hash: string): string {
  return hmac(chainKey, canonicalJson(['head-v1', companyId, seq, hash]));
}

/** What the retention purge records of a cut: the last removed entry's seq and hash, how many went, and when. */
export interface ChainAnchor {
  companyId: string;
  seq: string;
  hash: string;
  removed: string;
  purgedAt: Date;
}

/** A purge anchor's MAC: an anchor made in the database without the key does not verify, so it hides nothing. */
export function anchorMac(chainKey: Buffer, anchor: ChainAnchor): string {
  return hmac(chainKey, canonicalJson(['anchor-v1', anchor.companyId, anchor.seq, anchor.hash, anchor.removed, anchor.purgedAt.toISOString()]));
}
