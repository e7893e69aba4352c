import { aadOf, IV_BYTES, open, seal, TAG_BYTES } from './aes-gcm';
import { importedKey } from './imported-key';
import { CiphertextFormatError } from './crypto-errors';
import { KEY_ID } from './master-key-ring';

/** Where a value lives; bound into each ciphertext, so one copied to another row, column or company does not decrypt. */
export interface ValueContext {
  table: string;
  column: string;
  companyId: string;
  rowId: string;
}

export interface ValueKey {
  id: string;
  key: Buffer;
}

const VERSION = 'v1';
const IV_CHARS = Math.ceil((IV_BYTES * 4) / 3);
const MIN_SEALED_CHARS = Math.ceil((TAG_BYTES * 4) / 3);
/** `v1:<keyId>:<iv, base64url>:<ciphertext and tag, base64url>` */
const FORMAT = new RegExp(`^${VERSION}:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{${IV_CHARS}}):([A-Za-z0-9_-]{${MIN_SEALED_CHARS},})$`);
/** The same format as a PostgreSQL regular expression (`~`), for SQL that counts or picks values by key. */
export const ENCRYPTED_VALUE_SQL_PATTERN = `^${VERSION}:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{${IV_CHARS}}:[A-Za-z0-9_-]{${MIN_SEALED_CHARS},}$`;
/** What every ciphertext made under the key `keyId` starts with. */
export const encryptedValuePrefix = (keyId: string): string => `${VERSION}:${keyId}:`;

function aad(context: ValueContext): Buffer {
  return aadOf(['personnel.value', VERSION, context.table, context.column, context.companyId, context.rowId]);
}

/** AES-256-GCM under `key` with a fresh random IV; the text names the key's id. */
export function encryptValue(plaintext: string, key: ValueKey, context: ValueContext): string {
  if (!KEY_ID.test(key.id)) throw new Error(`invalid data key id ${JSON.stringify(key.id)}`);
  // Data keys live as long as the process caches them: each imported once.
  const { iv, sealed } = seal(importedKey(key.key), Buffer.from(plaintext, 'utf8'), aad(context));
  return `${VERSION}:${key.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** True when `stored` is a ciphertext of this format (plain values left from before encryption are not). */
export function isEncryptedValue(stored: string): boolean {
  return FORMAT.test(stored);
}

/** The id of the data key a ciphertext was made with (to fetch that key before decrypting). */
export function valueKeyId(stored: string): string {
  const match = FORMAT.exec(stored);
  if (!match) throw new CiphertextFormatError('the stored value is not an encrypted value (v1)');
  return match[1];
}

/**
 * The plaintext of `stored`, which must have been made for `context` under the key `keyFor` returns for its key id.
 * A wrong context, a wrong key or any altered character throws DecryptionError (no plaintext in it).
 */
export function decryptValue(stored: string, context: ValueContext, keyFor: (keyId: string) => Buffer): string {
  const match = FORMAT.exec(stored);
  if (!match) throw new CiphertextFormatError('the stored value is not an encrypted value (v1)');
  const [, keyId, ivText, sealedText] = match;
  const iv = Buffer.from(ivText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  // Strict base64url: a text whose last character differs only in unused bits is not the text that was written.
  if (iv.toString('base64url') !== ivText || sealed.toString('base64url') !== sealedText) {
    throw new CiphertextFormatError('the stored value is not an encrypted value (v1): not canonical base64url');
  }
  const what = `the value of ${context.table}.${context.column} of row ${context.rowId}`;
  return open(importedKey(keyFor(keyId)), iv, sealed, aad(context), what).toString('utf8');
}
