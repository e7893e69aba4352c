import type { ByteRange } from '../../storage/storage-driver';
import { TAG_BYTES } from '../aes-gcm';
import { CiphertextFormatError } from '../crypto-errors';
import { HEADER_BYTES, SEALED_SEGMENT_BYTES, SEGMENT_BYTES } from './file-format';

/** Segments of a file of `plaintextSize` bytes: an empty file has one (empty) segment. */
export function segmentCount(plaintextSize: number): number {
  return plaintextSize === 0 ? 1 : Math.ceil(plaintextSize / SEGMENT_BYTES);
}

/** Plaintext bytes in segment `index` of a file of `plaintextSize` bytes. */
export function segmentPlaintextBytes(plaintextSize: number, index: number): number {
  return Math.min(SEGMENT_BYTES, plaintextSize - index * SEGMENT_BYTES);
}

/** Stored size of a file of `plaintextSize` bytes: the header, the plaintext and one tag per segment. */
export function storedSize(plaintextSize: number): number {
  if (!Number.isSafeInteger(plaintextSize) || plaintextSize < 0) throw new RangeError(`invalid plaintext size ${plaintextSize}`);
  return HEADER_BYTES + plaintextSize + TAG_BYTES * segmentCount(plaintextSize);
}

/** Plaintext size of a stored object of `stored` bytes; a size no file has (a cut object) throws CiphertextFormatError. */
export function plaintextSize(stored: number): number {
  const body = stored - HEADER_BYTES;
  const full = Math.floor(body / SEALED_SEGMENT_BYTES);
  const rest = body % SEALED_SEGMENT_BYTES;
  if (body < TAG_BYTES || (rest > 0 && rest < TAG_BYTES) || (rest === TAG_BYTES && full > 0)) {
    throw new CiphertextFormatError(`a stored encrypted file of ${stored} bytes is cut short or padded`);
  }
  return rest === 0 ? full * SEGMENT_BYTES : full * SEGMENT_BYTES + rest - TAG_BYTES;
}

/** What to read for a plaintext range: the header, and the stored bytes of the segments the range covers. */
export interface StoredRangePlan {
  header: ByteRange;
  segments: ByteRange;
  firstSegment: number;
  lastSegment: number;
  /** The plaintext bytes wanted (inclusive); null for the whole of an empty file. */
  plaintext: ByteRange | null;
}

/**
 * The stored bytes that hold plaintext `range` (inclusive, as HTTP Range), or the whole file when it is omitted.
 * A range outside the file throws RangeError (the caller answers 416 before getting here).
 */
export function storedRangeFor(plaintextSize: number, range?: ByteRange): StoredRangePlan {
  const whole = plaintextSize === 0 ? null : { start: 0, end: plaintextSize - 1 };
  const wanted = range ?? whole;
  if (range && (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.end) || range.start < 0 || range.start > range.end || range.end >= plaintextSize)) {
    throw new RangeError(`range ${range.start}-${range.end} is outside a file of ${plaintextSize} bytes`);
  }
  const firstSegment = wanted ? Math.floor(wanted.start / SEGMENT_BYTES) : 0;
  const lastSegment = wanted ? Math.floor(wanted.end / SEGMENT_BYTES) : 0;
  const start = HEADER_BYTES + firstSegment * SEALED_SEGMENT_BYTES;
  const end = HEADER_BYTES + lastSegment * SEALED_SEGMENT_BYTES + segmentPlaintextBytes(plaintextSize, lastSegment) + TAG_BYTES - 1;
  return { header: { start: 0, end: HEADER_BYTES - 1 }, segments: { start, end }, firstSegment, lastSegment, plaintext: wanted };
}
