import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiError } from '../../core/errors/api-error';
import { EncryptedFiles } from '../../core/storage/encrypted-files';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { storageKey } from './file-api';
import { StoredFile } from './file.entity';
import { FileType } from './file-types';

/** D10: a file never attached is deleted after this long. */
export const UNATTACHED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

export interface Attachment {
  fileId: string;
  /** The type the record's field takes (`document`, `profilePhoto`, ...). */
  type: FileType;
  /** The person the record is for (null: company-wide); the file must have been uploaded for the same. */
  personId: string | null;
  /** `<resource>:<id>` of the record. */
  owner: string;
  /** The body field naming the file, for the 422. */
  field: string;
}

/**
 * Attaching files to records (each file to one record at most, enforced by one conditional UPDATE under the row
 * lock, so two concurrent attachments cannot both win), releasing them, and removing the bytes of deleted files.
 */
@Injectable()
export class FileAttachmentsService {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /** Marks the file attached to `owner`; 422 on the field when it is unknown, of another type or person, or taken. */
  async attach(em: EntityManager, auth: Pick<AuthContext, 'companyId'>, a: Attachment): Promise<StoredFile> {
    const now = this.clock.now();
    const [rows] = (await em.query(
      `UPDATE files SET attached_to = $1, attached_at = $2, updated_at = $2
        WHERE company_id = $3 AND id = $4 AND type = $5 AND attached_to IS NULL AND person_id IS NOT DISTINCT FROM $6
        RETURNING id`,
      [a.owner, now, auth.companyId, a.fileId, a.type, a.personId],
    )) as [{ id: string }[], number];
    if (rows.length === 1) return em.findOneByOrFail(StoredFile, { id: a.fileId, companyId: auth.companyId });
    const file = await em.findOneBy(StoredFile, { id: a.fileId, companyId: auth.companyId });
    if (!file) throw ApiError.invalidField(a.field, `no file with id ${a.fileId} exists in this company`);
    if (file.type !== a.type) throw ApiError.invalidField(a.field, `names a ${file.type} file; a ${a.type} file is needed`);
    if (file.attachedTo !== null) throw ApiError.invalidField(a.field, 'names a file already attached to another record');
    throw ApiError.invalidField(a.field, a.personId === null ? 'names a file uploaded for a person, not company-wide' : 'names a file uploaded for another person');
  }

  /** The file now belongs to this person (a record handed over with its file, a person's file attached before they existed). */
  async moveToPerson(em: EntityManager, companyId: string, fileId: string, personId: string): Promise<void> {
    await em.query(`UPDATE files SET person_id = $1 WHERE company_id = $2 AND id = $3`, [personId, companyId, fileId]);
  }

  /** Deletes the file rows (their bytes go after commit, see purge); for records deleted or given another file. */
  async release(em: EntityManager, companyId: string, fileIds: (string | null | undefined)[]): Promise<void> {
    const ids = fileIds.filter((id): id is string => typeof id === 'string');
    if (ids.length) await em.delete(StoredFile, { companyId, id: In(ids) });
  }

  /**
   * Erasure: deletes every file row of the person (documents, identity documents, leaving file, photo and its
   * variants, equipment receipts), leaving tombstones for `purge`; answers how many.
   */
  async deletePersonFiles(em: EntityManager, companyId: string, personId: string): Promise<number> {
    const [, deleted] = (await em.query(`DELETE FROM files WHERE company_id = $1 AND person_id = $2`, [companyId, personId])) as [unknown, number];
    return Number(deleted ?? 0);
  }

  /**
   * Removes from storage the bytes of every deleted file row (tombstones left by the `files_tombstone` trigger in
   * the deleting transaction, so only committed deletes are seen), then the tombstones.
   */
  async purge(): Promise<{ purged: number }> {
    let purged = 0;
    for (;;) {
      const batch: { file_id: string; company_id: string; variants: string[]; key_id: string | null }[] = await this.db.query(
        `SELECT file_id, company_id, variants, key_id FROM deleted_files ORDER BY deleted_at LIMIT 100`,
      );
      if (batch.length === 0) return { purged };
      for (const row of batch) {
        const keys = ['original', ...row.variants].map((v) => storageKey(row.company_id, row.file_id, v));
        // The encrypted object; the plain name too, in case a re-encryption stopped before removing the plain copy.
        if (row.key_id) keys.push(EncryptedFiles.objectKey(keys[0], row.key_id));
        await Promise.all(keys.map((key) => this.storage.delete(key)));
        await this.db.query(`DELETE FROM deleted_files WHERE file_id = $1`, [row.file_id]);
        purged++;
      }
    }
  }

  /** purge() after a commit, without making the request wait for storage; failures are retried by the job. */
  purgeSoon(): void {
    this.purge().catch((error: Error) => this.logger.warn(`Deleting stored bytes failed (the cleanup job retries): ${error.message}`));
  }

  /** The scheduled cleanup (D10): files never attached for 24 hours (by the Clock), rows and bytes; every 15 minutes. */
  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'files.cleanup', schedule: { pattern: '*/15 * * * *' } })
  async cleanupUnattached(): Promise<{ deleted: number; purged: number }> {
    const cutoff = new Date(this.clock.nowMs() - UNATTACHED_FILE_TTL_MS);
    const [, deleted] = (await this.db.query(`DELETE FROM files WHERE attached_to IS NULL AND created_at < $1`, [cutoff])) as [unknown, number];
    const { purged } = await this.purge();
    return { deleted: Number(deleted ?? 0), purged };
  }
}
