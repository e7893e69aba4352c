import { EntityManager } from 'typeorm';
import { PositionalParams } from '../../core/database/positional-params';
import { PersonDirectory } from '../../core/policy/person-directory';
import { personLocationJoinSql } from '../locations';
import { personDisplayNameSql, personJoinSql, personTimezoneSql } from '../people';
import { timeAwayTypesByIds } from '../time-away-types';

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
  const people = await shownPeople(em, directory, owner);
  const rows = await approvedEntriesOf(em, owner.companyId, people.map((p) => p.id), from, to, limit);
  const types = await timeAwayTypesByIds(em, owner.companyId, [...new Set(rows.map((r) => r.typeId))]);
  // The names and timezones come once per person and per type, not on each of thousands of rows.
  const personById = new Map(people.map((p) => [p.id, p]));
  const typeNameById = new Map(types.map((t) => [t.id, t.name]));
  return rows.filter((r) => typeNameById.has(r.typeId)).map((r) => {
    const person = personById.get(r.personId)!;
    return {
      id: r.id, isOwn: r.personId === owner.id, typeName: typeNameById.get(r.typeId)!, personName: person.name,
      startDate: r.startDate, startPeriod: r.startPeriod, endDate: r.endDate, endPeriod: r.endPeriod, timezone: person.timezone,
    };
  });
}

/** The owner and their reports unless new hires, with the name they go by and their timezone. */
async function shownPeople(
  em: EntityManager, directory: PersonDirectory, owner: { id: string; companyId: string },
): Promise<{ id: string; name: string; timezone: string | null }[]> {
  const params = new PositionalParams();
  const reports = params.convert(directory.reportsOfSql, { policyCompanyId: owner.companyId, policyPersonId: owner.id });
  const ownerParam = params.add(owner.id);
  return em.query(
    `SELECT p.id, ${personDisplayNameSql('p')} AS name, ${personTimezoneSql('p', 'l')} AS timezone
       FROM (SELECT ${ownerParam}::text AS id UNION (${reports})) shown
       JOIN ${personJoinSql('p', params.add(owner.companyId), 'shown.id')}
       ${personLocationJoinSql('p', 'l')}
      WHERE p.id = ${ownerParam} OR ${directory.notNewHireRowSql('p')}`,
    params.values,
  );
}

/**
 * The first `limit` approved entries of these people in the window, by start date. The index of approved entries by
 * person and end date covers every column read (time_away_approved_person_ends): an index-only scan, then a top-N
 * sort (docs/performance.md, "Time away at volume").
 */
async function approvedEntriesOf(
  em: EntityManager, companyId: string, personIds: string[], from: string, to: string, limit: number,
): Promise<{ id: string; personId: string; typeId: string; startDate: string; startPeriod: string; endDate: string; endPeriod: string }[]> {
  if (personIds.length === 0) return [];
  // The dates become text after the cut, on the rows kept only (the sort then carries the narrower rows).
  return em.query(
    `SELECT e.id, e.person_id AS "personId", e.time_away_type_id AS "typeId",
            to_char(e.start_date, 'YYYY-MM-DD') AS "startDate", e.start_period AS "startPeriod",
            to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.end_period AS "endPeriod"
       FROM (SELECT e.id, e.person_id, e.time_away_type_id, e.start_date, e.start_period, e.end_date, e.end_period
               FROM time_away e
              WHERE e.company_id = $1 AND e.request_status = 'approved' AND e.end_date >= $2 AND e.start_date <= $3
                AND e.person_id = ANY($4::text[])
              ORDER BY e.start_date, e.id LIMIT ${Number(limit)}) e
      ORDER BY e.start_date, e.id`,
    [companyId, from, to, personIds],
  );
}
