import { IsString, Max, MaxLength, Min } from 'class-validator';
import { IsDecimalNumber, NotBlank, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';

export class CreateTimeAwayPolicyDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  /** Days a year; null for unlimited. */
  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(366)
  allowance?: number | null;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(366)
  carryOverLimit?: number | null;
}

export class UpdateTimeAwayPolicyDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(366)
  allowance?: number | null;

  @Nullable() @IsDecimalNumber(2) @Min(0) @Max(366)
  carryOverLimit?: number | null;
}
