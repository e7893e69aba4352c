import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { END_PERIODS, REQUEST_STATUSES, START_PERIODS } from './time-away.entity';

class TimeAwayOptionalFields {
  @OptionalNotNull() @IsIn(START_PERIODS)
  startPeriod?: 'full' | 'am' | 'pm';

  @OptionalNotNull() @IsIn(END_PERIODS)
  endPeriod?: 'full' | 'am' | 'pm';

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;
}

export class CreateTimeAwayDto extends TimeAwayOptionalFields {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsString() @MaxLength(100)
  timeAwayTypeId: string;

  @Required() @IsDateString()
  startDate: string;

  @Required() @IsDateString()
  endDate: string;
}

/**
 * The same fields, none required, and `requestStatus`: set by the person's manager, an admin or the owner
 * (never by the person for their own entry); it records `reviewedBy` and `reviewedAt`.
 */
export class UpdateTimeAwayDto extends TimeAwayOptionalFields {
  @OptionalNotNull() @IsString() @MaxLength(100)
  timeAwayTypeId?: string;

  @OptionalNotNull() @IsDateString()
  startDate?: string;

  @OptionalNotNull() @IsDateString()
  endDate?: string;

  @OptionalNotNull() @IsIn(REQUEST_STATUSES)
  requestStatus?: 'pending' | 'approved' | 'declined';
}
