import { EntityManager } from 'typeorm';
import { runStatementIn } from '../../core/database/prepared-query';
import type { FlowStep } from './flow-steps';

/*
 * What other modules need of approval flows, without naming their table.
 */

/** The name of the flow `flowId` of the company `companyId` (SQL expressions), as a scalar subquery (exports). */
export function approvalFlowNameSql(companyId: string, flowId: string): string {
  return `(SELECT f.name FROM time_away_approval_flows f WHERE f.company_id = ${companyId} AND f.id = ${flowId})`;
}

/** The steps of a flow of the company, in order; null when there is no such flow. */
export async function approvalFlowSteps(em: EntityManager, companyId: string, flowId: string): Promise<FlowStep[] | null> {
  const [flow] = await runStatementIn<{ steps: FlowStep[] }>(em, 'SELECT f.steps FROM time_away_approval_flows f WHERE f.company_id = $1 AND f.id = $2', [companyId, flowId]);
  return flow?.steps ?? null;
}
