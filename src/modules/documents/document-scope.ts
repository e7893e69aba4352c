import { AuthContext } from '../../core/auth/auth-context';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { newHireCondition } from '../../core/policy/new-hires';
import { PolicyResource } from '../../core/policy/policy-table';
import { SqlCondition } from '../../core/query/query-declaration';
import { tenantCondition } from '../../core/tenancy/tenant-query';

/**
 * The core's scope for person-owned rows, plus company-wide rows (no person) for every reader of the resource:
 * they are written only by roles whose write reaches every row (the row condition excludes them otherwise).
 */
export function scopeWithCompanyWide(policy: PolicyService, auth: AuthContext, resource: PolicyResource, alias: string, action: Action): SqlCondition[] {
  const access = policy.assertAllowed(auth, resource, action);
  const conditions = [tenantCondition(alias, auth.companyId)];
  const rows = policy.rowCondition(auth, access, { personColumn: 'person_id' }, alias);
  if (rows) conditions.push(action === 'read' ? { sql: `(${rows.sql} OR ${alias}.person_id IS NULL)`, params: rows.params } : rows);
  const newHires = newHireCondition(policy, auth, resource, { personColumn: 'person_id' }, alias);
  if (newHires) conditions.push(newHires);
  return conditions;
}
