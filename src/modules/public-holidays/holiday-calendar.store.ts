import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../../core/clock';
import { newId } from '../../core/ids';
import { supportedYears } from './holiday-bounds';
import { HolidayComputer } from './holiday-computer';
import { calendarCode } from './holiday-library';

/**
 * Library calendars exist on demand (D13): a calendar row is made the first time its code is asked for, and each
 * year's holidays are copied from the library once per company, calendar and year (`public_holiday_years` marks
 * them). Every insert is ON CONFLICT DO NOTHING, so concurrent first reads agree. Only the supported years
 * (holiday-bounds.ts) are filled, and their holidays are computed off the event loop (HolidayComputer).
 */
@Injectable()
export class HolidayCalendarStore {
  constructor(private readonly computer: HolidayComputer, private readonly clock: Clock) {}

  /** True when the calendar exists for the company (made now when it is a library code); false for an unknown id. */
  async ensureCalendar(em: EntityManager, companyId: string, id: string): Promise<boolean> {
    const found = await em.query('SELECT 1 FROM public_holiday_calendars WHERE company_id = $1 AND id = $2', [companyId, id]);
    if (found.length) return true;
    const code = calendarCode(id);
    if (!code) return false;
    const now = new Date();
    await em.query(
      `INSERT INTO public_holiday_calendars (id, company_id, name, country_code, country, region_code, region, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING`,
      [code.id, companyId, code.name, code.countryCode, code.country, code.regionCode, code.region, now],
    );
    return true;
  }

  /**
   * The calendar a person's place names, made on demand: a region the holidays library does not know (`FR-J`, whose
   * holidays are France's) falls back to its country. null when neither is known. For derived calendars only: an id
   * someone chose (`publicHolidayCalendarId`) is checked with ensureCalendar.
   */
  async applicableCalendar(em: EntityManager, companyId: string, id: string | null): Promise<string | null> {
    if (!id) return null;
    if (await this.ensureCalendar(em, companyId, id)) return id;
    const country = /^([A-Z]{2})-/.exec(id)?.[1];
    return country && (await this.ensureCalendar(em, companyId, country)) ? country : null;
  }

  /**
   * Copies the library's holidays of these years into the calendar, for the years not copied before; years outside
   * the supported window are left alone (they have no holidays here unless filled before).
   */
  async ensureYears(em: EntityManager, companyId: string, calendarId: string, fromYear: number, toYear: number): Promise<void> {
    const code = calendarCode(calendarId);
    if (!code) return;
    const window = supportedYears(this.clock.now());
    const from = Math.max(fromYear, window.first);
    const to = Math.min(toYear, window.last);
    if (from > to) return;
    const done = await em.query(
      'SELECT year FROM public_holiday_years WHERE company_id = $1 AND public_holiday_calendar_id = $2 AND year BETWEEN $3 AND $4',
      [companyId, calendarId, from, to],
    );
    const have = new Set<number>(done.map((r: { year: number }) => r.year));
    const missing: number[] = [];
    for (let year = from; year <= to; year++) if (!have.has(year)) missing.push(year);
    if (!missing.length) return;
    const holidays = (await Promise.all(missing.map((year) => this.computer.holidaysOf(code, year)))).flat();
    const now = new Date();
    if (holidays.length) {
      await em.query(
        `INSERT INTO public_holidays (id, company_id, public_holiday_calendar_id, date, name, created_at, updated_at)
         SELECT h.id, $1, $2, h.date, h.name, $3, $3 FROM unnest($4::text[], $5::date[], $6::text[]) AS h(id, date, name)
         ON CONFLICT DO NOTHING`,
        [companyId, calendarId, now, holidays.map(() => newId()), holidays.map((h) => h.date), holidays.map((h) => h.name)],
      );
    }
    await em.query(
      `INSERT INTO public_holiday_years (company_id, public_holiday_calendar_id, year)
       SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
      [companyId, calendarId, missing],
    );
  }

  /**
   * Distinct holiday dates of a library calendar in a supported year, from the computed (shared, remembered)
   * holidays without writing rows; null for a company's own calendar or a year outside the window.
   */
  async libraryDayCount(calendarId: string, year: number): Promise<number | null> {
    const code = calendarCode(calendarId);
    const window = supportedYears(this.clock.now());
    if (!code || year < window.first || year > window.last) return null;
    return new Set((await this.computer.holidaysOf(code, year)).map((h) => h.date)).size;
  }

  /** Distinct holiday dates of a person's calendar (applicableCalendar) between two dates (inclusive), filling the years first. */
  async holidayDates(em: EntityManager, companyId: string, personCalendarId: string | null, from: string, to: string): Promise<Set<string>> {
    const calendarId = await this.applicableCalendar(em, companyId, personCalendarId);
    if (!calendarId) return new Set();
    await this.ensureYears(em, companyId, calendarId, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
    const rows: { date: string }[] = await em.query(
      `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS date FROM public_holidays
        WHERE company_id = $1 AND public_holiday_calendar_id = $2 AND date BETWEEN $3 AND $4`,
      [companyId, calendarId, from, to],
    );
    return new Set(rows.map((r) => r.date));
  }

  /**
   * The holidays of a person's calendar (applicableCalendar) between two dates (inclusive), filling the years first,
   * by date then name, at most `limit`.
   */
  async holidaysBetween(
    em: EntityManager, companyId: string, personCalendarId: string | null, from: string, to: string, limit: number,
  ): Promise<{ id: string; date: string; name: string }[]> {
    const calendarId = await this.applicableCalendar(em, companyId, personCalendarId);
    if (!calendarId) return [];
    await this.ensureYears(em, companyId, calendarId, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
    return em.query(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, name FROM public_holidays
        WHERE company_id = $1 AND public_holiday_calendar_id = $2 AND date BETWEEN $3 AND $4 ORDER BY date, name LIMIT ${Number(limit)}`,
      [companyId, calendarId, from, to],
    );
  }
}
