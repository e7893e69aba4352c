import { EntityManager } from 'typeorm';

/**
 * Locks the company's row for the transaction: changes that must happen one after the other in a company (the
 * count of its active owners) take it first. FOR NO KEY UPDATE does not block inserts that reference the company.
 * Answers whether the company exists.
 */
export async function lockCompanyRow(em: EntityManager, companyId: string): Promise<boolean> {
  const rows = await em.query('SELECT 1 FROM companies WHERE id = $1 FOR NO KEY UPDATE', [companyId]);
  return rows.length > 0;
}
