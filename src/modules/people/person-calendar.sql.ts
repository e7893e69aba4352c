import { EntityManager } from 'typeorm';
import { DataKeyStore } from '../../core/crypto';
import { calendarFeedTokenIndex } from './calendar-feed-token';
import { companyCountrySql, personLocationCalendarSql } from '../locations';
import { REMOTE } from './person-derived';
import { personStatusConditionSql } from './person-status.sql';

/**
 * The holiday calendar that applies to the person aliased `p`: their own `publicHolidayCalendarId`, else their
 * location's country-region or country (a remote person's remote region or country), else the company's country.
 */
export function personCalendarSql(p: string): string {
  return `COALESCE(
    ${p}.public_holiday_calendar_id,
    CASE WHEN ${p}.location_id = '${REMOTE}' THEN COALESCE(${p}.remote_region_code, ${p}.remote_country_code)
         ELSE ${personLocationCalendarSql(p)} END,
    ${companyCountrySql(`${p}.company_id`)})`;
}

/** What a person's time-away days depend on (D12): their working days and their holiday calendar; null for no such person. */
export async function personDayInputs(em: EntityManager, companyId: string, personId: string): Promise<{ workingDays: string[] | null; calendarId: string | null } | null> {
  const [person] = await em.query(
    `SELECT p.working_days AS "workingDays", ${personCalendarSql('p')} AS "calendarId" FROM people p WHERE p.company_id = $1 AND p.id = $2`,
    [companyId, personId],
  );
  if (!person) return null;
  return { workingDays: (person.workingDays as { day: string }[] | null)?.map((d) => d.day) ?? null, calendarId: person.calendarId };
}

/**
 * The active person whose calendar feed this token opens, with their holiday calendar; null for none. Found by the
 * token's blind index in `calendar_feed_lookup` (the company first, then the person of that company); a token stored
 * before encryption (plain, no index yet) is matched as it is.
 */
export async function feedOwnerOf(em: EntityManager, keys: DataKeyStore, token: string): Promise<{ id: string; companyId: string; calendarId: string | null } | null> {
  const index = await calendarFeedTokenIndex(keys, token);
  const [found] = await em.query(`SELECT company_id, person_id FROM calendar_feed_lookup WHERE token_index = $1`, [index]);
  const [owner] = found
    ? await em.query(
      `SELECT p.id, p.company_id AS "companyId", ${personCalendarSql('p')} AS "calendarId"
         FROM people p
        WHERE p.company_id = $1 AND p.id = $2 AND p.calendar_feed_token_index = $3 AND ${personStatusConditionSql('p', 'active')}`,
      [found.company_id, found.person_id, index],
    )
    : await em.query(
      `SELECT p.id, p.company_id AS "companyId", ${personCalendarSql('p')} AS "calendarId"
         FROM people p
        WHERE p.calendar_feed_token_index IS NULL AND p.calendar_feed_token = $1 AND ${personStatusConditionSql('p', 'active')}`,
      [token],
    );
  return owner ?? null;
}

/**
 * The ids of the people who take their holiday calendar from the location `locationId` of the company `companyId`
 * (SQL expressions): they work there and have no calendar of their own. A subquery.
 */
export function peopleOnLocationCalendarSql(companyId: string, locationId: string): string {
  return `SELECT p.id FROM people p WHERE p.company_id = ${companyId} AND p.location_id = ${locationId} AND p.public_holiday_calendar_id IS NULL`;
}

/** The ids of the people of the company `companyId` working at the location `locationId` (SQL expressions). A subquery. */
export function peopleAtLocationSql(companyId: string, locationId: string): string {
  return `SELECT p.id FROM people p WHERE p.company_id = ${companyId} AND p.location_ref = ${locationId}`;
}
