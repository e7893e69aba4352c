import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { ApiError } from '../../../core/errors/api-error';
import { PolicyService } from '../../../core/policy/policy.service';
import { personLocationJoinSql } from '../../locations';
import { personJoinSql } from '../../people';
import { policyJoinSql } from '../../time-away-policies';
import { entryTypeJoinSql } from '../../time-away-types';
import { privateViewOf, seesPrivate } from '../entry-visibility';
import { policyInEffectSql } from '../../time-away-policies';
import { balanceOf, BalanceRow, TimeAwayBalance } from './balance';

/**
 * Balances for a set of people in one SQL statement (the data export asks for up to 10,000 at once): each
 * person's policy (their own allocation, else their location's, else the company default), their start date,
 * and the approved and pending `paidTimeOff` days of the year and the year before.
 */
export const BALANCES_SQL = `
  SELECT p.id AS "personId", pol.id AS "timeAwayPolicyId", pol.allowance, pol.carry_over_limit AS "carryOverLimit",
         to_char(p.employment_start_date, 'YYYY-MM-DD') AS "startDate",
         COALESCE(u.used, 0) AS used, COALESCE(u.pending, 0) AS pending, COALESCE(u.used_before, 0) AS "usedYearBefore"
    FROM (SELECT DISTINCT unnest($2::text[]) AS id) asked
    JOIN ${personJoinSql('p', '$1', 'asked.id')}
    ${personLocationJoinSql('p', 'l')}
    LEFT JOIN ${policyJoinSql('pol', 'p.company_id', policyInEffectSql('p', 'l'))}
    LEFT JOIN (
      SELECT e.person_id,
             SUM(e.days) FILTER (WHERE e.request_status = 'approved' AND e.start_date >= make_date($3, 1, 1)) AS used,
             SUM(e.days) FILTER (WHERE e.request_status = 'pending' AND e.start_date >= make_date($3, 1, 1)) AS pending,
             SUM(e.days) FILTER (WHERE e.request_status = 'approved' AND e.start_date < make_date($3, 1, 1)) AS used_before
        FROM time_away e
        JOIN ${entryTypeJoinSql('t', 'e')} AND t.category = 'paidTimeOff'
       WHERE e.company_id = $1 AND e.person_id = ANY($2::text[])
         AND e.start_date >= make_date($3 - 1, 1, 1) AND e.start_date < make_date($3 + 1, 1, 1)
       GROUP BY e.person_id) u ON u.person_id = p.id
   ORDER BY p.id`;

/** The balances of these people of the company for a year, in one query, ordered by person id (unknown ids left out). */
export async function balancesOf(em: EntityManager, companyId: string, personIds: readonly string[], year: number): Promise<TimeAwayBalance[]> {
  if (!personIds.length) return [];
  const rows: BalanceRow[] = await em.query(BALANCES_SQL, [companyId, [...personIds], year]);
  return rows.map((row) => balanceOf(row, year));
}

export const FIRST_BALANCE_YEAR = 1900;
export const LAST_BALANCE_YEAR = 2200;

@Injectable()
export class TimeAwayBalancesService {
  constructor(private readonly db: DataSource, private readonly policy: PolicyService) {}

  /**
   * The balances of these people of the company for a year, in one query, ordered by person id; ids of other
   * companies or unknown ids are left out. No access check: callers (the API route, the data export) check it.
   */
  balancesFor(companyId: string, personIds: readonly string[], year: number, em: EntityManager = this.db.manager): Promise<TimeAwayBalance[]> {
    return balancesOf(em, companyId, personIds, year);
  }

  /** The route: balances of the people whose private time-away view the caller has (D4, D5); 404 when none. */
  async forCaller(auth: AuthContext, personIds: string[], year: number): Promise<{ data: TimeAwayBalance[] }> {
    this.policy.assertAllowed(auth, 'timeAway', 'read');
    const view = await privateViewOf(this.db.manager, this.policy, auth);
    let visible = personIds.filter((id) => seesPrivate(view, id));
    if (visible.length) {
      // D5: people in `newHire` status are not there for roles that may not see new hires.
      const hidden = await this.policy.hiddenNewHires(this.db.manager, auth, 'timeAway', visible);
      visible = visible.filter((id) => !hidden.has(id));
    }
    const data = await this.balancesFor(auth.companyId, visible, year);
    if (personIds.length === 1 && data.length === 0) throw ApiError.notFound();
    return { data };
  }
}
