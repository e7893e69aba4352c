import { Transform, type TransformCallback } from 'node:stream';
import type { ByteRange } from '../../storage/storage-driver';
import { open, TAG_BYTES } from '../aes-gcm';
import { CiphertextFormatError } from '../crypto-errors';
import { SEGMENT_BYTES, segmentAad, segmentAadPrefix, segmentNonce } from './file-format';
import type { OpenedFile } from './file-key';
import { segmentCount, segmentPlaintextBytes, storedRangeFor, type StoredRangePlan } from './file-sizes';

/**
 * The stored bytes of `plan.segments` in (storedRangeFor), exactly the plaintext of `range` out. A segment's bytes
 * are passed on only after its tag checks; an altered, reordered, cut or over-long input fails the stream with a
 * StoredCiphertextError. Holds at most one sealed segment and the chunk being read.
 */
export class DecryptFileStream extends Transform {
  readonly plan: StoredRangePlan;
  private readonly aadPrefix: Buffer;
  private readonly segments: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index: number;

  constructor(
    private readonly opened: OpenedFile,
    private readonly plaintextSize: number,
    range?: ByteRange,
  ) {
    super();
    this.plan = storedRangeFor(plaintextSize, range);
    this.aadPrefix = segmentAadPrefix(opened.identity);
    this.segments = segmentCount(plaintextSize);
    this.index = this.plan.firstSegment;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    try {
      let sealedBytes = this.sealedBytes();
      if (this.pendingBytes < sealedBytes) return callback();
      const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
      let offset = 0;
      while (all.length - offset >= sealedBytes) {
        if (this.index > this.plan.lastSegment) throw new CiphertextFormatError('the stored file is longer than its segments');
        const plaintext = this.openSegment(all.subarray(offset, offset + sealedBytes));
        if (plaintext.length) this.push(plaintext);
        offset += sealedBytes;
        this.index++;
        sealedBytes = this.sealedBytes();
      }
      const rest = Buffer.from(all.subarray(offset));
      this.pending = [rest];
      this.pendingBytes = rest.length;
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.index <= this.plan.lastSegment || this.pendingBytes > 0) {
      return callback(new CiphertextFormatError('the stored file is cut short or longer than its segments'));
    }
    callback();
  }

  /** Stored bytes of the current segment; past the last one, 1 (any further byte is too many). */
  private sealedBytes(): number {
    return this.index > this.plan.lastSegment ? 1 : segmentPlaintextBytes(this.plaintextSize, this.index) + TAG_BYTES;
  }

  private openSegment(sealed: Buffer): Buffer {
    const index = this.index;
    const aad = segmentAad(this.aadPrefix, index, index === this.segments - 1);
    const what = `segment ${index} of file ${this.opened.identity.fileId} (${this.opened.identity.variant})`;
    const plaintext = open(this.opened.fileKey, segmentNonce(this.opened.noncePrefix, index), sealed, aad, what);
    const wanted = this.plan.plaintext;
    if (!wanted) return plaintext;
    const offset = index * SEGMENT_BYTES;
    return plaintext.subarray(Math.max(wanted.start - offset, 0), Math.min(wanted.end + 1 - offset, plaintext.length));
  }
}

export function createDecryptStream(opened: OpenedFile, plaintextSize: number, range?: ByteRange): DecryptFileStream {
  return new DecryptFileStream(opened, plaintextSize, range);
}
