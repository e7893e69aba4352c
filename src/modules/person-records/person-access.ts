import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { assertReference, tenantQuery } from '../../core/tenancy/tenant-query';
import { Person } from '../people';
import { seesNewHires } from '../people';

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
  if (!seesNewHires(policy, auth, resource)) {
    const hidden = await tenantQuery(em, Person, 'target', auth.companyId)
      .andWhere("target.id = :targetPersonId AND target.status = 'newHire'", { targetPersonId: personId })
      .getExists();
    if (hidden) throw ApiError.invalidField(field, `no record with id ${personId} exists in this company`);
  }
  const access = policy.assertAllowed(auth, resource, action);
  const rows = policy.rowCondition(auth, access, { personColumn: 'id' }, 'target');
  if (!rows) return;
  const reachable = await tenantQuery(em, Person, 'target', auth.companyId)
    .andWhere('target.id = :targetPersonId', { targetPersonId: personId })
    .andWhere(rows.sql, rows.params)
    .getExists();
  if (!reachable) throw ApiError.forbidden(`Your role may not ${action} these records of this person`);
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
  const access = policy.access(auth, resource, action);
  if (access.length === 0) return false;
  const qb = tenantQuery(em, Person, 'target', auth.companyId).andWhere('target.id = :targetPersonId', { targetPersonId: personId });
  const rows = policy.rowCondition(auth, access, { personColumn: 'id' }, 'target');
  if (rows) qb.andWhere(rows.sql, rows.params);
  if (!seesNewHires(policy, auth, resource)) qb.andWhere("target.status <> 'newHire'");
  return qb.getExists();
}
