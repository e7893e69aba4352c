/** Stored encrypted data that cannot be read as it is (the base of the errors below): answer an error, log the record. */
export class StoredCiphertextError extends Error {}

/**
 * A stored ciphertext (a value, a wrapped key, a file segment) that does not decrypt: the wrong key, a different
 * table/column/company/row or file than it was made for, or altered bytes. The message names what failed, never
 * any plaintext or key material; callers log it with the record id and answer an error, never a value.
 */
export class DecryptionError extends StoredCiphertextError {
  constructor(readonly what: string) {
    super(`${what} does not decrypt: altered, moved from another record, or the wrong key`);
    this.name = 'DecryptionError';
  }
}

/** A stored text or file that is not in any format this code writes (not a ciphertext, a cut file). */
export class CiphertextFormatError extends StoredCiphertextError {
  constructor(message: string) {
    super(message);
    this.name = 'CiphertextFormatError';
  }
}

/** The key a ciphertext names is not known (a retired data key, a master key missing from the ring). */
export class UnknownKeyError extends StoredCiphertextError {
  constructor(readonly kind: 'master key' | 'data key', readonly keyId: string) {
    super(`${kind} ${keyId} is not known`);
    this.name = 'UnknownKeyError';
  }
}
