import fc from 'fast-check';
import { CiphertextFormatError } from '../crypto-errors';
import { HEADER_BYTES, SEGMENT_BYTES } from './file-format';
import { plaintextSize, segmentCount, storedRangeFor, storedSize } from './file-sizes';

const S = SEGMENT_BYTES;

describe('encrypted file sizes: header, plaintext and one 16-byte tag per 64 KiB segment', () => {
  it.each([
    [0, 1, HEADER_BYTES + 16],
    [1, 1, HEADER_BYTES + 1 + 16],
    [S - 1, 1, HEADER_BYTES + S - 1 + 16],
    [S, 1, HEADER_BYTES + S + 16],
    [S + 1, 2, HEADER_BYTES + S + 1 + 32],
    [3 * S, 3, HEADER_BYTES + 3 * S + 48],
  ])('%i plaintext bytes: %i segment(s), %i stored bytes', (plain, segments, stored) => {
    expect(segmentCount(plain)).toBe(segments);
    expect(storedSize(plain)).toBe(stored);
    expect(plaintextSize(stored)).toBe(plain);
  });

  it('property: plaintextSize inverts storedSize', () => {
    fc.assert(fc.property(fc.nat({ max: 2 ** 40 }), (size) => plaintextSize(storedSize(size)) === size));
  });

  it('sizes no encrypted file has (cut inside a tag, an empty segment after a full one, no segment) are refused', () => {
    for (const stored of [0, HEADER_BYTES, HEADER_BYTES + 15, HEADER_BYTES + S + 16 + 5, HEADER_BYTES + S + 16 + 16]) {
      expect(() => plaintextSize(stored)).toThrow(CiphertextFormatError);
    }
  });
});

describe('stored range of a plaintext range: the header and the segments the range covers', () => {
  const size = 3 * S + 100;
  const segmentStart = (i: number) => HEADER_BYTES + i * (S + 16);

  it.each([
    ['first byte', { start: 0, end: 0 }, 0, 0],
    ['last byte of segment 0', { start: S - 1, end: S - 1 }, 0, 0],
    ['first byte of segment 1', { start: S, end: S }, 1, 1],
    ['across the 0/1 boundary', { start: S - 1, end: S }, 0, 1],
    ['segment 1 exactly', { start: S, end: 2 * S - 1 }, 1, 1],
    ['the short last segment', { start: 3 * S, end: size - 1 }, 3, 3],
    ['everything', { start: 0, end: size - 1 }, 0, 3],
  ])('%s', (_name, range, first, last) => {
    const plan = storedRangeFor(size, range);
    expect(plan.header).toEqual({ start: 0, end: HEADER_BYTES - 1 });
    expect([plan.firstSegment, plan.lastSegment]).toEqual([first, last]);
    expect(plan.segments.start).toBe(segmentStart(first));
    expect(plan.segments.end).toBe(last === 3 ? storedSize(size) - 1 : segmentStart(last + 1) - 1);
    expect(plan.plaintext).toEqual(range);
  });

  it('without a range: every segment; an empty file has its one empty segment and no plaintext range', () => {
    expect(storedRangeFor(size).segments).toEqual({ start: HEADER_BYTES, end: storedSize(size) - 1 });
    const empty = storedRangeFor(0);
    expect(empty.segments).toEqual({ start: HEADER_BYTES, end: HEADER_BYTES + 15 });
    expect(empty.plaintext).toBeNull();
  });

  it('a range outside the file is a RangeError', () => {
    expect(() => storedRangeFor(size, { start: 0, end: size })).toThrow(RangeError);
    expect(() => storedRangeFor(size, { start: 5, end: 4 })).toThrow(RangeError);
    expect(() => storedRangeFor(0, { start: 0, end: 0 })).toThrow(RangeError);
  });
});
