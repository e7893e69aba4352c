import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiObject, ResourceService } from '../../core/crud/resource.service';
import { ReadContext } from '../../core/crud/read-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { ParsedQuery } from '../../core/query/query-string';
import { HolidayCalendarStore } from './holiday-calendar.store';
import { PublicHolidayCalendar } from './public-holiday-calendar.entity';
import { namedIds } from './requested-calendars';

interface CalendarContext extends ReadContext {
  dayCounts: Map<string, number>;
}

@Injectable()
export class PublicHolidayCalendarsService extends ResourceService<PublicHolidayCalendar, object, object, CalendarContext> {
  readonly definition: ResourceDefinition<PublicHolidayCalendar> = {
    name: 'publicHolidayCalendar',
    policy: 'publicHoliday',
    entity: PublicHolidayCalendar,
    alias: 'calendar',
    query: { filters: { id: { type: 'string', operators: ['$in', '$nin'] } } },
    fields: ['id', 'companyId', 'name', 'countryCode', 'country', 'regionCode', 'region', 'sourcePublicHolidayCalendarId', 'createdAt', 'updatedAt'],
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
   * `dayCount`: the holidays of this UTC year. A library calendar's come from the computed holidays (no rows are
   * written by a list, whatever its page size); a company's own calendar's from its rows, one query per page.
   */
  async hydrate(em: EntityManager, rows: PublicHolidayCalendar[], auth: AuthContext | null): Promise<CalendarContext> {
    const year = this.clock.now().getUTCFullYear();
    const dayCounts = new Map<string, number>();
    await Promise.all(
      rows.map(async (row) => {
        const count = await this.store.libraryDayCount(row.id, year);
        if (count !== null) dayCounts.set(row.id, count);
      }),
    );
    const own = rows.filter((row) => !dayCounts.has(row.id));
    const counts: { id: string; n: number }[] = own.length
      ? await em.query(
          `SELECT public_holiday_calendar_id AS id, count(DISTINCT date)::int AS n FROM public_holidays
            WHERE company_id = $1 AND public_holiday_calendar_id = ANY($2) AND date >= make_date($3, 1, 1) AND date < make_date($3 + 1, 1, 1)
            GROUP BY public_holiday_calendar_id`,
          [own[0].companyId, own.map((r) => r.id), year],
        )
      : [];
    for (const c of counts) dayCounts.set(c.id, c.n);
    return { auth, dayCounts };
  }

  toApi(row: PublicHolidayCalendar, context: CalendarContext | null): ApiObject {
    return { ...super.toApi(row, context), dayCount: context?.dayCounts.get(row.id) ?? 0 };
  }
}
