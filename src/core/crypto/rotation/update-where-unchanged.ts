import type { DataSource } from 'typeorm';

export interface UnchangedUpdate {
  table: string;
  column: string;
  type: 'text' | 'jsonb';
  companyId: string;
  rows: { id: string; old: string; fresh: string }[];
}

/**
 * Writes each row's new value only where the column still holds the value that was read (a request that wrote the
 * row meanwhile wins; the next pass looks at its value). Rows a request holds locked are skipped, not waited for, so
 * the job never takes part in a deadlock with the requests it runs beside. Answers how many rows it wrote.
 */
export async function updateWhereUnchanged(db: DataSource, update: UnchangedUpdate): Promise<number> {
  const { table, column, type } = update;
  const result: [unknown[], number] = await db.query(
    `UPDATE ${table} t SET ${column} = u.fresh
       FROM unnest($2::text[], $3::${type}[], $4::${type}[]) AS u(id, old, fresh)
      WHERE t.company_id = $1 AND t.id = u.id AND t.${column} = u.old
        AND t.id IN (SELECT l.id FROM ${table} l WHERE l.company_id = $1 AND l.id = ANY($2::text[]) FOR UPDATE SKIP LOCKED)`,
    [update.companyId, update.rows.map((r) => r.id), update.rows.map((r) => r.old), update.rows.map((r) => r.fresh)],
  );
  return result[1];
}
