import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsOptional, ValidateIf, ValidationOptions, registerDecorator } from 'class-validator';
import { declareConstraintSchema } from '../openapi/constraint-schemas';
import { isValidDate } from '../query/query-values';

declareConstraintSchema('isCalendarDate', { type: 'string', format: 'date' });

/** Required on create: must be present and not null. */
export const Required = () => IsDefined({ message: '$property is required' });

/** May be left out, but not sent as null. */
export const OptionalNotNull = () => ValidateIf((_o, value) => value !== undefined);

/** `string | null` in the spec: may be left out or sent as null to clear it. */
export const Nullable = () => IsOptional();

/** Text with at least one character that is not white space: a name of spaces is no name. */
declareConstraintSchema('isNotBlank', { minLength: 1, pattern: '\\S' });

export function NotBlank(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBlank',
      target: object.constructor,
      propertyName,
      options: { message: `$property must not be blank`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && /\S/.test(value) },
    });
}

/** A calendar date `YYYY-MM-DD` that exists. */
export function IsDateString(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: object.constructor,
      propertyName,
      options: { message: `$property must be a date (YYYY-MM-DD)`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidDate(value) },
    });
}

/**
 * A finite number with at most `places` decimal places. Replaces class-validator's
 * `IsNumber({ maxDecimalPlaces })`, which throws a TypeError (a 500) on numbers JavaScript writes in
 * exponent notation (`1e-7`, `6e-323`).
 */
declareConstraintSchema('isDecimalNumber', { type: 'number' });

export function IsDecimalNumber(places: number, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isDecimalNumber',
      target: object.constructor,
      propertyName,
      options: { message: `$property must be a number with at most ${places} decimal places`, ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value,
      },
    });
}

export { applyDecorators };
