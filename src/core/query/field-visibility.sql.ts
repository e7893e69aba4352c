import type { AuthContext } from '../auth/auth-context';
import { FIELD_CLASSES, FieldClass, PolicyResource, RowAccess } from '../policy/policy-table';
import type { PolicyService } from '../policy/policy.service';
import { REPORTS_OF_SQL } from '../policy/reporting-lines.sql';
import type { QueryDeclaration } from './query-declaration';

/**
 * Filters on fields the caller may not see must not match through them (filtering follows reading): a filter
 * declaring a `visibility` is narrowed in SQL to the rows on which the caller sees its field class,
 * the same rule the response follows (the policy table's `fieldAccess`, `private:read` for non-public
 * classes). The condition reads parameters the core passes to every list condition
 * (`listVisibilityParams`; the translator itself does not know the caller).
 */
export function visibleFieldSql(fieldClass: FieldClass, personColumn: string): string {
  const p = (kind: string) => `:fieldVisible_${fieldClass}_${kind}`;
  return `(${p('all')} OR (${p('self')} AND ${personColumn} = :policyPersonId) OR (${p('reports')} AND ${personColumn} IN (${REPORTS_OF_SQL})))`;
}

/** The parameters `visibleFieldSql` reads, for this caller and resource. */
export function fieldVisibilityParams(policy: PolicyService, auth: AuthContext, resource: PolicyResource): Record<string, unknown> {
  const policies = policy.policiesFor(auth, resource).filter((p) => p.read !== 'none');
  const params: Record<string, unknown> = { policyPersonId: auth.personId, policyCompanyId: auth.companyId };
  for (const fieldClass of FIELD_CLASSES) {
    const scoped = fieldClass === 'public' || auth.scopes.has('private:read');
    const access = scoped ? policies.map((p) => p.fieldAccess?.[fieldClass]).filter((a): a is RowAccess => a !== undefined) : [];
    params[`fieldVisible_${fieldClass}_all`] = access.includes('all');
    params[`fieldVisible_${fieldClass}_self`] = access.some((a) => a === 'self' || a === 'selfAndReports');
    params[`fieldVisible_${fieldClass}_reports`] = access.some((a) => a === 'reports' || a === 'selfAndReports');
  }
  return params;
}

/**
 * The parameters a list's filter conditions may read: the caller's field visibility when some filter of the
 * resource declares one (the core passes them to every list condition), else none.
 */
export function listVisibilityParams(
  policy: PolicyService,
  auth: AuthContext,
  resource: PolicyResource,
  query: QueryDeclaration,
): Record<string, unknown> {
  const declares = Object.values(query.filters).some((filter) => filter.visibility);
  return declares ? fieldVisibilityParams(policy, auth, resource) : {};
}
