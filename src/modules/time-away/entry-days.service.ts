import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { personDayInputs, workingHoursByDate } from '../people';
import { HolidayCalendarStore } from '../public-holidays';
import { EntryDates } from './periods';
import { countTime, EntryTime } from './working-days';

/**
 * `days` and `hours` of an entry for its person as they are now (D12): the hours of the working pattern in effect on
 * each date (working-patterns' precedence) and their calendar's holidays.
 */
@Injectable()
export class EntryDaysService {
  constructor(private readonly calendars: HolidayCalendarStore) {}

  async timeOf(em: EntityManager, companyId: string, personId: string, entry: EntryDates): Promise<EntryTime> {
    const person = await personDayInputs(em, companyId, personId);
    if (!person) return { days: 0, hours: 0 };
    const hoursOn = await workingHoursByDate(em, companyId, personId, entry.startDate, entry.endDate);
    const holidays = await this.calendars.holidayDates(em, companyId, person.calendarId, entry.startDate, entry.endDate);
    return countTime(entry, hoursOn, holidays);
  }
}
