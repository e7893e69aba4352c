import { EntityManager } from 'typeorm';
import { CURRENT_ROLE } from '../../../core/policy/reporting-lines.sql';

/**
 * Reporting lines in SQL, through current job roles (`CURRENT_ROLE`). `p.id` / :policyPersonId name the manager.
 * UNION (not UNION ALL) makes a cycle in stored data end the walk.
 */

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

/**
 * Which of `personIds` report to `managerId`, directly or not, through current job roles. It walks up from
 * the page's people (bounded by the depth of the organisation), not down from the manager (bounded by the
 * size of their organisation), so it costs the same in a company of any size. UNION ends a cycle in the data.
 */
export async function reportsAmong(em: EntityManager, companyId: string, managerId: string, personIds: string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows: { person_id: string }[] = await em.query(
    `WITH RECURSIVE chain(person_id, manager_id) AS (
       SELECT rl.person_id, rl.reporting_to FROM job_roles rl
        WHERE rl.company_id = $1 AND rl.person_id = ANY($2::text[]) AND rl.reporting_to IS NOT NULL AND ${CURRENT_ROLE('rl')}
       UNION
       SELECT chain.person_id, rl.reporting_to FROM chain
         JOIN job_roles rl ON rl.company_id = $1 AND rl.person_id = chain.manager_id
        WHERE rl.reporting_to IS NOT NULL AND chain.manager_id <> $3 AND ${CURRENT_ROLE('rl')}
     )
     SELECT DISTINCT person_id FROM chain WHERE manager_id = $3`,
    [companyId, personIds, managerId],
  );
  return new Set(rows.map((r) => r.person_id));
}
