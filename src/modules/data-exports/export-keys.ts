import type { DataSource, EntityManager } from 'typeorm';

/** Stored export files per company data key (`keyId` null: stored plain before encryption); pending and failed exports hold no file. */
export interface ExportKeyUsage {
  keyId: string | null;
  exports: number;
}

/** How many stored export files each data key of a company encrypts: a key is retired only once none is left. */
export async function exportKeyUsage(db: DataSource | EntityManager, companyId: string): Promise<ExportKeyUsage[]> {
  const rows: { key_id: string | null; exports: number }[] = await db.query(
    `SELECT key_id, count(*)::int AS exports FROM data_exports WHERE company_id = $1 AND status = 'ready' GROUP BY key_id ORDER BY key_id NULLS FIRST`,
    [companyId],
  );
  return rows.map((row) => ({ keyId: row.key_id, exports: row.exports }));
}
