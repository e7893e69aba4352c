import type { EntityManager } from 'typeorm';

/**
 * Takes, until the transaction ends, the lock named `scope` of one company: writes of that kind in that company take
 * turns (quota checks and the rows they guard, reporting-line changes), other companies are not held up.
 */
export async function lockCompanyScope(em: EntityManager, scope: string, companyId: string): Promise<void> {
  await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))`, [scope, companyId]);
}
