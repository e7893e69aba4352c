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
  api: {
    schemas: {
      allowance: { type: ['number', 'null'], minimum: 0, maximum: 8784, description: 'Days a leave year (hours for an `hours` policy, at most 366 days); null: unlimited.' },
      carryOverLimit: { type: ['number', 'null'], minimum: 0, maximum: 8784, description: 'In the policy\'s unit; null: no limit.' },
      unit: {
        type: 'string', enum: ['days', 'hours'],
        description: '`days` (default) or `hours`: what the allowance, the carry-over limit and every balance figure count; an `hours` policy\'s balances count its entries\' `hours`.',
      },
      accrualFrequency: {
        type: 'string', enum: ['yearly', 'monthly'],
        description: '`yearly`: the leave year\'s allowance on its first day; `monthly`: a twelfth on the first day of each month (the first month of employment pro-rated by calendar days).',
      },
      yearStartMonth: { type: 'integer', minimum: 1, maximum: 12, description: 'The month the leave year starts in; year=2026 names the leave year starting in 2026.', examples: [4] },
      carryOverExpiresAfterMonths: {
        type: ['integer', 'null'], minimum: 1, maximum: 12,
        description: 'Carried-over days not used within this many months of the new leave year expire (days taken are spent from them first); null: never.',
        examples: [3, null],
      },
    },
  },
});

export const TimeAwayAllocationsController = crudController(TimeAwayAllocationsService, {
  path: 'time-away-allocations',
  tag: 'Time away allocations',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayAllocationDto,
  updateDto: UpdateTimeAwayAllocationDto,
  api: {
    schemas: {
      startDate: { type: 'string', format: 'date', description: 'The first day the policy applies.', examples: ['2026-04-01'] },
      endDate: { type: ['string', 'null'], format: 'date', description: 'The last day the policy applies; null: open.', examples: ['2027-03-31', null] },
    },
  },
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
