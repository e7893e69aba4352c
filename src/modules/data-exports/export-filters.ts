import { ApiError } from '../../core/errors/api-error';
import { SqlCondition } from '../../core/query/query-declaration';
import { ColumnGate } from './columns/export-column';
import { ExportFilterDto } from './data-export.dto';
import { CatalogFilter } from './export-catalog';

/** Spec: Data export filter fields without data in this product (no spaces or org levels, decisions). */
const UNSUPPORTED = new Set(['spaceId', 'orgLevel']);

const OPERATORS = {
  enum: ['in', 'nin', 'exists', 'nexists'],
  array: ['all', 'any', 'nany', 'nall', 'exists', 'nexists'],
} as const;

export interface TranslatedFilters {
  conditions: SqlCondition[];
  /** What filtering on these fields takes: a filter matches only through fields the caller may read. */
  gates: { name: string; gate: ColumnGate }[];
}

/**
 * `{ field, operator, value }` filters as SQL on the export's people (parameters `:filter<i>`), over the filter fields
 * the people declare (spec: Data export filter fields); 422 naming the item.
 */
export function translateFilters(filters: ExportFilterDto[], fields: Readonly<Record<string, CatalogFilter>>): TranslatedFilters {
  const conditions: SqlCondition[] = [];
  const gates: TranslatedFilters['gates'] = [];
  filters.forEach((filter, index) => {
    const issue = (name: string, reason: string) => ApiError.validation([{ name: `filters.${name}`, reason, index: String(index) }]);
    const field = fields[filter.field];
    if (UNSUPPORTED.has(filter.field)) throw issue('field', `${filter.field} has no data in this product (no spaces or org levels)`);
    if (!field || !Object.prototype.hasOwnProperty.call(fields, filter.field)) {
      throw issue('field', `must be one of ${Object.keys(fields).join(', ')}`);
    }
    const operators: readonly string[] = OPERATORS[field.type];
    if (!operators.includes(filter.operator)) throw issue('operator', `must be one of ${operators.join(', ')} for ${filter.field}`);
    const param = `filter${index}`;
    const presence = filter.operator === 'exists' || filter.operator === 'nexists';
    if (presence && filter.value !== undefined && filter.value !== null) throw issue('value', `must be left out for ${filter.operator}`);
    const values = typeof filter.value === 'string' ? [filter.value] : filter.value ?? [];
    if (!presence && values.length === 0) throw issue('value', `must name at least one value for ${filter.operator}`);
    conditions.push({ sql: conditionSql(field, filter.operator, param), params: presence ? {} : { [param]: values } });
    gates.push({ name: `filters[${index}] (${filter.field})`, gate: field.gate });
  });
  return { conditions, gates };
}

function conditionSql(field: CatalogFilter, operator: string, param: string): string {
  const { sql } = field;
  const list = `:${param}::text[]`;
  if (field.type === 'enum') {
    switch (operator) {
      case 'in':
        return `${sql} = ANY(${list})`;
      case 'nin':
        return `(${sql} IS NULL OR NOT (${sql} = ANY(${list})))`;
      case 'exists':
        return `COALESCE(${sql}, '') <> ''`;
      default:
        return `COALESCE(${sql}, '') = ''`;
    }
  }
  switch (operator) {
    case 'any':
      return `${sql} && ${list}`;
    case 'all':
      return `${sql} @> ${list}`;
    case 'nany':
      return `NOT (${sql} && ${list})`;
    case 'nall':
      return `NOT (${sql} @> ${list})`;
    case 'exists':
      return `cardinality(${sql}) > 0`;
    default:
      return `cardinality(${sql}) = 0`;
  }
}
