import { ID_EXAMPLE } from './common-schemas';
import type { JsonSchema } from './json-schema';

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2026-11-20T09:30:00.000Z',
  date: '2026-11-20',
  email: 'ada.lovelace@example.com',
  uri: 'https://example.com/personnel',
};

/**
 * Values tried, in order, for a string whose pattern its field's label does not match (codes, amounts, phone
 * numbers). A pattern none of them matches fails the example, and so `npm run openapi`: add a sample here with it.
 */
const PATTERNED_SAMPLES = ['GB', 'GBP', 'NWBKGB2L', '1200.00', '+44 20 7946 0958'];

/** `jobTitle` -> `Job title`: a readable value for a free-text field. */
function label(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fits(value: string, schema: JsonSchema): boolean {
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  return typeof schema.maxLength !== 'number' || value.length <= schema.maxLength;
}

function stringExample(schema: JsonSchema, key: string): string {
  if (typeof schema.format === 'string' && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
  const candidates = [...(key === 'id' || /[a-z]Id$/.test(key) ? [ID_EXAMPLE] : []), label(key), ...PATTERNED_SAMPLES];
  const found = candidates.find((candidate) => fits(candidate, schema));
  if (found === undefined) throw new Error(`no example string for ${key} (pattern ${String(schema.pattern)}): add one to PATTERNED_SAMPLES`);
  return found;
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : integer ? 1 : 0.5;
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : 0;
  return Math.max(Math.ceil(minimum / step), 3) * step;
}

function arrayExample(schema: JsonSchema, key: string, depth: number): unknown[] {
  const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
  const items = Array.from({ length: count }, () => schemaExample((schema.items as JsonSchema) ?? {}, key, depth + 1));
  // Distinct items where the schema asks for them: strings numbered after the first.
  return schema.uniqueItems ? items.map((item, i) => (i > 0 && typeof item === 'string' ? `${item} ${i + 1}` : item)) : items;
}

/**
 * One example value of a JSON Schema (refs already inlined): its own `examples`/`const`/first `enum` value when it
 * states one, else a value of its first non-null type with every property filled (an event's example shows every
 * field). Strings follow their format, pattern and lengths; ids look like ids. Pure; tests validate the examples
 * against their schemas.
 */
export function schemaExample(schema: JsonSchema, key = '', depth = 0): unknown {
  if (depth > 20) throw new Error('schema too deep for an example');
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[keyword] as JsonSchema[] | undefined;
    if (branches?.length) return schemaExample(branches.find((b) => b.type !== 'null') ?? branches[0], key, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? (schema.properties ? 'object' : types[0]);
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries((schema.properties as Record<string, JsonSchema>) ?? {}).map(([name, s]) => [name, schemaExample(s, name, depth + 1)]));
    case 'array':
      return arrayExample(schema, key, depth);
    case 'string':
      return stringExample(schema, key);
    case 'integer':
    case 'number':
      return numberExample(schema, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
