import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { DATE_RANGE_NARROWING } from './date-range-narrowing';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { conditionalVisibility } from '../../core/policy/conditional-fields';
import { PolicyService } from '../../core/policy/policy.service';
import { assertReference } from '../../core/tenancy/tenant-query';
import { ApiRow } from '../../core/read/read-declaration';
import { entryTypeInCategoriesSql, TimeAwayCategory, TimeAwayType } from '../time-away-types';
import { EntryDaysService } from './entry-days.service';
import { decideOpenStep, decideRemaining, openStep, reopened, statusOfSteps } from './approvals/approvals';
import { approvalsForRequest } from './approvals/entry-approvals';
import { resolvePeriods } from './periods';
import { CreateTimeAwayDto, UpdateTimeAwayDto } from './time-away.dto';
import { REQUEST_STATUSES, TimeAway } from './time-away.entity';
import { ENTRY_FIELDS, TIME_AWAY_READ } from './time-away-read';

export const OVERLAP_CONSTRAINT = 'time_away_no_overlap';
registerConstraintError(OVERLAP_CONSTRAINT, () =>
  ApiError.validation([{ name: 'startDate', reason: 'overlaps another time-away entry of this person' }], 'The entry overlaps another entry of this person'),
);



@Injectable()
export class TimeAwayService extends ResourceService<TimeAway, CreateTimeAwayDto, UpdateTimeAwayDto> {
  readonly definition: ResourceDefinition<TimeAway> = {
    name: 'timeAway',
    policy: 'timeAway',
    entity: TimeAway,
    alias: 'entry',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        // The type is private on entries of private categories (sick, parental, ...): there the filter matches only
        // entries whose type the caller sees; entries of public categories match for everyone, as they show it.
        timeAwayTypeId: {
          type: 'string',
          operators: ['$in'],
          visibility: conditionalVisibility('timeAway', 'timeAwayTypeId', (a) => `${a}.person_id`, (a, categories) => entryTypeInCategoriesSql(a, categories as TimeAwayCategory[])),
        },
        requestStatus: { type: 'enum', values: REQUEST_STATUSES, operators: ['$in'] },
        startDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
        endDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
      },
      or: ['personId', 'timeAwayTypeId', 'requestStatus', 'startDate', 'endDate'],
      // Public columns only: sorting by a hidden one (the type of a private category) would reveal it.
      sort: { startDate: 'entry.start_date', endDate: 'entry.end_date', createdAt: 'entry.created_at' },
    },
    // A person or a date range finds the page through its index first (date-range-narrowing.ts).
    narrowPage: DATE_RANGE_NARROWING,
    fields: ENTRY_FIELDS,
    read: TIME_AWAY_READ,
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly entryDays: EntryDaysService, private readonly clock: Clock) {
    super(db, outbox, policy);
  }

  /**
   * Who requests, changes, reviews and deletes entries is the access layer's (the policy table's `timeAway` rows): a
   * person requests for themselves, their reviewers (owner and admin, a manager for their reports) decide; a request
   * with approval steps (its person's flow) is decided by each step's approver in turn (`reviewSteps`).
   */
  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimeAwayDto): Promise<Partial<TimeAway>> {
    const { reviews } = await this.policy.require(auth, 'timeAway', 'create', [{ personId: input.personId }], { em, field: 'personId' });
    await assertReference(em, auth, TimeAwayType, input.timeAwayTypeId, 'timeAwayTypeId');
    const dates = resolvePeriods(input.startDate, input.endDate, input.startPeriod, input.endPeriod);
    const { days, hours } = await this.entryDays.timeOf(em, auth.companyId, input.personId, dates);
    // A person's own request goes through their approval flow, if they have one (its steps copied now).
    const approvals = reviews ? [] : await approvalsForRequest(em, auth.companyId, input.personId);
    // A flow whose every step is skipped (no approver to be found) leaves nothing to wait for.
    const passed = approvals.length > 0 && statusOfSteps(approvals) === 'approved';
    return {
      personId: input.personId,
      timeAwayTypeId: input.timeAwayTypeId,
      ...dates,
      note: input.note ?? null,
      days: String(days),
      hours: String(hours),
      // D12: entries made by their reviewer (owner or admin) are approved by them; a person's own request waits for review.
      requestStatus: reviews || passed ? 'approved' : 'pending',
      reviewedBy: reviews ? auth.personId : null,
      reviewedAt: reviews ? this.clock.now() : null,
      approvals,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: TimeAway, input: UpdateTimeAwayDto): Promise<void> {
    const own = row.personId === auth.personId;
    const { requestStatus, ...changes } = input;
    const sent = Object.entries(input).filter(([, v]) => v !== undefined).map(([k]) => k);
    // A request with approval steps is decided step by step: the door asks who decides its open step.
    const inSteps = row.approvals.length > 0;
    const open = inSteps && row.requestStatus === 'pending' ? openStep(row.approvals) : null;
    const step = inSteps ? (open && { approverId: open.approverId, role: open.role }) : undefined;
    const grant = await this.policy.require(auth, 'timeAway', 'update', [{ personId: row.personId, fields: sent, step }], { em });
    const { reviews } = grant;
    const changed = sent.filter((field) => field !== 'requestStatus');

    if (changed.length) {
      if (changes.timeAwayTypeId !== undefined) {
        await assertReference(em, auth, TimeAwayType, changes.timeAwayTypeId, 'timeAwayTypeId');
        row.timeAwayTypeId = changes.timeAwayTypeId;
      }
      if (changes.note !== undefined) row.note = changes.note;
      const startDate = changes.startDate ?? row.startDate;
      const endDate = changes.endDate ?? row.endDate;
      const startPeriod = changes.startPeriod ?? row.startPeriod;
      // A one-day entry's end follows its start; a several-day entry keeps its end unless it was one day before.
      const endPeriod = changes.endPeriod ?? (startDate === endDate ? undefined : row.startDate === row.endDate ? 'full' : row.endPeriod);
      Object.assign(row, resolvePeriods(startDate, endDate, startPeriod, endPeriod));
      const { days, hours } = await this.entryDays.timeOf(em, auth.companyId, row.personId, row);
      row.days = String(days);
      row.hours = String(hours);
      // A decided request its person changes is a new request; one with steps goes back to its first step.
      if (own && !reviews && inSteps) {
        row.approvals = reopened(row.approvals);
        this.review(row, statusOfSteps(row.approvals) === 'approved' ? 'approved' : 'pending', null);
      } else if (own && !reviews && row.requestStatus !== 'pending') {
        this.review(row, 'pending', null);
      }
    }
    if (requestStatus === undefined) return;
    if (inSteps) this.decide(row, requestStatus, auth.personId, grant.decidesStep === true);
    else if (requestStatus !== row.requestStatus) this.review(row, requestStatus, requestStatus === 'pending' ? null : auth.personId);
  }

  /**
   * A decision on a request with steps (the door let the caller make it): the open step's approver decides that step,
   * and the request is decided once the steps are (declined by the first declined step); owner and admin decide the
   * whole request, recorded on every step still pending (`pending` reopens it at its first step).
   */
  private decide(row: TimeAway, status: TimeAway['requestStatus'], by: string, stepOnly: boolean): void {
    const now = this.clock.now();
    if (stepOnly) {
      if (status === 'pending') return;
      row.approvals = decideOpenStep(row.approvals, status, by, now);
      const reached = statusOfSteps(row.approvals);
      if (reached !== 'pending') this.review(row, reached, by);
      return;
    }
    if (status === row.requestStatus) return;
    row.approvals = status === 'pending' ? reopened(row.approvals) : decideRemaining(row.approvals, status, by, now);
    this.review(row, status, status === 'pending' ? null : by);
  }

  private review(row: TimeAway, status: TimeAway['requestStatus'], reviewer: string | null): void {
    row.requestStatus = status;
    row.reviewedBy = reviewer;
    row.reviewedAt = reviewer ? this.clock.now() : null;
  }

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: TimeAway): Promise<void> {
    await this.policy.require(auth, 'timeAway', 'delete', [{ personId: row.personId }], { em });
  }

  /**
   * The private view of each entry's person (D4, D5: `fieldAccess` and `private:read`): owner, admin and finance see
   * every entry in full, a user their own, a manager also their reports' (one reporting-line query per page at most).
   */
  protected async readerClasses(auth: AuthContext, rows: ApiRow[], em: EntityManager = this.db.manager) {
    const classes = await this.policy.fieldClasses(em, auth, 'timeAway', rows.map((r) => r.personId as string));
    return (row: ApiRow) => classes.get(row.personId as string)!;
  }
}
