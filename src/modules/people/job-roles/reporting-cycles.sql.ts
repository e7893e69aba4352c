import { EntityManager } from 'typeorm';
import { lockCompanyScope } from '../../../core/database/company-lock';

/** Reporting-line changes of a company take turns, so two of them can never close a cycle together. */
export async function lockReportingLines(em: EntityManager, companyId: string): Promise<void> {
  await lockCompanyScope(em, 'reporting-lines', companyId);
}

/**
 * True when some role of `personId` closes a reporting cycle on some day: from each role's manager it walks up
 * through the roles that overlap the still-shared date range, narrowing the range at each step, and reports
 * whether the walk reaches the person again. UNION over (person, range) ends the walk on cycles elsewhere.
 */
export async function closesReportingCycle(em: EntityManager, companyId: string, personId: string): Promise<boolean> {
  const rows = await em.query(
    `WITH RECURSIVE walk(person_id, from_date, to_date) AS (
       SELECT rl.reporting_to, rl.effective_date, COALESCE(rl.end_date, 'infinity'::date)
         FROM job_roles rl
        WHERE rl.company_id = $1 AND rl.person_id = $2 AND rl.reporting_to IS NOT NULL
       UNION
       SELECT rl.reporting_to, GREATEST(w.from_date, rl.effective_date), LEAST(w.to_date, COALESCE(rl.end_date, 'infinity'::date))
         FROM walk w
         JOIN job_roles rl ON rl.company_id = $1 AND rl.person_id = w.person_id
          AND rl.effective_date <= w.to_date AND COALESCE(rl.end_date, 'infinity'::date) >= w.from_date
        WHERE rl.reporting_to IS NOT NULL AND w.person_id <> $2
     )
     SELECT 1 FROM walk WHERE person_id = $2 LIMIT 1`,
    [companyId, personId],
  );
  return rows.length > 0;
}
