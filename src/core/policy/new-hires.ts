import { AuthContext } from '../auth/auth-context';
import { SqlCondition } from '../query/query-declaration';
import { PolicyResource } from './policy-table';
import { PolicyService, RowOwnership } from './policy.service';

/** D5: people in `newHire` status, and their records, are visible only to roles the table marks `newHires`. */
export function seesNewHires(policy: PolicyService, auth: AuthContext, resource: PolicyResource): boolean {
  return policy.policiesFor(auth, resource).some((p) => p.read !== 'none' && p.newHires === true);
}

/** SQL condition keeping rows of people who are not new hires; `personColumn` names the person's id. */
export function notNewHireSql(personColumn: string, companyColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM people nh WHERE nh.company_id = ${companyColumn} AND nh.id = ${personColumn} AND nh.status = 'newHire')`;
}

/**
 * The new-hire rule for a person-owned resource (`ownership` declared), for callers who may not see new hires:
 * on people themselves (`personColumn: 'id'`) the row's own status, on their records the owning person's.
 */
export function newHireCondition(policy: PolicyService, auth: AuthContext, resource: PolicyResource, ownership: RowOwnership | undefined, alias: string): SqlCondition | null {
  if (!ownership || seesNewHires(policy, auth, resource)) return null;
  const column = ownership.personColumn ?? 'person_id';
  if (column === 'id') return { sql: `${alias}.status <> 'newHire'`, params: {} };
  return { sql: notNewHireSql(`${alias}.${column}`, `${alias}.company_id`), params: {} };
}
