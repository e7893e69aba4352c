import { EntityManager } from 'typeorm';
import { TimeAwayCategory } from './time-away-type.entity';

/*
 * What other modules' SQL needs of time-away types, without naming their table: rows with a `time_away_type_id`
 * (an entry aliased `e`) reach their type through these.
 */

/** `time_away_types <t> ON ...` (for JOIN or LEFT JOIN, conditions may follow with AND): the type of the row aliased `e`. */
export function entryTypeJoinSql(t: string, e: string): string {
  return `time_away_types ${t} ON ${t}.company_id = ${e}.company_id AND ${t}.id = ${e}.time_away_type_id`;
}

/** True when the type of the row aliased `e` is of one of these categories (code constants, never input). */
export function entryTypeInCategoriesSql(e: string, categories: readonly TimeAwayCategory[]): string {
  return `EXISTS (SELECT 1 FROM time_away_types tt WHERE tt.company_id = ${e}.company_id AND tt.id = ${e}.time_away_type_id
                 AND tt.category IN (${categories.map((c) => `'${c}'`).join(', ')}))`;
}

/**
 * The ids of the company's types of one category (a code constant, never input), as an SQL array computed once per
 * statement: a filter on entries' `time_away_type_id` that an index carrying it answers without a join per entry.
 */
export function typeIdsInCategorySql(companyId: string, category: TimeAwayCategory): string {
  return `ARRAY(SELECT tt.id FROM time_away_types tt WHERE tt.company_id = ${companyId} AND tt.category = '${category}')`;
}

/** What an entry shows of its type, for these type ids of the company. */
export interface TypeSummary {
  id: string;
  name: string;
  isTimeOff: boolean;
  category: TimeAwayCategory;
}

export async function typeSummaries(em: EntityManager, companyId: string, ids: readonly string[]): Promise<TypeSummary[]> {
  if (ids.length === 0) return [];
  return em.query('SELECT id, name, is_time_off AS "isTimeOff", category FROM time_away_types WHERE company_id = $1 AND id = ANY($2)', [companyId, [...ids]]);
}
