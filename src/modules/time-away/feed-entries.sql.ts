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
  // The owner and their reports as one array: the scan goes by person (time_away_person_dates), not through all the
  // company's dates (docs/performance.md, "Time away at volume"); of those, a report shows unless a new hire.
  return em.query(
    `SELECT e.id, e.person_id = ${ownerParam} AS "isOwn", t.name AS "typeName",
            ${personDisplayNameSql('p')} AS "personName",
            to_char(e.start_date, 'YYYY-MM-DD') AS "startDate", e.start_period AS "startPeriod",
            to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.end_period AS "endPeriod", ${personTimezoneSql('p', 'l')} AS timezone
       FROM time_away e
       JOIN ${entryTypeJoinSql('t', 'e')}
       JOIN ${personJoinSql('p', 'e.company_id', 'e.person_id')}
       ${personLocationJoinSql('p', 'l')}
      WHERE e.company_id = ${params.add(owner.companyId)} AND e.request_status = 'approved'
        AND e.end_date >= ${params.add(from)} AND e.start_date <= ${params.add(to)}
        AND e.person_id = ANY(ARRAY(SELECT ${ownerParam}::text UNION ALL (${reports})))
        AND (e.person_id = ${ownerParam} OR ${directory.notNewHireRowSql('p')})
      ORDER BY e.start_date, e.id LIMIT ${Number(limit)}`,
    params.values,
  );
}
