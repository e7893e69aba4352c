import { EntityManager } from 'typeorm';
import { defaultPolicyIdSql } from './time-away-policy.sql';

/**
 * The id of a person's time-away policy: their own allocation, else their location's, else the company default
 * (the oldest default). Over a person alias and the alias of their location (joined, possibly absent).
 */
export const policyInEffectSql = (personAlias: string, locationAlias: string): string => `COALESCE(
    ${personAlias}.time_away_policy_id, ${locationAlias}.time_away_policy_id,
    ${defaultPolicyIdSql(`${personAlias}.company_id`)})`;

/** The name of the person's time-away policy in effect (`policyInEffectSql`), as a scalar subquery. */
export const policyInEffectNameSql = (personAlias: string, locationAlias: string): string =>
  `(SELECT pol.name FROM time_away_policies pol WHERE pol.company_id = ${personAlias}.company_id AND pol.id = ${policyInEffectSql(personAlias, locationAlias)})`;

/** The company's default policy (defaultPolicyIdSql), else its oldest; undefined when it has none. */
export async function defaultPolicyIdOf(em: EntityManager, companyId: string): Promise<string | undefined> {
  const [policy] = await em.query(
    `SELECT COALESCE(${defaultPolicyIdSql('$1')}, (SELECT p.id FROM time_away_policies p WHERE p.company_id = $1 ORDER BY p.created_at LIMIT 1)) AS id`,
    [companyId],
  );
  return policy?.id ?? undefined;
}
