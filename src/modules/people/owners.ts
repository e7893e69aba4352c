import { EntityManager } from 'typeorm';
import { runStatementIn } from '../../core/database/prepared-query';
import { ApiError } from '../../core/errors/api-error';
import { lockCompanyRow } from '../companies';
import { Person } from './person.entity';
import { personStatusConditionSql } from './person-status.sql';
import { TODAY_UTC_JS } from './today';
import { OWNER_ROLE } from '../../core/auth/roles';

/**
 * A company always keeps one active owner: only an active owner's tokens work, and only owners
 * manage webhooks. Every change that may end an owner (delete, an employment end date in the past, a
 * role change from the console) takes this lock first, so two such changes count owners one after the
 * other. It is taken before the person's row lock (`beforeLock`), the order every writer follows;
 * FOR NO KEY UPDATE does not block inserts that reference the company.
 */
export async function lockOwnerChanges(em: EntityManager, companyId: string): Promise<void> {
  await lockCompanyRow(em, companyId);
}

/** True when the person `id` is an owner (read without a lock, to decide whether to lock; prepared: every update asks). */
export async function isOwner(em: EntityManager, companyId: string, id: string): Promise<boolean> {
  const rows = await runStatementIn(em, `SELECT 1 FROM people WHERE company_id = $1 AND id = $2 AND role = '${OWNER_ROLE}'`, [companyId, id]);
  return rows.length > 0;
}

/** An owner that can sign in today: status active and no employment end date in the past (D9). */
export function isActiveOwner(row: Pick<Person, 'role' | 'status' | 'employmentEndDate'>): boolean {
  return row.role === OWNER_ROLE && row.status === 'active' && (row.employmentEndDate === null || row.employmentEndDate >= TODAY_UTC_JS());
}

/**
 * 422 unless the company has an active owner besides `personId`. Takes the owner lock (a no-op when
 * `beforeLock` already holds it), then counts with the committed state of every other owner.
 */
export async function assertAnotherActiveOwner(em: EntityManager, companyId: string, personId: string, field: string, reason: string): Promise<void> {
  await lockOwnerChanges(em, companyId);
  const [{ count }] = await em.query(
    `SELECT count(*)::int AS count FROM people p
      WHERE p.company_id = $1 AND p.id <> $2 AND p.role = '${OWNER_ROLE}' AND ${personStatusConditionSql('p', 'active')}`,
    [companyId, personId],
  );
  if (count === 0) throw ApiError.invalidField(field, reason);
}
