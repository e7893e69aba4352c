import { createHash } from 'node:crypto';
import { blindIndexKey } from '../crypto/blind-index';
import { hmacSha256 } from '../crypto/hmac';

/** JSON with object keys sorted at every level: the same body however the client ordered its keys. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const entries = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${entries.join(',')}}`;
}

/** What "the same request" means for a key: method, path with query string, and the canonical JSON body. */
function requestText(method: string, url: string, body: unknown): string {
  return `${method.toUpperCase()} ${url}\n${canonicalJson(body)}`;
}

/** The version prefix of a keyed request hash; a stored hash without it was made before (unkeyed SHA-256, hex). */
export const KEYED_HASH_PREFIX = 'm1:';

/**
 * The company's key for request hashes: derived from the instance's blind-index root key (never from a company data
 * key, which rotates: a rotation would make every stored hash of the last 24 hours compare as another request), with
 * the company in the purpose, so the same request gives unrelated hashes in two companies.
 */
export function requestHashKey(rootKey: Buffer, companyId: string): Buffer {
  return blindIndexKey(rootKey, `idempotency_keys.request_hash:${companyId}`);
}

/**
 * The stored fingerprint of a request (docs/security.md, "Idempotency keys"): an HMAC-SHA256 under the company's key,
 * so a database dump cannot confirm a guessed body (a tax id, an 8-digit account number) without the key ring.
 */
export function requestHash(companyKey: Buffer, method: string, url: string, body: unknown): string {
  return `${KEYED_HASH_PREFIX}${hmacSha256(companyKey, requestText(method, url, body), 'base64url')}`;
}

/** The unkeyed SHA-256 rows made before keyed hashes hold: compared only with such rows, for the 24 hours they live. */
export function unkeyedRequestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(requestText(method, url, body)).digest('hex');
}

/**
 * Whether a stored hash is of the same request: a keyed one by its keyed hash, an unkeyed one (stored before keyed
 * hashes) by the unkeyed hash. `null`: the hash was erased with the person the request was about, so it cannot tell.
 */
export function storedHashMatches(stored: string | null, keyed: string, unkeyed: () => string): boolean | null {
  if (stored === null) return null;
  return stored.startsWith(KEYED_HASH_PREFIX) ? stored === keyed : stored === unkeyed();
}
