import { EntityManager } from 'typeorm';
import { CURRENT_ROLE } from '../../core/policy/reporting-lines.sql';
import { JobRole } from './job-roles/job-role.entity';
import { personStatusSql } from './person-status.sql';

/** What the read model needs of a person's row (a `Person`; typed by its keys so this file need not import the entity). */
type PersonKey = { id: string; companyId: string };

/** Values loaded with a person for display (PeopleService.hydrate, in the request's context), never stored on the row. */
export interface PersonReadModel {
  /** D9 status computed in SQL at read time: `offboarded` once `employmentEndDate` is past (UTC). */
  status: string;
  /** The job role in effect today (UTC); null before the first role starts or when there is none. */
  jobRole: JobRole | null;
  /** Timezone of the person's location, when they have one. */
  locationTimezone: string | null;
  /** Country of the person's location, the default region of phone numbers. */
  locationCountryCode: string | null;
}

/** The read model of a person as one JSON value, computed in SQL from the row aliased `alias`. */
export function personReadModelSql(alias: string): string {
  return `SELECT json_build_object(
      'status', ${personStatusSql(alias)},
      'location', (SELECT json_build_object('timezone', l.timezone, 'countryCode', l.country_code)
                     FROM locations l WHERE l.company_id = ${alias}.company_id AND l.id = ${alias}.location_ref),
      'jobRole', (SELECT json_build_object('id', r.id, 'jobTitle', r.job_title, 'department', r.department,
                         'effectiveDate', r.effective_date, 'endDate', r.end_date, 'isFirst', r.is_first,
                         'reportingTo', r.reporting_to, 'note', r.note, 'createdAt', r.created_at, 'updatedAt', r.updated_at)
                    FROM job_roles r
                   WHERE r.company_id = ${alias}.company_id AND r.person_id = ${alias}.id AND ${CURRENT_ROLE('r')}
                   ORDER BY r.effective_date DESC LIMIT 1))`;
}

/** The JSON of personReadModelSql, as selected with the row (Person.readModel) or loaded afterwards. */
export interface PersonReadModelJson {
  status: string;
  location: { timezone: string | null; countryCode: string | null } | null;
  jobRole: {
    id: string; jobTitle: string; department: string | null; effectiveDate: string; endDate: string | null; isFirst: boolean;
    reportingTo: string | null; note: string | null; createdAt: string; updatedAt: string;
  } | null;
}

export function readModelFromJson(person: PersonKey, json: PersonReadModelJson): PersonReadModel {
  const role = json.jobRole;
  return {
    status: json.status,
    locationTimezone: json.location?.timezone ?? null,
    locationCountryCode: json.location?.countryCode ?? null,
    jobRole: role
      ? Object.assign(new JobRole(), {
        ...role, companyId: person.companyId, personId: person.id, createdAt: new Date(role.createdAt), updatedAt: new Date(role.updatedAt),
      })
      : null,
  };
}

/**
 * The read model of people whose row was not selected with it (just inserted or changed in this transaction):
 * one query for the whole batch, with one array parameter so its plan does not depend on the batch size.
 */
export async function loadPersonReadModels(em: EntityManager, companyId: string, people: PersonKey[]): Promise<Map<string, PersonReadModel>> {
  const views = new Map<string, PersonReadModel>();
  if (people.length === 0) return views;
  const rows: { id: string; read_model: PersonReadModelJson }[] = await em.query(
    `SELECT p.id, (${personReadModelSql('p')}) AS read_model FROM people p WHERE p.company_id = $1 AND p.id = ANY($2::text[])`,
    [companyId, people.map((p) => p.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r.read_model]));
  for (const person of people) {
    const json = byId.get(person.id);
    if (json) views.set(person.id, readModelFromJson(person, json));
  }
  return views;
}
