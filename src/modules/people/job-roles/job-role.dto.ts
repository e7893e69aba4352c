import { IsString, MaxLength } from 'class-validator';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../../core/validation/decorators';

const TITLE = 200;

export class CreateJobRoleDto {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  @Required() @IsString() @NotBlank() @MaxLength(TITLE)
  jobTitle: string;

  @Required() @IsDateString()
  effectiveDate: string;

  @Nullable() @IsString() @MaxLength(TITLE)
  department?: string | null;

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;

  /** The manager: a person of the same company, not creating a reporting cycle. */
  @Nullable() @IsString() @MaxLength(100)
  reportingTo?: string | null;
}

export class UpdateJobRoleDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(TITLE)
  jobTitle?: string;

  @Nullable() @IsString() @MaxLength(TITLE)
  department?: string | null;

  @OptionalNotNull() @IsDateString()
  effectiveDate?: string;

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;

  @Nullable() @IsString() @MaxLength(100)
  reportingTo?: string | null;
}
