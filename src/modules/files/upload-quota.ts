import type { EntityManager } from 'typeorm';
import type { UnattachedUploadLimits } from '../../config/app-config';
import { lockCompanyScope } from '../../core/database/company-lock';
import { ApiError } from '../../core/errors/api-error';
import { UNATTACHED_FILE_TTL_MS } from './file-attachments.service';

interface UsageRow {
  uploader_files: number;
  uploader_bytes: string;
  uploader_oldest: Date | null;
  company_files: number;
  company_bytes: string;
  company_oldest: Date | null;
}

/**
 * Unattached uploads are limited per uploader and per company (count and bytes), so nobody can park storage for the
 * 24 hours before the cleanup job deletes them. Checked before a byte is read (is there room for one more file?) and
 * again, exactly, in the row's transaction once the size is known: under a per-company lock, so concurrent uploads
 * cannot all pass. Answers 429 with `Retry-After` (when the oldest unattached upload in the way expires).
 */
export async function assertUploadQuota(
  em: EntityManager,
  limits: UnattachedUploadLimits,
  at: { companyId: string; uploaderId: string; bytes: number; nowMs: number; lock: boolean },
): Promise<void> {
  if (at.lock) await lockCompanyScope(em, 'file-uploads', at.companyId);
  const [u] = await em.query<UsageRow[]>(
    `SELECT count(*) FILTER (WHERE uploaded_by = $2)::int AS uploader_files,
            coalesce(sum(size) FILTER (WHERE uploaded_by = $2), 0)::text AS uploader_bytes,
            min(created_at) FILTER (WHERE uploaded_by = $2) AS uploader_oldest,
            count(*)::int AS company_files, coalesce(sum(size), 0)::text AS company_bytes, min(created_at) AS company_oldest
       FROM files WHERE company_id = $1 AND attached_to IS NULL`,
    [at.companyId, at.uploaderId],
  );
  const over = (files: number, bytes: string, maxFiles: number, maxBytes: number) =>
    files + 1 > maxFiles ? `${files} files (at most ${maxFiles})` : Number(bytes) + at.bytes > maxBytes ? `${bytes} bytes (at most ${maxBytes} with this file)` : null;
  const mine = over(u.uploader_files, u.uploader_bytes, limits.filesPerUploader, limits.bytesPerUploader);
  const company = mine ? null : over(u.company_files, u.company_bytes, limits.filesPerCompany, limits.bytesPerCompany);
  if (!mine && !company) return;
  const oldest = (mine ? u.uploader_oldest : u.company_oldest)?.getTime() ?? at.nowMs;
  const seconds = Math.max(1, Math.ceil((oldest + UNATTACHED_FILE_TTL_MS - at.nowMs) / 1000));
  const who = mine ? 'You have' : 'This company has';
  throw ApiError.tooManyRequests(
    `${who} too many uploads not attached to any record: ${mine ?? company}. Attach them (for example as a document's fileId) ` +
      'or wait: unattached uploads are deleted 24 hours after upload',
    seconds,
  );
}
