import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { LocationsModule } from '../locations';
import { PeopleModule } from '../people';
import { PublicHolidaysModule } from '../public-holidays';
import { WorkingPatternsModule } from '../working-patterns';
import { TimeAwayBalancesController } from './balances/time-away-balances.controller';
import { TimeAwayBalancesService } from './balances/time-away-balances.service';
import { EntryDaysService } from './entry-days.service';
import { PersonDaysChangesService } from './person-days-changes.service';
import { CreateTimeAwayDto, UpdateTimeAwayDto } from './time-away.dto';
import { TimeAwayService } from './time-away.service';
import { APPROVALS_SCHEMA } from './approvals/approvals-schema';
import { CreateTimeAwayAdjustmentDto, UpdateTimeAwayAdjustmentDto } from './adjustments/time-away-adjustment.dto';
import { TimeAwayAdjustmentsService } from './adjustments/time-away-adjustments.service';
import { TIME_AWAY_EXPORT } from './time-away.export';

const PRIVATE_FIELDS = new Set(['note', 'timeAwayTypeId']);

export const TimeAwayController = crudController(TimeAwayService, {
  path: 'time-away',
  tag: 'Time away',
  // A finance step of an approval flow is decided with private:read (finance's tokens never hold private:write).
  scopes: { read: 'public:read', write: 'private:write', review: 'private:read' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayDto,
  updateDto: UpdateTimeAwayDto,
  api: {
    schemas: {
      approvals: APPROVALS_SCHEMA,
      days: { type: 'number', minimum: 0, multipleOf: 0.5, description: 'Working days the entry takes (D12), halves as 0.5.' },
      hours: {
        type: 'number', minimum: 0,
        description: 'The hours of those days by the working pattern in effect on each (a half day counts half the day\'s hours).',
        examples: [30],
      },
      startPeriod: { type: 'string', enum: ['full', 'am', 'pm'] },
      endPeriod: { type: 'string', enum: ['full', 'am', 'pm'] },
      requestStatus: { type: 'string', enum: ['pending', 'approved', 'declined'] },
    },
    derived: {
      name: { type: 'string', description: 'Label of the entry type; `Time off` for a non-public category without the private view.' },
      isTimeOff: { type: 'boolean' },
    },
    fieldClass: (field) => (PRIVATE_FIELDS.has(field) ? 'private' : 'public'),
  },
  tagDescription: 'Time-away entries (D12): time off and working away, with periods, working-day counts and approvals.',
  exported: TIME_AWAY_EXPORT,
});

export const TimeAwayAdjustmentsController = crudController(TimeAwayAdjustmentsService, {
  path: 'time-away-adjustments',
  tag: 'Time away adjustments',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimeAwayAdjustmentDto,
  updateDto: UpdateTimeAwayAdjustmentDto,
  api: {
    schemas: {
      days: { type: 'number', minimum: -366, maximum: 366, multipleOf: 0.01, not: { const: 0 }, description: 'Days added (positive) or taken (negative); never 0.', examples: [2.5, -1] },
      date: { type: 'string', format: 'date', description: 'The adjustment counts in the leave year containing this day.', examples: ['2026-03-02'] },
    },
  },
  tagDescription: "Days added to or taken from a person's time-away balance by hand; each counts in the leave year containing its date.",
});

@Module({
  imports: [LocationsModule, PeopleModule, PublicHolidaysModule, WorkingPatternsModule],
  controllers: [TimeAwayController, TimeAwayBalancesController, TimeAwayAdjustmentsController],
  providers: [TimeAwayService, EntryDaysService, PersonDaysChangesService, TimeAwayBalancesService, TimeAwayAdjustmentsService],
  exports: [TimeAwayService, EntryDaysService, PersonDaysChangesService, TimeAwayBalancesService],
})
export class TimeAwayModule {}
