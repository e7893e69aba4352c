import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateTimeAwayPolicyDto, UpdateTimeAwayPolicyDto } from './time-away-policy.dto';
import { TimeAwayPoliciesService } from './time-away-policies.service';
import { PolicyDeletionChecks } from './policy-deletion-checks';

export const TimeAwayPoliciesController = crudController(TimeAwayPoliciesService, {
  path: 'time-away-policies',
  tag: 'Time away policies',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayPolicyDto,
  updateDto: UpdateTimeAwayPolicyDto,
  api: { schemas: { allowance: { type: ['number', 'null'], minimum: 0 }, carryOverLimit: { type: ['number', 'null'], minimum: 0 } } },
});

@Module({
  controllers: [TimeAwayPoliciesController],
  providers: [TimeAwayPoliciesService, PolicyDeletionChecks],
  exports: [TimeAwayPoliciesService, PolicyDeletionChecks],
})
export class TimeAwayPoliciesModule {}
