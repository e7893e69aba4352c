import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { CiphertextFormatError, DecryptionError, StoredCiphertextError } from '../crypto-errors';
import { createEncryptStream } from './encrypt-stream';
import { decodeHeader, HEADER_BYTES, SEGMENT_BYTES } from './file-format';
import { storedSize } from './file-sizes';
import { companyKey, decrypt, decryptAll, encrypt, identity } from '../../../../test/support/encrypted-files';

const S = SEGMENT_BYTES;
const SEALED = S + 16;

describe('encrypted files: 64 KiB segments sealed under a per-file key', () => {
  it.each([0, 1, 100, S - 1, S, S + 1, 2 * S, 3 * S + 7])('a file of %i bytes round-trips; its stored size is storedSize()', async (size) => {
    const plaintext = randomBytes(size);
    const stored = await encrypt(plaintext, [1000, 70_000, 3]);
    expect(stored.length).toBe(storedSize(size));
    expect((await decrypt(stored, size)).equals(plaintext)).toBe(true);
  });

  it('the stored bytes contain neither the plaintext nor the file key in the clear; two encryptions differ', async () => {
    const plaintext = Buffer.from('Passport 123456789 of Ada Lovelace. '.repeat(3000));
    const a = await encrypt(plaintext);
    const b = await encrypt(plaintext);
    expect(a.includes(Buffer.from('Passport'))).toBe(false);
    expect(a.subarray(HEADER_BYTES).equals(b.subarray(HEADER_BYTES))).toBe(false);
    expect(decodeHeader(a).companyKeyId).toBe(companyKey.id);
  });

  it('emits sealed segments before its input ends (constant memory: it never holds the whole file)', async () => {
    const stream = createEncryptStream(companyKey, identity);
    const out: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk));
    for (let i = 0; i < 4; i++) stream.write(randomBytes(S));
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(out).length).toBe(HEADER_BYTES + 3 * SEALED); // the 4th waits: it may be the last
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(Buffer.concat(out).length).toBe(storedSize(4 * S));
  });

  it('ranges at and across segment boundaries yield exactly the asked bytes, reading only their segments', async () => {
    const size = 3 * S + 100;
    const plaintext = randomBytes(size);
    const stored = await encrypt(plaintext);
    const ranges = [
      [0, 0], [S - 1, S - 1], [S, S], [S - 1, S], [S, 2 * S - 1], [2 * S - 5, 3 * S + 5], [3 * S, size - 1], [size - 1, size - 1], [0, size - 1],
    ];
    for (const [start, end] of ranges) {
      const got = await decrypt(stored, size, { start, end }, { sizes: [7, 65_000, 131_072] });
      expect({ start, end, ok: got.equals(plaintext.subarray(start, end + 1)) }).toEqual({ start, end, ok: true });
    }
  });

  it('property: any size, any chunking, any range round-trips', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 * S + 10 }),
        fc.array(fc.integer({ min: 1, max: 2 * S }), { minLength: 1, maxLength: 4 }),
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        async (size, sizes, [a, b]) => {
          const plaintext = randomBytes(size);
          const stored = await encrypt(plaintext, sizes);
          if (size === 0) return (await decrypt(stored, 0, undefined, { sizes })).length === 0;
          const [start, end] = [Math.floor(a * (size - 1)), Math.floor(b * (size - 1))].sort((x, y) => x - y);
          return (await decrypt(stored, size, { start, end }, { sizes })).equals(plaintext.subarray(start, end + 1));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('encrypted files: altered, moved, cut or reordered bytes are refused, never served', () => {
  const size = 2 * S + 500;
  let plaintext: Buffer;
  let stored: Buffer;
  beforeAll(async () => {
    plaintext = randomBytes(size);
    stored = await encrypt(plaintext);
  });
  const flip = (at: number) => {
    const altered = Buffer.from(stored);
    altered[at] ^= 0x01;
    return altered;
  };

  it('one changed byte anywhere in the header fails', async () => {
    for (let at = 0; at < HEADER_BYTES; at++) {
      await expect(decrypt(flip(at), size)).rejects.toThrow(StoredCiphertextError);
    }
  });

  it('one changed byte in each segment (first, middle, last byte, tag) fails the read of that segment', async () => {
    for (let segment = 0; segment < 3; segment++) {
      const start = HEADER_BYTES + segment * SEALED;
      const end = Math.min(start + SEALED, stored.length) - 1;
      for (const at of [start, start + Math.floor((end - start) / 2), end - 16, end - 15, end]) {
        await expect(decrypt(flip(at), size)).rejects.toThrow(DecryptionError);
        const range = { start: segment * S, end: Math.min((segment + 1) * S, size) - 1 };
        await expect(decrypt(flip(at), size, range)).rejects.toThrow(DecryptionError);
      }
    }
  });

  it('swapped segments fail', async () => {
    const swapped = Buffer.concat([
      stored.subarray(0, HEADER_BYTES),
      stored.subarray(HEADER_BYTES + SEALED, HEADER_BYTES + 2 * SEALED),
      stored.subarray(HEADER_BYTES, HEADER_BYTES + SEALED),
      stored.subarray(HEADER_BYTES + 2 * SEALED),
    ]);
    await expect(decryptAll(swapped, size)).rejects.toThrow(DecryptionError);
  });

  it('a file cut short fails: a dropped last segment, a cut tag, a lone header', async () => {
    // Dropping the last segment and claiming the shorter size makes segment 1 read as the last one: its flag says not.
    await expect(decryptAll(stored.subarray(0, HEADER_BYTES + 2 * SEALED), 2 * S)).rejects.toThrow(DecryptionError);
    await expect(decryptAll(stored.subarray(0, stored.length - 1), size)).rejects.toThrow(CiphertextFormatError);
    await expect(decryptAll(stored.subarray(0, HEADER_BYTES), size)).rejects.toThrow(CiphertextFormatError);
    const empty = await encrypt(Buffer.alloc(0));
    await expect(decryptAll(empty.subarray(0, HEADER_BYTES), 0)).rejects.toThrow(CiphertextFormatError);
  });

  it('bytes appended after the last segment fail', async () => {
    await expect(decryptAll(Buffer.concat([stored, Buffer.from([0])]), size)).rejects.toThrow(CiphertextFormatError);
  });

  it('a file moved to another company, file id or variant, or opened with another company key, fails', async () => {
    for (const id of [{ ...identity, companyId: 'co_2' }, { ...identity, fileId: 'file_2' }, { ...identity, variant: 'thumbnail' }]) {
      await expect(decrypt(stored, size, undefined, { id })).rejects.toThrow(DecryptionError);
    }
    await expect(decrypt(stored, size, undefined, { key: randomBytes(32) })).rejects.toThrow(DecryptionError);
  });

  it('a segment moved between two files of the same key and identity fails (each file has its own key)', async () => {
    const other = await encrypt(plaintext);
    const mixed = Buffer.concat([stored.subarray(0, HEADER_BYTES + SEALED), other.subarray(HEADER_BYTES + SEALED)]);
    await expect(decryptAll(mixed, size)).rejects.toThrow(DecryptionError);
  });

  it('the error names the file and segment, never the plaintext', async () => {
    const error = await decrypt(flip(HEADER_BYTES + SEALED + 3), size).catch((e: Error) => e);
    expect((error as Error).message).toBe('segment 1 of file file_1 (original) does not decrypt: altered, moved from another record, or the wrong key');
  });
});
