import { Inject, Injectable, Logger } from '@nestjs/common';
import { once } from 'node:events';
import { pipeline, type Readable, Transform } from 'node:stream';
import {
  CiphertextFormatError, createDecryptStream, createEncryptStream, DataKeyStore, decodeHeader, type FileIdentity, HEADER_BYTES, openFileKey,
  plaintextSize, StoredCiphertextError, storedRangeFor,
} from '../crypto';
import { type ByteRange, STORAGE_DRIVER, type StorageDriver } from './storage-driver';

/** A stored file as its row knows it: where (the base key), which company key encrypted it (null: plain), its size. */
export interface StoredFileRef {
  /** The key made from ids (`<companyId>/<fileId>/<variant>`); an encrypted object lives at `<key>.<keyId>`. */
  key: string;
  /** The company data key that encrypted it; null for a plain object (stored before encryption, or a photo). */
  keyId: string | null;
  identity: FileIdentity;
  /** Plaintext bytes (what the client sees as Content-Length). */
  size: number;
}

/**
 * Encryption at rest for stored files (docs/security.md, "Files"), above whichever StorageDriver is configured: writes
 * seal the bytes under a fresh per-file key wrapped by the company's active data key; reads open the header and only
 * the segments a range covers. The object's name carries the key id, so a re-encryption writes a new object and
 * switches the row to it, and a reader that resolved the old row still reads the old, whole object.
 * Stored bytes that do not decrypt (altered, cut, moved from another file) reject or fail the stream with a
 * StoredCiphertextError, logged with the file id; never a byte of unverified plaintext.
 */
@Injectable()
export class EncryptedFiles {
  private readonly logger = new Logger('Encryption');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
    private readonly keys: DataKeyStore,
  ) {}

  /** Where the object of `ref` lives. */
  static objectKey(key: string, keyId: string | null): string {
    return keyId ? `${key}.${keyId}` : key;
  }

  /** Streams `body` sealed under the company's active key; the plaintext size and the key id are for the row. */
  async write(key: string, identity: FileIdentity, body: Readable, contentType?: string): Promise<{ keyId: string; size: number }> {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    let sealed: Readable | undefined;
    try {
      const companyKey = await this.keys.activeKey(identity.companyId);
      // An error in the body (a cut upload) destroys the sealed stream, so the driver's put rejects and keeps nothing.
      sealed = pipeline(body, counter, createEncryptStream(companyKey, identity), () => undefined);
      const stored = await this.driver.put(EncryptedFiles.objectKey(key, companyKey.id), sealed, contentType);
      if (plaintextSize(stored.size) !== size) throw new Error(`file ${identity.fileId}: stored ${stored.size} bytes for ${size} plaintext bytes`);
      return { keyId: companyKey.id, size };
    } catch (error) {
      // And the other way: a failed write (no key, storage down) stops the body, so whoever feeds it is not left waiting.
      (sealed ?? body).destroy(error as Error);
      throw error;
    }
  }

  /**
   * The plaintext, whole or `range` (inclusive, inside the file). For an encrypted file the header is checked and the
   * first segment opened before this resolves, so a file altered there rejects before any byte is sent; a later
   * segment that fails errors the stream (the response is cut, never completed).
   */
  async read(ref: StoredFileRef, range?: ByteRange): Promise<Readable> {
    const objectKey = EncryptedFiles.objectKey(ref.key, ref.keyId);
    if (!ref.keyId) return this.driver.read(objectKey, range);
    const plan = storedRangeFor(ref.size, range);
    let opened;
    try {
      const header = decodeHeader(await readAll(await this.driver.read(objectKey, plan.header), HEADER_BYTES));
      opened = openFileKey(header, await this.keys.key(ref.identity.companyId, header.companyKeyId), ref.identity);
    } catch (error) {
      this.refused(ref, error);
      throw error;
    }
    const source = await this.driver.read(objectKey, plan.segments);
    let logged = false;
    const refuse = (error: unknown) => {
      if (!logged) this.refused(ref, error);
      logged = true;
    };
    // The pipeline's callback comes once every stream has closed: a failure before the first byte is logged at once.
    const plaintext = pipeline(source, createDecryptStream(opened, ref.size, range), (error) => error && refuse(error));
    try {
      await once(plaintext, 'readable');
    } catch (error) {
      refuse(error);
      throw error;
    }
    return plaintext;
  }

  /** Removes the object of `ref` (absent: not an error). */
  delete(key: string, keyId: string | null): Promise<void> {
    return this.driver.delete(EncryptedFiles.objectKey(key, keyId));
  }

  private refused(ref: StoredFileRef, error: unknown): void {
    if (!(error instanceof StoredCiphertextError)) return;
    const { companyId, fileId, variant } = ref.identity;
    this.logger.error(`stored file ${fileId} (${variant}) of company ${companyId} refused: ${error.message}`);
  }
}

/** A short stream read whole, at most `max` bytes (a header); fewer bytes than that is a cut file. */
async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length > max) break;
  }
  if (length !== max) throw new CiphertextFormatError('the stored file is cut short (header)');
  return Buffer.concat(chunks);
}
