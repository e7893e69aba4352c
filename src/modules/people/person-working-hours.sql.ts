import { EntityManager } from 'typeorm';
import { runStatementIn } from '../../core/database/prepared-query';
import { personLocationJoinSql, personLocationValueSql } from '../locations';
import { PersonWorkingTimeSql, patternInEffectSql, workingHoursOnSql } from '../working-patterns';

/**
 * The working-time facts of the person aliased `p` (their own working days, their location's pattern) for the
 * working-patterns pieces; `l` names their location when the caller joined it (personLocationJoinSql).
 */
export const personWorkingTimeSql = (p: string, l?: string): PersonWorkingTimeSql => ({
  companyId: `${p}.company_id`,
  personId: `${p}.id`,
  workingDays: `${p}.working_days`,
  locationPatternId: l ? `${l}.working_pattern_id` : personLocationValueSql(p, 'working_pattern_id'),
});

/** The working pattern in effect for the person aliased `p` (location joined as `l`) on `day` (today, UTC, by default; D7), or NULL. */
export const personPatternInEffectSql = (p: string, l: string, day = 'CURRENT_DATE'): string => patternInEffectSql(personWorkingTimeSql(p, l), day);

/**
 * The hours the person works on each date from `from` to `to` (inclusive, `YYYY-MM-DD`), 0 on a day they do not work,
 * in one statement (working-patterns' precedence: allocation, own working days, location's pattern, company default,
 * Monday to Friday at 8 hours). Public holidays are not taken off: that is the caller's rule. Empty for no such person.
 */
export async function workingHoursByDate(em: EntityManager, companyId: string, personId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await runStatementIn<{ date: string; hours: number }>(
    em,
    `SELECT to_char(g.day, 'YYYY-MM-DD') AS date, ${workingHoursOnSql(personWorkingTimeSql('p', 'l'), 'g.day')} AS hours
       FROM people p
       ${personLocationJoinSql('p', 'l')}
      CROSS JOIN LATERAL (SELECT $3::date + n AS day FROM generate_series(0, $4::date - $3::date) AS n) g
      WHERE p.company_id = $1 AND p.id = $2
      ORDER BY g.day`,
    [companyId, personId, from, to],
  );
  return new Map(rows.map((row) => [row.date, row.hours]));
}
