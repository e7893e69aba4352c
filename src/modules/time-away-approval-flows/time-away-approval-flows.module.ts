import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateTimeAwayApprovalFlowDto, UpdateTimeAwayApprovalFlowDto } from './approval-flow.dto';
import { APPROVER_ROLES, APPROVER_TYPES, MAX_FLOW_STEPS } from './flow-steps';
import { TimeAwayApprovalFlowsService } from './time-away-approval-flows.service';

const STEP_SCHEMA = {
  type: 'object',
  properties: {
    approver: { type: 'string', enum: [...APPROVER_TYPES], description: 'Who decides the step: the requester\'s manager, their manager\'s manager, a person, or the holders of a role.' },
    personId: { type: 'string', description: 'For a `person` step only: who decides it.' },
    role: { type: 'string', enum: [...APPROVER_ROLES], description: 'For a `role` step only: the role whose holders decide it.' },
  },
  required: ['approver'],
  additionalProperties: false,
};

export const TimeAwayApprovalFlowsController = crudController(TimeAwayApprovalFlowsService, {
  path: 'time-away-approval-flows',
  tag: 'Time away approval flows',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayApprovalFlowDto,
  updateDto: UpdateTimeAwayApprovalFlowDto,
  api: {
    schemas: {
      steps: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_FLOW_STEPS,
        items: STEP_SCHEMA,
        description: 'The steps a request of a person with this flow goes through, in order.',
        examples: [[{ approver: 'manager' }, { approver: 'role', role: 'finance' }]],
      },
    },
  },
  tagDescription: 'Approval flows of time-away requests: 1 to 5 steps, each decided by the requester\'s manager, their manager\'s manager, a person or the holders of a role. A person\'s `timeAwayApprovalFlowId` names theirs; a flow in use cannot be deleted (409).',
});

@Module({
  controllers: [TimeAwayApprovalFlowsController],
  providers: [TimeAwayApprovalFlowsService],
  exports: [TimeAwayApprovalFlowsService],
})
export class TimeAwayApprovalFlowsModule {}
