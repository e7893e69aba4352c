import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { CreateTimeAwayApprovalFlowDto, UpdateTimeAwayApprovalFlowDto } from './approval-flow.dto';
import { TimeAwayApprovalFlow } from './approval-flow.entity';
import { FlowStep, stepIssues, stepPeople, storedSteps } from './flow-steps';

const FLOW_FIELDS = ['id', 'companyId', 'name', 'steps', 'createdAt', 'updatedAt'] as const;

/** The people's key to their flow refuses deleting a flow someone uses (the key is `people_time_away_approval_flow`). */
export const FLOW_IN_USE_CONSTRAINT = 'people_time_away_approval_flow';
registerConstraintError(FLOW_IN_USE_CONSTRAINT, () =>
  new ApiError(409, 'The approval flow is in use: give the people using it another flow, or none, first', 'Conflict'));

/**
 * Approval flows of time-away requests (docs/decisions-time-away.md, "Approval flows"): company settings every member
 * reads and owner and admin write (the policy table's `timeAwayApprovalFlow` rows).
 */
@Injectable()
export class TimeAwayApprovalFlowsService extends ResourceService<TimeAwayApprovalFlow, CreateTimeAwayApprovalFlowDto, UpdateTimeAwayApprovalFlowDto> {
  readonly definition: ResourceDefinition<TimeAwayApprovalFlow> = {
    name: 'timeAwayApprovalFlow',
    policy: 'timeAwayApprovalFlow',
    entity: TimeAwayApprovalFlow,
    alias: 'flow',
    query: { filters: {} },
    fields: FLOW_FIELDS,
    read: { fields: FLOW_FIELDS },
    auditValues: ['name'],
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimeAwayApprovalFlowDto): Promise<Partial<TimeAwayApprovalFlow>> {
    return { name: input.name, steps: await this.checkedSteps(em, auth, input.steps) };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: TimeAwayApprovalFlow, input: UpdateTimeAwayApprovalFlowDto): Promise<void> {
    if (input.name !== undefined) row.name = input.name;
    if (input.steps !== undefined) row.steps = await this.checkedSteps(em, auth, input.steps);
  }

  /**
   * The steps as stored, once each names what its kind needs (422), then every person they name is of the company
   * (422, looked up only for well-formed steps).
   */
  private async checkedSteps(em: EntityManager, auth: AuthContext, steps: FlowStep[]): Promise<FlowStep[]> {
    throwIfAny(stepIssues(steps));
    const named = stepPeople(steps);
    const found = await this.policy.directory.peopleWhere(em, auth.companyId, [...new Set(named.map((n) => n.personId))], 'p', []);
    throwIfAny(named.filter(({ personId }) => !found.has(personId)).map(({ index, personId }) => ({
      name: 'steps.personId', index: String(index), reason: `no record with id ${personId} exists in this company`,
    })));
    return storedSteps(steps);
  }
}

function throwIfAny(issues: ValidationIssue[]): void {
  if (issues.length) throw ApiError.validation(issues, `The request is invalid: ${issues.map((i) => `steps[${i.index}].${i.name.slice('steps.'.length)} ${i.reason}`).join('; ')}`);
}
