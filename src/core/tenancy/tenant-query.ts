import { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { runStatementIn } from '../database/prepared-query';
import { ApiError } from '../errors/api-error';
import { SqlCondition } from '../query/query-declaration';

/** The company condition every company-owned read starts with (query builders and compiled reads alike). */
export function tenantCondition(alias: string, companyId: string, tenantColumn = 'company_id'): SqlCondition {
  return { sql: `${alias}.${tenantColumn} = :tenantCompanyId`, params: { tenantCompanyId: companyId } };
}

/**
 * The one place reads are scoped to the caller's company: every query on a
 * company-owned table starts here, so no controller or service has to remember it.
 */
export function tenantQuery<E extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<E>,
  alias: string,
  companyId: string,
  tenantColumn = 'company_id',
): SelectQueryBuilder<E> {
  const tenant = tenantCondition(alias, companyId, tenantColumn);
  return em.createQueryBuilder(entity, alias).where(tenant.sql, tenant.params);
}

/**
 * A foreign id sent in a body must name a record of the caller's company;
 * anything else (unknown, or another company's) is a 422 on that field.
 */
export async function assertReference<E extends ObjectLiteral>(
  em: EntityManager,
  auth: Pick<AuthContext, 'companyId'>,
  entity: EntityTarget<E>,
  id: unknown,
  field: string,
): Promise<void> {
  if (typeof id !== 'string') return;
  const table = em.connection.getMetadata(entity).tablePath;
  const [{ found }] = await runStatementIn<{ found: boolean }>(
    em, `SELECT EXISTS (SELECT 1 FROM "${table}" WHERE company_id = $1 AND id = $2) AS found`, [auth.companyId, id]);
  if (!found) throw ApiError.invalidField(field, `no record with id ${id} exists in this company`);
}
