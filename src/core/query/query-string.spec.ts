import * as fc from 'fast-check';
import * as qs from 'qs';
import { ApiError } from '../errors/api-error';
import { flatQuery, INVALID_QUERY, parseQueryString, QS_OPTIONS, QUERY_LIMITS } from './query-string';
import { coerceQueryValue, isValidDate, isValidDateTime, parseCount } from './query-values';

/**
 * The bounded query-string parser (D8): brackets nest, and a depth, array or parameter limit answers an error naming
 * the parameter instead of truncating; no prototype keys. Values are coerced to the attribute's type or refused.
 */
describe('query string parser', () => {
  it('nests brackets and keeps repeated keys as a list', () => {
    expect(parseQueryString('a[$in][0]=x&a[$in][1]=y&b=1&b=2&$sort[name]=-1')).toEqual({ a: { $in: ['x', 'y'] }, b: ['1', '2'], $sort: { name: '-1' } });
  });

  it('decodes percent-encoding and plus signs', () => {
    expect(parseQueryString('name=Ada%20Lovelace&city=New+York')).toEqual({ name: 'Ada Lovelace', city: 'New York' });
  });

  it('makes plain objects without a prototype, so client keys never reach Object.prototype', () => {
    const parsed = parseQueryString('__proto__[x]=1&constructor=2&a[__proto__]=3');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(parsed.constructor).toBe('2');
  });

  it('keeps dots as part of the key', () => {
    expect(parseQueryString('a.b=1')).toEqual({ 'a.b': '1' });
  });

  it(`marks nesting deeper than ${QUERY_LIMITS.depth} levels invalid, naming the parameter`, () => {
    expect(parseQueryString('a[1][2][3][4][5]=x')[INVALID_QUERY]).toBeUndefined();
    expect(parseQueryString('a[1][2][3][4][5][6]=x')[INVALID_QUERY]).toMatch(/^a\[1\]\[2\]\[3\]\[4\]\[5\]\[6\]: /);
  });

  it(`marks an index of ${QUERY_LIMITS.arrayLimit} or more invalid, naming the list`, () => {
    const reason = parseQueryString(`x=1&a[$in][${QUERY_LIMITS.arrayLimit}]=x`)[INVALID_QUERY];
    expect(reason).toMatch(/^a\[\$in\]: /);
  });

  it(`marks more than ${QUERY_LIMITS.parameterLimit} parameters invalid`, () => {
    const within = Array.from({ length: QUERY_LIMITS.parameterLimit }, (_, i) => `p${i}=1`).join('&');
    expect(parseQueryString(within)[INVALID_QUERY]).toBeUndefined();
    expect(parseQueryString(`${within}&one=more`)[INVALID_QUERY]).toEqual(expect.any(String));
  });

  it('keeps broken percent-encoding as text instead of failing', () => {
    expect(parseQueryString('name=%E0%A4%A')).toEqual({ name: '%E0%A4%A' });
  });

  // Flat query strings skip qs (a path of their own): wherever it answers, its answer is qs's.
  const sameAsQs = (raw: string) => {
    const flat = flatQuery(raw);
    if (flat === null) return false;
    const parsed = qs.parse(raw, QS_OPTIONS);
    expect(flat).toStrictEqual(parsed);
    expect(Object.getPrototypeOf(flat)).toBeNull();
    expect(Object.keys(flat)).toEqual(Object.keys(parsed));
    expect(parseQueryString(raw)).toStrictEqual(parsed);
    return true;
  };

  it('answers flat query strings as qs does, and leaves every other to qs', () => {
    const pieces = ['a', 'b', 'A', '$limit', '$skip', '$asOf', '1', '100', '2026-11-28', '=', '==', '&', '&&', '.', '-', ':', ',', '~', '_', "'",
      '(', '*', '@', '!', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '[', ']', '[0]', '%20', '%', '+', '?', ' ', 'é'];
    let flat = 0;
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((p) => p.join('')), (raw) => {
      if (sameAsQs(raw)) flat += 1;
    }), { numRuns: 5000 });
    expect(flat).toBeGreaterThan(500);
  });

  it('leaves to qs what qs refuses or reads otherwise: limits, repeated keys, escapes, brackets', () => {
    const params = (n: number, key: (i: number) => string) => Array.from({ length: n }, (_, i) => `${key(i)}=${i}`).join('&');
    expect(sameAsQs(params(QUERY_LIMITS.parameterLimit, (i) => `p${i}`))).toBe(true);
    for (const raw of [params(QUERY_LIMITS.parameterLimit + 1, (i) => `p${i}`), 'a=1&a=2', '__proto__=1', 'a=%20', 'a=+', 'a[0]=1', 'a%5B0%5D=1']) {
      expect(flatQuery(raw)).toBeNull();
    }
    for (const raw of ['', '&', '=', '=x', 'a', 'a=', 'a=b=c', 'a.b=1', '0=x&1=y', '$limit=1', 'constructor=2']) expect(sameAsQs(raw)).toBe(true);
  });
});

describe('query values: dates and date-times', () => {
  it.each(['2024-02-29', '2026-12-31', '2000-01-01'])('accepts the date %s', (value) => expect(isValidDate(value)).toBe(true));
  it.each(['2025-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '20260101', '2026-01-01T00:00:00Z', ''])('refuses the date %j', (value) => expect(isValidDate(value)).toBe(false));
  it('answers as the ISO round trip through Date does, for every month and day of years around each leap rule', () => {
    const byDate = (value: string) => {
      const d = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (const year of [0, 1, 4, 100, 1600, 1899, 1900, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect([value, isValidDate(value)]).toEqual([value, byDate(value)]);
        }
      }
    }
  });

  it.each(['2026-03-01T10:00Z', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00.123456+02:00', '2026-03-01T10:00:00-0500'])('accepts the date-time %s', (value) => {
    expect(isValidDateTime(value)).toBe(true);
  });
  it.each(['2026-03-01T10:00:00', '2026-03-01 10:00:00Z', '2026-02-30T10:00:00Z', '2026-03-01T25:00:00Z', 'yesterday'])('refuses the date-time %j', (value) => {
    expect(isValidDateTime(value)).toBe(false);
  });
});

describe('query values: coercion by type', () => {
  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('expected a refusal');
  };

  it('coerces each type, or answers 422 naming the parameter', () => {
    expect(coerceQueryValue('p', 'x', 'string')).toBe('x');
    expect(coerceQueryValue('p', 'true', 'boolean')).toBe(true);
    expect(coerceQueryValue('p', '-1.5', 'number')).toBe(-1.5);
    expect(coerceQueryValue('p', '2026-03-01', 'date')).toBe('2026-03-01');
    expect(coerceQueryValue('p', '2026-03-01', 'dateOrDatetime')).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(coerceQueryValue('p', '2026-03-01T10:00:00+01:00', 'dateOrDatetime')).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(coerceQueryValue('p', 'b', 'enum', { type: 'enum', operators: [], values: ['a', 'b'] })).toBe('b');
    for (const [raw, type] of [['1', 'boolean'], [' ', 'number'], ['Infinity', 'number'], ['0x', 'number'], ['c', 'enum'], ['2026-03-01T10:00', 'dateOrDatetime']] as const) {
      const error = refused(() => coerceQueryValue('p[$gt]', raw, type, { type: 'enum', operators: [], values: ['a', 'b'] }));
      expect(error.errorName).toBe('QueryParameterValidationError');
      expect(error.message).toMatch(/^Invalid query parameter p\[\$gt\]: /);
    }
  });

  it('refuses a list or object where one value is expected', () => {
    expect(refused(() => coerceQueryValue('p', ['a'], 'string')).message).toContain('expected a single value');
    expect(refused(() => coerceQueryValue('p', { a: 'b' }, 'string')).message).toContain('expected a single value');
  });

  it('reads counts as whole numbers of 0 or more, within safe integers', () => {
    expect(parseCount('$skip', undefined, 7)).toBe(7);
    expect(parseCount('$skip', '0', 7)).toBe(0);
    expect(parseCount('$skip', '9007199254740991', 0)).toBe(Number.MAX_SAFE_INTEGER);
    expect(refused(() => parseCount('$skip', '9007199254740992', 0)).message).toContain('too large');
    expect(refused(() => parseCount('$skip', ['1'], 0)).message).toContain('$skip');
  });
});
