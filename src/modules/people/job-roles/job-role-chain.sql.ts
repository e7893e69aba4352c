import { EntityManager } from 'typeorm';

export interface RelinkedRole {
  id: string;
  oldEndDate: string | null;
  oldIsFirst: boolean;
}

/**
 * Rewrites a person's chain (D9): each role ends the day before the next one starts, the latest has no end,
 * the earliest is `isFirst`. Run with the person locked; returns the roles it changed with their old values.
 */
export async function relinkChain(em: EntityManager, companyId: string, personId: string, now: Date): Promise<RelinkedRole[]> {
  const [rows] = await em.query(
    `WITH ordered AS (
       SELECT id, lead(effective_date) OVER w - 1 AS end_date, row_number() OVER w = 1 AS is_first
         FROM job_roles WHERE company_id = $1 AND person_id = $2
       WINDOW w AS (ORDER BY effective_date)
     ), changed AS (
       SELECT r.id, r.end_date AS old_end_date, r.is_first AS old_is_first, o.end_date, o.is_first
         FROM job_roles r JOIN ordered o ON o.id = r.id
        WHERE r.company_id = $1 AND (r.end_date IS DISTINCT FROM o.end_date OR r.is_first <> o.is_first)
     )
     UPDATE job_roles r SET end_date = c.end_date, is_first = c.is_first, updated_at = $3
       FROM changed c
      WHERE r.company_id = $1 AND r.id = c.id
     RETURNING r.id, c.old_end_date, c.old_is_first`,
    [companyId, personId, now],
  );
  return (rows as { id: string; old_end_date: string | null; old_is_first: boolean }[]).map((r) => ({
    id: r.id,
    oldEndDate: r.old_end_date,
    oldIsFirst: r.old_is_first,
  }));
}
