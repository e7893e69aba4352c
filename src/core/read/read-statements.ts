import { PositionalParams } from '../database/positional-params';
import { SqlCondition } from '../query/query-declaration';
import { CompiledRead, PageCut, Statement } from './compiled-read';

/** From this `$skip` on, a page is cut as ids first (CompiledRead.pageSql's `ids` cut): skipped rows are not read. */
export const DEEP_PAGE_SKIP = 500;

/** The statements of one compiled list: count and page run at once on two pool connections. */
export interface ListStatements {
  count: Statement;
  page: Statement | null;
  limit: number;
  skip: number;
}

/** WHERE text (positional) of the given conditions, each parenthesised; `shared`: parameters every condition may name. */
export function whereOf(params: PositionalParams, conditions: SqlCondition[], shared: Record<string, unknown> = {}): string {
  return conditions.map((c) => `(${params.convert(c.sql, { ...shared, ...c.params })})`).join(' AND ');
}

/**
 * A page's statement. The first page carries its LIMIT in the text and no OFFSET: PostgreSQL costs a LIMIT or OFFSET
 * parameter as a tenth of the rows, so the generic plan of `LIMIT $n OFFSET $m` always looks dearer than a custom
 * one and the page is planned on every call; with a constant LIMIT the two cost the same and the generic plan is
 * kept after five calls. Each LIMIT a client uses is one more shape, within the bound on prepared shapes
 * (MAX_PREPARED_SHAPES). Later pages keep both as parameters, so walking the pages does not make a shape per page.
 * `narrowed`: the list is narrowed by its definition's `narrowPage` (its matches are found first, at any depth).
 */
export function pageStatement(
  compiled: CompiledRead, where: string, order: string, values: unknown[], limit: number, skip: number, narrowed = false,
): Statement {
  const cut: PageCut = narrowed ? 'matches' : skip >= DEEP_PAGE_SKIP ? 'ids' : 'rows';
  if (skip === 0 && Number.isSafeInteger(limit)) return { text: compiled.pageSql(where, order, String(limit), null, cut), values };
  const n = values.length;
  return { text: compiled.pageSql(where, order, `$${n + 1}`, `$${n + 2}`, cut), values: [...values, limit, skip] };
}
