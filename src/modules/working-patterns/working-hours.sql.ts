/*
 * A person's working time on a date, as SQL pieces over the caller's rows (docs/decisions-work-time.md). Patterns sit
 * below people and locations (locations name a pattern, people answer theirs), so the person's own facts come in as
 * SQL expressions the caller takes from its rows; `workingHoursByDate` (people's face) composes them for one person.
 */

/** What the precedence reads of a person: SQL expressions over the caller's rows. */
export interface PersonWorkingTimeSql {
  /** The person's company id and id. */
  companyId: string;
  personId: string;
  /** Their own working days: jsonb `[{ day }]`, or NULL when they have none. */
  workingDays: string;
  /** Their location's pattern id (NULL: remote, no location, or a location without a pattern). */
  locationPatternId: string;
}

/** Hours without any pattern: Monday to Friday at 8 hours (and each day a person's own `workingDays` names, without a default pattern). */
export const FALLBACK_DAY_HOURS = 8;

/** The weekday name (`monday`...) of a date expression. */
const weekdaySql = (day: string): string => `to_char(${day}, 'FMday')`;

/** Hours the pattern aliased `wp` gives the weekday `weekday` (a text expression): 0 when it does not list it. */
const patternDayHoursSql = (wp: string, weekday: string): string =>
  `COALESCE((SELECT (d->>'hours')::numeric FROM jsonb_array_elements(${wp}.days) d WHERE d->>'day' = ${weekday}), 0)`;

/** The allocation of the person covering `day`, as a condition on the allocation aliased `a`. */
const coveringAllocationSql = (person: PersonWorkingTimeSql, a: string, day: string): string =>
  `${a}.company_id = ${person.companyId} AND ${a}.person_id = ${person.personId} AND ${a}.start_date <= ${day} AND (${a}.end_date IS NULL OR ${a}.end_date >= ${day})`;

/** The company's default pattern's hours on the weekday (NULL when the company has no default). */
const defaultPatternHoursSql = (companyId: string, weekday: string): string =>
  `(SELECT ${patternDayHoursSql('dp', weekday)} FROM working_patterns dp WHERE dp.company_id = ${companyId} AND dp.is_default)`;

/**
 * The hours the person works on `day` (a date expression), 0 on a day they do not work, as float8. In order: the
 * allocation covering the day; the person's own `workingDays` (a listed day works the company default pattern's hours
 * for that weekday, else 8); their location's pattern; the company's default pattern; Monday to Friday at 8 hours.
 */
export function workingHoursOnSql(person: PersonWorkingTimeSql, day: string): string {
  const weekday = weekdaySql(day);
  return `(COALESCE(
    (SELECT ${patternDayHoursSql('ap', weekday)} FROM working_pattern_allocations a
       JOIN working_patterns ap ON ap.company_id = a.company_id AND ap.id = a.working_pattern_id
      WHERE ${coveringAllocationSql(person, 'a', day)}),
    CASE WHEN ${person.workingDays} IS NULL THEN NULL
         WHEN ${person.workingDays} @> jsonb_build_array(jsonb_build_object('day', ${weekday}))
           THEN COALESCE(NULLIF(${defaultPatternHoursSql(person.companyId, weekday)}, 0), ${FALLBACK_DAY_HOURS})
         ELSE 0 END,
    (SELECT ${patternDayHoursSql('lp', weekday)} FROM working_patterns lp WHERE lp.company_id = ${person.companyId} AND lp.id = ${person.locationPatternId}),
    ${defaultPatternHoursSql(person.companyId, weekday)},
    CASE WHEN extract(isodow FROM ${day}) <= 5 THEN ${FALLBACK_DAY_HOURS} ELSE 0 END
  ))::float8`;
}

/**
 * The id of the pattern in effect for the person on `day`: the allocation covering it, else (for a person without
 * their own `workingDays`, which come before any other pattern) their location's pattern, else the company default;
 * NULL when their time follows no pattern.
 */
export function patternInEffectSql(person: PersonWorkingTimeSql, day: string): string {
  return `COALESCE(
    (SELECT a.working_pattern_id FROM working_pattern_allocations a WHERE ${coveringAllocationSql(person, 'a', day)}),
    CASE WHEN ${person.workingDays} IS NULL
         THEN COALESCE(${person.locationPatternId}, (SELECT dp.id FROM working_patterns dp WHERE dp.company_id = ${person.companyId} AND dp.is_default)) END)`;
}
