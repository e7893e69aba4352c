import { EntityManager } from 'typeorm';
import { CURRENT_ROLE } from '../../core/policy/reporting-lines.sql';
import { JobRole } from '../job-roles/job-role.entity';
import { Person, PersonReadModel } from './person.entity';
import { personStatusSql } from './person-status.sql';

interface PersonRow {
  id: string;
  status: string;
  location_timezone: string | null;
  location_country_code: string | null;
}

/**
 * What a page of people shows besides their columns, in two queries whatever the page size: the D9 status
 * computed in SQL, the location's timezone and country, and the job role in effect today.
 */
export async function loadPersonReadModels(em: EntityManager, companyId: string, people: Person[]): Promise<void> {
  if (people.length === 0) return;
  const ids = people.map((p) => p.id);
  const rows: PersonRow[] = await em.query(
    `SELECT p.id, ${personStatusSql('p')} AS status, l.timezone AS location_timezone, l.country_code AS location_country_code
       FROM people p
       LEFT JOIN locations l ON l.company_id = p.company_id AND l.id = p.location_ref
      WHERE p.company_id = $1 AND p.id = ANY($2::text[])`,
    [companyId, ids],
  );
  const roles = await em
    .createQueryBuilder(JobRole, 'role')
    .where('role.company_id = :companyId AND role.person_id IN (:...ids)', { companyId, ids })
    .andWhere(CURRENT_ROLE('role'))
    .getMany();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roleOf = new Map(roles.map((r) => [r.personId, r]));
  for (const person of people) {
    const row = byId.get(person.id);
    const view: PersonReadModel = {
      status: row?.status ?? person.status,
      jobRole: roleOf.get(person.id) ?? null,
      locationTimezone: row?.location_timezone ?? null,
      locationCountryCode: row?.location_country_code ?? null,
    };
    person.view = view;
  }
}
