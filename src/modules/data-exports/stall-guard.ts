import { Readable, Transform, pipeline } from 'node:stream';

/** The error a download is destroyed with when its client took nothing for the stall timeout. */
export class DownloadStalledError extends Error {
  constructor(ms: number) {
    super(`the client took no byte of the download for ${ms} ms`);
  }
}

/**
 * The download's bytes, destroyed with DownloadStalledError when none moved on for `ms`: a client that stops reading
 * back-pressures the stream, so no chunk passes and the timer runs out. Destroying it makes the server abort the
 * response (the socket closes without the final chunk) and closes `source` (the spool file).
 */
export function stallGuard(source: Readable, ms: number): Readable {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => guard.destroy(new DownloadStalledError(ms)), ms).unref();
  };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      arm();
      done(null, chunk);
    },
  });
  guard.once('close', () => clearTimeout(timer));
  arm();
  pipeline(source, guard, () => clearTimeout(timer));
  return guard;
}
