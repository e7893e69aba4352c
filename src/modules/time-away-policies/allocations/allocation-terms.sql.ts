import { unallocatedPolicySql } from '../policy-in-effect.sql';

/*
 * What balances read of a person's policies, without naming these tables: each policy's terms as JSON, in the shape
 * of `PolicyTerms` (policy-terms.ts).
 */

/** The terms of the policy aliased `pol`, as a JSON object. */
export const policyTermsJsonSql = (pol: string): string =>
  `json_build_object('id', ${pol}.id, 'allowance', ${pol}.allowance, 'carryOverLimit', ${pol}.carry_over_limit,
     'accrualFrequency', ${pol}.accrual_frequency, 'yearStartMonth', ${pol}.year_start_month,
     'carryOverExpiresAfterMonths', ${pol}.carry_over_expires_after_months, 'unit', ${pol}.unit)`;

/**
 * The allocations of the person aliased `p` that reach into [`from`, `to`) (SQL date expressions), each with its
 * policy's terms, as a JSON array in start order (`AllocatedTerms[]`).
 */
export const allocatedTermsSql = (p: string, from: string, to: string): string =>
  `(SELECT COALESCE(json_agg(json_build_object('startDate', a.start_date, 'endDate', a.end_date, 'policy', ${policyTermsJsonSql('ap')})
                    ORDER BY a.start_date), '[]'::json)
      FROM time_away_allocations a JOIN time_away_policies ap ON ap.company_id = a.company_id AND ap.id = a.time_away_policy_id
     WHERE a.company_id = ${p}.company_id AND a.person_id = ${p}.id AND a.start_date < ${to} AND (a.end_date IS NULL OR a.end_date >= ${from}))`;

/**
 * The terms of the policy of the days no allocation of the person aliased `p` covers (their location's, aliased `l`,
 * else the company default), as a JSON object; NULL when there is none.
 */
export const unallocatedTermsSql = (p: string, l: string): string =>
  `(SELECT ${policyTermsJsonSql('up')} FROM time_away_policies up WHERE up.company_id = ${p}.company_id AND up.id = ${unallocatedPolicySql(p, l)})`;
