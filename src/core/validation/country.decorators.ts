import { registerDecorator, ValidationOptions } from 'class-validator';
import { isCountryCode } from '../geo/places';
import { declareConstraintSchema } from '../openapi/constraint-schemas';

declareConstraintSchema('isCountryCode', { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code (upper case).' });

/** ISO 3166-1 alpha-2 country code (D7). */
export function IsCountryCode(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCountryCode',
      target: object.constructor,
      propertyName,
      options: { message: '$property must be an ISO 3166-1 alpha-2 country code', ...options },
      validator: { validate: (value: unknown) => isCountryCode(value) },
    });
}
