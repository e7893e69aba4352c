import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsNumber, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';
import { HOURS_STEP, MAX_DAY_HOURS, PATTERN_WEEKDAYS } from './pattern-days';
import type { PatternWeekday } from './pattern-days';

export class PatternDayDto {
  @Required() @IsIn(PATTERN_WEEKDAYS)
  day: PatternWeekday;

  /** Hours worked that day: more than 0, at most 24, in quarters of an hour (the step is checked by the service). */
  @Required() @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(HOURS_STEP) @Max(MAX_DAY_HOURS)
  hours: number;
}

const AT_LEAST_ONE = { message: '$property needs at least one working day' };
const AT_MOST_SEVEN = { message: '$property may list at most 7 days' };

export class CreateWorkingPatternDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @Required() @IsArray() @ArrayMinSize(1, AT_LEAST_ONE) @ArrayMaxSize(7, AT_MOST_SEVEN)
  @ValidateNested({ each: true }) @Type(() => PatternDayDto)
  days: PatternDayDto[];

  /** Makes it the company's default pattern (the previous default stops being one). */
  @OptionalNotNull() @IsBoolean()
  isDefault?: boolean;
}

export class UpdateWorkingPatternDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsArray() @ArrayMinSize(1, AT_LEAST_ONE) @ArrayMaxSize(7, AT_MOST_SEVEN)
  @ValidateNested({ each: true }) @Type(() => PatternDayDto)
  days?: PatternDayDto[];

  @OptionalNotNull() @IsBoolean()
  isDefault?: boolean;
}
