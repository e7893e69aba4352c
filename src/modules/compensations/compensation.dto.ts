import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsDateString, Nullable, OptionalNotNull, Required } from '../../core/validation/decorators';
import { IsAmountString, IsCurrencyCode } from '../person-records';
import { COMPENSATION_PERIODS, type CompensationPeriod } from './compensation.entity';

class CompensationOptionalFields {
  @Nullable() @IsCurrencyCode()
  currency?: string | null;

  @Nullable() @IsString() @MaxLength(5000)
  note?: string | null;

  @Nullable() @IsDateString()
  endDate?: string | null;

  @Nullable() @IsString() @MaxLength(500)
  endReason?: string | null;
}

export class CreateCompensationDto extends CompensationOptionalFields {
  @Required() @IsString()
  personId: string;

  @Required() @IsString()
  compensationTypeId: string;

  @Required() @IsAmountString()
  amount: string;

  @Required() @IsIn(COMPENSATION_PERIODS)
  period: CompensationPeriod;

  @Required() @IsDateString()
  effectiveDate: string;
}

/** The person of an entry never changes: history is kept by new entries (spec "Compensation"). */
export class UpdateCompensationDto extends CompensationOptionalFields {
  @OptionalNotNull() @IsString()
  compensationTypeId?: string;

  @OptionalNotNull() @IsAmountString()
  amount?: string;

  @OptionalNotNull() @IsIn(COMPENSATION_PERIODS)
  period?: CompensationPeriod;

  @OptionalNotNull() @IsDateString()
  effectiveDate?: string;
}
