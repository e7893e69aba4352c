import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../../core/audit/audit-log.service';
import { AuditReads } from '../../core/audit/audit-reads.service';
import { personWithoutToken } from '../../core/audit/audit-entry';
import { storeSubjectList, subjectListOf } from '../../core/audit/audit-subject-lists';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { SealedValues } from '../../core/crypto';
import { TokenResolver } from '../../core/auth/token-resolver.service';
import { Clock } from '../../core/clock';
import { poolOf } from '../../core/database/prepared-query';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { enqueueWithin } from '../../core/queue/bounded-enqueue';
import { LinkSigner } from '../../core/storage/link-signer';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { StorageNotFoundError } from '../../core/storage/storage-driver';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { contentDisposition } from '../files';
import { contentTypeOf, dataExportToApi, exportFileRef, exportFilename, exportLinkSubject, exportStorageKey, exportTarget } from './data-export-api';
import { CreateDataExportDto } from './data-export.dto';
import { DataExport, ExportFormat, StoredExportType } from './data-export.entity';
import { SubjectAccessDocuments } from './subject-access/subject-access-documents.service';
import { subjectAccessRequestOf } from './subject-access/subject-access-request';
import { ExportPlan } from './export-plan';
import { ExportPlanner } from './export-planner.service';
import { ExportRequest } from './export-request';
import { exportRequestOf } from './export-request-rules';
import { ExportOutput, exportStream } from './export-stream';
import { spool } from './export-spool';
import { DownloadSlots } from './download-slots';
import { stallGuard } from './stall-guard';
import type { ExportJob } from './export-job';
import { ExportLinkCheck } from './export-link-check';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { BUILD_JOB, DATA_EXPORTS_QUEUE, ExportQueue } from './export-queue';
import { ExportQuotas } from './export-quotas';
import { writeTransaction } from '../../core/database/write-transaction';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A download: the file streamed in the create's response. */
export interface ExportDownload {
  filename: string;
  contentType: string;
  stream: NodeJS.ReadableStream;
  /** Bytes of the whole file (sent as Content-Length: a cut download is told from a whole one). */
  size: number;
}

/**
 * Data exports (D11): built from the database as it is now, streamed in the response (`download`) or stored with
 * the storage driver behind a signed link; large stored exports are built by a worker. Exports belong to the
 * person who made them and expire after DATA_EXPORT_TTL.
 */
@Injectable()
export class DataExportsService {
  private readonly logger = new Logger('DataExports');
  private readonly downloads: DownloadSlots;

  constructor(
    private readonly db: DataSource,
    private readonly planner: ExportPlanner,
    private readonly signer: LinkSigner,
    private readonly clock: Clock,
    private readonly files: EncryptedFiles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenResolver,
    private readonly queue: ExportQueue,
    private readonly quotas: ExportQuotas,
    private readonly linkCheck: ExportLinkCheck,
    private readonly sealed: SealedValues,
    private readonly audit: AuditReads,
    private readonly auditLog: AuditLog,
    private readonly subjectAccess: SubjectAccessDocuments,
  ) {
    this.downloads = new DownloadSlots(config.dataExportDownloadsPerToken, config.dataExportDownloadsPerCompany);
  }

  /** POST: a download, or the stored export (`ready`, or `pending` when a worker builds it). */
  async create(auth: AuthContext, body: CreateDataExportDto): Promise<ExportDownload | Record<string, unknown>> {
    const request = exportRequestOf(body);
    const plan = await this.planner.plan(auth, request);
    const row = this.newRow(auth, request.type, request.json ? 'json' : 'csv', request as never);
    if (request.download) return this.download(auth, plan, request, row);
    const [{ n }] = await poolOf(this.db).query(plan.count.text, plan.count.values).then((r) => r.rows as { n: number }[]);
    return this.storeOrQueue(auth, row, n, () => this.output(auth, plan, request));
  }

  /** A new export of the caller's (not yet stored): pending, expiring after DATA_EXPORT_TTL. */
  newRow(auth: AuthContext, type: StoredExportType, format: ExportFormat, request: Record<string, unknown>): DataExport {
    const now = this.clock.now();
    return this.db.manager.create(DataExport, {
      id: newId(), companyId: auth.companyId, createdBy: auth.personId, tokenId: auth.tokenId, type, format,
      status: 'pending', failureReason: null, request, rowCount: null, size: null, keyId: null,
      expiresAt: new Date(now.getTime() + this.config.dataExportTtlSeconds * 1000), createdAt: now, updatedAt: now,
    });
  }

  /**
   * Stores an export (D11): built now when it has at most DATA_EXPORT_SYNC_MAX_ROWS `rows`, else saved `pending` and
   * queued for the worker (`build`). `alsoRecord` adds audit entries to the transaction that saves it.
   */
  async storeOrQueue(
    auth: AuthContext,
    row: DataExport,
    rows: number,
    output: () => Promise<ExportOutput>,
    alsoRecord: (em: EntityManager) => Promise<void> = async () => undefined,
  ): Promise<Record<string, unknown>> {
    const queued = rows > this.config.dataExportSyncMaxRows;
    // Quotas (429) before any transaction: an Idempotency-Key does not keep the answer, so a retry later may pass.
    await this.quotas.assertRoom(this.db.manager, auth, queued);
    // Writes run in a transaction: an Idempotency-Key's claim commits with them (D15), so a retry replays this export.
    // The quotas are checked again there under the company's lock, so concurrent creates cannot overshoot them.
    if (queued) {
      const usage = await writeTransaction(this.db, async (em) => {
        await this.quotas.lock(em, auth.companyId);
        const counted = await this.quotas.assertRoom(em, auth, true);
        await em.insert(DataExport, row as never);
        await this.auditMade(em, row);
        await alsoRecord(em);
        return counted;
      });
      const job: ExportJob = { exportId: row.id, companyId: row.companyId, tokenId: auth.tokenId };
      // Bounded: when Redis does not take the job, the row stays `pending` (the pending-export sweep queues it again).
      await enqueueWithin(
        () => this.queue.enqueue(job, this.quotas.priorityOf(usage)),
        this.config.enqueueTimeoutMs,
        `The job queue is unavailable: export ${row.id} is saved as pending and is built once the queue is back (GET /api/data-exports/${row.id})`,
      );
      return dataExportToApi(this.signer, row);
    }
    const subjects = await this.store(row, await output());
    try {
      await writeTransaction(this.db, async (em) => {
        await this.quotas.lock(em, auth.companyId);
        const full = this.quotas.storedOverflow(await this.quotas.usage(em, auth.companyId, auth.personId), Number(row.size));
        if (full) throw this.quotas.tooMany(full.message, full.retryAfter);
        await em.insert(DataExport, row as never);
        await this.keepSubjects(em, row, subjects);
        await this.auditMade(em, row);
        await alsoRecord(em);
      });
    } catch (error) {
      await this.files.delete(exportStorageKey(row), row.keyId);
      throw error;
    }
    return dataExportToApi(this.signer, row);
  }

  /** The worker's part: builds a pending export with the rights its token has now (a 401 or 403 fails it, with why). */
  @OnJob({ queue: DATA_EXPORTS_QUEUE, name: BUILD_JOB })
  async build(job: ExportJob): Promise<{ status: string }> {
    const row = await this.db.manager.findOneBy(DataExport, { id: job.exportId, companyId: job.companyId });
    if (!row || row.status !== 'pending') return { status: 'gone' };
    let subjects: string[] = [];
    try {
      const auth = await this.tokens.resolveById(job.tokenId);
      subjects = await this.store(row, await this.buildOutput(auth, row));
    } catch (error) {
      this.logger.error(`Export ${row.id} failed: ${(error as Error).message}`);
      row.status = 'failed';
      row.failureReason = error instanceof ApiError ? error.message : 'The export could not be built; make it again';
    }
    row.updatedAt = this.clock.now();
    const written = row.keyId;
    const { affected, overflow } = await writeTransaction(this.db, async (em) => {
      // A built file that does not fit the stored-bytes quotas is not kept: the export fails saying why.
      await this.quotas.lock(em, row.companyId);
      const full = row.status === 'ready'
        ? this.quotas.storedOverflow(await this.quotas.usage(em, row.companyId, row.createdBy, row.id), Number(row.size))
        : null;
      if (full) Object.assign(row, { status: 'failed', failureReason: full.message, rowCount: null, size: null, keyId: null });
      const result = await em.update(
        DataExport, { id: row.id },
        { status: row.status, failureReason: row.failureReason, rowCount: row.rowCount, size: row.size, keyId: row.keyId, updatedAt: row.updatedAt },
      );
      if (result.affected && row.status === 'ready') await this.keepSubjects(em, row, subjects);
      return { affected: result.affected, overflow: full !== null };
    });
    // Over the quota, or deleted (or expired) while it was being built: no row will ever expire the file just written.
    if (overflow || !affected) await this.files.delete(exportStorageKey(row), written);
    if (!affected) return { status: 'gone' };
    return { status: row.status };
  }

  async get(auth: AuthContext, id: string): Promise<Record<string, unknown>> {
    return dataExportToApi(this.signer, await this.findOwn(auth, id));
  }

  async remove(auth: AuthContext, id: string): Promise<{ id: string; deleted: true }> {
    const row = await this.findOwn(auth, id);
    await writeTransaction(this.db, (em) => em.delete(DataExport, { id: row.id, companyId: row.companyId }));
    await this.files.delete(exportStorageKey(row), row.keyId);
    return { id, deleted: true };
  }

  /** The signed link (no token): the stored file, while the export lives. */
  async sendContent(request: FastifyRequest, reply: FastifyReply, id: string): Promise<void> {
    const query = request.query as Record<string, unknown>;
    this.signer.requireValid(ID.test(id) ? exportLinkSubject(id) : null, query.expires, query.signature, 'GET the export again for a new one');
    const row = await this.db.manager.findOneBy(DataExport, { id });
    if (!row || row.status !== 'ready' || this.expired(row) || !(await this.linkCheck.makerStillAllowed(row))) throw ApiError.notFound();
    let body;
    try {
      body = await this.files.read(exportFileRef(row));
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw ApiError.notFound('The export\'s file is no longer stored');
      throw error;
    }
    reply.header('content-type', contentTypeOf(row.format));
    reply.header('content-disposition', contentDisposition('attachment', exportFilename(row)));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'private, no-store');
    if (row.size !== null) reply.header('content-length', row.size);
    const subjects = await subjectListOf(this.db.manager, row.companyId, exportTarget(row));
    await this.audit.record({ ...this.exportEntry(row, 'dataExport.downloaded', this.named(subjects ?? [])), actor: personWithoutToken(row.createdBy) });
    await reply.status(200).send(body);
  }

  /** An export made: what it holds (its request's fields), with the write. */
  private auditMade(em: EntityManager, row: DataExport): Promise<void> {
    return this.auditLog.recordWrite(em, this.exportEntry(row, 'dataExport.created'));
  }

  /**
   * An export's entry: about the people it holds (`subjects`, when they are few enough to name), and a subject access
   * export about its person from the start (its entries are among theirs).
   */
  private exportEntry(row: DataExport, action: string, subjects: readonly string[] = []) {
    const request = row.request as { fields?: string[]; personId?: string } | null;
    const about = row.type === 'subjectAccess' && request?.personId ? [request.personId] : [];
    const subjectPersonIds = [...new Set([...about, ...subjects])];
    return { companyId: row.companyId, action, subjectPersonIds, target: exportTarget(row), fields: request?.fields ?? [], rowCount: row.rowCount ?? null };
  }

  /**
   * The subjects an entry names: all of them up to DATA_EXPORT_AUDIT_SUBJECTS_MAX, else none (their list is stored once
   * by the export's id, where the subject filter and subject access find the entry).
   */
  private named(subjects: readonly string[]): readonly string[] {
    return subjects.length <= this.config.dataExportAuditSubjectsMax ? subjects : [];
  }

  /** A stored export's subjects, kept once by its id for the entries of its downloads (and found through them). */
  private keepSubjects(em: EntityManager, row: DataExport, subjects: readonly string[]): Promise<void> {
    return storeSubjectList(em, row.companyId, exportTarget(row), subjects, this.clock.now());
  }

  /** The scheduled job: expired exports (DATA_EXPORT_TTL) are deleted with their files every 5 minutes (D11). */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'dataExports.expire', schedule: { pattern: '*/5 * * * *' } })
  async expire(): Promise<{ deleted: number }> {
    const rows: { id: string; company_id: string; key_id: string | null }[] = (await this.db.query(
      'DELETE FROM data_exports WHERE expires_at <= $1 RETURNING id, company_id, key_id', [this.clock.now()],
    ))[0] ?? [];
    for (const row of rows) await this.files.delete(exportStorageKey({ id: row.id, companyId: row.company_id }), row.key_id);
    return { deleted: rows.length };
  }

  private expired(row: DataExport): boolean {
    return row.expiresAt.getTime() <= this.clock.nowMs();
  }

  /** One of the caller's own exports, in their company, not expired (read past expiry before the job ran: 404 too). */
  private async findOwn(auth: AuthContext, id: string): Promise<DataExport> {
    const row = ID.test(id)
      ? await tenantQuery(this.db.manager, DataExport, 'export', auth.companyId)
        .andWhere('export.id = :id AND export.created_by = :personId', { id, personId: auth.personId }).getOne()
      : null;
    if (!row || this.expired(row)) throw ApiError.notFound();
    return row;
  }

  /**
   * A download (D11, docs/decisions-exports.md "Downloads"): under a slot of the token and the company, built whole into
   * a spool file (the cursor's connection is held at the database's pace only; a failure answers an error object), then
   * sent from the file; a client that takes nothing for DATA_EXPORT_STALL_TIMEOUT has its response aborted. The slot
   * is given back when the response is over, however it ends.
   */
  private async download(auth: AuthContext, plan: ExportPlan, request: ExportRequest, row: DataExport): Promise<ExportDownload> {
    const release = this.downloads.take(auth.tokenId, auth.companyId);
    try {
      const output = await this.output(auth, plan, request);
      const file = await spool(output.stream);
      // Recorded once built (its rows and people known) and before its first byte leaves; failing, nothing is sent.
      await this.auditDownload(row, output).catch((error) => {
        file.stream.destroy();
        throw error;
      });
      const stream = stallGuard(file.stream, this.config.dataExportStallTimeoutMs);
      stream.once('close', release);
      return { filename: exportFilename(row), contentType: contentTypeOf(row.format), stream, size: file.size };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** A download's entry, with its rows and the people they hold (a long list stored once, by the export's id). */
  private async auditDownload(row: DataExport, output: ExportOutput): Promise<void> {
    row.rowCount = output.rows();
    const subjects = output.subjects();
    const named = this.named(subjects);
    if (named.length < subjects.length) await writeTransaction(this.db, (em) => this.keepSubjects(em, row, subjects));
    await this.audit.record(this.exportEntry(row, 'dataExport.downloaded', named));
  }

  /** What the worker builds: a subject access document, or the export its request plans. */
  private async buildOutput(auth: AuthContext, row: DataExport): Promise<ExportOutput> {
    if (row.type === 'subjectAccess') return this.subjectAccess.output(auth, subjectAccessRequestOf(row.request));
    const request = row.request as unknown as ExportRequest;
    return this.output(auth, await this.planner.plan(auth, request), request);
  }

  private output(auth: AuthContext, plan: ExportPlan, request: ExportRequest): Promise<ExportOutput> {
    return exportStream(
      poolOf(this.db), plan, request.json, (load, ids, year, now) => load(this.db.manager, auth.companyId, ids, year, now), (items) => this.sealed.openAll(items),
    );
  }

  /**
   * Streams the file, encrypted, to storage; the row says ready with its (plaintext) size, row count and key. Returns
   * the people the file holds.
   */
  private async store(row: DataExport, output: ExportOutput): Promise<string[]> {
    const ref = exportFileRef(row);
    const { size, keyId } = await this.files.write(ref.key, ref.identity, output.stream, contentTypeOf(row.format));
    Object.assign(row, { status: 'ready', size: String(size), rowCount: output.rows(), keyId });
    return output.subjects();
  }
}
