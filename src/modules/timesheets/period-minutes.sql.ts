import type { EntityManager } from 'typeorm';
import { entryMinutesSql } from './timesheet-entry-read';

/** Minutes of a person's entries per day from `startDate` to `endDate`, for a submission's figures. */
export async function minutesByDate(em: EntityManager, companyId: string, personId: string, startDate: string, endDate: string): Promise<Map<string, number>> {
  const rows = (await em.query(
    `SELECT to_char(e.date, 'YYYY-MM-DD') AS date, sum(${entryMinutesSql('e')})::int AS minutes
       FROM timesheet_entries e
      WHERE e.company_id = $1 AND e.person_id = $2 AND e.date BETWEEN $3::date AND $4::date
      GROUP BY e.date`,
    [companyId, personId, startDate, endDate],
  )) as { date: string; minutes: number }[];
  return new Map(rows.map((row) => [row.date, row.minutes]));
}
