import { SqlCondition } from '../query/query-declaration';
import { ParsedQuery } from '../query/query-string';

/**
 * How a resource narrows a list's page (declared as `narrowPage` on its definition): when the query names one of
 * `filters`, the matching rows are found first through those filters' indexes, in a MATERIALIZED CTE (so the
 * planner cannot walk the company in the list order hoping to meet them early), and the page and its order
 * (`$sort`, then `created_at`, `id`) are taken from that set, all in SQL (CompiledRead.pageSql's `matches` cut).
 * The count takes the same conditions.
 */
export interface PageNarrowing {
  /** Filters whose indexes find the rows better than the list order: naming one narrows the page. */
  filters: readonly string[];
  /**
   * Conditions equivalent to ones the query already has (added, never replacing them, so the answer is
   * unchanged), in a form an index serves; `:name` parameters, the definition's alias.
   */
  conditions?: (query: ParsedQuery, alias: string) => SqlCondition[];
}

/** The conditions of a narrowed page, or null when the query names none of the narrowing filters. */
export function narrowingConditions(narrowing: PageNarrowing | undefined, query: ParsedQuery, alias: string): SqlCondition[] | null {
  if (!narrowing || !narrowing.filters.some((f) => query[f] !== undefined)) return null;
  return narrowing.conditions?.(query, alias) ?? [];
}
