import { IsString, Matches, MaxLength } from 'class-validator';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

/** `HH:mm` of a day (00:00 to 23:59). */
const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `HH:mm`, or `24:00` for an entry ending at midnight. */
const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

class TimesheetEntryFields {
  @Nullable() @IsString() @MaxLength(1000)
  note?: string | null;
}

export class CreateTimesheetEntryDto extends TimesheetEntryFields {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsDateString()
  date: string;

  @Required() @IsString() @Matches(START_TIME, { message: '$property must be a time of day HH:mm (for example "09:00")' })
  startTime: string;

  @Required() @IsString() @Matches(END_TIME, { message: '$property must be a time of day HH:mm (for example "17:30"), or 24:00' })
  endTime: string;
}

/** The person of an entry never changes. */
export class UpdateTimesheetEntryDto extends TimesheetEntryFields {
  @OptionalNotNull() @IsDateString()
  date?: string;

  @OptionalNotNull() @IsString() @Matches(START_TIME, { message: '$property must be a time of day HH:mm (for example "09:00")' })
  startTime?: string;

  @OptionalNotNull() @IsString() @Matches(END_TIME, { message: '$property must be a time of day HH:mm (for example "17:30"), or 24:00' })
  endTime?: string;
}
