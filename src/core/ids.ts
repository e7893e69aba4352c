import { randomFillSync } from 'node:crypto';

const ID_BYTES = 18;
/** Bytes for this many ids drawn at once: one call into the CSPRNG costs as much as the bytes of many ids. */
const IDS_PER_DRAW = 128;
const pool = Buffer.alloc(ID_BYTES * IDS_PER_DRAW);
let next = pool.length;

/** Opaque, URL-safe, non-sequential ids of 24 characters (D7). */
export function newId(prefix = ''): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const id = pool.toString('base64url', next, next + ID_BYTES);
  next += ID_BYTES;
  return prefix + id;
}
