import { AuthContext } from '../auth/auth-context';
import { SqlCondition } from '../query/query-declaration';
import { PolicyResource } from './policy-table';
import { PolicyService, RowOwnership } from './policy.service';

/** The status of a person before they start (D9), whom D5's new-hire rule hides from the roles the table does not mark `newHires`. */
export const NEW_HIRE = 'newHire' as const;

/** D5: people in `newHire` status, and their records, are visible only to roles the table marks `newHires`. */
export function seesNewHires(policy: PolicyService, auth: AuthContext, resource: PolicyResource): boolean {
  return policy.seesNewHires(auth, resource);
}

/** The new-hire rule as SQL for a person-owned resource (see `PolicyService.newHireCondition`). */
export function newHireCondition(policy: PolicyService, auth: AuthContext, resource: PolicyResource, ownership: RowOwnership | undefined, alias: string): SqlCondition | null {
  return policy.newHireCondition(auth, resource, ownership, alias);
}
