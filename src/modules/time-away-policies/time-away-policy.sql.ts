/*
 * What other modules' SQL needs of time-away policies, without naming their table.
 */

/** The company's default policy (the first made default), for the company id `companyId` (an SQL expression). */
export function defaultPolicyIdSql(companyId: string): string {
  return `(SELECT d.id FROM time_away_policies d WHERE d.company_id = ${companyId} AND d.is_default ORDER BY d.created_at LIMIT 1)`;
}

/** `time_away_policies <pol> ON ...` (for JOIN or LEFT JOIN): the policy `policyId` of the company `companyId` (SQL expressions). */
export function policyJoinSql(pol: string, companyId: string, policyId: string): string {
  return `time_away_policies ${pol} ON ${pol}.company_id = ${companyId} AND ${pol}.id = ${policyId}`;
}
