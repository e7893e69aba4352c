import { createCipheriv, createDecipheriv, KeyObject, randomBytes } from 'node:crypto';
import { DecryptionError } from './crypto-errors';

export const KEY_BYTES = 32;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;

/**
 * AES-256-GCM with a fresh random 96-bit IV; returns the IV and the ciphertext with its tag appended. A long-lived key
 * is best given as a KeyObject (`importedKey`): given a Buffer, the cipher imports it on every call.
 */
export function seal(key: Buffer | KeyObject, plaintext: Buffer, aad: Buffer, iv: Buffer = randomBytes(IV_BYTES)): { iv: Buffer; sealed: Buffer } {
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = cipher.update(plaintext);
  cipher.final();
  return { iv, sealed: Buffer.concat([body, cipher.getAuthTag()]) };
}

/** Opens what `seal` made; any mismatch (key, IV, AAD, one byte) throws DecryptionError naming `what`. */
export function open(key: Buffer | KeyObject, iv: Buffer, sealed: Buffer, aad: Buffer, what: string): Buffer {
  if (sealed.length < TAG_BYTES || iv.length !== IV_BYTES) throw new DecryptionError(what);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const body = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    throw new DecryptionError(what);
  }
  return body;
}

/** Additional authenticated data as a canonical JSON array of strings (no separator can be smuggled into a part). */
export function aadOf(parts: readonly (string | number)[]): Buffer {
  return Buffer.from(JSON.stringify(parts), 'utf8');
}
