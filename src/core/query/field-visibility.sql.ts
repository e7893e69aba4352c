import type { AuthContext } from '../auth/auth-context';
import { PolicyResource } from '../policy/policy-table';
export { REPORTS_OF_MARKER, visibleFieldSql } from '../policy/visible-field.sql';
import type { PolicyService } from '../policy/policy.service';
import type { QueryDeclaration } from './query-declaration';

/**
 * Filters on fields the caller may not see must not match through them (filtering follows reading): a filter
 * declaring a `visibility` is narrowed in SQL to the rows on which the caller sees its field class,
 * the same rule the response follows (the policy table's `fieldAccess`, `private:read` for non-public
 * classes): `PolicyService.visibleFieldSql`. The condition reads parameters the core passes to every list
 * condition (`listVisibilityParams`; the translator itself does not know the caller).
 */

/** The parameters `visibleFieldSql` reads, for this caller and resource. */
export function fieldVisibilityParams(policy: PolicyService, auth: AuthContext, resource: PolicyResource): Record<string, unknown> {
  return policy.fieldVisibility(auth, resource);
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
