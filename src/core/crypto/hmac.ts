import { BinaryToTextEncoding, createHmac, KeyObject } from 'node:crypto';
import { importedKey } from './imported-key';

/** HMAC-SHA256 of `text` (UTF-8) under `key` (a long-lived key Buffer or a KeyObject), in `encoding`. */
export function hmacSha256(key: Buffer | KeyObject, text: string, encoding: BinaryToTextEncoding): string {
  return createHmac('sha256', key instanceof KeyObject ? key : importedKey(key)).update(text, 'utf8').digest(encoding);
}
