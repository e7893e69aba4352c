import { IsString, MaxLength } from 'class-validator';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../../core/validation/decorators';

export class CreateWorkingPatternAllocationDto {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsString() @MaxLength(100)
  workingPatternId: string;

  @Required() @IsDateString()
  startDate: string;

  /** The last day the pattern applies; null or left out: open. */
  @Nullable() @IsDateString()
  endDate?: string | null;
}

/** The person of an allocation never changes: another person's pattern is their own allocation. */
export class UpdateWorkingPatternAllocationDto {
  @OptionalNotNull() @IsString() @MaxLength(100)
  workingPatternId?: string;

  @OptionalNotNull() @IsDateString()
  startDate?: string;

  @Nullable() @IsDateString()
  endDate?: string | null;
}
