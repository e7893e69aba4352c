import { createSecretKey, KeyObject } from 'node:crypto';

const imported = new WeakMap<Buffer, KeyObject>();

/**
 * A long-lived key Buffer as a KeyObject, imported once: `createHmac` and `createCipheriv` given a Buffer import the
 * key again on every call, which costs about as much as a short HMAC or the sealing of a short value itself. Only for
 * key Buffers that are never rewritten in place.
 */
export function importedKey(key: Buffer): KeyObject {
  let object = imported.get(key);
  if (!object) {
    object = createSecretKey(key);
    imported.set(key, object);
  }
  return object;
}
