import { registerDecorator, ValidationOptions } from 'class-validator';
import { code as currencyByCode } from 'currency-codes';
import { declareConstraintSchema } from '../../core/openapi/constraint-schemas';

/** A non-negative decimal with a dot for the fraction (D7: stored exactly in a numeric column). */
const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;
/** A decimal or a percentage (`12.5%`). */
const AMOUNT = /^\d{1,15}(\.\d{1,6})?%?$/;

export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

export function isAmountString(value: unknown): value is string {
  return typeof value === 'string' && AMOUNT.test(value);
}

/** `"12.5%"` -> `{ amount: "12.5", isPercentage: true }`; `"85000.00"` -> `{ amount: "85000.00", isPercentage: false }`. */
export function parseAmount(value: string): { amount: string; isPercentage: boolean } {
  const isPercentage = value.endsWith('%');
  return { amount: isPercentage ? value.slice(0, -1) : value, isPercentage };
}

export function formatAmount(amount: string, isPercentage: boolean): string {
  return isPercentage ? `${amount}%` : amount;
}

/** ISO 4217 alphabetic code, upper case (D7), checked against the currency-codes data. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) && currencyByCode(value) !== undefined;
}

function decorator(name: string, message: string, validate: (value: unknown) => boolean) {
  return (options?: ValidationOptions) => (object: object, propertyName: string) =>
    registerDecorator({ name, target: object.constructor, propertyName, options: { message, ...options }, validator: { validate } });
}

declareConstraintSchema('isDecimalString', { type: 'string', pattern: DECIMAL.source, examples: ['1299.99'] });
declareConstraintSchema('isAmountString', { type: 'string', pattern: AMOUNT.source, examples: ['85000.00', '12.5%'] });
declareConstraintSchema('isCurrencyCode', { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code.' });

export const IsDecimalString = decorator(
  'isDecimalString',
  '$property must be a decimal string with a dot for the fraction (for example "1299.99")',
  isDecimalString,
);

export const IsAmountString = decorator(
  'isAmountString',
  '$property must be a decimal string (for example "85000.00") or a percentage (for example "12.5%")',
  isAmountString,
);

export const IsCurrencyCode = decorator('isCurrencyCode', '$property must be an ISO 4217 currency code (for example "EUR")', isCurrencyCode);
