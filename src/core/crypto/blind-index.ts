import { hkdfSync } from 'node:crypto';
import { hmacSha256 } from './hmac';

/**
 * Blind indexes: equality lookups on encrypted values (the calendar feed token is found by its index, before any
 * company is known). HMAC-SHA256 under a key derived (HKDF-SHA256) from the instance's blind-index root key
 * (DataKeyStore.blindIndexRootKey, not a company data key: a company's data key rotates, which would change every
 * index) with the purpose (`table.column`) as info, so equal values in two columns give unrelated indexes.
 */
export function blindIndexKey(rootKey: Buffer, purpose: string): Buffer {
  let derived = derivedKeys.get(rootKey);
  if (!derived) derivedKeys.set(rootKey, (derived = new Map()));
  let key = derived.get(purpose);
  if (!key) derived.set(purpose, (key = Buffer.from(hkdfSync('sha256', rootKey, Buffer.alloc(0), `personnel.blind-index.v1:${purpose}`, 32))));
  return key;
}

/** Keys derived from a root key (the store keeps one root key object per process): HKDF once per purpose. */
const derivedKeys = new WeakMap<Buffer, Map<string, Buffer>>();

/** The index of `value` under a key from blindIndexKey: 43 base64url characters, the same for the same value. */
export function blindIndex(indexKey: Buffer, value: string): string {
  return hmacSha256(indexKey, value, 'base64url');
}
