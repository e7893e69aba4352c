import { EntityManager } from 'typeorm';
import { activePeopleAmong, approvalLinesOf } from '../../people';
import { approvalFlowSteps } from '../../time-away-approval-flows';
import { Approval, approvalsFrom, candidateApprovers } from './approvals';

/**
 * The approvals of a request a person makes for themself, from the flow in effect for them now (their
 * `timeAwayApprovalFlowId`); none without a flow (one review, D12).
 */
export async function approvalsForRequest(em: EntityManager, companyId: string, requesterId: string): Promise<Approval[]> {
  const lines = await approvalLinesOf(em, companyId, requesterId);
  if (!lines?.flowId) return [];
  const steps = await approvalFlowSteps(em, companyId, lines.flowId);
  if (!steps) return [];
  const approvers = { requesterId, managerId: lines.managerId, managersManagerId: lines.managersManagerId };
  const active = await activePeopleAmong(em, companyId, candidateApprovers(steps, approvers));
  return approvalsFrom(steps, { ...approvers, active });
}
