import { IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { declareConstraintSchema } from '../../../core/openapi/constraint-schemas';
import { IsDateString, IsDecimalNumber, Nullable, OptionalNotNull, Required } from '../../../core/validation/decorators';

declareConstraintSchema('isNotZero', { not: { const: 0 } });

/** An adjustment of 0 days changes nothing: refused. */
function IsNotZero() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotZero',
      target: object.constructor,
      propertyName,
      options: { message: '$property must not be 0' },
      validator: { validate: (value: unknown) => value !== 0 },
    });
}

export class CreateTimeAwayAdjustmentDto {
  @Required() @IsString() @MaxLength(100)
  personId: string;

  /** The adjustment counts in the leave year containing this date. */
  @Required() @IsDateString()
  date: string;

  /** Days added (positive) or taken (negative); two decimal places, not 0, at most 366 either way. */
  @Required() @IsDecimalNumber(2) @IsNotZero() @Min(-366) @Max(366)
  days: number;

  @Nullable() @IsString() @MaxLength(1000)
  note?: string | null;
}

/** The person of an adjustment never changes. */
export class UpdateTimeAwayAdjustmentDto {
  @OptionalNotNull() @IsDateString()
  date?: string;

  @OptionalNotNull() @IsDecimalNumber(2) @IsNotZero() @Min(-366) @Max(366)
  days?: number;

  @Nullable() @IsString() @MaxLength(1000)
  note?: string | null;
}
