import { EntityManager } from 'typeorm';
import { CURRENT_ROLE } from '../../../core/policy/reporting-lines.sql';

/** The department of the person's job role in effect today (UTC); null when there is none. */
export async function currentDepartment(em: EntityManager, companyId: string, personId: string): Promise<string | null> {
  const [role] = await em.query(
    `SELECT r.department FROM job_roles r
      WHERE r.company_id = $1 AND r.person_id = $2 AND ${CURRENT_ROLE('r')}
      ORDER BY r.effective_date DESC LIMIT 1`,
    [companyId, personId],
  );
  return role?.department ?? null;
}
