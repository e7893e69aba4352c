import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { personDayInputs } from '../people';
import { HolidayCalendarStore } from '../public-holidays';
import { EntryDates } from './periods';
import { countDays } from './working-days';

/** `days` of an entry for its person as they are now: their working days and their calendar's holidays (D12). */
@Injectable()
export class EntryDaysService {
  constructor(private readonly calendars: HolidayCalendarStore) {}

  async daysOf(em: EntityManager, companyId: string, personId: string, entry: EntryDates): Promise<number> {
    const person = await personDayInputs(em, companyId, personId);
    if (!person) return 0;
    const holidays = await this.calendars.holidayDates(em, companyId, person.calendarId, entry.startDate, entry.endDate);
    return countDays(entry, person.workingDays, holidays);
  }
}
