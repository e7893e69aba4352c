import { AuthContext } from '../../../core/auth/auth-context';
import { PolicyResource } from '../../../core/policy/policy-table';
import { PolicyService } from '../../../core/policy/policy.service';
import { reaches, RowRelation } from './field-visibility';

/** Fields of `sent` the caller may not write on a row it may write (policy table `writableFields`, D5). */
export function forbiddenFields(policy: PolicyService, auth: AuthContext, resource: PolicyResource, relation: RowRelation, sent: string[]): string[] {
  const policies = policy.policiesFor(auth, resource).filter((p) => reaches(p.write, relation));
  if (policies.some((p) => p.writableFields === undefined)) return [];
  const allowed = new Set(policies.flatMap((p) => p.writableFields ?? []));
  return sent.filter((field) => !allowed.has(field));
}

/** True when the role writes every row of the resource (creating and deleting people need it). */
export function writesEveryRow(policy: PolicyService, auth: AuthContext, resource: PolicyResource): boolean {
  return policy.access(auth, resource, 'write').includes('all');
}
