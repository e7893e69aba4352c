import { ApiError } from '../../core/errors/api-error';
import type { PolicyUnit } from './time-away-policy.entity';

/** The most a leave year holds: 366 days, or as many days of 24 hours. */
export const MAX_DAYS_A_YEAR = 366;
export const MAX_HOURS_A_YEAR = MAX_DAYS_A_YEAR * 24;

/** 422 on the first of `allowance` and `carryOverLimit` above what a leave year of the policy's unit holds. */
export function assertWithinYear(policy: { unit: PolicyUnit; allowance: string | null; carryOverLimit: string | null }): void {
  const max = policy.unit === 'hours' ? MAX_HOURS_A_YEAR : MAX_DAYS_A_YEAR;
  for (const field of ['allowance', 'carryOverLimit'] as const) {
    const value = policy[field];
    if (value !== null && Number(value) > max) throw ApiError.invalidField(field, `must not be greater than ${max} (${policy.unit} a year)`);
  }
}
