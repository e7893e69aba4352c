import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { lockCompanyScope } from '../../core/database/company-lock';
import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { registerConstraintError } from '../../core/errors/database-errors';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { dayIssues, PatternDay, storedDays } from './pattern-days';
import { CreateWorkingPatternDto, UpdateWorkingPatternDto } from './working-pattern.dto';
import { WorkingPattern } from './working-pattern.entity';
import { WorkingTimeChanges } from './working-time-changes';

const PATTERN_FIELDS = ['id', 'companyId', 'name', 'days', 'hoursPerWeek', 'isDefault', 'createdAt', 'updatedAt'] as const;

/** A pattern an allocation or a location uses cannot go: the keys to it refuse, and that is a conflict (409). */
const IN_USE = (by: string) => () =>
  new ApiError(409, `The working pattern is in use by ${by}: give them another pattern, or none, first`, 'Conflict');
registerConstraintError('working_pattern_allocations_pattern', IN_USE('allocations'));
registerConstraintError('locations_working_pattern', IN_USE('locations'));
// Defaults move under the company's lock; the index stays the last word.
registerConstraintError('working_patterns_one_default', () => ApiError.invalidField('isDefault', 'the company has another default pattern'));

/** Pattern writes of a company take turns: moving the default touches two rows. */
const PATTERN_LOCK = 'working-patterns';

/** What a write changed that people's hours depend on, for afterWrite. */
interface PatternWrite {
  hoursMoved: boolean;
}

/**
 * A company's working patterns (docs/decisions-work-time.md): company settings every member reads and owner and admin
 * write (the policy table's `workingPattern` rows). At most one is the default: making one the default makes the
 * previous one not (with its own `workingPattern.updated`). A change of days or of the default recomputes pending
 * time away (WorkingTimeChanges) in the same transaction.
 */
@Injectable()
export class WorkingPatternsService extends ResourceService<WorkingPattern, CreateWorkingPatternDto, UpdateWorkingPatternDto, PatternWrite> {
  readonly definition: ResourceDefinition<WorkingPattern> = {
    name: 'workingPattern',
    policy: 'workingPattern',
    entity: WorkingPattern,
    alias: 'pattern',
    query: {
      filters: { isDefault: { type: 'boolean', operators: [] } },
      sort: { name: 'pattern.name' },
    },
    fields: ['id', 'companyId', 'name', 'days', 'isDefault', 'createdAt', 'updatedAt'],
    read: {
      fields: PATTERN_FIELDS,
      sql: { hoursPerWeek: `(SELECT COALESCE(sum((d->>'hours')::numeric), 0) FROM jsonb_array_elements(pattern.days) d)::float8` },
    },
    auditValues: ['name', 'isDefault'],
  };

  constructor(db: DataSource, outbox: OutboxService, policy: PolicyService, private readonly changes: WorkingTimeChanges) {
    super(db, outbox, policy);
  }

  protected async buildNew(em: EntityManager, auth: AuthContext, input: CreateWorkingPatternDto): Promise<Partial<WorkingPattern>> {
    const days = checkedDays(input.days);
    await lockCompanyScope(em, PATTERN_LOCK, auth.companyId);
    if (input.isDefault) await this.clearDefault(em, auth.companyId, null);
    return { name: input.name, days, isDefault: input.isDefault ?? false };
  }

  protected async beforeLock(em: EntityManager, auth: AuthContext): Promise<void> {
    await lockCompanyScope(em, PATTERN_LOCK, auth.companyId);
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: WorkingPattern, input: UpdateWorkingPatternDto): Promise<PatternWrite> {
    let hoursMoved = false;
    if (input.name !== undefined) row.name = input.name;
    if (input.days !== undefined) {
      const days = checkedDays(input.days);
      hoursMoved = JSON.stringify(days) !== JSON.stringify(row.days);
      row.days = days;
    }
    if (input.isDefault !== undefined && input.isDefault !== row.isDefault) {
      if (input.isDefault) await this.clearDefault(em, auth.companyId, row.id);
      row.isDefault = input.isDefault;
      hoursMoved = true;
    }
    return { hoursMoved };
  }

  protected async beforeDelete(_em: EntityManager, _auth: AuthContext, row: WorkingPattern): Promise<void> {
    if (row.isDefault) {
      throw new ApiError(409, 'The working pattern is the company default, in use by everyone without another: make another the default, or none, first', 'Conflict');
    }
  }

  protected async afterWrite(
    em: EntityManager,
    auth: AuthContext,
    row: WorkingPattern,
    kind: 'created' | 'updated' | 'deleted',
    _input?: CreateWorkingPatternDto | UpdateWorkingPatternDto,
    note?: PatternWrite,
  ): Promise<void> {
    // A new default changes the hours of everyone following the default; so does a change of a pattern in use.
    if ((kind === 'created' && row.isDefault) || note?.hoursMoved) await this.changes.run(em, auth.companyId, null);
  }

  /** The company's default pattern (but `keep`) stops being the default, as a change of its own with its event. */
  private async clearDefault(em: EntityManager, companyId: string, keep: string | null): Promise<void> {
    const previous: { id: string }[] = await em.query(
      'SELECT id FROM working_patterns WHERE company_id = $1 AND is_default AND id IS DISTINCT FROM $2',
      [companyId, keep],
    );
    await this.withUpdateEvents(em, companyId, previous.map((p) => p.id), () =>
      em.query('UPDATE working_patterns SET is_default = false, updated_at = now() WHERE company_id = $1 AND id = ANY($2::text[])', [companyId, previous.map((p) => p.id)]),
    );
  }
}

/** The days as stored once each is valid (422 naming `days.<field>` and the day's index). */
function checkedDays(days: PatternDay[]): PatternDay[] {
  const issues: ValidationIssue[] = dayIssues(days);
  if (issues.length) {
    throw ApiError.validation(issues, `The request is invalid: ${issues.map((i) => `days[${i.index}].${i.name.slice('days.'.length)} ${i.reason}`).join('; ')}`);
  }
  return storedDays(days);
}
