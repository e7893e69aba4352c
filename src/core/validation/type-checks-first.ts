import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** Constraints that check a value's JSON type (and shape checks standing for it): run before any other. */
export const TYPE_CHECKS: ReadonlySet<string> = new Set([
  'isString', 'isNumber', 'isInt', 'isBoolean', 'isArray', 'isObject', 'isCalendarDate', 'isDateTime', 'isCustomValue',
]);

let installed = false;

/**
 * class-validator runs a property's constraints in declaration order and, with `stopAtFirstError`, reports
 * the first that fails: `@IsString() @MaxLength(200)` on `12345` said "must be shorter than ...". Ordering every
 * DTO's metadata here (presence and conditions first, then type checks, then the rest) makes a wrong type
 * answer "must be a string" for every DTO, and later constraints only ever see a value of the right type.
 */
export function runTypeChecksFirst(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const original = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (...args: Parameters<typeof original>) => original(...args).sort(byRank);
}

function rank(metadata: ValidationMetadata): number {
  if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION) return 0;
  return metadata.name && TYPE_CHECKS.has(metadata.name) ? 1 : 2;
}

/** Stable (Array.prototype.sort is), so constraints of one rank keep their declared order. */
function byRank(a: ValidationMetadata, b: ValidationMetadata): number {
  return rank(a) - rank(b);
}
