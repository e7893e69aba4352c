import { IsString } from 'class-validator';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../../core/validation/decorators';

export class CreateTimeAwayAllocationDto {
  @Required() @IsString()
  personId: string;

  @Required() @IsString()
  timeAwayPolicyId: string;

  @Required() @IsDateString()
  startDate: string;

  /** The last day the policy applies; null or left out: open. */
  @Nullable() @IsDateString()
  endDate?: string | null;
}

/** The person of an allocation never changes: another person's policy is their own allocation. */
export class UpdateTimeAwayAllocationDto {
  @OptionalNotNull() @IsString()
  timeAwayPolicyId?: string;

  @OptionalNotNull() @IsDateString()
  startDate?: string;

  @Nullable() @IsDateString()
  endDate?: string | null;
}
