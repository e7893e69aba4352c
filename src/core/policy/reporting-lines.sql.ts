/**
 * Reporting lines in SQL, through current job roles: the role of a person in effect today (UTC) is the one with
 * `effective_date <= today <= end_date` (the job-roles module keeps `end_date` as the day before the next role).
 * `p.id` / :policyPersonId name the manager. UNION (not UNION ALL) makes a cycle in stored data end the walk.
 */
export const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;
/** SQL condition: job role alias `r` is the role of its person in effect today. */
export const CURRENT_ROLE = (r: string) => `${r}.effective_date <= ${TODAY_UTC} AND (${r}.end_date IS NULL OR ${r}.end_date >= ${TODAY_UTC})`;

/** True (EXISTS) when person `p` has at least one direct report, hence indirect ones too. */
export const REPORTS_EXIST_SQL =
  `SELECT 1 FROM job_roles rl WHERE rl.company_id = p.company_id AND rl.reporting_to = p.id AND ${CURRENT_ROLE('rl')}`;

/** Ids of the direct and indirect reports of :policyPersonId within :policyCompanyId. */
export const REPORTS_OF_SQL = `WITH RECURSIVE policy_reports(id) AS (
    SELECT rl.person_id FROM job_roles rl
     WHERE rl.company_id = :policyCompanyId AND rl.reporting_to = :policyPersonId AND ${CURRENT_ROLE('rl')}
    UNION
    SELECT rl.person_id FROM job_roles rl JOIN policy_reports pr ON rl.reporting_to = pr.id
     WHERE rl.company_id = :policyCompanyId AND ${CURRENT_ROLE('rl')}
  )
  SELECT id FROM policy_reports`;
