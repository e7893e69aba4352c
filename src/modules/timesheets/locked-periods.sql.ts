import type { EntityManager } from 'typeorm';
import { ApiError } from '../../core/errors/api-error';

/**
 * 422 on `date` when a pending or approved submission of the person covers one of `dates`: its entries stand as
 * submitted until it is rejected (or deleted). Callers hold the person's row lock, which submissions take too, so a
 * submission made at the same moment either sees the entry or is seen here.
 */
export async function assertDatesOpen(em: EntityManager, companyId: string, personId: string, dates: readonly string[]): Promise<void> {
  for (const date of new Set(dates)) {
    const [locked] = (await em.query(
      `SELECT to_char(s.start_date, 'YYYY-MM-DD') AS "startDate", to_char(s.end_date, 'YYYY-MM-DD') AS "endDate", s.status
         FROM timesheet_submissions s
        WHERE s.company_id = $1 AND s.person_id = $2 AND daterange(s.start_date, s.end_date, '[]') @> $3::date
          AND s.status IN ('pending', 'approved')`,
      [companyId, personId, date],
    )) as { startDate: string; endDate: string; status: string }[];
    if (locked) {
      throw ApiError.invalidField('date', `${date} is in a ${locked.status} timesheet submission (${locked.startDate} to ${locked.endDate}): its entries cannot change until it is rejected`);
    }
  }
}
