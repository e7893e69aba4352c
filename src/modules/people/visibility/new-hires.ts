import { AuthContext } from '../../../core/auth/auth-context';
import { PolicyResource } from '../../../core/policy/policy-table';
import { PolicyService } from '../../../core/policy/policy.service';

/** D5: people in `newHire` status, and their records, are visible only to roles the table marks `newHires`. */
export function seesNewHires(policy: PolicyService, auth: AuthContext, resource: PolicyResource): boolean {
  return policy.policiesFor(auth, resource).some((p) => p.read !== 'none' && p.newHires === true);
}

/** SQL condition keeping rows of people who are not new hires; `personColumn` names the person's id. */
export function notNewHireSql(personColumn: string, companyColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM people nh WHERE nh.company_id = ${companyColumn} AND nh.id = ${personColumn} AND nh.status = 'newHire')`;
}
