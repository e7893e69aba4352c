import fc from 'fast-check';
import type { Schema } from './openapi-routes';

export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Strings a client should never be able to break the API with. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\u0007\u001b[31m', '\r\n', '\u202e\u202d', '\ud800', '\udfff', '💥'.repeat(50), 'ǅ̵̡̛̖̫̝̤̪̟͖̞̥̓̽́̾̓͂̔͘ͅ',
    'x'.repeat(10_001), '1'.repeat(400), "'; DROP TABLE people; --", '"', '\\', '%00', '../../etc/passwd', '${7*7}', '{{7*7}}',
    'null', 'undefined', 'NaN', 'Infinity', '-1', '1e309', '0x10', '2024-02-30', '99999-12-31', '0000-00-00', '2024-01-01T25:61:61Z',
    'ZZ', 'XXX', 'GB-XYZ', 'US-', 'not-an-email', 'a@b', 'https://', 'javascript:alert(1)', ...PROTOTYPE_NAMES,
  ),
  fc.string({ maxLength: 40 }),
  // Structured-looking strings (codes, dates, paths) reach the parsers behind the validators.
  fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom('-', '--', '_', '.', '/', ' ', ':', '+'), fc.string({ maxLength: 4 })).map(([a, sep, b]) => `${a}${sep}${b}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 0.5, -1e308, 1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e-320, 123456789012345678901234567890),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` levels deep, as arrays or objects. */
export const deepValue = fc.tuple(fc.integer({ min: 10, max: 400 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** Any JSON value a hostile client might send where something else was expected. */
export function hostileValue(ids: string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.constantFrom(...ids));
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.constantFrom([], {}, Array.from({ length: 10_001 }, (_, i) => i), Array.from({ length: 300 }, () => 'x')) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom(...PROTOTYPE_NAMES)), leaf, { maxKeys: 3 }) },
    { weight: 1, arbitrary: deepValue },
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** A plausible value for a property: from its schema when the document says, else from its name. */
export function plausibleValue(name: string, schema: Schema | undefined, idsFor: (name: string) => string[], unique: () => string): unknown {
  if (schema?.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema!.type.find((t) => t !== 'null') : schema?.type;
  if (schema?.format === 'date') return '2024-05-01';
  if (schema?.format === 'date-time') return new Date().toISOString();
  if (schema?.format === 'email') return `fuzz-${unique()}@example.com`;
  const byName = valueByName(name, idsFor, unique);
  if (byName !== undefined) return byName;
  switch (type) {
    case 'integer':
    case 'number':
      return schema?.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'Fuzz';
  }
}

function valueByName(name: string, idsFor: (name: string) => string[], unique: () => string): unknown {
  if (/Id$/.test(name) || name === 'reportingTo' || name === 'value') {
    const ids = idsFor(name);
    if (ids.length) return ids[0];
  }
  if (/email/i.test(name)) return `fuzz-${unique()}@example.com`;
  if (/Date$|^birthday$|Day$/.test(name)) return today();
  if (/countryCode$/i.test(name)) return 'GB';
  if (name === 'currency') return 'EUR';
  if (name === 'amount') return '1000.00';
  if (name === 'period') return 'annual';
  if (/^is[A-Z]/.test(name)) return false;
  return undefined;
}
