import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { ApiError } from '../../../core/errors/api-error';
import { registerConstraintError } from '../../../core/errors/database-errors';
import { expectReference } from '../../../core/tenancy/key-checked-reference';
import { CreateTimeAwayAllocationDto, UpdateTimeAwayAllocationDto } from './time-away-allocation.dto';
import { TimeAwayAllocation } from './time-away-allocation.entity';
import { planPolicySwitch, StoredAllocation } from './policy-switch';

registerConstraintError('time_away_allocations_no_overlap', () =>
  ApiError.validation([{ name: 'startDate', reason: 'overlaps another time-away allocation of this person' }], 'The allocation overlaps another allocation of this person'),
);
registerConstraintError('time_away_allocations_check', () => ApiError.invalidField('endDate', 'must not be before startDate'));

const ALLOCATION_FIELDS = ['id', 'personId', 'timeAwayPolicyId', 'startDate', 'endDate', 'createdAt', 'updatedAt'] as const;

/** Whose policy moves from when, for `switchPolicy`: a person and their employment start date. */
export interface PolicySwitchPerson {
  personId: string;
  startDate: string | null;
}

/**
 * A person's time-away policy over time (docs/decisions-time-away.md, "Allocations"): person-owned, written by the
 * roles that write every row, read with the private time-away view. The database keeps one person's allocations from
 * overlapping; the person and the policy are checked by their foreign keys when the row is written.
 */
@Injectable()
export class TimeAwayAllocationsService extends ResourceService<TimeAwayAllocation, CreateTimeAwayAllocationDto, UpdateTimeAwayAllocationDto> {
  readonly definition: ResourceDefinition<TimeAwayAllocation> = {
    name: 'timeAwayAllocation',
    policy: 'timeAwayAllocation',
    entity: TimeAwayAllocation,
    alias: 'alloc',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        timeAwayPolicyId: { type: 'string', operators: ['$in', '$nin'] },
        startDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
        // An open allocation has no end: it matches every bound after its start.
        endDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'], column: `COALESCE(alloc.end_date, 'infinity'::date)` },
      },
      sort: { startDate: 'alloc.start_date' },
    },
    fields: ALLOCATION_FIELDS,
    read: { fields: ALLOCATION_FIELDS },
    auditValues: ['timeAwayPolicyId', 'startDate', 'endDate'],
  };

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateTimeAwayAllocationDto): Promise<Partial<TimeAwayAllocation>> {
    // The access layer answers: an unknown person or a new hire hidden from the caller is a 422 on personId, 403 out of reach.
    await this.policy.require(auth, 'timeAwayAllocation', 'write', [{ personId: input.personId }], { em, field: 'personId' });
    expectReference(em, 'time_away_allocations_policy', 'timeAwayPolicyId', input.timeAwayPolicyId);
    const row = { personId: input.personId, timeAwayPolicyId: input.timeAwayPolicyId, startDate: input.startDate, endDate: input.endDate ?? null };
    assertDatesInOrder(row);
    return row;
  }

  protected async applyUpdate(em: EntityManager, _auth: AuthContext, row: TimeAwayAllocation, input: UpdateTimeAwayAllocationDto): Promise<void> {
    if (input.timeAwayPolicyId !== undefined) {
      expectReference(em, 'time_away_allocations_policy', 'timeAwayPolicyId', input.timeAwayPolicyId);
      row.timeAwayPolicyId = input.timeAwayPolicyId;
    }
    if (input.startDate !== undefined) row.startDate = input.startDate;
    if (input.endDate !== undefined) row.endDate = input.endDate;
    assertDatesInOrder(row);
  }

  /**
   * A new person's first allocation (`timeAwayAllocation` on create), from their start date; an unknown policy
   * answers 422 on `timeAwayAllocation.timeAwayPolicyId`. Inside the person's write transaction.
   */
  async recordFirst(em: EntityManager, companyId: string, personId: string, policyId: string, startDate: string): Promise<void> {
    expectReference(em, 'time_away_allocations_policy', 'timeAwayAllocation.timeAwayPolicyId', policyId);
    await this.insertRow(em, { companyId }, { personId, timeAwayPolicyId: policyId, startDate, endDate: null });
  }

  /**
   * Moves these people to `policyId` from `today` (the company's date), in the caller's transaction, with an event
   * per allocation written: see `planPolicySwitch`. `previousPolicyId` is the policy the days no allocation covers
   * followed until now (their location's).
   */
  async switchPolicy(em: EntityManager, companyId: string, people: PolicySwitchPerson[], policyId: string, previousPolicyId: string | null, today: string): Promise<void> {
    if (!people.length) return;
    const stored: (StoredAllocation & { personId: string })[] = await em.query(
      `SELECT id, person_id AS "personId", time_away_policy_id AS "timeAwayPolicyId", start_date::text AS "startDate", end_date::text AS "endDate"
         FROM time_away_allocations WHERE company_id = $1 AND person_id = ANY($2::text[])`,
      [companyId, people.map((p) => p.personId)],
    );
    const plans = people.map((person) =>
      ({ person, plan: planPolicySwitch(stored.filter((a) => a.personId === person.personId), today, policyId, previousPolicyId, person.startDate) }));
    const updates = plans.flatMap(({ plan }) => plan.updates);
    // Allocations are cut short before new ones are written, so no statement sees two of them overlap.
    await this.withUpdateEvents(em, companyId, updates.map((u) => u.id), async () => {
      for (const update of updates) {
        await em.query(
          `UPDATE time_away_allocations SET end_date = COALESCE($3::date, end_date), time_away_policy_id = COALESCE($4, time_away_policy_id), updated_at = now()
            WHERE company_id = $1 AND id = $2`,
          [companyId, update.id, update.endDate ?? null, update.timeAwayPolicyId ?? null],
        );
      }
    });
    for (const { person, plan } of plans) {
      for (const insert of plan.inserts) await this.insertRow(em, { companyId }, { personId: person.personId, ...insert });
    }
  }
}

function assertDatesInOrder(row: { startDate: string; endDate: string | null }): void {
  if (row.endDate !== null && row.endDate < row.startDate) throw ApiError.invalidField('endDate', 'must not be before startDate');
}
