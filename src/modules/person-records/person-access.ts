import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { assertReference, tenantQuery } from '../../core/tenancy/tenant-query';
import { Person } from '../people/person.entity';
import { seesNewHires } from '../people/visibility/new-hires';

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

/**
 * Locks a person's row for the rest of the transaction, so writes that keep a per-person limit
 * (two emergency contacts, one primary) take turns. FOR NO KEY UPDATE: other records' foreign-key
 * checks on the person are not blocked.
 */
export async function lockPerson(em: EntityManager, companyId: string, personId: string): Promise<void> {
  await em.query('SELECT 1 FROM people WHERE company_id = $1 AND id = $2 FOR NO KEY UPDATE', [companyId, personId]);
}

/** Locks the person owning the record `id` of `table`, before the record itself is locked (`beforeLock`). */
export async function lockPersonOfRecord(em: EntityManager, table: string, companyId: string, id: string): Promise<void> {
  await em.query(
    `SELECT 1 FROM people p
      WHERE p.company_id = $1 AND p.id = (SELECT r.person_id FROM ${table} r WHERE r.company_id = $1 AND r.id = $2)
        FOR NO KEY UPDATE OF p`,
    [companyId, id],
  );
}
