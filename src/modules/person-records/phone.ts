import { registerDecorator, ValidationOptions } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { declareConstraintSchema } from '../../core/openapi/constraint-schemas';

/**
 * Phone numbers are stored as given and shown formatted in international form (D7). They must carry
 * their country calling code (`+44 20 7946 0958`): without it a number cannot be formatted or dialled abroad.
 */
export function isPhoneNumber(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40 || !value.trim().startsWith('+')) return false;
  return parsePhoneNumberFromString(value)?.isPossible() ?? false;
}

/** The international display form, or null when there is no number. */
export function formatPhoneNumber(value: string | null): string | null {
  if (!value) return null;
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

declareConstraintSchema('isPhoneNumber', {
  type: 'string',
  maxLength: 40,
  pattern: '^\\s*\\+',
  description: 'A phone number in international form, with its country calling code.',
  examples: ['+44 20 7946 0958'],
});

export function IsPhoneNumber(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: object.constructor,
      propertyName,
      options: { message: '$property must be a phone number in international form (for example "+44 20 7946 0958")', ...options },
      validator: { validate: isPhoneNumber },
    });
}
