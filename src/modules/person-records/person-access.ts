import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { assertReference } from '../../core/tenancy/tenant-query';
import { Person } from '../people';

/**
 * The person a new (or moved) record is for: a person of the caller's company (422 on the field otherwise)
 * whose records of `resource` the caller's role may take `action` on (403 otherwise, D5).
 */
export async function assertPersonReachable(
  em: EntityManager,
  policy: PolicyService,
  auth: AuthContext,
  resource: PolicyResource,
  personId: string,
  action: Action = 'write',
  field = 'personId',
): Promise<void> {
  await assertReference(em, auth, Person, personId, field);
  // A new hire is not there at all for roles that may not see new hires (D5): the same 422 as an unknown id.
  if ((await policy.hiddenNewHires(em, auth, resource, [personId])).size > 0) {
    throw ApiError.invalidField(field, `no record with id ${personId} exists in this company`);
  }
  // Every row reached: the person exists and is not hidden, nothing more to ask.
  if (policy.assertAllowed(auth, resource, action).includes('all')) return;
  if (!(await policy.mayReach(em, auth, resource, [personId], action)).has(personId)) {
    throw ApiError.forbidden(`Your role may not ${action} these records of this person`);
  }
}

/** Whether the person's rows of `resource` are within the caller's reach (rows policy and D5's new-hire rule). */
export async function personVisible(
  em: EntityManager,
  policy: PolicyService,
  auth: AuthContext,
  resource: PolicyResource,
  personId: string,
  action: Action,
): Promise<boolean> {
  return (await policy.mayReach(em, auth, resource, [personId], action)).has(personId);
}
