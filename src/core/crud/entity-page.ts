import { EntityManager, In, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { TranslatedQuery } from '../query/query-declaration';

/** The total of a list and the rows of its page, in the list's order. */
export interface EntityPage<E> {
  total: number;
  rows: E[];
}

/**
 * A list's order: the query's `$sort` (or the declared default), then `created_at`, `id` as tie-breakers; a column
 * the sort already names keeps the sort's direction (`$sort[createdAt]=-1` is not overridden by the tie-breaker).
 */
export function orderOf(translated: TranslatedQuery, alias: string): TranslatedQuery['sort'] {
  const order = [...translated.sort];
  for (const column of [`${alias}.created_at`, `${alias}.id`]) {
    if (!order.some((s) => s.column === column)) order.push({ column, direction: 'ASC' });
  }
  return order;
}

/**
 * The page of an entity list whose rows `qb` selects (scope and filters applied): counted, ordered and paged in
 * SQL. `narrowed`: the matching rows are found first (a MATERIALIZED CTE, page-narrowing.ts), then counted and
 * sorted top-N with the same order, and the page's rows loaded by id.
 */
export async function entityPage<E extends ObjectLiteral & { id: string }>(
  em: EntityManager,
  qb: SelectQueryBuilder<E>,
  translated: TranslatedQuery,
  alias: string,
  narrowed: boolean,
): Promise<EntityPage<E>> {
  return narrowed ? narrowedPage(em, qb, translated, alias) : plainPage(qb, translated, alias);
}

async function plainPage<E extends ObjectLiteral>(qb: SelectQueryBuilder<E>, translated: TranslatedQuery, alias: string): Promise<EntityPage<E>> {
  const countRow = await qb.clone().select('COUNT(*)', 'count').orderBy().getRawOne<{ count: string }>();
  const total = Number(countRow?.count ?? 0);
  if (translated.limit <= 0 || translated.skip >= total) return { total, rows: [] };
  for (const s of orderOf(translated, alias)) qb.addOrderBy(s.column, s.direction);
  return { total, rows: await qb.offset(translated.skip).limit(translated.limit).getMany() };
}

async function narrowedPage<E extends ObjectLiteral & { id: string }>(
  em: EntityManager,
  qb: SelectQueryBuilder<E>,
  translated: TranslatedQuery,
  alias: string,
): Promise<EntityPage<E>> {
  const order = orderOf(translated, alias);
  // The matching rows' ids with the values they are ordered by (o0, o1, ...; the id itself is `id`).
  const matches = qb.clone().select(`${alias}.id`, 'id');
  const names = order.map((s, i) => (s.column === `${alias}.id` ? 'id' : `o${i}`));
  order.forEach((s, i) => names[i] !== 'id' && matches.addSelect(s.column, names[i]));
  const [sql, params] = matches.getQueryAndParameters();
  const by = (table: string) => order.map((s, i) => `${table}.${names[i]} ${s.direction}`).join(', ');
  const n = params.length;
  const page: { id: string | null; total: number }[] = await em.query(
    `WITH m AS MATERIALIZED (${sql})
     SELECT c.total, p.id FROM (SELECT count(*)::int AS total FROM m) c
       LEFT JOIN LATERAL (SELECT * FROM m ORDER BY ${by('m')} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true
     ORDER BY ${by('p')}`,
    [...params, translated.limit, translated.skip],
  );
  const total = page[0]?.total ?? 0;
  const ids = page.map((r) => r.id).filter((id): id is string => id !== null);
  if (!ids.length) return { total, rows: [] };
  const target = qb.expressionMap.mainAlias!.target as new () => E;
  const found = await em.findBy(target, { id: In(ids) } as never);
  const byId = new Map(found.map((row) => [row.id, row]));
  return { total, rows: ids.map((id) => byId.get(id)).filter((row): row is E => row !== undefined) };
}
