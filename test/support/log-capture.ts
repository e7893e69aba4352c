import { Writable } from 'node:stream';

/** A log destination for `createTestApp({ logStream })` that keeps every JSON line it is given. */
export function captureLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}
