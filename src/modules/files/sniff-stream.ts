import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
// file-type 16 is the last CommonJS release (17+ is ESM-only and does not load under jest).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

/** Enough for every signature file-type knows, the office formats' zip entries included. */
export const SNIFF_BYTES = 64 * 1024;

export interface SniffedStream {
  /** The content type the bytes show, or null when no signature matches. */
  mime: string | null;
  /** No byte at all. */
  empty: boolean;
  /** The whole content again: the sniffed head, then the rest as it arrives (never buffered whole). */
  stream: Readable;
}

/** Reads the first bytes of `source`, sniffs their type, and hands back a stream of every byte. */
export async function sniffStream(source: Readable): Promise<SniffedStream> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const detected = head.length ? await FileType.fromBuffer(head) : undefined;
  async function* all(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { mime: detected?.mime ?? null, empty: head.length === 0, stream: Readable.from(all(), { objectMode: false }) };
}

/** Counts and hashes the bytes flowing through (the ETag is the SHA-256, base64url). */
export class DigestStream extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;

  _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('base64url');
  }
}
