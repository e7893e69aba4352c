import { defaultPolicyIdSql } from '../time-away-policies';

/**
 * The time-away policy in effect for the person aliased `p` with their location joined as `l`
 * (personLocationJoinSql): their own allocation, else their location's, else the company's default.
 */
export function policyInEffectSql(p: string, l: string): string {
  return `COALESCE(
      ${p}.time_away_policy_id, ${l}.time_away_policy_id,
      ${defaultPolicyIdSql(`${p}.company_id`)})`;
}
