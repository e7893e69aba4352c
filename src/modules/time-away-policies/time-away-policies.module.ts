import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateTimeAwayPolicyDto, UpdateTimeAwayPolicyDto } from './time-away-policy.dto';
import { TimeAwayPoliciesService } from './time-away-policies.service';
import { PolicyDeletionChecks } from './policy-deletion-checks';
import { AllocationsKeepPolicies } from './allocations/allocations-keep-policies';
import { CreateTimeAwayAllocationDto, UpdateTimeAwayAllocationDto } from './allocations/time-away-allocation.dto';
import { TimeAwayAllocationsService } from './allocations/time-away-allocations.service';

export const TimeAwayPoliciesController = crudController(TimeAwayPoliciesService, {
  path: 'time-away-policies',
  tag: 'Time away policies',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayPolicyDto,
  updateDto: UpdateTimeAwayPolicyDto,
  api: { schemas: { allowance: { type: ['number', 'null'], minimum: 0 }, carryOverLimit: { type: ['number', 'null'], minimum: 0 } } },
});

export const TimeAwayAllocationsController = crudController(TimeAwayAllocationsService, {
  path: 'time-away-allocations',
  tag: 'Time away allocations',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayAllocationDto,
  updateDto: UpdateTimeAwayAllocationDto,
  tagDescription:
    "A person's time-away policy over time: each allocation applies a policy from its start date to its end date (null: open). " +
    "A person's allocations never overlap. Days no allocation covers follow the person's location's policy, else the company default.",
});

@Module({
  controllers: [TimeAwayPoliciesController, TimeAwayAllocationsController],
  providers: [TimeAwayPoliciesService, PolicyDeletionChecks, TimeAwayAllocationsService, AllocationsKeepPolicies],
  exports: [TimeAwayPoliciesService, PolicyDeletionChecks, TimeAwayAllocationsService],
})
export class TimeAwayPoliciesModule {}
