import { ParsedQuery } from '../../core/query/query-string';

/** The calendar ids a list names by equality or `$in` (the ones that may have to be made first). */
export function namedIds(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [...namedIds(record.$in), ...namedIds(record.$eq)];
  }
  return [];
}

/** The years a `date` condition reaches: its bounds, an open side reaching one year past this one. */
export function yearsOf(query: ParsedQuery, thisYear: number): { from: number; to: number } {
  const value = query.date;
  const yearOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-/.test(v) ? Number(v.slice(0, 4)) : undefined);
  if (typeof value === 'string') {
    const year = yearOf(value) ?? thisYear;
    return { from: year, to: year };
  }
  const ops = (value ?? {}) as Record<string, unknown>;
  const lower = yearOf(ops.$gte) ?? yearOf(ops.$gt);
  const upper = yearOf(ops.$lte) ?? yearOf(ops.$lt);
  return {
    from: lower ?? Math.min(upper ?? thisYear, thisYear) - 1,
    to: upper ?? Math.max(lower ?? thisYear, thisYear) + 1,
  };
}
