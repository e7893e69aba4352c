import { EntityManager } from 'typeorm';
import { defaultPolicyIdSql } from './time-away-policy.sql';

/**
 * The policy of the allocation of the person aliased `p` in effect on `day` (an SQL date expression), as a scalar
 * subquery; NULL on a day no allocation covers.
 */
export const allocatedPolicySql = (p: string, day: string): string =>
  `(SELECT a.time_away_policy_id FROM time_away_allocations a
     WHERE a.company_id = ${p}.company_id AND a.person_id = ${p}.id AND a.start_date <= ${day} AND (a.end_date IS NULL OR a.end_date >= ${day}))`;

/** The policy of a day no allocation covers: the location's (aliased `l`, joined, possibly absent), else the company default. */
export const unallocatedPolicySql = (p: string, l: string): string =>
  `COALESCE(${l}.time_away_policy_id, ${defaultPolicyIdSql(`${p}.company_id`)})`;

/**
 * The id of a person's time-away policy on `day` (today, UTC, by default; D7): their allocation in effect that day,
 * else their location's policy, else the company default (the oldest default). Over a person alias and the alias of
 * their location (joined, possibly absent).
 */
export const policyInEffectSql = (personAlias: string, locationAlias: string, day = 'CURRENT_DATE'): string =>
  `COALESCE(${allocatedPolicySql(personAlias, day)}, ${unallocatedPolicySql(personAlias, locationAlias)})`;

/** The name of the person's time-away policy in effect on `day` (`policyInEffectSql`), as a scalar subquery. */
export const policyInEffectNameSql = (personAlias: string, locationAlias: string, day?: string): string =>
  `(SELECT pol.name FROM time_away_policies pol WHERE pol.company_id = ${personAlias}.company_id AND pol.id = ${policyInEffectSql(personAlias, locationAlias, day)})`;

/** The company's default policy (defaultPolicyIdSql), else its oldest; undefined when it has none. */
export async function defaultPolicyIdOf(em: EntityManager, companyId: string): Promise<string | undefined> {
  const [policy] = await em.query(
    `SELECT COALESCE(${defaultPolicyIdSql('$1')}, (SELECT p.id FROM time_away_policies p WHERE p.company_id = $1 ORDER BY p.created_at LIMIT 1)) AS id`,
    [companyId],
  );
  return policy?.id ?? undefined;
}
