import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../../core/errors/api-error';
import { tenantQuery } from '../../../core/tenancy/tenant-query';
import { PolicyDeletionChecks } from '../policy-deletion-checks';
import { TimeAwayAllocation } from './time-away-allocation.entity';

/** A policy some person is (or was, or will be) allocated cannot be deleted: their history would lose it. */
@Injectable()
export class AllocationsKeepPolicies implements OnModuleInit {
  constructor(private readonly policyDeletions: PolicyDeletionChecks) {}

  onModuleInit(): void {
    this.policyDeletions.register(async (em, auth, policy) => {
      const used = await tenantQuery(em, TimeAwayAllocation, 'alloc', auth.companyId)
        .andWhere('alloc.time_away_policy_id = :id', { id: policy.id })
        .getExists();
      if (used) throw ApiError.invalidField('id', 'the policy is allocated to people; allocate them another policy first');
    });
  }
}
