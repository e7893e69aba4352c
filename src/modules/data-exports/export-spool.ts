import { close, createReadStream, createWriteStream, open, unlink } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';

/** A built download: its bytes in a spool file, read from the start. */
export interface Spooled {
  stream: Readable;
  size: number;
}

const openFile = promisify(open);
const unlinkFile = promisify(unlink);

/**
 * Writes a download whole to a private temporary file, at the database's pace, before any byte goes to the client
 * (D11, docs/decisions-exports.md): the cursor and its connection are held only as long as the database takes, never at
 * the client's pace, and a failure while building answers an error object instead of a cut file. The file is unlinked
 * as soon as it is open, so it disappears with its descriptor (when the response ends, fails or is aborted, or the
 * process dies); only this process can read it meanwhile.
 */
export async function spool(source: Readable, dir = tmpdir()): Promise<Spooled> {
  const path = join(dir, `personnel-export-${randomBytes(12).toString('hex')}`);
  const fd = await openFile(path, 'wx+', 0o600);
  try {
    await unlinkFile(path);
    const file = createWriteStream('', { fd, autoClose: false });
    await pipeline(source, file);
    return { stream: createReadStream('', { fd, start: 0, autoClose: true }), size: file.bytesWritten };
  } catch (error) {
    source.destroy();
    close(fd, () => undefined);
    throw error;
  }
}
