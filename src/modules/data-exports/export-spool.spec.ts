import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { spool } from './export-spool';
import { DownloadStalledError, stallGuard } from './stall-guard';

/** A download is built whole into a private file that leaves nothing behind, and a stalled one is ended with an error. */
describe('export spool and stall guard', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'spool-test-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back every byte with its size, and no file stays in the directory', async () => {
    const parts = Array.from({ length: 1000 }, (_, i) => `row ${i}\n`);
    const spooled = await spool(Readable.from(parts), dir);
    expect(readdirSync(dir)).toEqual([]);
    expect(spooled.size).toBe(Buffer.byteLength(parts.join('')));
    expect(await text(spooled.stream)).toBe(parts.join(''));
  });

  it('rejects with the source error when the source fails after its first bytes', async () => {
    const failing = Readable.from((function* () {
      yield 'first rows\n';
      throw new Error('statement cancelled');
    })());
    await expect(spool(failing, dir)).rejects.toThrow('statement cancelled');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('ends a stream no one reads with DownloadStalledError, and closes its source', async () => {
    const source = Readable.from(['a'.repeat(1024 * 1024)]);
    const guarded = stallGuard(source, 100);
    const error = await new Promise<Error>((resolve) => guarded.once('error', resolve));
    expect(error).toBeInstanceOf(DownloadStalledError);
    expect(source.destroyed).toBe(true);
  });

  it('lets a stream that is read go through whole', async () => {
    const body = 'b'.repeat(256 * 1024);
    expect(await text(stallGuard(Readable.from([body]), 1000))).toBe(body);
  });
});
