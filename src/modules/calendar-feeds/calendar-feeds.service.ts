import { Injectable } from '@nestjs/common';
import ical from 'ical-generator';
import { IANAZone } from 'luxon';
import { DataSource } from 'typeorm';
import { Clock } from '../../core/clock';
import { PositionalParams } from '../../core/database/positional-params';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { HolidayCalendarStore } from '../public-holidays';
import { personStatusConditionSql } from '../people';
import { PERSON_CALENDAR_SQL } from '../time-away';
import { addDays } from '../time-away';
import { entryEvent, FeedEntry, holidayEvent } from './feed-events';

/** How far back and ahead the feed reaches (days), and the most events it holds. */
const PAST_DAYS = 366;
const FUTURE_DAYS = 2 * 366;
const MAX_EVENTS = 5000;

interface FeedOwner {
  id: string;
  companyId: string;
  calendarId: string | null;
}

/** The timezone of the entry's person (`p`): their remote city's, else their location's (half days are local). */
const PERSON_TIMEZONE_SQL = `COALESCE(CASE WHEN p.location_id = 'remote' THEN p.remote_timezone END,
  (SELECT l.timezone FROM locations l WHERE l.company_id = p.company_id AND l.id = p.location_id))`;

const validZone = (zone: string | null) => (zone && IANAZone.isValidZone(zone) ? zone : 'UTC');

/**
 * A person's calendar feed: the approved time away they may see (their own and their reports', with
 * the type's name and never the note) and their calendar's public holidays. The feed token is the credential.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly db: DataSource,
    private readonly holidays: HolidayCalendarStore,
    private readonly clock: Clock,
    private readonly policy: PolicyService,
  ) {}

  async feed(token: string): Promise<string> {
    const em = this.db.manager;
    const [owner]: FeedOwner[] = await em.query(
      `SELECT p.id, p.company_id AS "companyId", ${PERSON_CALENDAR_SQL} AS "calendarId"
         FROM people p WHERE p.calendar_feed_token = $1 AND ${personStatusConditionSql('p', 'active')}`,
      [token],
    );
    if (!owner) throw ApiError.notFound('No calendar feed for this address');
    const today = this.clock.now().toISOString().slice(0, 10);
    const from = addDays(today, -PAST_DAYS);
    const to = addDays(today, FUTURE_DAYS);

    // The owner's own entries and their reports' (D5's new-hire rule: new hires are not shown), whatever the owner's role.
    const params = new PositionalParams();
    const { directory } = this.policy;
    const reports = params.convert(directory.reportsOfSql, { policyCompanyId: owner.companyId, policyPersonId: owner.id });
    const entries: FeedEntry[] = await em.query(
      `SELECT e.id, e.person_id = ${params.add(owner.id)} AS "isOwn", t.name AS "typeName",
              COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '') AS "personName",
              to_char(e.start_date, 'YYYY-MM-DD') AS "startDate", e.start_period AS "startPeriod",
              to_char(e.end_date, 'YYYY-MM-DD') AS "endDate", e.end_period AS "endPeriod", ${PERSON_TIMEZONE_SQL} AS timezone
         FROM time_away e
         JOIN time_away_types t ON t.company_id = e.company_id AND t.id = e.time_away_type_id
         JOIN people p ON p.company_id = e.company_id AND p.id = e.person_id
        WHERE e.company_id = ${params.add(owner.companyId)} AND e.request_status = 'approved'
          AND e.end_date >= ${params.add(from)} AND e.start_date <= ${params.add(to)}
          AND (e.person_id = ${params.add(owner.id)} OR (e.person_id IN (${reports}) AND ${directory.notNewHireRowSql('p')}))
        ORDER BY e.start_date, e.id LIMIT ${MAX_EVENTS}`,
      params.values,
    );
    const holidays = await this.publicHolidays(owner, from, to);

    const calendar = ical({ name: 'Time away', prodId: { company: 'personnel', product: 'time-away-feed' }, ttl: 3600 });
    const stamp = this.clock.now();
    for (const event of [...entries.map((e) => entryEvent(e, validZone(e.timezone))), ...holidays.map(holidayEvent)]) {
      calendar.createEvent({ ...event, stamp });
    }
    return calendar.toString();
  }

  private async publicHolidays(owner: FeedOwner, from: string, to: string): Promise<{ id: string; date: string; name: string }[]> {
    const em = this.db.manager;
    const calendarId = await this.holidays.applicableCalendar(em, owner.companyId, owner.calendarId);
    if (!calendarId) return [];
    await this.holidays.ensureYears(em, owner.companyId, calendarId, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
    return em.query(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, name FROM public_holidays
        WHERE company_id = $1 AND public_holiday_calendar_id = $2 AND date BETWEEN $3 AND $4 ORDER BY date, name LIMIT ${MAX_EVENTS}`,
      [owner.companyId, calendarId, from, to],
    );
  }
}
