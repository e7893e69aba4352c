import { EntityManager } from 'typeorm';
import { PositionalParams } from '../../core/database/positional-params';
import { PersonDirectory } from '../../core/policy/person-directory';
import { personLocationJoinSql } from '../locations';
import { personDisplayNameSql, personJoinSql, personTimezoneSql } from '../people';
import { entryTypeJoinSql } from '../time-away-types';

/** An approved entry as a calendar shows it: whose, of which type, when, and in the person's timezone (half days are local). */
export interface CalendarEntry {
  id: string;
  personName: string;
  isOwn: boolean;
  typeName: string;
  startDate: string;
  startPeriod: string;
  endDate: string;
  endPeriod: string;
  timezone: string | null;
}

/**
 * The approved entries between two dates of a person and of their reports (D5's new-hire rule: new hires are not
 * shown), with the type's name and never the note, by start date, at most `limit`.
 */
export async function approvedEntriesOfPersonAndReports(
  em: EntityManager, directory: PersonDirectory, owner: { id: string; companyId: string }, from: string, to: string, limit: number,
): Promise<CalendarEntry[]> {
  const params = new PositionalParams();
  const reports = params.convert(directory.reportsOfSql, { policyCompanyId: owner.companyId, policyPersonId: owner.id });
  const ownerParam = params.add(owner.id);
  const companyParam = params.add(owner.companyId);
  // The people shown first (the owner, and their reports unless new hires: a few dozen rows, each read once). Their
  // entries are then cut to the first `limit` by the index of approved entries by person and end date alone
  // (time_away_approved_person_ends covers every column read, an index-only scan), and only the rows kept are
  // joined (docs/performance.md, "Time away at volume").
  return em.query(
    `WITH shown_people AS MATERIALIZED (
       SELECT p.id, ${personDisplayNameSql('p')} AS name, ${personTimezoneSql('p', 'l')} AS timezone
         FROM (SELECT ${ownerParam}::text AS id UNION (${reports})) shown
         JOIN ${personJoinSql('p', companyParam, 'shown.id')}
         ${personLocationJoinSql('p', 'l')}
        WHERE p.id = ${ownerParam} OR ${directory.notNewHireRowSql('p')}
     ), shown_entries AS (
       SELECT e.id, e.company_id, e.person_id, e.time_away_type_id, e.start_date, e.start_period, e.end_date, e.end_period
         FROM time_away e
        WHERE e.company_id = ${companyParam} AND e.request_status = 'approved'
          AND e.end_date >= ${params.add(from)} AND e.start_date <= ${params.add(to)}
          AND e.person_id = ANY(ARRAY(SELECT id FROM shown_people))
        ORDER BY e.start_date, e.id LIMIT ${Number(limit)}
     )
     SELECT e.id, e.person_id = ${ownerParam} AS "isOwn", t.name AS "typeName", p.name AS "personName",
            to_char(e.start_date, 'YYYY-MM-DD') AS "startDate", e.start_period AS "startPeriod",
            to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.end_period AS "endPeriod", p.timezone
       FROM shown_entries e
       JOIN shown_people p ON p.id = e.person_id
       JOIN ${entryTypeJoinSql('t', 'e')}
      ORDER BY e.start_date, e.id`,
    params.values,
  );
}
