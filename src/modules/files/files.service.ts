import { Inject, Injectable } from '@nestjs/common';
import { AuditReads } from '../../core/audit/audit-reads.service';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { LinkSigner } from '../../core/storage/link-signer';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { StorageNotFoundError } from '../../core/storage/storage-driver';
import { ClosedFileType, closedFileTypes, mayRead } from './file-access';
import { fileToApi, storedFileRef } from './file-api';
import { StoredFile } from './file.entity';
import { FileVariant, fileLinkSubject } from './file-links';
import { PHOTO_SIZES } from './file-types';
import { contentDisposition, matchesEtag, parseRange } from './content-headers';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** GET /api/files/:id (metadata, visibility by the record the file is for) and the signed content routes. */
@Injectable()
export class FilesService {
  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly signer: LinkSigner,
    private readonly clock: Clock,
    private readonly files: EncryptedFiles,
    private readonly audit: AuditReads,
  ) {}

  async get(auth: AuthContext, id: string): Promise<Record<string, unknown>> {
    const file = ID.test(id) ? await this.db.manager.findOneBy(StoredFile, { id, companyId: auth.companyId }) : null;
    if (!file || !(await mayRead(this.db.manager, this.policy, auth, file))) throw ApiError.notFound();
    return fileToApi(this.signer, file);
  }

  /** Every file stored for a person, with signed links, oldest first: what subject access hands over (no caller's view). */
  /**
   * The files stored for a person that the caller may see (GET /api/files/{id}'s rule, file by file), oldest first,
   * and the file types it reads none of (subject access lists those as left out).
   */
  async personFilesAs(em: EntityManager, auth: AuthContext, personId: string): Promise<{ files: Record<string, unknown>[]; closed: ClosedFileType[] }> {
    const closed = closedFileTypes(this.policy, auth);
    const shut = new Set(closed.map((c) => c.type));
    const stored = await em.find(StoredFile, { where: { companyId: auth.companyId, personId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const files: Record<string, unknown>[] = [];
    for (const file of stored) {
      if (!shut.has(file.type) && (await mayRead(em, this.policy, auth, file))) files.push(fileToApi(this.signer, file));
    }
    return { files, closed };
  }

  /**
   * Sends the original or a variant to whoever holds a valid signed link (no token: the signature is the
   * permission). 403 when altered or expired; the sniffed type, the original name, ETag, Range. An encrypted file
   * is decrypted on the way (only the segments a range covers are read); stored bytes that do not decrypt answer 500
   * before the first byte, or cut the response short after it (EncryptedFiles.read).
   */
  async sendContent(request: FastifyRequest, reply: FastifyReply, id: string, variant: string): Promise<void> {
    const query = request.query as Record<string, unknown>;
    if (variant !== 'original' && !(PHOTO_SIZES as readonly number[]).includes(Number(variant))) throw ApiError.notFound();
    this.signer.requireValid(ID.test(id) ? fileLinkSubject(id, variant as FileVariant) : null, query.expires, query.signature, 'fetch the file again for a new one');
    const file = await this.db.manager.findOneBy(StoredFile, { id });
    const stored = variant === 'original' ? file : file?.variants?.[variant];
    if (!file || !stored) throw ApiError.notFound();
    const etag = `"${stored.etag}"`;
    const maxAge = Math.max(0, Number(query.expires) - Math.floor(this.clock.nowMs() / 1000));
    reply.header('etag', etag);
    reply.header('cache-control', `private, max-age=${maxAge}`);
    reply.header('accept-ranges', 'bytes');
    reply.header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      await reply.status(304).send();
      return;
    }
    const size = Number(stored.size);
    const range = request.headers['if-range'] && request.headers['if-range'] !== etag ? null : parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      throw new ApiError(416, `The range is outside the ${size} bytes of the file`, 'RangeNotSatisfiable', undefined, { 'content-range': `bytes */${size}` });
    }
    // A signed link's opening is a sensitive read: recorded before any byte leaves (fail closed).
    await this.audit.record({
      companyId: file.companyId, action: 'file.downloaded', subjectPersonIds: file.personId ? [file.personId] : [],
      target: { type: 'file', id: file.id }, fields: [variant],
    });
    let body;
    try {
      body = await this.files.read(storedFileRef(file, variant, size), range ?? undefined);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw ApiError.notFound('The file\'s content is no longer stored');
      // Stored bytes refused (EncryptedFiles.read): the error carries neither the file's ETag nor its cacheability.
      reply.removeHeader('etag');
      reply.header('cache-control', 'no-store');
      throw error;
    }
    const isImage = stored.contentType.startsWith('image/');
    const name = variant === 'original' ? file.filename : `${file.filename.replace(/\.[^.]*$/, '')}-${variant}.${stored.contentType === 'image/png' ? 'png' : 'jpg'}`;
    reply.header('content-type', stored.contentType);
    reply.header('content-disposition', contentDisposition(isImage ? 'inline' : 'attachment', name));
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`).header('content-length', range.end - range.start + 1);
    } else {
      reply.status(200).header('content-length', size);
    }
    await reply.send(body);
  }
}
