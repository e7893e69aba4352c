import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { lockPerson, lockPersonOfRecord, workingHoursByDate } from '../people';
import { PersonRecordService } from '../person-records';
import { minutesByDate } from './period-minutes.sql';
import { figuresOf } from './submission-figures';
import { ReviewState, reviewed } from './submission-review';
import { CreateTimesheetSubmissionDto, UpdateTimesheetSubmissionDto } from './timesheet-submission.dto';
import { SUBMISSION_STATUSES, TimesheetSubmission } from './timesheet-submission.entity';
import { SUBMISSION_FIELDS, TIMESHEET_SUBMISSION_READ } from './timesheet-submission-read';

registerConstraintError('timesheet_submissions_no_overlap', () =>
  ApiError.validation([{ name: 'startDate', reason: 'overlaps another timesheet submission of this person' }], 'The submission overlaps another submission of this person'),
);

/** The longest period one submission covers (a month). */
export const MAX_SUBMISSION_DAYS = 31;

const DAY_MS = 86_400_000;

/**
 * A period's hours handed in for review (docs/decisions-work-time.md, "Timesheets"): made `pending` by the person (or
 * owner, admin), decided by a manager of the person, an admin or the owner, never by the person (the access layer's
 * review fields), handed back by the person once rejected. One person's submissions never overlap (the exclusion
 * constraint). Its figures are its entries' when it is submitted, or locks them again (resubmitted, or approved
 * after a rejection): while it is pending or approved they cannot change. Writes hold the person's row lock, as
 * entries' writes do.
 */
@Injectable()
export class TimesheetSubmissionsService extends PersonRecordService<TimesheetSubmission, CreateTimesheetSubmissionDto, UpdateTimesheetSubmissionDto> {
  readonly definition: ResourceDefinition<TimesheetSubmission> = {
    name: 'timesheetSubmission',
    policy: 'timesheetSubmission',
    entity: TimesheetSubmission,
    alias: 'submission',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        status: { type: 'enum', values: SUBMISSION_STATUSES, operators: ['$in'] },
        startDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
        endDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
      },
      sort: { startDate: 'submission.start_date', submittedAt: 'submission.submitted_at' },
    },
    fields: SUBMISSION_FIELDS,
    read: TIMESHEET_SUBMISSION_READ,
    auditValues: ['startDate', 'endDate', 'status'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly clock: Clock) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimesheetSubmissionDto): Promise<Partial<TimesheetSubmission>> {
    await this.policy.require(auth, 'timesheetSubmission', 'create', [{ personId: input.personId }], { em, field: 'personId' });
    assertPeriod(input.startDate, input.endDate);
    await lockPerson(em, auth.companyId, input.personId);
    return {
      personId: input.personId,
      startDate: input.startDate,
      endDate: input.endDate,
      status: 'pending',
      submittedAt: this.clock.now(),
      reviewedBy: null,
      reviewedAt: null,
      changesRequested: null,
      ...(await this.figures(em, auth.companyId, input.personId, input.startDate, input.endDate)),
    };
  }

  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    await lockPersonOfRecord(em, 'timesheet_submissions', auth.companyId, id);
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: TimesheetSubmission, input: UpdateTimesheetSubmissionDto): Promise<void> {
    const sent = Object.entries(input).filter(([, value]) => value !== undefined);
    await this.policy.require(auth, 'timesheetSubmission', 'update', [{ personId: row.personId, fields: sent.map(([field]) => field), values: Object.fromEntries(sent) }], { em });
    const state: ReviewState = { status: row.status, changesRequested: row.changesRequested, reviewedBy: row.reviewedBy, reviewedAt: row.reviewedAt, submittedAt: row.submittedAt };
    const next = reviewed(state, input, auth.personId, this.clock.now());
    if (next === state) return;
    // Leaving `rejected` locks the period's entries again, as they are now: the figures are made anew.
    const relocks = row.status === 'rejected' && next.status !== 'rejected';
    Object.assign(row, next);
    if (relocks) Object.assign(row, await this.figures(em, row.companyId, row.personId, row.startDate, row.endDate));
  }

  /** An approved submission is deleted only by someone who may review it (its person asks a reviewer to reject it). */
  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: TimesheetSubmission): Promise<void> {
    const { reviews } = await this.policy.require(auth, 'timesheetSubmission', 'delete', [{ personId: row.personId }], { em });
    if (row.status === 'approved' && !reviews) {
      throw ApiError.invalidField('status', 'an approved submission is deleted only by someone who may review it: ask a reviewer to reject it first');
    }
  }

  /** The period's figures now: its entries' minutes, and days by the working pattern of each day. */
  private async figures(em: EntityManager, companyId: string, personId: string, startDate: string, endDate: string) {
    const minutes = await minutesByDate(em, companyId, personId, startDate, endDate);
    const hours = minutes.size ? await workingHoursByDate(em, companyId, personId, startDate, endDate) : new Map<string, number>();
    const figures = figuresOf(minutes, hours);
    return { durationMinutes: figures.minutes, durationDays: figures.days.toFixed(2) };
  }
}

/** 422 on `endDate` unless the period runs forwards and covers at most MAX_SUBMISSION_DAYS. */
function assertPeriod(startDate: string, endDate: string): void {
  if (endDate < startDate) throw ApiError.invalidField('endDate', `must be on or after startDate (${startDate})`);
  const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS + 1;
  if (days > MAX_SUBMISSION_DAYS) throw ApiError.invalidField('endDate', `a submission covers at most ${MAX_SUBMISSION_DAYS} days (this one ${days})`);
}
