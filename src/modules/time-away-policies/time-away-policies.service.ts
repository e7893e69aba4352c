import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { CreateTimeAwayPolicyDto, UpdateTimeAwayPolicyDto } from './time-away-policy.dto';
import { TimeAwayPolicy } from './time-away-policy.entity';
import { PolicyDeletionChecks } from './policy-deletion-checks';
import { assertWithinYear } from './policy-units';

const POLICY_FIELDS = [
  'id', 'companyId', 'name', 'allowance', 'carryOverLimit', 'isDefault', 'accrualFrequency', 'yearStartMonth', 'carryOverExpiresAfterMonths',
  'unit', 'createdAt', 'updatedAt',
] as const;

@Injectable()
export class TimeAwayPoliciesService extends ResourceService<TimeAwayPolicy, CreateTimeAwayPolicyDto, UpdateTimeAwayPolicyDto> {
  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly deletionChecks: PolicyDeletionChecks,
  ) {
    super(db, outbox, policy);
  }

  readonly definition: ResourceDefinition<TimeAwayPolicy> = {
    name: 'timeAwayPolicy',
    policy: 'timeAwayPolicy',
    entity: TimeAwayPolicy,
    alias: 'policy',
    query: { filters: {} },
    fields: POLICY_FIELDS,
    read: {
      fields: POLICY_FIELDS,
      // Day counts are numbers in the API (numeric(6,2) read as text otherwise); null is unlimited (D12).
      sql: { allowance: 'policy.allowance::float8', carryOverLimit: 'policy.carry_over_limit::float8' },
    },
    auditValues: ['name'],
  };

  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: CreateTimeAwayPolicyDto) {
    const row = {
      name: input.name, allowance: toNumeric(input.allowance), carryOverLimit: toNumeric(input.carryOverLimit), isDefault: false,
      accrualFrequency: input.accrualFrequency ?? 'yearly', yearStartMonth: input.yearStartMonth ?? 1,
      carryOverExpiresAfterMonths: input.carryOverExpiresAfterMonths ?? null, unit: input.unit ?? 'days',
    };
    assertWithinYear(row);
    return row;
  }

  protected async applyUpdate(_em: EntityManager, _auth: AuthContext, row: TimeAwayPolicy, input: UpdateTimeAwayPolicyDto) {
    if (input.name !== undefined) row.name = input.name;
    if (input.allowance !== undefined) row.allowance = toNumeric(input.allowance);
    if (input.carryOverLimit !== undefined) row.carryOverLimit = toNumeric(input.carryOverLimit);
    if (input.accrualFrequency !== undefined) row.accrualFrequency = input.accrualFrequency;
    if (input.yearStartMonth !== undefined) row.yearStartMonth = input.yearStartMonth;
    if (input.carryOverExpiresAfterMonths !== undefined) row.carryOverExpiresAfterMonths = input.carryOverExpiresAfterMonths;
    if (input.unit !== undefined) row.unit = input.unit;
    assertWithinYear(row);
  }

  protected async beforeDelete(em: EntityManager, auth: AuthContext, row: TimeAwayPolicy) {
    if (row.isDefault) throw ApiError.invalidField('id', 'the default time-away policy cannot be deleted');
    await this.deletionChecks.run(em, auth, row);
  }
}

function toNumeric(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}
