import { EntityManager } from 'typeorm';

/*
 * What other modules' SQL needs of a person's location, without naming the locations table themselves. A person
 * row (alias `p`) names its location in `location_id` (a location id, or `remote`) and `location_ref` (the id unless remote).
 */

/** LEFT JOIN of the location (`l`) of the person aliased `p`; no row for remote people or people without one. */
export function personLocationJoinSql(p: string, l: string): string {
  return `LEFT JOIN locations ${l} ON ${l}.company_id = ${p}.company_id AND ${l}.id = ${p}.location_ref`;
}

/** The holiday calendar code the location of the person aliased `p` gives them: its region, else its country. */
export function personLocationCalendarSql(p: string): string {
  return `(SELECT COALESCE(l.region_code, l.country_code) FROM locations l WHERE l.company_id = ${p}.company_id AND l.id = ${p}.location_id)`;
}

/** The company's country, taken as the country of its first location (companies have no country of their own). */
export function companyCountrySql(companyId: string): string {
  return `(SELECT l.country_code FROM locations l WHERE l.company_id = ${companyId} ORDER BY l.created_at, l.id LIMIT 1)`;
}

/** The timezone of the company's first location (NULL when it has none): where the company's "today" is judged. */
export function companyTimezoneSql(companyId: string): string {
  return `(SELECT l.timezone FROM locations l WHERE l.company_id = ${companyId} ORDER BY l.created_at, l.id LIMIT 1)`;
}

/** The company's date at the instant `now` (an SQL timestamptz expression): in its first location's timezone, else UTC. */
export function companyTodaySql(companyId: string, now: string): string {
  return `((${now})::timestamptz AT TIME ZONE COALESCE(${companyTimezoneSql(companyId)}, 'UTC'))::date`;
}

/** The company's date at `now` (companyTodaySql), as `YYYY-MM-DD`. */
export async function companyToday(em: EntityManager, companyId: string, now: Date): Promise<string> {
  const [row] = await em.query(`SELECT ${companyTodaySql('$1', '$2')}::text AS today`, [companyId, now.toISOString()]);
  return row.today;
}

/** One column of the location `locationId` (an SQL expression: an id, or `remote`) of the company, as a scalar subquery (NULL for none). */
export function locationValueSql(companyId: string, locationId: string, column: string): string {
  return `(SELECT l.${column} FROM locations l WHERE l.company_id = ${companyId} AND l.id = ${locationId})`;
}

/** One column of the office location of the person aliased `p`, as a scalar subquery (NULL for remote people). */
export function personLocationValueSql(p: string, column: string): string {
  return `(SELECT l.${column} FROM locations l WHERE l.company_id = ${p}.company_id AND l.id = ${p}.location_ref)`;
}
