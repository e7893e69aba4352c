import { PageNarrowing } from '../../core/crud/page-narrowing';
import { SqlCondition } from '../../core/query/query-declaration';

const dateOf = (value: unknown, ops: string[]): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  for (const op of ops) {
    const v = (value as Record<string, unknown>)[op];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  }
  return undefined;
};

/**
 * Entries overlapping a range are asked as `startDate[$lte]=b&endDate[$gte]=a`: two one-sided conditions, each
 * reaching the whole history on its side. The same condition as one range overlap (added, never replacing them,
 * so the answer is unchanged) lets the `time_away_dates` GiST index find exactly the overlapping entries.
 */
export function overlapCondition(query: Record<string, unknown>, alias: string): SqlCondition | null {
  const until = dateOf(query.startDate, ['$lte', '$lt']);
  const from = dateOf(query.endDate, ['$gte', '$gt']);
  if (!until || !from || from > until) return null;
  return {
    sql: `daterange(${alias}.start_date, ${alias}.end_date, '[]') && daterange(:overlapFrom::date, :overlapUntil::date, '[]')`,
    params: { overlapFrom: from, overlapUntil: until },
  };
}

/**
 * Time away narrows its page by a person or a date range: the indexes of those filters serve them better than
 * the (company, created_at, id) list order (docs/performance.md); overlapping ranges also get `overlapCondition`.
 */
export const DATE_RANGE_NARROWING: PageNarrowing = {
  filters: ['personId', 'startDate', 'endDate'],
  conditions: (query, alias) => {
    const overlap = overlapCondition(query, alias);
    return overlap ? [overlap] : [];
  },
};
