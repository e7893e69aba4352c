import type { DataSource } from 'typeorm';

/** A company's data key as `keys:status` lists it (no key material). */
export interface CompanyKeyInfo {
  id: string;
  createdAt: Date;
  retiredAt: Date | null;
}

export async function companyKeys(db: DataSource, companyId: string): Promise<CompanyKeyInfo[]> {
  const rows: { id: string; created_at: Date; retired_at: Date | null }[] = await db.query(
    'SELECT id, created_at, retired_at FROM company_data_keys WHERE company_id = $1 ORDER BY created_at, id',
    [companyId],
  );
  return rows.map((r) => ({ id: r.id, createdAt: r.created_at, retiredAt: r.retired_at }));
}

/** Companies that have a data key. */
export async function companiesWithKeys(db: DataSource): Promise<string[]> {
  const rows: { company_id: string }[] = await db.query('SELECT DISTINCT company_id FROM company_data_keys ORDER BY company_id');
  return rows.map((r) => r.company_id);
}

/** Milliseconds since the company's last rotation (by the database's clock), or null when it never rotated. */
export async function msSinceRotation(db: DataSource, companyId: string): Promise<number | null> {
  const [row]: { ms: number | null }[] = await db.query(
    'SELECT (extract(epoch FROM now() - max(retired_at)) * 1000)::float8 AS ms FROM company_data_keys WHERE company_id = $1',
    [companyId],
  );
  return row?.ms ?? null;
}

/**
 * Deletes a retired key retired at least `graceMs` ago (a process may still have been sealing under it until its
 * cache of the active key expired). Answers whether a row went.
 */
export async function deleteRetiredKey(db: DataSource, companyId: string, keyId: string, graceMs: number): Promise<boolean> {
  const result: [unknown[], number] = await db.query(
    `DELETE FROM company_data_keys
      WHERE company_id = $1 AND id = $2 AND retired_at IS NOT NULL AND retired_at <= now() - make_interval(secs => $3::float8 / 1000)`,
    [companyId, keyId, graceMs],
  );
  return result[1] > 0;
}
