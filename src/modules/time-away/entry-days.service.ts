import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ApiError } from '../../core/errors/api-error';
import { HolidayCalendarStore } from '../public-holidays/holiday-calendar.store';
import { EntryDates } from './periods';
import { PERSON_CALENDAR_SQL } from './person-calendar.sql';
import { countDays } from './working-days';

/** Person fields an entry's `days` depend on. */
const DAYS_INPUTS = ['workingDays', 'publicHolidayCalendarId', 'locationId', 'remoteCountryCode'];

/** `days` of an entry for its person as they are now: their working days and their calendar's holidays (D12). */
@Injectable()
export class EntryDaysService {
  constructor(private readonly calendars: HolidayCalendarStore) {}

  async daysOf(em: EntityManager, companyId: string, personId: string, entry: EntryDates): Promise<number> {
    const [person] = await em.query(
      `SELECT p.working_days AS "workingDays", ${PERSON_CALENDAR_SQL} AS "calendarId" FROM people p WHERE p.company_id = $1 AND p.id = $2`,
      [companyId, personId],
    );
    if (!person) return 0;
    const workingDays = (person.workingDays as { day: string }[] | null)?.map((d) => d.day) ?? null;
    const holidays = await this.calendars.holidayDates(em, companyId, person.calendarId, entry.startDate, entry.endDate);
    return countDays(entry, workingDays, holidays);
  }

  /**
   * After a person is written: their `publicHolidayCalendarId` must name a calendar (a known code or one of the
   * company's, 422 otherwise), and a change to what their days depend on recomputes their pending entries.
   */
  async afterPersonWrite(em: EntityManager, companyId: string, personId: string, input: Record<string, unknown> | undefined, kind: string): Promise<void> {
    if (!input) return;
    const calendarId = input.publicHolidayCalendarId;
    if (typeof calendarId === 'string' && !(await this.calendars.ensureCalendar(em, companyId, calendarId))) {
      throw ApiError.invalidField('publicHolidayCalendarId', 'is neither a known country or country-region code (GB, GB-SCT) nor a calendar of this company');
    }
    if (kind === 'updated' && DAYS_INPUTS.some((field) => input[field] !== undefined)) await this.recomputePending(em, companyId, personId);
  }

  /**
   * Recomputes the pending entries of a person after their working days or calendar changed; approved and
   * declined entries keep the days they were decided with (docs/decisions-time-away.md).
   */
  async recomputePending(em: EntityManager, companyId: string, personId: string): Promise<void> {
    const pending: (EntryDates & { id: string; days: string })[] = await em.query(
      `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              start_period AS "startPeriod", end_period AS "endPeriod", days
         FROM time_away WHERE company_id = $1 AND person_id = $2 AND request_status = 'pending'`,
      [companyId, personId],
    );
    for (const entry of pending) {
      const days = await this.daysOf(em, companyId, personId, entry);
      if (Number(entry.days) !== days) {
        await em.query('UPDATE time_away SET days = $3, updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, entry.id, days]);
      }
    }
  }
}
