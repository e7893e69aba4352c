import { BinaryToTextEncoding, createHmac, createSecretKey, KeyObject } from 'node:crypto';

const imported = new WeakMap<Buffer, KeyObject>();

/**
 * The key as a KeyObject, imported once per Buffer: `createHmac` given a Buffer imports the key again on every call,
 * which costs about three times a short HMAC itself.
 */
export function hmacKey(key: Buffer): KeyObject {
  let object = imported.get(key);
  if (!object) {
    object = createSecretKey(key);
    imported.set(key, object);
  }
  return object;
}

/** HMAC-SHA256 of `text` (UTF-8) under `key` (a long-lived key Buffer or a KeyObject), in `encoding`. */
export function hmacSha256(key: Buffer | KeyObject, text: string, encoding: BinaryToTextEncoding): string {
  return createHmac('sha256', key instanceof KeyObject ? key : hmacKey(key)).update(text, 'utf8').digest(encoding);
}
