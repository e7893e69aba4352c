import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { ResourceService } from '../../../core/crud/resource.service';
import { ResourceDefinition } from '../../../core/crud/resource-definition';
import { lockCompanyScope } from '../../../core/database/company-lock';
import { ApiError } from '../../../core/errors/api-error';
import { registerConstraintError } from '../../../core/errors/database-errors';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { PolicyService } from '../../../core/policy/policy.service';
import { expectReference } from '../../../core/tenancy/key-checked-reference';
import { WorkingTimeChanges } from '../working-time-changes';
import { CreateWorkingPatternAllocationDto, UpdateWorkingPatternAllocationDto } from './working-pattern-allocation.dto';
import { WorkingPatternAllocation } from './working-pattern-allocation.entity';

registerConstraintError('working_pattern_allocations_no_overlap', () =>
  ApiError.validation([{ name: 'startDate', reason: 'overlaps another working-pattern allocation of this person' }], 'The allocation overlaps another allocation of this person'),
);
registerConstraintError('working_pattern_allocations_check', () => ApiError.invalidField('endDate', 'must not be before startDate'));

/** The key to the pattern: a pattern of another company, or none, is a 422 on `workingPatternId`. */
const PATTERN_KEY = 'working_pattern_allocations_pattern';

/**
 * One person's allocation writes take turns: the exclusion constraint alone keeps them from overlapping, but two
 * inserts racing on it may each wait for the other (a deadlock, 503); in turn, the second sees the first and is a 422.
 */
const lockPersonAllocations = (em: EntityManager, companyId: string, personId: string) =>
  lockCompanyScope(em, `working-pattern-allocations:${personId}`, companyId);

const ALLOCATION_FIELDS = ['id', 'personId', 'workingPatternId', 'startDate', 'endDate', 'createdAt', 'updatedAt'] as const;

/**
 * A person's working pattern over time (docs/decisions-work-time.md): person-owned, written by owner and admin, read
 * with the person's private view. The database keeps one person's allocations from overlapping; the person is the
 * access layer's, the pattern its key's. Every write recomputes the person's pending time away in its transaction.
 */
@Injectable()
export class WorkingPatternAllocationsService extends ResourceService<WorkingPatternAllocation, CreateWorkingPatternAllocationDto, UpdateWorkingPatternAllocationDto> {
  readonly definition: ResourceDefinition<WorkingPatternAllocation> = {
    name: 'workingPatternAllocation',
    policy: 'workingPatternAllocation',
    entity: WorkingPatternAllocation,
    alias: 'alloc',
    ownership: { personColumn: 'person_id' },
    query: {
      filters: {
        personId: { type: 'string', operators: ['$in'] },
        workingPatternId: { type: 'string', operators: ['$in', '$nin'] },
        startDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'] },
        // An open allocation has no end: it matches every bound after its start.
        endDate: { type: 'date', operators: ['$gt', '$gte', '$lt', '$lte'], column: `COALESCE(alloc.end_date, 'infinity'::date)` },
      },
      sort: { startDate: 'alloc.start_date' },
    },
    fields: ALLOCATION_FIELDS,
    read: { fields: ALLOCATION_FIELDS },
    auditValues: ['workingPatternId', 'startDate', 'endDate'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly changes: WorkingTimeChanges) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateWorkingPatternAllocationDto): Promise<Partial<WorkingPatternAllocation>> {
    // The access layer answers: an unknown person or a new hire hidden from the caller is a 422 on personId, 403 out of reach.
    await this.policy.require(auth, 'workingPatternAllocation', 'write', [{ personId: input.personId }], { em, field: 'personId' });
    expectReference(em, PATTERN_KEY, 'workingPatternId', input.workingPatternId);
    await lockPersonAllocations(em, auth.companyId, input.personId);
    const row = { personId: input.personId, workingPatternId: input.workingPatternId, startDate: input.startDate, endDate: input.endDate ?? null };
    assertDatesInOrder(row);
    return row;
  }

  /** Before the row's lock: the person's allocation writes take turns (the person of an allocation never changes). */
  protected async beforeLock(em: EntityManager, auth: AuthContext, id: string): Promise<void> {
    const [row] = await em.query('SELECT person_id FROM working_pattern_allocations WHERE company_id = $1 AND id = $2', [auth.companyId, id]);
    if (row) await lockPersonAllocations(em, auth.companyId, row.person_id);
  }

  protected async applyUpdate(em: EntityManager, _auth: AuthContext, row: WorkingPatternAllocation, input: UpdateWorkingPatternAllocationDto): Promise<void> {
    if (input.workingPatternId !== undefined) {
      expectReference(em, PATTERN_KEY, 'workingPatternId', input.workingPatternId);
      row.workingPatternId = input.workingPatternId;
    }
    if (input.startDate !== undefined) row.startDate = input.startDate;
    if (input.endDate !== undefined) row.endDate = input.endDate;
    assertDatesInOrder(row);
  }

  /** The person's hours moved: their pending time away follows, in this transaction. */
  protected async afterWrite(em: EntityManager, auth: AuthContext, row: WorkingPatternAllocation): Promise<void> {
    await this.changes.run(em, auth.companyId, [row.personId]);
  }
}

function assertDatesInOrder(row: { startDate: string; endDate: string | null }): void {
  if (row.endDate !== null && row.endDate < row.startDate) throw ApiError.invalidField('endDate', 'must not be before startDate');
}
