import { ValidationIssue } from '../../core/errors/api-error';

/** Who decides a step: the requester's manager, their manager's manager, a named person, or the holders of a role. */
export const APPROVER_TYPES = ['manager', 'managersManager', 'person', 'role'] as const;
export type ApproverType = (typeof APPROVER_TYPES)[number];
/** The roles a step may name (the issue: admin or finance). */
export const APPROVER_ROLES = ['admin', 'finance'] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];
export const MAX_FLOW_STEPS = 5;

/** A step as stored and answered: `personId` only for a person, `role` only for a role. */
export interface FlowStep {
  approver: ApproverType;
  personId?: string;
  role?: ApproverRole;
}

/** Which field a kind of approver needs, and the others it may not have. */
const NEEDS: Record<ApproverType, 'personId' | 'role' | null> = { manager: null, managersManager: null, person: 'personId', role: 'role' };

/**
 * The issues of steps whose types are checked (the DTO): a person step names its person, a role step its role, and
 * neither field appears on a step of another kind. Issues name `steps.<field>` with the step's index.
 */
export function stepIssues(steps: readonly FlowStep[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  steps.forEach((step, index) => {
    const needed = NEEDS[step.approver];
    for (const field of ['personId', 'role'] as const) {
      const given = step[field] !== undefined;
      if (field === needed && !given) issues.push({ name: `steps.${field}`, index: String(index), reason: `is required for a ${step.approver} approver` });
      if (field !== needed && given) issues.push({ name: `steps.${field}`, index: String(index), reason: `is only for a ${field === 'role' ? 'role' : 'person'} approver` });
    }
  });
  return issues;
}

/** The steps as stored: each with its approver and only the field its kind uses. */
export function storedSteps(steps: readonly FlowStep[]): FlowStep[] {
  return steps.map((step) => {
    const needed = NEEDS[step.approver];
    return needed ? { approver: step.approver, [needed]: step[needed] } : { approver: step.approver };
  });
}

/** The people person steps name, with the index of each step naming one. */
export function stepPeople(steps: readonly FlowStep[]): { index: number; personId: string }[] {
  return steps.flatMap((step, index) => (step.approver === 'person' && step.personId ? [{ index, personId: step.personId }] : []));
}
