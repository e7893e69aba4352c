import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { CreateWorkingPatternAllocationDto, UpdateWorkingPatternAllocationDto } from './allocations/working-pattern-allocation.dto';
import { WorkingPatternAllocationsService } from './allocations/working-pattern-allocations.service';
import { HOURS_STEP, MAX_DAY_HOURS, PATTERN_WEEKDAYS } from './pattern-days';
import { CreateWorkingPatternDto, UpdateWorkingPatternDto } from './working-pattern.dto';
import { WorkingPatternsService } from './working-patterns.service';
import { WorkingTimeChanges } from './working-time-changes';

const DAY_SCHEMA = {
  type: 'object',
  properties: {
    day: { type: 'string', enum: [...PATTERN_WEEKDAYS] },
    hours: { type: 'number', exclusiveMinimum: 0, maximum: MAX_DAY_HOURS, multipleOf: HOURS_STEP, description: 'Hours worked that day.' },
  },
  required: ['day', 'hours'],
  additionalProperties: false,
};

export const WorkingPatternsController = crudController(WorkingPatternsService, {
  path: 'working-patterns',
  tag: 'Working patterns',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateWorkingPatternDto,
  updateDto: UpdateWorkingPatternDto,
  api: {
    schemas: {
      days: {
        type: 'array', minItems: 1, maxItems: 7, items: DAY_SCHEMA,
        description: 'The working days, Monday first, each listed once with its hours.',
        examples: [[{ day: 'monday', hours: 7.5 }, { day: 'tuesday', hours: 7.5 }]],
      },
      isDefault: { type: 'boolean', description: 'The company default: at most one pattern is; making one the default makes the previous one not.' },
    },
    derived: { hoursPerWeek: { type: 'number', minimum: 0, description: 'The hours of `days` added up.', examples: [37.5] } },
  },
  tagDescription:
    'Working patterns: the days a person works and the hours of each. A person\'s working time on a date comes from their allocation ' +
    'covering it, else their own `workingDays`, else their location\'s pattern, else the company default, else Monday to Friday at 8 hours. ' +
    'A pattern in use (allocated, a location\'s, or the default) cannot be deleted (409).',
});

export const WorkingPatternAllocationsController = crudController(WorkingPatternAllocationsService, {
  path: 'working-pattern-allocations',
  tag: 'Working pattern allocations',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateWorkingPatternAllocationDto,
  updateDto: UpdateWorkingPatternAllocationDto,
  api: {
    schemas: {
      startDate: { type: 'string', format: 'date', description: 'The first day the pattern applies.', examples: ['2026-04-01'] },
      endDate: { type: ['string', 'null'], format: 'date', description: 'The last day the pattern applies; null: open.', examples: ['2027-03-31', null] },
    },
  },
  tagDescription:
    "A person's working pattern over time: each allocation applies a pattern from its start date to its end date (null: open). " +
    "A person's allocations never overlap. Pending time away of the person is recomputed when they change.",
});

@Module({
  controllers: [WorkingPatternsController, WorkingPatternAllocationsController],
  providers: [WorkingPatternsService, WorkingPatternAllocationsService, WorkingTimeChanges],
  exports: [WorkingPatternsService, WorkingPatternAllocationsService, WorkingTimeChanges],
})
export class WorkingPatternsModule {}
