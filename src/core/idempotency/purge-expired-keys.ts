import { DataSource } from 'typeorm';
import { KEY_LIFETIME } from './idempotency.service';

/** Deletes idempotency keys older than their lifetime (the housekeeping job `idempotency.purge`). */
export async function purgeExpiredIdempotencyKeys(db: DataSource): Promise<{ deleted: number }> {
  // Joined to companies so each company's slice is read through the (company_id, created_at) index.
  const [, deleted] = await db.query(
    `DELETE FROM idempotency_keys k USING companies c
      WHERE k.company_id = c.id AND k.created_at < now() - interval '${KEY_LIFETIME}'`,
  );
  return { deleted: Number(deleted ?? 0) };
}
