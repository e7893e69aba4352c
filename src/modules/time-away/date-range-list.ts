import { EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { TranslatedQuery } from '../../core/query/query-declaration';
import { TimeAway } from './time-away.entity';

/** Filters that an index serves better than the (company, created_at, id) list order (a person, a date range). */
export const NARROWING_FILTERS = ['personId', 'startDate', 'endDate'];

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
export function overlapCondition(query: Record<string, unknown>, alias: string): { sql: string; params: Record<string, unknown> } | null {
  const until = dateOf(query.startDate, ['$lte', '$lt']);
  const from = dateOf(query.endDate, ['$gte', '$gt']);
  if (!until || !from || from > until) return null;
  return {
    sql: `daterange(${alias}.start_date, ${alias}.end_date, '[]') && daterange(:overlapFrom::date, :overlapUntil::date, '[]')`,
    params: { overlapFrom: from, overlapUntil: until },
  };
}

/**
 * A page of a narrowed list: the matching rows are found first through the index of their filters (the CTE is
 * MATERIALIZED, so the planner cannot walk the whole company in `created_at` order hoping to meet the range
 * early), then sorted (top-N) and counted, then the page's rows loaded by id. The order is the core's: the
 * query's `$sort`, then `createdAt`, `id`.
 */
export async function narrowedPage(
  em: EntityManager,
  scoped: SelectQueryBuilder<TimeAway>,
  translated: TranslatedQuery,
): Promise<{ total: number; rows: TimeAway[] }> {
  const matches = scoped.clone().select('entry.id', 'id').addSelect('entry.created_at', 'created_at');
  const [sql, params] = matches.getQueryAndParameters();
  const page: { id: string; total: number }[] = await em.query(
    `WITH m AS MATERIALIZED (${sql})
     SELECT c.total, p.id FROM (SELECT count(*)::int AS total FROM m) c
       LEFT JOIN LATERAL (SELECT id FROM m ORDER BY created_at ASC, id ASC LIMIT ${translated.limit} OFFSET ${translated.skip}) p ON true`,
    params,
  );
  const total = page[0]?.total ?? 0;
  const ids = page.map((r) => r.id).filter((id): id is string => id !== null);
  if (!ids.length) return { total, rows: [] };
  const found = await em.findBy(TimeAway, { id: In(ids) });
  const byId = new Map(found.map((row) => [row.id, row]));
  return { total, rows: ids.map((id) => byId.get(id)!).filter(Boolean) };
}
