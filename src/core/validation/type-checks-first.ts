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
  // A class's constraints are registered when the class is defined, before any of its instances is validated: the
  // ordered list is made once per class and options (class-validator filters every constraint of every class on each
  // validation).
  const ordered = new Map<Function, Map<string, ValidationMetadata[]>>();
  storage.getTargetValidationMetadatas = (target, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}`;
    let byOptions = ordered.get(target);
    if (!byOptions) ordered.set(target, (byOptions = new Map()));
    let list = byOptions.get(key);
    if (!list) byOptions.set(key, (list = original(target, targetSchema, always, strictGroups, groups).sort(byRank)));
    return list;
  };
  // class-validator also groups a class's list by property on every validation: each list, made once above, keeps its
  // grouping beside it (the executor only reads the groups; it filters them into new arrays).
  const group = storage.groupByPropertyName.bind(storage);
  const grouped = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.groupByPropertyName = (metadata: ValidationMetadata[]) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) grouped.set(metadata, (byProperty = group(metadata)));
    return byProperty;
  };
}

function rank(metadata: ValidationMetadata): number {
  if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION) return 0;
  return metadata.name && TYPE_CHECKS.has(metadata.name) ? 1 : 2;
}

/** Stable (Array.prototype.sort is), so constraints of one rank keep their declared order. */
function byRank(a: ValidationMetadata, b: ValidationMetadata): number {
  return rank(a) - rank(b);
}
