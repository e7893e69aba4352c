import { Global, Module } from '@nestjs/common';
import { TOKEN_OWNER, TokenLookupPart } from '../../core/auth/token-lookup';
import { PERSON_DIRECTORY, PersonDirectory } from '../../core/policy/person-directory';
import { assertReference, tenantQuery } from '../../core/tenancy/tenant-query';
import { REPORTS_EXIST_SQL, REPORTS_OF_SQL, reportsAmong } from './job-roles/reporting-lines.sql';
import { Person } from './person.entity';
import { NEW_HIRE } from '../../core/policy/new-hires';

/** The people module's answers to the access layer: who is a new hire (D5), and the job roles' reporting lines. */
export const PEOPLE_DIRECTORY: PersonDirectory = {
  assertPerson: (em, companyId, personId, field) => assertReference(em, { companyId }, Person, personId, field),
  reportsOfSql: REPORTS_OF_SQL,
  notNewHireRowSql: (alias) => `${alias}.status <> '${NEW_HIRE}'`,
  notNewHireSql: (personColumn, companyColumn) =>
    `NOT EXISTS (SELECT 1 FROM people nh WHERE nh.company_id = ${companyColumn} AND nh.id = ${personColumn} AND nh.status = '${NEW_HIRE}')`,
  reportsAmong,
  async peopleWhere(em, companyId, personIds, alias, conditions) {
    if (personIds.length === 0) return new Set();
    const qb = tenantQuery(em, Person, alias, companyId).select(`${alias}.id`, 'id');
    qb.andWhere(personIds.length === 1 ? `${alias}.id = :targetPersonId` : `${alias}.id IN (:...targetPersonIds)`, { targetPersonId: personIds[0], targetPersonIds: personIds });
    for (const condition of conditions) qb.andWhere(condition.sql, condition.params);
    const rows = await qb.getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  },
};

/** The token's owner in the token resolver's statement (D3): role, status, whether offboarded, whether a manager. */
export const TOKEN_OWNER_PART: TokenLookupPart = {
  columns: `p.id AS person_id, p.role, p.status,
              (p.employment_end_date IS NOT NULL AND p.employment_end_date < (now() AT TIME ZONE 'UTC')::date) AS offboarded,
              EXISTS (${REPORTS_EXIST_SQL}) AS is_manager`,
  source: 'JOIN people p ON p.id = t.person_id AND p.company_id = t.company_id',
};

/** Binds the core's `PersonDirectory` and the token owner's part for the whole application (PolicyService, TokenResolver). */
@Global()
@Module({
  providers: [{ provide: PERSON_DIRECTORY, useValue: PEOPLE_DIRECTORY }, { provide: TOKEN_OWNER, useValue: TOKEN_OWNER_PART }],
  exports: [PERSON_DIRECTORY, TOKEN_OWNER],
})
export class PersonDirectoryModule {}
