/** The public face of the time-away-policies module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { TimeAwayPoliciesModule } from './time-away-policies.module';
export { TimeAwayPoliciesService } from './time-away-policies.service';
export { DEFAULT_TIME_AWAY_POLICY } from './default-time-away-policy';
export { PolicyDeletionChecks } from './policy-deletion-checks';
export { TimeAwayPolicy } from './time-away-policy.entity';
export { allocatedPolicySql, defaultPolicyIdOf, policyInEffectNameSql, policyInEffectSql, unallocatedPolicySql } from './policy-in-effect.sql';
export { defaultPolicyIdSql, policyJoinSql } from './time-away-policy.sql';
export { TimeAwayAllocationsService } from './allocations/time-away-allocations.service';
export type { PolicySwitchPerson } from './allocations/time-away-allocations.service';
export { addDays, daysFrom, earlierOf, firstOfMonth, laterOf, monthStartAfter } from './leave-calendar';
export { allocatedTermsSql, policyTermsJsonSql, unallocatedTermsSql } from './allocations/allocation-terms.sql';
export type { AllocatedTerms, PolicyTerms } from './policy-terms';
export type { PolicyUnit } from './time-away-policy.entity';
