import { JsonSchema } from './json-schema';

/**
 * What a class-validator constraint says about a value, as JSON Schema: the request schemas are read from
 * the same decorators that validate the body. Custom decorators declare theirs next to their definition
 * with `declareConstraintSchema`, so a new rule is documented where it is written.
 */
const SCHEMAS = new Map<string, (constraints: unknown[]) => JsonSchema>([
  ['isString', () => ({ type: 'string' })],
  ['isNumber', () => ({ type: 'number' })],
  ['isInt', () => ({ type: 'integer' })],
  ['isBoolean', () => ({ type: 'boolean' })],
  ['isArray', () => ({ type: 'array' })],
  ['isObject', () => ({ type: 'object' })],
  ['isEmail', () => ({ type: 'string', format: 'email' })],
  ['isUrl', () => ({ type: 'string', format: 'uri' })],
  ['isIn', ([values]) => enumSchema(values as unknown[])],
  ['minLength', ([n]) => ({ minLength: n })],
  ['maxLength', ([n]) => ({ maxLength: n })],
  ['min', ([n]) => ({ minimum: n })],
  ['max', ([n]) => ({ maximum: n })],
  ['arrayMinSize', ([n]) => ({ minItems: n })],
  ['arrayMaxSize', ([n]) => ({ maxItems: n })],
  ['matches', ([pattern]) => ({ pattern: pattern instanceof RegExp ? pattern.source : String(pattern) })],
]);

/** An enum with its JSON type when every value has the same one (Spectral's typed-enum, typed generated clients). */
function enumSchema(values: unknown[]): JsonSchema {
  const types = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
  const [type] = [...types];
  return types.size === 1 && (type === 'string' || type === 'boolean') ? { type, enum: [...values] } : { enum: [...values] };
}

export function declareConstraintSchema(name: string, schema: JsonSchema | ((constraints: unknown[]) => JsonSchema)): void {
  SCHEMAS.set(name, typeof schema === 'function' ? schema : () => schema);
}

/** The schema of a constraint; undefined when no schema was declared for it. */
export function constraintSchema(name: string, constraints: unknown[] = []): JsonSchema | undefined {
  return SCHEMAS.get(name)?.(constraints);
}

export function isDocumentedConstraint(name: string): boolean {
  return SCHEMAS.has(name);
}
