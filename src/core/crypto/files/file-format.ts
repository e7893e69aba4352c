import { aadOf, IV_BYTES, KEY_BYTES, TAG_BYTES } from '../aes-gcm';
import { CiphertextFormatError } from '../crypto-errors';
import { KEY_ID } from '../master-key-ring';

/**
 * The stored form of an encrypted file (docs/security.md, "Encryption at rest: keys and formats"):
 *
 *   header (HEADER_BYTES) | segment 0 | segment 1 | ... | last segment
 *
 * header: magic `PSEF`, version 1, the length of the company data key's id and the id (zero-padded to 32 bytes),
 * the file's own data key wrapped by that company key (IV, key, tag: 60 bytes), and an 8-byte random nonce prefix.
 * segment i: SEGMENT_BYTES of plaintext (the last one fewer, an empty file one empty segment) sealed with AES-256-GCM
 * under the file key, nonce = prefix | i (32 bits), tag appended; its AAD binds the file (company, file id, variant),
 * i and whether it is the last, so a reordered, dropped, cut or altered segment does not open.
 */
export const MAGIC = Buffer.from('PSEF', 'ascii');
export const VERSION = 1;
export const SEGMENT_BYTES = 64 * 1024;
export const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + TAG_BYTES;
const KEY_ID_FIELD = 32;
const NONCE_PREFIX_BYTES = 8;
const WRAPPED_KEY_BYTES = IV_BYTES + KEY_BYTES + TAG_BYTES;
const OFFSETS = { version: 4, keyIdLength: 5, keyId: 6, wrappedKey: 6 + KEY_ID_FIELD, noncePrefix: 6 + KEY_ID_FIELD + WRAPPED_KEY_BYTES };
export const HEADER_BYTES = OFFSETS.noncePrefix + NONCE_PREFIX_BYTES;
/** 2^32 segments: nonces never repeat under one file key (256 TiB, far beyond any upload). */
const MAX_SEGMENTS = 2 ** 32;

/** Which file a stored object is: bound into its key wrap and every segment, so bytes moved between files fail. */
export interface FileIdentity {
  companyId: string;
  fileId: string;
  /** `original`, a photo size, an export part: whatever names the object beside the file id. */
  variant: string;
}

export interface FileHeader {
  companyKeyId: string;
  wrappedFileKey: Buffer;
  noncePrefix: Buffer;
}

export function encodeHeader(header: FileHeader): Buffer {
  if (!KEY_ID.test(header.companyKeyId)) throw new Error(`invalid data key id ${JSON.stringify(header.companyKeyId)}`);
  const out = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(out, 0);
  out[OFFSETS.version] = VERSION;
  out[OFFSETS.keyIdLength] = header.companyKeyId.length;
  out.write(header.companyKeyId, OFFSETS.keyId, 'ascii');
  header.wrappedFileKey.copy(out, OFFSETS.wrappedKey);
  header.noncePrefix.copy(out, OFFSETS.noncePrefix);
  return out;
}

/** The header of a stored file (its first HEADER_BYTES). Every byte is checked: the parts not covered by a tag here. */
export function decodeHeader(bytes: Buffer): FileHeader {
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new CiphertextFormatError('the stored file is not an encrypted file');
  if (bytes[OFFSETS.version] !== VERSION) throw new CiphertextFormatError(`the stored file has format version ${bytes[OFFSETS.version]}, not ${VERSION}`);
  const length = bytes[OFFSETS.keyIdLength];
  const field = bytes.subarray(OFFSETS.keyId, OFFSETS.keyId + KEY_ID_FIELD);
  const companyKeyId = field.subarray(0, Math.min(length, KEY_ID_FIELD)).toString('ascii');
  if (length > KEY_ID_FIELD || !KEY_ID.test(companyKeyId) || field.subarray(length).some((b) => b !== 0)) {
    throw new CiphertextFormatError('the stored file header is damaged (data key id)');
  }
  return {
    companyKeyId,
    wrappedFileKey: Buffer.from(bytes.subarray(OFFSETS.wrappedKey, OFFSETS.wrappedKey + WRAPPED_KEY_BYTES)),
    noncePrefix: Buffer.from(bytes.subarray(OFFSETS.noncePrefix, HEADER_BYTES)),
  };
}

export const NONCE_PREFIX_LENGTH = NONCE_PREFIX_BYTES;

/** AAD of the file key's wrap: the file, and the header fields the wrap does not otherwise cover. */
export function fileKeyAad(identity: FileIdentity, header: FileHeader): Buffer {
  return aadOf(['personnel.file-key', `v${VERSION}`, identity.companyId, identity.fileId, identity.variant, header.companyKeyId, header.noncePrefix.toString('base64url')]);
}

/** The fixed part of every segment's AAD (the index and the last-segment flag follow it). */
export function segmentAadPrefix(identity: FileIdentity): Buffer {
  return aadOf(['personnel.file-segment', `v${VERSION}`, identity.companyId, identity.fileId, identity.variant]);
}

export function segmentAad(prefix: Buffer, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = last ? 1 : 0;
  return Buffer.concat([prefix, tail]);
}

export function segmentNonce(noncePrefix: Buffer, index: number): Buffer {
  if (index >= MAX_SEGMENTS) throw new Error('a file has at most 2^32 segments');
  const nonce = Buffer.alloc(IV_BYTES);
  noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  return nonce;
}
