import type { EntityManager } from 'typeorm';
import type { SqlCondition } from '../query/query-declaration';

/**
 * What the access layer must know about people and reporting lines, as SQL the owning modules provide (people:
 * new hires; job roles: reporting lines). The core names no module table; the people module binds this token.
 */
export interface PersonDirectory {
  /** 422 on `field` unless `personId` is a person of the company (the same answer as an unknown id of any reference). */
  assertPerson(em: EntityManager, companyId: string, personId: string, field: string): Promise<void>;
  /** Subquery: ids of the direct and indirect reports of :policyPersonId within :policyCompanyId. */
  readonly reportsOfSql: string;
  /** Condition on a person's own row (aliased `alias`): not a new hire. */
  notNewHireRowSql(alias: string): string;
  /** Condition: the person `personColumn` of the company `companyColumn` is not a new hire. */
  notNewHireSql(personColumn: string, companyColumn: string): string;
  /** Which of `personIds` report to `managerId`, directly or not (walks up from the people, one query). */
  reportsAmong(em: EntityManager, companyId: string, managerId: string, personIds: string[]): Promise<Set<string>>;
  /** Which of `personIds` are people of the company meeting every condition (each on the person aliased `alias`). */
  peopleWhere(em: EntityManager, companyId: string, personIds: string[], alias: string, conditions: SqlCondition[]): Promise<Set<string>>;
}

export const PERSON_DIRECTORY = 'PersonDirectory';
