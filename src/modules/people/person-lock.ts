import { EntityManager } from 'typeorm';

/**
 * Locks a person's row for the rest of the transaction, so writes that keep a per-person invariant
 * (the job-role chain, two emergency contacts with one primary, the compensation chain) take turns.
 * FOR NO KEY UPDATE: other records' foreign-key checks on the person are not blocked.
 */
export async function lockPerson(em: EntityManager, companyId: string, personId: string): Promise<void> {
  await em.query('SELECT 1 FROM people WHERE company_id = $1 AND id = $2 FOR NO KEY UPDATE', [companyId, personId]);
}

/** Locks the person owning the record `id` of `table`, before the record itself is locked (`beforeLock`). */
export async function lockPersonOfRecord(em: EntityManager, table: string, companyId: string, id: string): Promise<void> {
  await em.query(
    `SELECT 1 FROM people p
      WHERE p.company_id = $1 AND p.id = (SELECT r.person_id FROM ${table} r WHERE r.company_id = $1 AND r.id = $2)
        FOR NO KEY UPDATE OF p`,
    [companyId, id],
  );
}
