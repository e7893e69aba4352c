import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { PeopleModule } from '../people';
import { CreateTimesheetEntryDto, UpdateTimesheetEntryDto } from './timesheet-entry.dto';
import { TimesheetEntriesService } from './timesheet-entries.service';
import { CreateTimesheetSubmissionDto, UpdateTimesheetSubmissionDto } from './timesheet-submission.dto';
import { TimesheetSubmissionsService } from './timesheet-submissions.service';
import { TIMESHEET_EXPORT } from './timesheet.export';

const DURATION_SCHEMA = {
  type: 'object',
  required: ['hours', 'minutes'],
  additionalProperties: false,
  properties: { hours: { type: 'integer', minimum: 0 }, minutes: { type: 'integer', minimum: 0, maximum: 59 } },
  examples: [{ hours: 7, minutes: 30 }],
} as const;

export const TimesheetEntriesController = crudController(TimesheetEntriesService, {
  path: 'timesheet-entries',
  tag: 'Timesheet entries',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimesheetEntryDto,
  updateDto: UpdateTimesheetEntryDto,
  api: {
    schemas: {
      startTime: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', examples: ['09:00'] },
      endTime: { type: 'string', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$', examples: ['17:30'] },
    },
    derived: { duration: { ...DURATION_SCHEMA, description: 'Time from startTime to endTime.' } },
  },
  tagDescription: 'Hours a person worked, one entry per stretch of a day; only for companies with isTimesheetEnabled.',
});

export const TimesheetSubmissionsController = crudController(TimesheetSubmissionsService, {
  path: 'timesheet-submissions',
  tag: 'Timesheet submissions',
  scopes: { read: 'private:read', write: 'private:write' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateTimesheetSubmissionDto,
  updateDto: UpdateTimesheetSubmissionDto,
  api: {
    schemas: {
      status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    },
    derived: {
      durationAsTime: { ...DURATION_SCHEMA, description: 'The entries of the period when it was (re)submitted.' },
      durationAsDays: {
        type: 'number', minimum: 0, multipleOf: 0.01, examples: [4.5],
        description: "Day by day, hours worked ÷ that day's working-pattern hours (÷ 8 on a day without), to two places.",
      },
    },
  },
  tagDescription: "A period's timesheet entries handed in for review by a manager of the person, an admin or the owner; only for companies with isTimesheetEnabled.",
  exported: TIMESHEET_EXPORT,
});

@Module({
  imports: [PeopleModule],
  controllers: [TimesheetEntriesController, TimesheetSubmissionsController],
  providers: [TimesheetEntriesService, TimesheetSubmissionsService],
  exports: [TimesheetEntriesService, TimesheetSubmissionsService],
})
export class TimesheetsModule {}
