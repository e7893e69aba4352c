import { IsBoolean, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalNotNull, Required } from '../../core/validation/decorators';
import { TIME_AWAY_CATEGORIES, TimeAwayCategory } from './time-away-type.entity';

export class CreateTimeAwayTypeDto {
  @Required() @IsString() @MinLength(1) @MaxLength(200)
  name: string;

  @Required() @IsBoolean()
  isTimeOff: boolean;

  @Required() @IsIn(TIME_AWAY_CATEGORIES)
  category: TimeAwayCategory;
}

export class UpdateTimeAwayTypeDto {
  @OptionalNotNull() @IsString() @MinLength(1) @MaxLength(200)
  name?: string;

  @OptionalNotNull() @IsBoolean()
  isTimeOff?: boolean;

  @OptionalNotNull() @IsIn(TIME_AWAY_CATEGORIES)
  category?: TimeAwayCategory;
}
