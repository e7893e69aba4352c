/** Encryption at rest (docs/security.md, "Encryption at rest: keys and formats"): what the wiring uses. */
export { blindIndex, blindIndexKey } from './blind-index';
export { CiphertextFormatError, DecryptionError, StoredCiphertextError, UnknownKeyError } from './crypto-errors';
export { type DataKey, DataKeyStore } from './data-key-store';
export { createDecryptStream, DecryptFileStream } from './files/decrypt-stream';
export { createEncryptStream, EncryptFileStream } from './files/encrypt-stream';
export { decodeHeader, type FileHeader, type FileIdentity, HEADER_BYTES, SEGMENT_BYTES } from './files/file-format';
export { openFileKey, type OpenedFile } from './files/file-key';
export { plaintextSize, storedRangeFor, type StoredRangePlan, storedSize } from './files/file-sizes';
export { MasterKeyMismatchError } from './master-key-check';
export { decryptValue, encryptValue, isEncryptedValue, type ValueContext, type ValueKey, valueKeyId } from './value-cipher';
export { allSealedColumns, allSealedCopies, type SealedColumns, sealedColumns, sealedCopies, sealedFieldsOfResource } from './sealed/sealed-columns';
export { fieldContext, type SealedItem, SealedValues } from './sealed/sealed-values';
