import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { IdempotencyService, IdempotentRequest } from '../../core/idempotency/idempotency.service';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { PolicyService } from '../../core/policy/policy.service';
import { LinkSigner } from '../../core/storage/link-signer';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver';
import { cleanFilename } from './clean-filename';
import { assertMayUpload } from './file-access';
import { fileToApi, storageKey } from './file-api';
import { StoredFile, StoredVariant } from './file.entity';
import { FILE_TYPE_RULES, FILE_TYPES, FileType, isFileType } from './file-types';
import { makePhotoVariants, TooManyPixelsError } from './photo-variants';
import { DigestStream, sniffStream } from './sniff-stream';
import { tooLarge, uploadError } from './upload-errors';
import { assertUploadQuota } from './upload-quota';
import { writeTransaction } from '../../core/database/write-transaction';

interface UploadFields {
  type: FileType;
  personId: string | null;
}

interface StoredBytes {
  contentType: string;
  size: number;
  etag: string;
  variants: Record<string, StoredVariant> | null;
  /** The company data key the original was encrypted with; null for a photo (stored plain). */
  keyId: string | null;
  /** The objects written (removed again when the upload fails). */
  keys: string[];
}

/**
 * POST /api/files (D10): the form's `type` and `personId` come first, then one file part, which streams to storage
 * (only its first 64 KB are held, to sniff its type; photos, which are decoded anyway, are read whole). The type
 * and the caller's rights are checked before a byte is stored; the row is written once the bytes are.
 */
@Injectable()
export class FileUploadService {
  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly signer: LinkSigner,
    private readonly clock: Clock,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    private readonly files: EncryptedFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** Absent in worker and console contexts, which load this module without ProtectionModule (and serve no uploads). */
    @Optional() private readonly idempotencyService?: IdempotencyService,
  ) {}

  async upload(request: FastifyRequest, auth: AuthContext): Promise<Record<string, unknown>> {
    if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data');
    const fileId = newId();
    const raw: Record<string, string> = {};
    let fields: UploadFields | null = null;
    let stored: StoredBytes | null = null;
    let filename = 'file';
    let clientFilename = '';
    const keyed = (request as IdempotentRequest).idempotencyDeferredKey !== undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          const value = part as MultipartValue;
          if (value.fieldname !== 'type' && value.fieldname !== 'personId') throw ApiError.invalidField(value.fieldname, 'is not a field of an upload');
          if (stored) throw ApiError.invalidField(value.fieldname, 'must come before the file part');
          raw[value.fieldname] = String(value.value);
          continue;
        }
        const file = part as MultipartFile;
        if (stored) throw ApiError.invalidField('file', 'send exactly one file part');
        fields ??= await this.checkFields(raw, auth);
        // Room for one more file, before a byte is read (a keyed retry is checked once read: it may be a replay).
        if (!keyed) await this.assertQuota(this.db.manager, auth, 1, false);
        clientFilename = file.filename ?? '';
        filename = cleanFilename(file.filename);
        stored = await this.store(auth.companyId, fileId, fields.type, file);
      }
      if (!stored) {
        await this.checkFields(raw, auth);
        throw ApiError.invalidField('file', 'is required: send one file part after type and personId');
      }
    } catch (error) {
      if (stored) await this.deleteKeys(stored.keys);
      throw uploadError(error, this.config.maxUploadBytes);
    }
    const bytes = stored;
    const now = this.clock.now();
    const row = this.db.manager.create(StoredFile, {
      id: fileId, companyId: auth.companyId, personId: fields!.personId, type: fields!.type, uploadedBy: auth.personId, filename,
      contentType: bytes.contentType, size: bytes.size, etag: bytes.etag, keyId: bytes.keyId, variants: bytes.variants, attachedTo: null, attachedAt: null,
      createdAt: now, updatedAt: now,
    });
    const write = () =>
      writeTransaction(this.db, async (em) => {
        await this.assertQuota(em, auth, bytes.size, true);
        await em.insert(StoredFile, row);
      });
    // An Idempotency-Key covers the form: its fields, the file's name and the SHA-256 of its bytes.
    const fingerprint = { type: raw.type, personId: raw.personId ?? null, file: { filename: clientFilename, sha256: bytes.etag, size: bytes.size } };
    try {
      const outcome = keyed ? await this.idempotency().runWithBody(request, auth, fingerprint, write) : { replayed: false, value: await write() };
      if (outcome.replayed) {
        // The first upload's response is sent again (IdempotencyService.onSend); these bytes are not kept.
        await this.deleteKeys(bytes.keys);
        return {};
      }
    } catch (error) {
      await this.deleteKeys(bytes.keys);
      throw error;
    }
    return fileToApi(this.signer, row);
  }

  private idempotency(): IdempotencyService {
    if (!this.idempotencyService) throw new Error('Idempotency-Key on an upload needs ProtectionModule (the API role)');
    return this.idempotencyService;
  }

  private assertQuota(em: EntityManager, auth: AuthContext, bytes: number, lock: boolean): Promise<void> {
    return assertUploadQuota(em, this.config.unattachedUploads, { companyId: auth.companyId, uploaderId: auth.personId, bytes, nowMs: this.clock.nowMs(), lock });
  }

  /** `type` (required, one of five) and `personId` (absent or empty: null), then the caller's rights for them. */
  private async checkFields(raw: Record<string, string>, auth: AuthContext): Promise<UploadFields> {
    if (raw.type === undefined) throw ApiError.invalidField('type', 'is required and must come before the file part');
    if (!isFileType(raw.type)) throw ApiError.invalidField('type', `must be one of ${FILE_TYPES.join(', ')}`);
    const personId = raw.personId === undefined || raw.personId === '' || raw.personId === 'null' ? null : raw.personId;
    if (personId !== null && (personId.length > 100 || personId.includes('\u0000'))) throw ApiError.invalidField('personId', `no record with id ${personId} exists in this company`);
    await assertMayUpload(this.db.manager, this.policy, auth, raw.type, personId);
    return { type: raw.type, personId };
  }

  private async store(companyId: string, fileId: string, type: FileType, file: MultipartFile): Promise<StoredBytes> {
    let truncated = false;
    file.file.on('limit', () => (truncated = true));
    const sniffed = await sniffStream(file.file);
    const rules = FILE_TYPE_RULES[type];
    if (!sniffed.mime || !rules.accepts.includes(sniffed.mime)) {
      sniffed.stream.resume();
      if (truncated) throw tooLarge(this.config.maxUploadBytes);
      const found = sniffed.empty ? 'empty' : sniffed.mime ? `${sniffed.mime}, which a ${type} file does not accept` : 'of no type a file may have';
      throw ApiError.invalidField('file', `is ${found} (accepted: ${rules.accepts.join(', ')})`);
    }
    if (rules.photo) return this.storePhoto(companyId, fileId, sniffed.mime, sniffed.stream, () => truncated);
    // Every file but a photo is stored encrypted (docs/security.md, "Files"); the ETag is the plaintext's SHA-256.
    const original = storageKey(companyId, fileId, 'original');
    const digest = new DigestStream();
    const [read, written] = await Promise.allSettled([
      pipeline(sniffed.stream, digest),
      this.files.write(original, { companyId, fileId, variant: 'original' }, digest, sniffed.mime),
    ]);
    const keys = written.status === 'fulfilled' ? [EncryptedFiles.objectKey(original, written.value.keyId)] : [];
    if (read.status === 'rejected' || written.status === 'rejected' || truncated) {
      await this.deleteKeys(keys);
      if (truncated) throw tooLarge(this.config.maxUploadBytes);
      throw read.status === 'rejected' ? read.reason : (written as PromiseRejectedResult).reason;
    }
    const { keyId, size } = written.value;
    return { contentType: sniffed.mime, size, etag: digest.digest(), variants: null, keyId, keys };
  }

  /** Photos are decoded anyway: read whole (at most MAX_UPLOAD_BYTES), checked by making the variants, then stored. */
  private async storePhoto(companyId: string, fileId: string, mime: string, stream: Readable, truncated: () => boolean): Promise<StoredBytes> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (truncated()) throw tooLarge(this.config.maxUploadBytes);
    const bytes = Buffer.concat(chunks);
    let variants;
    try {
      variants = await makePhotoVariants(bytes);
    } catch (error) {
      if (error instanceof TooManyPixelsError) throw ApiError.invalidField('file', error.message);
      throw ApiError.invalidField('file', 'the image cannot be read (truncated or corrupt)');
    }
    const keys: string[] = [];
    const put = async (variant: string, body: Buffer, contentType: string) => {
      const key = storageKey(companyId, fileId, variant);
      keys.push(key);
      await this.storage.put(key, Readable.from([body]), contentType);
    };
    try {
      await put('original', bytes, mime);
      for (const v of variants) await put(String(v.size), v.bytes, v.contentType);
    } catch (error) {
      await this.deleteKeys(keys);
      throw error;
    }
    const etag = (b: Buffer) => createHash('sha256').update(b).digest('base64url');
    return {
      contentType: mime,
      size: bytes.length,
      etag: etag(bytes),
      variants: Object.fromEntries(variants.map((v) => [String(v.size), { contentType: v.contentType, size: v.bytes.length, etag: etag(v.bytes) }])),
      keyId: null,
      keys,
    };
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}
