import { registerDecorator, ValidationOptions } from 'class-validator';
import { declareConstraintSchema } from '../../../core/openapi/constraint-schemas';
import { isValidDateTime } from '../../../core/query/query-values';

declareConstraintSchema('isDateTime', { type: 'string', format: 'date-time' });

/** An ISO 8601 date-time (`2026-11-21T09:30:00.000Z`, D7). */
export function IsDateTimeString(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isDateTime',
      target: object.constructor,
      propertyName,
      options: { message: '$property must be an ISO 8601 date-time', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidDateTime(value) },
    });
}
