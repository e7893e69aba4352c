import { EntityManager } from 'typeorm';
import { runStatementIn } from '../../core/database/prepared-query';
import { currentRoleValueSql } from './current-role.sql';
import { personStatusConditionSql } from './person-status.sql';

/** Who a person's time-away requests go to: their approval flow, their manager and their manager's manager. */
export interface ApprovalLines {
  flowId: string | null;
  /** Through the person's current job role (`reportingTo`), whatever the manager's status. */
  managerId: string | null;
  /** Through the manager's current job role. */
  managersManagerId: string | null;
}

/** The approval lines of a person of the company (one statement); null when there is no such person. */
export async function approvalLinesOf(em: EntityManager, companyId: string, personId: string): Promise<ApprovalLines | null> {
  const [lines] = await runStatementIn<ApprovalLines>(em, `
    SELECT p.time_away_approval_flow_id AS "flowId", m.id AS "managerId", ${currentRoleValueSql('m', 'reporting_to')} AS "managersManagerId"
      FROM people p
      LEFT JOIN people m ON m.company_id = p.company_id AND m.id = ${currentRoleValueSql('p', 'reporting_to')}
     WHERE p.company_id = $1 AND p.id = $2`, [companyId, personId]);
  return lines ?? null;
}

/** Which of `personIds` are active people of the company (D9: neither offboarded nor new hires). */
export async function activePeopleAmong(em: EntityManager, companyId: string, personIds: readonly string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await runStatementIn<{ id: string }>(
    em,
    `SELECT p.id FROM people p WHERE p.company_id = $1 AND p.id = ANY($2::text[]) AND ${personStatusConditionSql('p', 'active')}`,
    [companyId, [...personIds]],
  );
  return new Set(rows.map((row) => row.id));
}
