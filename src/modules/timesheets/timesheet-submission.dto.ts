import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { SUBMISSION_STATUSES } from './timesheet-submission.entity';
import type { SubmissionStatus } from './timesheet-submission.entity';

/** A period handed in: it is `pending` from now, its figures those of its entries now. */
export class CreateTimesheetSubmissionDto {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsDateString()
  startDate: string;

  @Required() @IsDateString()
  endDate: string;
}

/**
 * A decision (`approved`, or `rejected` with `changesRequested`) by a manager of the person, an admin or the owner;
 * or `pending` again: the person hands a rejected submission back. The period never changes.
 */
export class UpdateTimesheetSubmissionDto {
  @OptionalNotNull() @IsIn(SUBMISSION_STATUSES)
  status?: SubmissionStatus;

  @Nullable() @IsString() @NotBlank() @MaxLength(5000)
  changesRequested?: string | null;
}
