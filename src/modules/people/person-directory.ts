import { Global, Module } from '@nestjs/common';
import { PERSON_DIRECTORY, PersonDirectory } from '../../core/policy/person-directory';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { REPORTS_EXIST_SQL, REPORTS_OF_SQL, reportsAmong } from '../job-roles';
import { Person } from './person.entity';

/** The people module's answers to the access layer: who is a new hire (D5), and the job roles' reporting lines. */
export const PEOPLE_DIRECTORY: PersonDirectory = {
  reportsOfSql: REPORTS_OF_SQL,
  hasReportsSql: REPORTS_EXIST_SQL,
  notNewHireRowSql: (alias) => `${alias}.status <> 'newHire'`,
  notNewHireSql: (personColumn, companyColumn) =>
    `NOT EXISTS (SELECT 1 FROM people nh WHERE nh.company_id = ${companyColumn} AND nh.id = ${personColumn} AND nh.status = 'newHire')`,
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

/** Binds the core's `PersonDirectory` for the whole application (the core's PolicyService asks it). */
@Global()
@Module({
  providers: [{ provide: PERSON_DIRECTORY, useValue: PEOPLE_DIRECTORY }],
  exports: [PERSON_DIRECTORY],
})
export class PersonDirectoryModule {}
