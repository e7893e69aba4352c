import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { Clock } from '../../../core/clock';
import { ApiError } from '../../../core/errors/api-error';
import { PolicyService } from '../../../core/policy/policy.service';
import { companyTodaySql, personLocationJoinSql } from '../../locations';
import { personJoinSql } from '../../people';
import { allocatedTermsSql, unallocatedTermsSql } from '../../time-away-policies';
import { typeIdsInCategorySql } from '../../time-away-types';
import { privateViewOf, seesPrivate } from '../entry-visibility';
import { balanceOf, BalanceSource, TimeAwayBalance } from './balance';

/**
 * The month number of a date column (year * 12 + month - 1), as `monthNumber` counts. `date_part` (a float) rather
 * than `extract` (a numeric since PostgreSQL 14): it runs for every entry summed, and costs less.
 */
const monthOf = (column: string) => `(date_part('year', ${column})::int * 12 + date_part('month', ${column})::int - 1)`;

/**
 * Balances for a set of people in one SQL statement (the data export asks for up to 10,000 at once): per person, the
 * day the balance is as of (`$4`, else the company's today at `$5`), their employment dates, their allocations and
 * the policy of days none covers, and per month their approved and pending `paidTimeOff` days and hours and their adjustments,
 * over a window holding the leave year asked (`$3`; null: the one containing that day) and the year before, whatever
 * month their leave years start in: from January of the year before the one asked, else from 23 months before the
 * month of `asOf` (a leave year containing it starts at most 11 months before it); to the end of the year after the
 * one asked, else 12 months after that month. Entries and adjustments are read by index-only scans of
 * `time_away_person_dates` and `time_away_adjustments_person_date`, which carry what is summed (their types are
 * matched against the category's ids, not joined per entry). The rules are applied in `balanceOf`.
 */
export const BALANCES_SQL = `
  WITH day AS (SELECT COALESCE($4::date, ${companyTodaySql('$1', '$5')}) AS as_of),
  span AS (
    SELECT as_of,
           COALESCE(make_date($3::int - 1, 1, 1), (date_trunc('month', as_of) - interval '23 months')::date) AS from_day,
           COALESCE(make_date($3::int + 2, 1, 1), (date_trunc('month', as_of) + interval '12 months')::date) AS to_day
      FROM day)
  SELECT p.id AS "personId", to_char(span.as_of, 'YYYY-MM-DD') AS "asOf",
         to_char(p.employment_start_date, 'YYYY-MM-DD') AS "employmentStart",
         to_char(p.employment_end_date, 'YYYY-MM-DD') AS "employmentEnd",
         ${allocatedTermsSql('p', 'span.from_day', 'span.to_day')} AS allocations,
         ${unallocatedTermsSql('p', 'l')} AS unallocated,
         (SELECT json_agg(json_build_array(m.month, m.approved, m.pending, m.approved_hours, m.pending_hours)) FROM (
            SELECT ${monthOf('e.start_date')} AS month,
                   COALESCE(SUM(e.days) FILTER (WHERE e.request_status = 'approved'), 0) AS approved,
                   COALESCE(SUM(e.days) FILTER (WHERE e.request_status = 'pending'), 0) AS pending,
                   COALESCE(SUM(e.hours) FILTER (WHERE e.request_status = 'approved'), 0) AS approved_hours,
                   COALESCE(SUM(e.hours) FILTER (WHERE e.request_status = 'pending'), 0) AS pending_hours
              FROM time_away e
             WHERE e.company_id = p.company_id AND e.person_id = p.id AND e.time_away_type_id = ANY(${typeIdsInCategorySql('$1', 'paidTimeOff')})
               AND e.start_date >= span.from_day AND e.start_date < span.to_day AND e.request_status <> 'declined'
             GROUP BY 1) m) AS "daysByMonth",
         (SELECT json_agg(json_build_array(m.month, m.days)) FROM (
            SELECT ${monthOf('adj.date')} AS month, SUM(adj.days) AS days
              FROM time_away_adjustments adj
             WHERE adj.company_id = p.company_id AND adj.person_id = p.id AND adj.date >= span.from_day AND adj.date < span.to_day
             GROUP BY 1) m) AS "adjustmentsByMonth"
    FROM span
    CROSS JOIN (SELECT DISTINCT unnest($2::text[]) AS id) asked
    JOIN ${personJoinSql('p', '$1', 'asked.id')}
    ${personLocationJoinSql('p', 'l')}
   ORDER BY p.id`;

/**
 * The balances of these people of the company for a leave year (null: the one containing `asOf`) as of a day (null:
 * the company's today at `now`, in its first location's timezone), in one query, ordered by person id (unknown ids
 * left out).
 */
export async function balancesOf(
  em: EntityManager,
  companyId: string,
  personIds: readonly string[],
  year: number | null,
  asOf: string | null = null,
  now: Date = new Date(),
): Promise<TimeAwayBalance[]> {
  if (!personIds.length) return [];
  const rows: BalanceSource[] = await em.query(BALANCES_SQL, [companyId, [...personIds], year, asOf, now.toISOString()]);
  return rows.map((row) => balanceOf(row, year));
}

export const FIRST_BALANCE_YEAR = 1900;
export const LAST_BALANCE_YEAR = 2200;

@Injectable()
export class TimeAwayBalancesService {
  constructor(private readonly db: DataSource, private readonly policy: PolicyService, private readonly clock: Clock) {}

  /**
   * The balances of these people of the company for a leave year (null: the one containing `asOf`) as of a day
   * (default: the company's today, in its first location's timezone), in one query, ordered by person id; ids of
   * other companies or unknown ids are left out. No access check: callers (the API route, the data export) check it.
   */
  balancesFor(
    companyId: string,
    personIds: readonly string[],
    year: number | null,
    em: EntityManager = this.db.manager,
    asOf: string | null = null,
  ): Promise<TimeAwayBalance[]> {
    return balancesOf(em, companyId, personIds, year, asOf, this.clock.now());
  }

  /** The route: balances of the people whose private time-away view the caller has (D4, D5); 404 when none. */
  async forCaller(auth: AuthContext, personIds: string[], year: number | null, asOf: string | null): Promise<{ data: TimeAwayBalance[] }> {
    this.policy.assertAllowed(auth, 'timeAway', 'read');
    const view = await privateViewOf(this.db.manager, this.policy, auth);
    let visible = personIds.filter((id) => seesPrivate(view, id));
    if (visible.length) {
      // D5: people in `newHire` status are not there for roles that may not see new hires.
      const hidden = await this.policy.hiddenNewHires(this.db.manager, auth, 'timeAway', visible);
      visible = visible.filter((id) => !hidden.has(id));
    }
    const data = await this.balancesFor(auth.companyId, visible, year, this.db.manager, asOf);
    if (personIds.length === 1 && data.length === 0) throw ApiError.notFound();
    return { data };
  }
}
