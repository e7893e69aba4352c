import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { lockPerson, lockPersonOfRecord } from '../people';
import { PersonRecordService } from '../person-records';
import { assertDatesOpen } from './locked-periods.sql';
import { CreateTimesheetEntryDto, UpdateTimesheetEntryDto } from './timesheet-entry.dto';
import { TimesheetEntry } from './timesheet-entry.entity';
import { ENTRY_FIELDS, TIMESHEET_ENTRY_READ } from './timesheet-entry-read';

registerConstraintError('timesheet_entries_no_overlap', () =>
  ApiError.validation([{ name: 'startTime', reason: 'overlaps another timesheet entry of this person' }], 'The entry overlaps another entry of this person'),
);

/** `HH:mm` of a stored time (`HH:mm:ss`). */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * Hours worked (docs/decisions-work-time.md, "Timesheets"): person-owned, written by the person (owner and admin for
 * anyone), read by the person, their managers, owner, admin and finance; only where the company enabled timesheets
 * (the access layer). One person's entries never overlap (the exclusion constraint); an entry dated in a pending or
 * approved submission's period does not change (422 on `date`). Every write holds the person's row lock, as
 * submissions do, so an entry and a submission made at once never miss each other.
 */
@Injectable()
export class TimesheetEntriesService extends PersonRecordService<TimesheetEntry, CreateTimesheetEntryDto, UpdateTimesheetEntryDto> {
  readonly definition: ResourceDefinition<TimesheetEntry> = {
    name: 'timesheetEntry',
    policy: 'timesheetEntry',
    entity: TimesheetEntry,
    alias: 'tentry',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        date: { type: 'date', operators: ['$in', '$gt', '$gte', '$lt', '$lte'] },
      },
      sort: { date: 'tentry.date' },
    },
    fields: ENTRY_FIELDS,
    read: TIMESHEET_ENTRY_READ,
    auditValues: ['date'],
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimesheetEntryDto): Promise<Partial<TimesheetEntry>> {
    await this.policy.require(auth, 'timesheetEntry', 'create', [{ personId: input.personId }], { em, field: 'personId' });
    assertEndsAfterStart(input.startTime, input.endTime);
    await lockPerson(em, auth.companyId, input.personId);
    await assertDatesOpen(em, auth.companyId, input.personId, [input.date]);
    return { personId: input.personId, date: input.date, startTime: input.startTime, endTime: input.endTime, note: input.note ?? null };
  }

  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    await lockPersonOfRecord(em, 'timesheet_entries', auth.companyId, id);
  }

  protected async applyUpdate(em: EntityManager, _auth: AuthContext, row: TimesheetEntry, input: UpdateTimesheetEntryDto): Promise<void> {
    assertEndsAfterStart(input.startTime ?? hhmm(row.startTime), input.endTime ?? hhmm(row.endTime));
    // Its day as it was and as it becomes: neither may be in a period handed in.
    await assertDatesOpen(em, row.companyId, row.personId, [row.date, input.date ?? row.date]);
    if (input.date !== undefined) row.date = input.date;
    if (input.startTime !== undefined) row.startTime = input.startTime;
    if (input.endTime !== undefined) row.endTime = input.endTime;
    if (input.note !== undefined) row.note = input.note;
  }

  protected async beforeDelete(em: EntityManager, _auth: AuthContext, row: TimesheetEntry): Promise<void> {
    await assertDatesOpen(em, row.companyId, row.personId, [row.date]);
  }
}

/** 422 on `endTime` unless the entry ends after it starts, on its own date (`24:00`: midnight at its end). */
function assertEndsAfterStart(startTime: string, endTime: string): void {
  if (endTime <= startTime) throw ApiError.invalidField('endTime', `must be after startTime (${startTime}) on the same date; an entry past midnight is two entries`);
}
