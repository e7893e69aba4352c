import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { ParsedQuery } from '../../core/query/query-string';
import { ApiRow } from '../../core/read/read-declaration';
import { HolidayCalendarStore } from './holiday-calendar.store';
import { PublicHolidayCalendar } from './public-holiday-calendar.entity';
import { namedIds } from './requested-calendars';

const CALENDAR_FIELDS = ['id', 'companyId', 'name', 'countryCode', 'country', 'regionCode', 'region', 'sourcePublicHolidayCalendarId', 'createdAt', 'updatedAt'] as const;

/** A calendar's distinct holiday dates per year from its rows, `{ "2026": 8, ... }` (null without rows). */
const DAYS_PER_YEAR_SQL = `(SELECT jsonb_object_agg(per_year.year, per_year.days) FROM (
    SELECT extract(year FROM holiday.date)::int AS year, count(DISTINCT holiday.date)::int AS days FROM public_holidays holiday
     WHERE holiday.company_id = calendar.company_id AND holiday.public_holiday_calendar_id = calendar.id
     GROUP BY 1) per_year)`;

@Injectable()
export class PublicHolidayCalendarsService extends ResourceService<PublicHolidayCalendar> {
  readonly definition: ResourceDefinition<PublicHolidayCalendar> = {
    name: 'publicHolidayCalendar',
    policy: 'publicHoliday',
    entity: PublicHolidayCalendar,
    alias: 'calendar',
    query: { filters: { id: { type: 'string', operators: ['$in', '$nin'] } } },
    fields: CALENDAR_FIELDS,
    read: {
      fields: [...CALENDAR_FIELDS, 'dayCount'],
      // `dayCount`: the holidays of this UTC year (the clock's). A company's own calendar counts its rows here; a
      // library calendar's count is finished from the computed holidays (countLibraryDays).
      sql: { dayCount: DAYS_PER_YEAR_SQL },
      derive: { dayCount: (perYear) => (perYear as Record<string, number> | null)?.[this.clock.now().getUTCFullYear()] ?? 0 },
    },
    auditValues: ['name', 'countryCode'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly store: HolidayCalendarStore, private readonly clock: Clock) {
    super(db, outbox, policy);
  }

  /** Calendars named by code are made on demand before the list runs (D13). */
  protected async beforeList(auth: AuthContext, query: ParsedQuery): Promise<void> {
    for (const id of namedIds(query.id).slice(0, 50)) await this.store.ensureCalendar(this.db.manager, auth.companyId, id);
  }

  protected async beforeGet(auth: AuthContext, id: string): Promise<void> {
    if (!(await this.store.ensureCalendar(this.db.manager, auth.companyId, id))) throw ApiError.notFound();
  }

  /**
   * The one asynchronous step the core runs on every page a list or retrieve answers: library calendars' `dayCount`
   * is finished here. Every field shows to every reader (null).
   */
  protected async readerClasses(_auth: AuthContext, rows: ApiRow[]): Promise<null> {
    await this.countLibraryDays(rows);
    return null;
  }

  /**
   * A library calendar counts the computed holidays of this UTC year, so no rows are written by a list, whatever its
   * page size (a year outside the supported window keeps the count of its rows).
   */
  private async countLibraryDays(rows: ApiRow[]): Promise<void> {
    const year = this.clock.now().getUTCFullYear();
    await Promise.all(
      rows.map(async (row) => {
        const count = await this.store.libraryDayCount(row.id as string, year);
        if (count !== null) row.dayCount = count;
      }),
    );
  }
}
