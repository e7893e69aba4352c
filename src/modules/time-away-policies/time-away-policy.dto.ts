import { IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsDecimalNumber, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { ACCRUAL_FREQUENCIES, POLICY_UNITS } from './time-away-policy.entity';
import type { AccrualFrequency, PolicyUnit } from './time-away-policy.entity';
import { MAX_HOURS_A_YEAR } from './policy-units';

/** How the allowance is granted, the leave year, carry-over expiry (docs/decisions-time-away.md, "Balances"). */
class PolicyAccountingFields {
  /** `yearly` (default): the allowance on the leave year's first day; `monthly`: a twelfth on the first of each month. */
  @OptionalNotNull() @IsIn(ACCRUAL_FREQUENCIES)
  accrualFrequency?: AccrualFrequency;

  /** The month the leave year starts in; 1 (January) by default. */
  @OptionalNotNull() @IsInt() @Min(1) @Max(12)
  yearStartMonth?: number;

  /** Carried-over days not used within this many months of the new leave year expire; null (default): never. */
  @Nullable() @IsInt() @Min(1) @Max(12)
  carryOverExpiresAfterMonths?: number | null;

  /** `days` (default) or `hours`: what the allowance, the carry-over limit and every balance figure count. */
  @OptionalNotNull() @IsIn(POLICY_UNITS)
  unit?: PolicyUnit;
}

export class CreateTimeAwayPolicyDto extends PolicyAccountingFields {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  /** Days (hours for an `hours` policy, checked by the service) a year; null for unlimited. */
  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(MAX_HOURS_A_YEAR)
  allowance?: number | null;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(MAX_HOURS_A_YEAR)
  carryOverLimit?: number | null;
}

export class UpdateTimeAwayPolicyDto extends PolicyAccountingFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(MAX_HOURS_A_YEAR)
  allowance?: number | null;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(MAX_HOURS_A_YEAR)
  carryOverLimit?: number | null;
}
