import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiObject, ResourceService } from '../../core/crud/resource.service';
import { ReadContext } from '../../core/crud/read-context';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { DATE_RANGE_NARROWING } from './date-range-narrowing';
import { ApiError } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { conditionalVisibility } from '../../core/policy/conditional-fields';
import { PolicyService } from '../../core/policy/policy.service';
import { assertReference } from '../../core/tenancy/tenant-query';
import { entryTypeInCategoriesSql, TimeAwayCategory, TimeAwayType, typeSummaries, TypeSummary } from '../time-away-types';
import { EntryDaysService } from './entry-days.service';
import { PUBLIC_CATEGORIES, PrivateView, privateViewOf, seesPrivate, UNDISCLOSED_NAME } from './entry-visibility';
import { resolvePeriods } from './periods';
import { CreateTimeAwayDto, UpdateTimeAwayDto } from './time-away.dto';
import { REQUEST_STATUSES, TimeAway } from './time-away.entity';

export const OVERLAP_CONSTRAINT = 'time_away_no_overlap';
registerConstraintError(OVERLAP_CONSTRAINT, () =>
  ApiError.validation([{ name: 'startDate', reason: 'overlaps another time-away entry of this person' }], 'The entry overlaps another entry of this person'),
);


interface TimeAwayContext extends ReadContext {
  types: Map<string, TypeSummary>;
  view: PrivateView;
}

const ENTRY_FIELDS = [
  'id', 'personId', 'timeAwayTypeId', 'startDate', 'startPeriod', 'endDate', 'endPeriod', 'note',
  'requestStatus', 'reviewedBy', 'reviewedAt', 'days', 'createdAt', 'updatedAt',
] as const;

@Injectable()
export class TimeAwayService extends ResourceService<TimeAway, CreateTimeAwayDto, UpdateTimeAwayDto, TimeAwayContext> {
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
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly entryDays: EntryDaysService, private readonly clock: Clock) {
    super(db, outbox, policy);
  }

  /**
   * Who requests, changes, reviews and deletes entries is the access layer's (the policy table's `timeAway` rows): a
   * person requests for themselves, their reviewers (owner and admin, a manager for their reports) decide.
   */
  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimeAwayDto): Promise<Partial<TimeAway>> {
    const { reviews } = await this.policy.require(auth, 'timeAway', 'create', [{ personId: input.personId }], { em, field: 'personId' });
    await assertReference(em, auth, TimeAwayType, input.timeAwayTypeId, 'timeAwayTypeId');
    const dates = resolvePeriods(input.startDate, input.endDate, input.startPeriod, input.endPeriod);
    const days = await this.entryDays.daysOf(em, auth.companyId, input.personId, dates);
    return {
      personId: input.personId,
      timeAwayTypeId: input.timeAwayTypeId,
      ...dates,
      note: input.note ?? null,
      days: String(days),
      // D12: entries made by their reviewer (owner or admin) are approved by them; a person's own request waits for review.
      requestStatus: reviews ? 'approved' : 'pending',
      reviewedBy: reviews ? auth.personId : null,
      reviewedAt: reviews ? this.clock.now() : null,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: TimeAway, input: UpdateTimeAwayDto): Promise<void> {
    const own = row.personId === auth.personId;
    const { requestStatus, ...changes } = input;
    const sent = Object.entries(input).filter(([, v]) => v !== undefined).map(([k]) => k);
    const { reviews } = await this.policy.require(auth, 'timeAway', 'update', [{ personId: row.personId, fields: sent }], { em });
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
      row.days = String(await this.entryDays.daysOf(em, auth.companyId, row.personId, row));
      // A decided request its person changes is a new request.
      if (own && !reviews && row.requestStatus !== 'pending') this.review(row, 'pending', null);
    }
    if (requestStatus !== undefined && requestStatus !== row.requestStatus) {
      this.review(row, requestStatus, requestStatus === 'pending' ? null : auth.personId);
    }
  }

  private review(row: TimeAway, status: TimeAway['requestStatus'], reviewer: string | null): void {
    row.requestStatus = status;
    row.reviewedBy = reviewer;
    row.reviewedAt = reviewer ? this.clock.now() : null;
  }

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: TimeAway): Promise<void> {
    await this.policy.require(auth, 'timeAway', 'delete', [{ personId: row.personId }], { em });
  }

  /** The entries' types and the caller's private view: two queries per page at most. */
  async hydrate(em: EntityManager, rows: TimeAway[], auth: AuthContext | null): Promise<TimeAwayContext> {
    const typeIds = [...new Set(rows.map((r) => r.timeAwayTypeId))];
    const found = typeIds.length ? await typeSummaries(em, rows[0].companyId, typeIds) : [];
    const view = await privateViewOf(em, this.policy, auth);
    return { auth, types: new Map(found.map((t) => [t.id, t])), view };
  }

  toApi(row: TimeAway, context: TimeAwayContext | null): ApiObject {
    const out = super.toApi(row, context);
    const type = context?.types.get(row.timeAwayTypeId);
    out.days = Number(row.days);
    out.name = type?.name ?? null;
    out.isTimeOff = type?.isTimeOff ?? true;
    if (context && !seesPrivate(context.view, row.personId)) {
      delete out.note;
      if (!type || !PUBLIC_CATEGORIES.has(type.category)) {
        delete out.timeAwayTypeId;
        out.name = UNDISCLOSED_NAME;
        out.isTimeOff = true;
      }
    }
    return out;
  }
}
