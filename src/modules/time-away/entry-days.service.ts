import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { HolidayCalendarStore } from '../public-holidays';
import { EntryDates } from './periods';
import { PERSON_CALENDAR_SQL } from './person-calendar.sql';
import { countDays } from './working-days';

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
}
