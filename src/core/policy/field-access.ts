import type { AuthContext } from '../auth/auth-context';
import type { RowRelation } from './field-classes';
import type { FieldClass, PolicyResource } from './policy-table';
import type { PolicyService } from './policy.service';

export type { RowRelation } from './field-classes';

/** The field classes a caller sees on one person's row (D4, D5); no caller: the owner's view (events, console). */
export function visibleClasses(policy: PolicyService, auth: AuthContext | null, resource: PolicyResource, relation: RowRelation): Set<FieldClass> {
  return policy.classesOn(auth, resource, relation);
}

/** Fields of `sent` the caller may not write on a row it may write (policy table `writableFields`, D5). */
export function forbiddenFields(policy: PolicyService, auth: AuthContext, resource: PolicyResource, relation: RowRelation, sent: string[]): string[] {
  return policy.forbiddenFields(auth, resource, relation, sent);
}
