import { randomBytes } from 'node:crypto';
import { IV_BYTES, KEY_BYTES, open, seal } from '../aes-gcm';
import { DecryptionError } from '../crypto-errors';
import type { ValueKey } from '../value-cipher';
import { type FileHeader, type FileIdentity, fileKeyAad, NONCE_PREFIX_LENGTH } from './file-format';

/** A file's own data key and nonce prefix, ready to seal or open its segments. */
export interface OpenedFile {
  identity: FileIdentity;
  fileKey: Buffer;
  noncePrefix: Buffer;
}

/** A fresh file key and nonce prefix, and the header that keeps the key wrapped by the company's data key. */
export function newFileKey(companyKey: ValueKey, identity: FileIdentity): { header: FileHeader; opened: OpenedFile } {
  const fileKey = randomBytes(KEY_BYTES);
  const noncePrefix = randomBytes(NONCE_PREFIX_LENGTH);
  const partial: FileHeader = { companyKeyId: companyKey.id, wrappedFileKey: Buffer.alloc(0), noncePrefix };
  const { iv, sealed } = seal(companyKey.key, fileKey, fileKeyAad(identity, partial));
  return { header: { ...partial, wrappedFileKey: Buffer.concat([iv, sealed]) }, opened: { identity, fileKey, noncePrefix } };
}

/** The file key of a stored file's header, with the company data key the header names (`header.companyKeyId`). */
export function openFileKey(header: FileHeader, companyKey: Buffer, identity: FileIdentity): OpenedFile {
  const what = `the key of file ${identity.fileId} (${identity.variant})`;
  const fileKey = open(companyKey, header.wrappedFileKey.subarray(0, IV_BYTES), header.wrappedFileKey.subarray(IV_BYTES), fileKeyAad(identity, header), what);
  if (fileKey.length !== KEY_BYTES) throw new DecryptionError(what);
  return { identity, fileKey, noncePrefix: header.noncePrefix };
}
