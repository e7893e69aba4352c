import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ApiError } from '../../core/errors/api-error';
import { CalendarMoves, WorkingPatternMoves } from '../locations';
import { peopleAtLocationSql, peopleOnLocationCalendarSql, PersonWriteHooks } from '../people';
import { HolidayCalendarStore } from '../public-holidays';
import { WorkingTimeChanges } from '../working-patterns';
import { EntryDaysService } from './entry-days.service';
import { EntryDates } from './periods';
import { TimeAwayService } from './time-away.service';

/** Person fields an entry's `days` depend on. */
const DAYS_INPUTS = ['workingDays', 'publicHolidayCalendarId', 'locationId', 'remoteCountryCode', 'remoteCity'];

/**
 * What a change of a person, of their location, or of working patterns means for their time away: a valid calendar,
 * and pending entries' days and hours kept true.
 */
@Injectable()
export class PersonDaysChangesService implements OnModuleInit {
  constructor(
    private readonly calendars: HolidayCalendarStore,
    private readonly entryDays: EntryDaysService,
    private readonly timeAway: TimeAwayService,
    private readonly personWrites: PersonWriteHooks,
    private readonly calendarMoves: CalendarMoves,
    private readonly patternMoves: WorkingPatternMoves,
    private readonly workingTime: WorkingTimeChanges,
  ) {}

  /** A person's days follow their own changes, their location's calendar and pattern, and their working patterns. */
  onModuleInit(): void {
    this.personWrites.register((em, companyId, personId, input, kind) => this.afterPersonWrite(em, companyId, personId, input, kind));
    this.calendarMoves.register((em, companyId, locationId) => this.recomputePendingOf(em, companyId, peopleOnLocationCalendarSql('$1', '$2'), [locationId]));
    this.patternMoves.register((em, companyId, locationId) => this.recomputePendingOf(em, companyId, peopleAtLocationSql('$1', '$2'), [locationId]));
    this.workingTime.register((em, companyId, personIds) =>
      personIds === null ? this.recomputePendingOf(em, companyId, null, []) : this.recomputePendingOf(em, companyId, 'SELECT unnest($2::text[])', [personIds]));
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
   * The pending entries of the people `peopleSql` selects (a subquery over `$1`, the company, and `$2`; null: everyone
   * of the company) follow what their days depend on: a location's calendar or pattern, a pattern, an allocation.
   */
  async recomputePendingOf(em: EntityManager, companyId: string, peopleSql: string | null, values: unknown[]): Promise<void> {
    const people: { id: string }[] = await em.query(
      `SELECT DISTINCT ta.person_id AS id FROM time_away ta
        WHERE ta.company_id = $1 AND ta.request_status = 'pending'${peopleSql ? ` AND ta.person_id IN (${peopleSql})` : ''}
        ORDER BY 1`,
      [companyId, ...values],
    );
    for (const { id } of people) await this.recomputePending(em, companyId, id);
  }

  /**
   * Recomputes the pending entries of a person after their working time or calendar changed; approved and
   * declined entries keep the days and hours they were decided with (docs/decisions-time-away.md). Each entry whose
   * figures moved is a change like any other: `timeAway.updated` with its previous days and hours (D14).
   */
  async recomputePending(em: EntityManager, companyId: string, personId: string): Promise<void> {
    const pending: (EntryDates & { id: string; days: string; hours: string })[] = await em.query(
      `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate",
              start_period AS "startPeriod", end_period AS "endPeriod", days, hours
         FROM time_away WHERE company_id = $1 AND person_id = $2 AND request_status = 'pending'`,
      [companyId, personId],
    );
    const changed: { id: string; days: number; hours: number }[] = [];
    for (const entry of pending) {
      const { days, hours } = await this.entryDays.timeOf(em, companyId, personId, entry);
      if (Number(entry.days) !== days || Number(entry.hours) !== hours) changed.push({ id: entry.id, days, hours });
    }
    await this.timeAway.withUpdateEvents(em, companyId, changed.map((entry) => entry.id), async () => {
      for (const { id, days, hours } of changed) {
        await em.query('UPDATE time_away SET days = $3, hours = $4, updated_at = now() WHERE company_id = $1 AND id = $2', [companyId, id, days, hours]);
      }
    });
  }
}
