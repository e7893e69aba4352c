import type { ApproverRole, ApproverType, FlowStep } from '../../time-away-approval-flows';

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'skipped'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type Decision = 'approved' | 'declined';

/**
 * A step of a request's approval flow as the request keeps it (copied from the flow when the request was made, its
 * approver resolved then): `approverId` null for a role's step (its `role` decides) or a step nobody could be found for.
 */
export interface Approval {
  step: number;
  approverType: ApproverType;
  approverId: string | null;
  role: ApproverRole | null;
  status: ApprovalStatus;
  decidedBy: string | null;
  /** ISO 8601. */
  decidedAt: string | null;
}

/** Who a requester's steps may go to: their manager and manager's manager, and which people are active. */
export interface Approvers {
  requesterId: string;
  managerId: string | null;
  managersManagerId: string | null;
  active: ReadonlySet<string>;
}

/** The person each kind of step goes to (a role's step goes to no one person). */
const APPROVER_OF: Record<ApproverType, (step: FlowStep, approvers: Approvers) => string | null> = {
  manager: (_step, approvers) => approvers.managerId,
  managersManager: (_step, approvers) => approvers.managersManagerId,
  person: (step) => step.personId ?? null,
  role: () => null,
};

/** The people the steps may go to, to be found active or not. */
export function candidateApprovers(steps: readonly FlowStep[], approvers: Omit<Approvers, 'active'>): string[] {
  const ids = steps.map((step) => APPROVER_OF[step.approver](step, { ...approvers, active: new Set() }));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * A new request's approvals from its requester's flow: each step to its approver, `skipped` when that is the requester
 * or nobody (no manager; an approver who is not an active person). A role's step is never skipped: its holders other
 * than the requester decide it (owner and admin decide any request).
 */
export function approvalsFrom(steps: readonly FlowStep[], approvers: Approvers): Approval[] {
  return steps.map((step, index) => {
    const approverId = APPROVER_OF[step.approver](step, approvers);
    const unresolved = step.approver !== 'role' && (approverId === null || !approvers.active.has(approverId));
    const skipped = unresolved || approverId === approvers.requesterId;
    return {
      step: index + 1,
      approverType: step.approver,
      approverId,
      role: step.role ?? null,
      status: skipped ? 'skipped' : 'pending',
      decidedBy: null,
      decidedAt: null,
    };
  });
}

/** The open step: the first pending one (the request must be pending too, which the caller knows); null when none. */
export function openStep(approvals: readonly Approval[]): Approval | null {
  return approvals.find((approval) => approval.status === 'pending') ?? null;
}

/** The request's status its steps give: declined as soon as one is, approved once every one is approved or skipped. */
export function statusOfSteps(approvals: readonly Approval[]): 'pending' | Decision {
  if (approvals.some((approval) => approval.status === 'declined')) return 'declined';
  return openStep(approvals) ? 'pending' : 'approved';
}

const decided = (approval: Approval, decision: Decision, by: string, at: Date): Approval =>
  ({ ...approval, status: decision, decidedBy: by, decidedAt: at.toISOString() });

/** The open step decided by its approver. */
export function decideOpenStep(approvals: readonly Approval[], decision: Decision, by: string, at: Date): Approval[] {
  const open = openStep(approvals);
  return approvals.map((approval) => (approval === open ? decided(approval, decision, by, at) : approval));
}

/** The whole request decided by the owner or an admin: every step still pending records them. */
export function decideRemaining(approvals: readonly Approval[], decision: Decision, by: string, at: Date): Approval[] {
  return approvals.map((approval) => (approval.status === 'pending' ? decided(approval, decision, by, at) : approval));
}

/** The request back at its first step: every decided step pending again (skipped ones stay skipped). */
export function reopened(approvals: readonly Approval[]): Approval[] {
  return approvals.map((approval) => (approval.status === 'approved' || approval.status === 'declined'
    ? { ...approval, status: 'pending', decidedBy: null, decidedAt: null }
    : approval));
}
