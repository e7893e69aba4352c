import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiError } from '../../core/errors/api-error';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { PolicyDeletionChecks } from '../time-away-policies';
import { Location } from './location.entity';

/** A policy applied to a location cannot be deleted. */
@Injectable()
export class LocationsKeepPolicies implements OnModuleInit {
  constructor(private readonly policyDeletions: PolicyDeletionChecks) {}

  onModuleInit(): void {
    this.policyDeletions.register(async (em, auth, policy) => {
      const used = await tenantQuery(em, Location, 'location', auth.companyId)
        .andWhere('location.time_away_policy_id = :id', { id: policy.id })
        .getExists();
      if (used) throw ApiError.invalidField('id', 'the policy is applied to a location; move the location to another policy first');
    });
  }
}
