import { Transform, type TransformCallback } from 'node:stream';
import { seal } from '../aes-gcm';
import type { ValueKey } from '../value-cipher';
import { encodeHeader, type FileIdentity, SEGMENT_BYTES, segmentAad, segmentAadPrefix, segmentNonce } from './file-format';
import { newFileKey, type OpenedFile } from './file-key';

/**
 * Plaintext in, the stored form out (file-format.ts): the header, then one sealed segment per 64 KiB. Holds at most
 * one segment and the chunk being read, whatever the file's size. A full segment is sealed only once more bytes
 * follow it, so the last segment (the one flagged last) is known without knowing the size up front.
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
    if (this.pendingBytes > SEGMENT_BYTES) {
      const all = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
      let offset = 0;
      while (all.length - offset > SEGMENT_BYTES) {
        this.push(this.sealSegment(all.subarray(offset, offset + SEGMENT_BYTES), false));
        offset += SEGMENT_BYTES;
      }
      const rest = Buffer.from(all.subarray(offset)); // a copy: the caller's chunk is not kept
      this.pending = [rest];
      this.pendingBytes = rest.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.pushHeader();
    this.push(this.sealSegment(Buffer.concat(this.pending), true));
    this.pending = [];
    callback();
  }

  private pushHeader(): void {
    if (!this.header) return;
    this.push(this.header);
    this.header = null;
  }

  private sealSegment(plaintext: Buffer, last: boolean): Buffer {
    const index = this.index++;
    const nonce = segmentNonce(this.opened.noncePrefix, index);
    return seal(this.opened.fileKey, plaintext, segmentAad(this.aadPrefix, index, last), nonce).sealed;
  }
}

export function createEncryptStream(companyKey: ValueKey, identity: FileIdentity): EncryptFileStream {
  return new EncryptFileStream(companyKey, identity);
}
