import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';

/**
 * The person a new (or moved) record is for: a person of the caller's company (422 on the field otherwise)
 * whose records of `resource` the caller's role may take `action` on (403 otherwise, D5); the access layer answers.
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
  await policy.require(auth, resource, action, [{ personId }], { em, field });
}
