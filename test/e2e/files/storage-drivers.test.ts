import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../src/config/app-config';
import { LocalDiskStorage } from '../../../src/core/storage/local-disk-storage';
import { S3Storage } from '../../../src/core/storage/s3-storage';
import { StorageDriver, StorageNotFoundError } from '../../../src/core/storage/storage-driver';
import { createStorageDriver } from '../../../src/core/storage/storage.module';
import { startS3, TestS3 } from './s3-server';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `total` random bytes in 1 MB chunks (never one buffer), and the bytes it sent. */
function bigStream(total: number): { stream: Readable; sent: Buffer[] } {
  const sent: Buffer[] = [];
  let left = total;
  const stream = new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const chunk = randomBytes(Math.min(left, 1024 * 1024));
      left -= chunk.length;
      sent.push(chunk);
      this.push(chunk);
    },
  });
  return { stream, sent };
}

/** A stream that sends some bytes and then fails (a client that disconnects mid-upload). */
const failing = () => Readable.from((async function* () {
  yield Buffer.alloc(1000, 1);
  throw new Error('client went away');
})());

let s3: TestS3;
let localDir: string;

beforeAll(async () => {
  s3 = await startS3();
  localDir = mkdtempSync(path.join(tmpdir(), 'storage-local-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(localDir, { recursive: true, force: true });
});

/** The same tests for both drivers (D10): local disk, and an S3-compatible bucket served by s3rver. */
describe.each([
  ['local disk', () => new LocalDiskStorage(localDir)],
  ['S3 (s3rver)', () => createStorageDriver(loadConfig({ ...s3.env, DATABASE_URL: 'postgres://x@127.0.0.1/x' }))],
] as [string, () => StorageDriver][])('storage driver: %s', (_name, make) => {
  let storage: StorageDriver;
  const key = () => `company_${randomBytes(4).toString('hex')}/file_${randomBytes(6).toString('hex')}/original`;

  beforeAll(() => {
    storage = make();
  });
  afterAll(() => {
    if (storage instanceof S3Storage) storage.destroy();
  });

  it('stores a stream and reads it back, whole and by range; reports its size', async () => {
    const k = key();
    const bytes = randomBytes(100_000);
    expect(await storage.put(k, Readable.from([bytes.subarray(0, 40_000), bytes.subarray(40_000)]), 'application/pdf')).toEqual({ size: 100_000 });
    expect(await storage.size(k)).toBe(100_000);
    expect(Buffer.compare(await read(await storage.read(k)), bytes)).toBe(0);
    expect(Buffer.compare(await read(await storage.read(k, { start: 1000, end: 1999 })), bytes.subarray(1000, 2000))).toBe(0);
  });

  it('streams a 20 MB upload (several S3 parts) without changing a byte', async () => {
    const k = key();
    const { stream, sent } = bigStream(20 * 1024 * 1024);
    expect(await storage.put(k, stream)).toEqual({ size: 20 * 1024 * 1024 });
    expect(Buffer.compare(await read(await storage.read(k)), Buffer.concat(sent))).toBe(0);
  });

  it('an absent key: read rejects with StorageNotFoundError, size is null, delete is no error', async () => {
    const k = key();
    await expect(storage.read(k)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.size(k)).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('delete removes the bytes', async () => {
    const k = key();
    await storage.put(k, Readable.from([Buffer.from('bye')]));
    await storage.delete(k);
    expect(await storage.size(k)).toBeNull();
  });

  it('a failed upload leaves nothing readable under its key', async () => {
    const k = key();
    await expect(storage.put(k, failing())).rejects.toThrow();
    expect(await storage.size(k)).toBeNull();
  });

  it('refuses keys that are not made of ids (no path traversal)', async () => {
    for (const bad of ['../etc/passwd', '/abs/key', 'a/../../b', 'a//b', 'a/b c', '']) {
      await expect(storage.put(bad, Readable.from([Buffer.from('x')]))).rejects.toThrow('invalid storage key');
      await expect(storage.size(bad)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('local disk specifics', () => {
  it('writes to a temporary file and renames it: the key appears only once complete, no temporary file is left', async () => {
    const storage = new LocalDiskStorage(localDir);
    const k = 'company_x/file_atomic/original';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = Readable.from((async function* () {
      yield Buffer.alloc(5000, 7);
      await gate;
      yield Buffer.alloc(5000, 8);
    })());
    const writing = storage.put(k, slow);
    await new Promise((r) => setTimeout(r, 50));
    expect(await storage.size(k)).toBeNull();
    release();
    expect(await writing).toEqual({ size: 10_000 });
    expect(await storage.size(k)).toBe(10_000);
    expect(readdirSync(path.join(localDir, '.tmp'))).toEqual([]);
  });

  it('a failed write leaves no temporary file', async () => {
    const storage = new LocalDiskStorage(localDir);
    await expect(storage.put('company_x/file_failed/original', failing())).rejects.toThrow('client went away');
    expect(readdirSync(path.join(localDir, '.tmp'))).toEqual([]);
  });
});
