import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull, Required } from '../../core/validation/decorators';
import { TIME_AWAY_CATEGORIES, type TimeAwayCategory } from './time-away-type.entity';

export class CreateTimeAwayTypeDto {
  @Required() @IsString() @NotBlank() @MaxLength(200)
  name: string;

  @Required() @IsBoolean()
  isTimeOff: boolean;

  @Required() @IsIn(TIME_AWAY_CATEGORIES)
  category: TimeAwayCategory;
}

export class UpdateTimeAwayTypeDto {
  @OptionalNotNull() @IsString() @NotBlank() @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsBoolean()
  isTimeOff?: boolean;

  @OptionalNotNull() @IsIn(TIME_AWAY_CATEGORIES)
  category?: TimeAwayCategory;
}
