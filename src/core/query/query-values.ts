import { ApiError } from '../errors/api-error';
import { FilterDeclaration, FilterValueType } from './query-declaration';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A calendar date `YYYY-MM-DD` (proleptic Gregorian, years 0000-9999), checked by arithmetic rather than a Date. */
export function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidDateTime(value: string): boolean {
  return DATETIME.test(value) && !Number.isNaN(new Date(value).getTime()) && isValidDate(value.slice(0, 10));
}

/** Converts one raw query value to the attribute's type, or answers 422 naming the parameter. */
export function coerceQueryValue(parameter: string, raw: unknown, type: FilterValueType, decl?: FilterDeclaration): unknown {
  if (typeof raw !== 'string') throw ApiError.query(parameter, 'expected a single value');
  switch (type) {
    case 'string':
      return raw;
    case 'enum':
      if (!decl?.values?.includes(raw)) throw ApiError.query(parameter, `expected one of ${decl?.values?.join(', ')}`);
      return raw;
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw ApiError.query(parameter, 'expected true or false');
      return raw === 'true';
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw ApiError.query(parameter, 'expected a number');
      return n;
    }
    case 'date':
      if (!isValidDate(raw)) throw ApiError.query(parameter, 'expected a date (YYYY-MM-DD)');
      return raw;
    case 'datetime':
      if (!isValidDateTime(raw)) throw ApiError.query(parameter, 'expected a date-time (ISO 8601)');
      return new Date(raw);
    case 'dateOrDatetime':
      if (isValidDate(raw)) return new Date(`${raw}T00:00:00.000Z`);
      if (isValidDateTime(raw)) return new Date(raw);
      throw ApiError.query(parameter, 'expected a date or a date-time');
  }
}

/** `$limit`/`$skip`: whole numbers >= 0 only (D8). */
export function parseCount(parameter: string, raw: unknown, fallback: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) throw ApiError.query(parameter, 'expected a whole number of 0 or more');
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw ApiError.query(parameter, 'is too large');
  return n;
}
