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
import { translateQuery } from '../../core/query/query-translator';
import { MAX_CALENDAR_YEARS, supportedYears } from './holiday-bounds';
import { HolidayCalendarStore } from './holiday-calendar.store';
import { PublicHoliday } from './public-holiday.entity';
import { namedIds, yearsOf } from './requested-calendars';

@Injectable()
export class PublicHolidaysService extends ResourceService<PublicHoliday> {
  readonly definition: ResourceDefinition<PublicHoliday> = {
    name: 'publicHoliday',
    policy: 'publicHoliday',
    entity: PublicHoliday,
    alias: 'holiday',
    query: {
      filters: {
        publicHolidayCalendarId: { type: 'string', operators: ['$in', '$nin'] },
        date: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
      },
      // Holidays come in date order (their rows are made a year at a time, in whatever order years are asked for).
      sort: { date: 'holiday.date' },
      defaultSort: 'date',
    },
    fields: ['id', 'date', 'name', 'publicHolidayCalendarId'],
    auditValues: ['name'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly store: HolidayCalendarStore, private readonly clock: Clock) {
    super(db, outbox, policy);
  }

  /**
   * Both filters are required (D13); named calendars and the years the dates reach are filled first, within the
   * bounds (holiday-bounds.ts): the years must lie in the supported window and the calendars named times the years
   * reached may be at most MAX_CALENDAR_YEARS, else 422 before anything is filled.
   */
  protected async beforeList(auth: AuthContext, query: ParsedQuery): Promise<void> {
    for (const required of ['publicHolidayCalendarId', 'date']) {
      if (query[required] === undefined) throw ApiError.query(required, 'is required');
    }
    translateQuery(query, this.definition.query, this.definition.alias); // 422 for malformed values, before any write
    const now = this.clock.now();
    const { from, to } = yearsOf(query, now.getUTCFullYear());
    const window = supportedYears(now);
    if (from < window.first || to > window.last) {
      throw ApiError.query('date', `must lie within the supported years ${window.first} to ${window.last}`);
    }
    const ids = [...new Set(namedIds(query.publicHolidayCalendarId))];
    if (ids.length * (to - from + 1) > MAX_CALENDAR_YEARS) {
      throw ApiError.query('publicHolidayCalendarId', `calendars named times years of date may be at most ${MAX_CALENDAR_YEARS} (here ${ids.length} x ${to - from + 1})`);
    }
    const em = this.db.manager;
    for (const id of ids) {
      if (!(await this.store.ensureCalendar(em, auth.companyId, id))) throw ApiError.notFound(`No public holiday calendar ${id}`);
    }
    await Promise.all(ids.map((id) => this.store.ensureYears(em, auth.companyId, id, from, to)));
  }
}
