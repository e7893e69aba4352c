import { createCipheriv } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { TAG_BYTES } from '../aes-gcm';
import type { ValueKey } from '../value-cipher';
import { encodeHeader, type FileIdentity, SEGMENT_BYTES, segmentAad, segmentAadPrefix, segmentNonce } from './file-format';
import { newFileKey, type OpenedFile } from './file-key';

/**
 * Plaintext in, the stored form out (file-format.ts): the header, then one sealed segment per 64 KiB. Holds at most
 * one segment's worth of the chunks read, and the chunk being read, whatever the file's size. A full segment is
 * sealed only once more bytes follow it, so the last segment (the one flagged last) is known without knowing the size
 * up front.
 */
export class EncryptFileStream extends Transform {
  private readonly opened: OpenedFile;
  private readonly aadPrefix: Buffer;
  private header: Buffer | null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  constructor(companyKey: ValueKey, identity: FileIdentity) {
    super();
    const { header, opened } = newFileKey(companyKey, identity);
    this.opened = opened;
    this.header = encodeHeader(header);
    this.aadPrefix = segmentAadPrefix(identity);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pushHeader();
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    while (this.pendingBytes > SEGMENT_BYTES) this.sealSegment(this.takePending(SEGMENT_BYTES), false);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushHeader();
    this.sealSegment(this.takePending(this.pendingBytes), true);
    callback();
  }

  private pushHeader(): void {
    if (!this.header) return;
    this.push(this.header);
    this.header = null;
  }

  /** The first `bytes` pending bytes, in the pieces they came in (no copy). */
  private takePending(bytes: number): Buffer[] {
    const pieces: Buffer[] = [];
    let left = bytes;
    while (left > 0) {
      const head = this.pending[0];
      if (head.length <= left) {
        pieces.push(head);
        this.pending.shift();
        left -= head.length;
      } else {
        pieces.push(head.subarray(0, left));
        this.pending[0] = head.subarray(left);
        left = 0;
      }
    }
    this.pendingBytes -= bytes;
    return pieces;
  }

  /**
   * One sealed segment (ciphertext, then tag), pushed as the cipher gives it: the same bytes as `seal` of the whole
   * segment, without concatenating the pieces or the ciphertext and tag. An upload's buffers are then about its size
   * twice (read, sealed) instead of four times, which matters while they wait for the next collection (docs/performance.md).
   */
  private sealSegment(pieces: Buffer[], last: boolean): void {
    const index = this.index++;
    const cipher = createCipheriv('aes-256-gcm', this.opened.fileKey, segmentNonce(this.opened.noncePrefix, index), { authTagLength: TAG_BYTES });
    cipher.setAAD(segmentAad(this.aadPrefix, index, last));
    for (const piece of pieces) {
      const sealed = cipher.update(piece);
      if (sealed.length) this.push(sealed);
    }
    cipher.final();
    this.push(cipher.getAuthTag());
  }
}

export function createEncryptStream(companyKey: ValueKey, identity: FileIdentity): EncryptFileStream {
  return new EncryptFileStream(companyKey, identity);
}
