import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsCountryCode } from '../../core/validation/country.decorators';
import { IsDateString, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { DocumentedAs } from '../../core/openapi/documented-as';
import { ACTIVE_REQUIRED_FIELDS } from './person-fields';
import { IsDateTimeString } from './validation/date-time.decorator';

export const DIETARY_PREFERENCES = ['No preference', 'Pescetarian', 'Vegetarian', 'Vegan', 'Halal', 'Jain', 'Kosher', 'Diabetic'] as const;
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const TURNOVER_IMPACTS = ['regrettable', 'non-regrettable', 'not-applicable'] as const;
export const LEAVING_REASONS = ['dismissed', 'resigned', 'redundancy', 'other'] as const;
/** Statuses a client may set; `offboarded` follows from `employmentEndDate` (D9). */
export const SETTABLE_STATUSES = ['active', 'newHire'] as const;
export const MAX_TEAMS = 8;
const NAME = 200;
const TEXT = 5000;

export class TeamDto {
  @Required() @IsString() @NotBlank() @MaxLength(NAME)
  name: string;
}

export class WorkingDayDto {
  @Required() @IsIn(WEEK_DAYS)
  day: string;
}

/** The first job role, made with the person (`jobRole` of the create body). */
export class NewPersonJobRoleDto {
  @Required() @IsString() @NotBlank() @MaxLength(NAME)
  jobTitle: string;

  @Nullable() @IsString() @MaxLength(NAME)
  department?: string | null;

  @Nullable() @IsString() @MaxLength(100)
  reportingTo?: string | null;
}

export class TimeAwayAllocationDto {
  @Required() @IsString() @MaxLength(100)
  timeAwayPolicyId: string;
}

/** Optional fields of both create and update (string or null unless stated). */
class PersonOptionalFields {
  @Nullable() @IsString() @MaxLength(NAME) middleName?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) preferredName?: string | null;
  @Nullable() @IsString() @MaxLength(100) pronouns?: string | null;
  @Nullable() @IsEmail() @MaxLength(320) personalEmail?: string | null;
  @Nullable() @IsString() @MaxLength(40) phoneNumber?: string | null;
  @Nullable() @IsString() @MaxLength(40) personalPhoneNumber?: string | null;
  /** Free form. */
  @Nullable() @IsString() @MaxLength(100) gender?: string | null;
  @Nullable() @IsDateString() birthday?: string | null;
  @OptionalNotNull() @IsBoolean() isBirthdayHidden?: boolean;
  @Nullable() @IsString() @MaxLength(100) profilePhotoId?: string | null;
  @Nullable() @IsString() @MaxLength(100) nationality?: string | null;
  @Nullable() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(100, { each: true }) nationalities?: string[] | null;
  @Nullable() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) spokenLanguages?: string[] | null;
  @Nullable() @IsIn(DIETARY_PREFERENCES) dietaryPreference?: string | null;
  @OptionalNotNull() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true }) foodAllergies?: string[];
  @Nullable() @IsString() @MaxLength(500) address?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) city?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) state?: string | null;
  @Nullable() @IsString() @MaxLength(40) postcode?: string | null;
  @Nullable() @IsCountryCode() countryCode?: string | null;
  @Nullable() @IsString() @MaxLength(TEXT) bio?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) linkedIn?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) twitter?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) github?: string | null;
  @OptionalNotNull() @IsDateString() firstWorkingDay?: string;
  @Nullable() @IsDateString() employmentEndDate?: string | null;
  @Nullable() @IsDateString() lastWorkingDay?: string | null;
  @Nullable() @IsDateString() probationEndDate?: string | null;
  @Nullable() @IsArray() @ArrayMaxSize(WEEK_DAYS.length) @ValidateNested({ each: true }) @Type(() => WorkingDayDto) workingDays?: WorkingDayDto[] | null;
  @Nullable() @IsIn(TURNOVER_IMPACTS) turnoverImpact?: string | null;
  @Nullable() @IsIn(LEAVING_REASONS) leavingReason?: string | null;
  @Nullable() @IsString() @MaxLength(TEXT) leavingNote?: string | null;
  @Nullable() @IsString() @MaxLength(100) leavingFileId?: string | null;
  /** Commonly Full time, Part time, Contractor, Internship; any value. */
  @Nullable() @IsString() @MaxLength(100) contractType?: string | null;
  @Nullable() @IsString() @MaxLength(100) payrollProvider?: string | null;
  @Nullable() @IsString() @NotBlank() @MaxLength(64) employeeId?: string | null;
  @Nullable() @IsString() @MaxLength(100) taxId?: string | null;
  @Nullable() @IsString() @MaxLength(100) taxCode?: string | null;
  @Nullable() @IsString() @MaxLength(NAME) remoteCity?: string | null;
  @Nullable() @IsCountryCode() remoteCountryCode?: string | null;
  @OptionalNotNull() @IsString() @MaxLength(100) timeAwayApprovalFlowId?: string;
  @OptionalNotNull() @IsArray() @ArrayMaxSize(MAX_TEAMS, { message: `$property may hold at most ${MAX_TEAMS} teams` })
  @ValidateNested({ each: true }) @Type(() => TeamDto)
  teams?: TeamDto[];
  @OptionalNotNull() @IsIn(SETTABLE_STATUSES) status?: string;
  @OptionalNotNull() @IsBoolean() isWorkEmailHidden?: boolean;
  /** Only `reset`, which makes a new token. */
  @OptionalNotNull() @IsIn(['reset'], { message: '$property can only be set to reset' }) calendarFeedToken?: string;
  @Nullable() @IsDateTimeString() seenDocumentsAt?: string | null;
  /** A country code, a country-region code or a calendar id. */
  @Nullable() @IsString() @MaxLength(100) publicHolidayCalendarId?: string | null;
}

/** An active person (the default status) needs six fields; a new hire (`status: newHire`) may leave them out. */
@DocumentedAs({
  description: `Required for an active person (no status, or \`active\`): ${[...ACTIVE_REQUIRED_FIELDS, 'jobRole'].join(', ')}. A new hire (\`status: newHire\`) may leave them out.`,
  if: { properties: { status: { const: 'newHire' } }, required: ['status'] },
  else: { required: [...ACTIVE_REQUIRED_FIELDS, 'jobRole'], properties: Object.fromEntries([...ACTIVE_REQUIRED_FIELDS, 'jobRole'].map((f) => [f, {}])) },
})
export class CreatePersonDto extends PersonOptionalFields {
  // Required for an active person, optional for a new hire: checked by the service, which knows the status.
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(NAME) firstName?: string;
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(NAME) lastName?: string;
  @OptionalNotNull() @IsEmail() @MaxLength(320) email?: string;
  @OptionalNotNull() @IsDateString() employmentStartDate?: string;
  /** A location id of the company or `remote`. */
  @OptionalNotNull() @IsString() @MaxLength(100) locationId?: string;
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => NewPersonJobRoleDto) jobRole?: NewPersonJobRoleDto;
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => TimeAwayAllocationDto) timeAwayAllocation?: TimeAwayAllocationDto;
}

export class UpdatePersonDto extends PersonOptionalFields {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(NAME) firstName?: string;
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(NAME) lastName?: string;
  /** Null only while the person is a new hire. */
  @Nullable() @IsEmail() @MaxLength(320) email?: string | null;
  @OptionalNotNull() @IsDateString() employmentStartDate?: string;
  @OptionalNotNull() @IsString() @MaxLength(100) locationId?: string;
}
