import { randomBytes } from 'node:crypto';
import { Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../../src/core/storage/storage-driver';
import { createDecryptStream } from '../../src/core/crypto/files/decrypt-stream';
import { createEncryptStream } from '../../src/core/crypto/files/encrypt-stream';
import { decodeHeader, HEADER_BYTES, type FileIdentity } from '../../src/core/crypto/files/file-format';
import { openFileKey } from '../../src/core/crypto/files/file-key';
import { storedRangeFor } from '../../src/core/crypto/files/file-sizes';

export const companyKey = { id: 'dk_company1', key: randomBytes(32) };
export const identity: FileIdentity = { companyId: 'co_1', fileId: 'file_1', variant: 'original' };

async function collect(stream: Transform, input: Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from(input), stream, new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk);
      done();
    },
  }));
  return Buffer.concat(out);
}

/** Splits `data` into chunks of the given sizes (cycled), as a storage driver or upload might hand them over. */
export function chunked(data: Buffer, sizes: number[] = [data.length || 1]): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < data.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length]);
    chunks.push(data.subarray(offset, offset + size));
    offset += size;
  }
  return chunks;
}

export function encrypt(plaintext: Buffer, sizes?: number[], id: FileIdentity = identity): Promise<Buffer> {
  return collect(createEncryptStream(companyKey, id), chunked(plaintext, sizes));
}

/** Reads the way the wiring will: the header, then only the stored bytes of the range's segments. */
export async function decrypt(stored: Buffer, plaintextSize: number, range?: ByteRange, options: { id?: FileIdentity; sizes?: number[]; key?: Buffer } = {}): Promise<Buffer> {
  const header = decodeHeader(stored.subarray(0, HEADER_BYTES));
  const opened = openFileKey(header, options.key ?? companyKey.key, options.id ?? identity);
  const plan = storedRangeFor(plaintextSize, range);
  return collect(createDecryptStream(opened, plaintextSize, range), chunked(stored.subarray(plan.segments.start, plan.segments.end + 1), options.sizes));
}

/** Decrypts the whole stored object as given (its segments being whatever follows the header). */
export async function decryptAll(stored: Buffer, plaintextSize: number): Promise<Buffer> {
  const header = decodeHeader(stored.subarray(0, HEADER_BYTES));
  const opened = openFileKey(header, companyKey.key, identity);
  return collect(createDecryptStream(opened, plaintextSize), [stored.subarray(HEADER_BYTES)]);
}
