import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import type { S3Config } from '../../config/app-config';
import { assertStorageKey, ByteRange, StorageDriver, StorageNotFoundError } from './storage-driver';

/** An S3-compatible bucket, for deployments with several API nodes. Uploads are multipart, streamed in 8 MB parts. */
export class S3Storage implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Readable, contentType?: string): Promise<{ size: number }> {
    assertStorageKey(key);
    // Counted on the way through (a 'data' listener on `body` would race the upload's own reading of it).
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      // A failed upload leaves no parts behind (the multipart upload is aborted).
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return out.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    assertStorageKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');
}
