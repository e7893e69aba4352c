import { ApiError } from '../../core/errors/api-error';
import { SqlCondition } from '../../core/query/query-declaration';
import { personLocationValueSql } from '../locations';
import { currentRoleValueSql, managersAboveSql } from '../people';
import { ColumnGate, GATES } from './columns/export-column';
import { ExportFilterDto } from './data-export.dto';

const p = 'person';
const currentRole = (column: string) => currentRoleValueSql(p, column);
const place = (remote: string, located: string) => `CASE WHEN ${p}.location_id = 'remote' THEN ${p}.${remote}
    ELSE ${personLocationValueSql(p, located)} END`;
/** Every manager above the person, through current job roles. */
const MANAGERS = managersAboveSql(p);

interface FilterField {
  type: 'enum' | 'array';
  sql: string;
  gate: ColumnGate;
}

/** Spec: Data export filter fields (enum and array types); `spaceId` and `orgLevel` have no data here (decisions). */
const FILTER_FIELDS: Record<string, FilterField> = {
  payrollProvider: { type: 'enum', sql: `${p}.payroll_provider`, gate: GATES.privatePerson },
  department: { type: 'enum', sql: currentRole('department'), gate: GATES.publicPerson },
  contractType: { type: 'enum', sql: `${p}.contract_type`, gate: GATES.privatePerson },
  locationId: { type: 'enum', sql: `${p}.location_id`, gate: GATES.publicPerson },
  placeOfWorkCountry: { type: 'enum', sql: place('remote_country_code', 'country_code'), gate: GATES.publicPerson },
  placeOfWorkCity: { type: 'enum', sql: place('remote_city', 'city'), gate: GATES.publicPerson },
  reportingTo: { type: 'enum', sql: currentRole('reporting_to'), gate: GATES.publicPerson },
  teams: { type: 'array', sql: `ARRAY(SELECT x->>'name' FROM jsonb_array_elements(COALESCE(${p}.teams, '[]'::jsonb)) x)`, gate: GATES.publicPerson },
  reportsUpTo: { type: 'array', sql: MANAGERS, gate: GATES.publicPerson },
};
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

/** `{ field, operator, value }` filters as SQL on the export's people (parameters `:filter<i>`); 422 naming the item. */
export function translateFilters(filters: ExportFilterDto[]): TranslatedFilters {
  const conditions: SqlCondition[] = [];
  const gates: TranslatedFilters['gates'] = [];
  filters.forEach((filter, index) => {
    const issue = (name: string, reason: string) => ApiError.validation([{ name: `filters.${name}`, reason, index: String(index) }]);
    const field = FILTER_FIELDS[filter.field];
    if (UNSUPPORTED.has(filter.field)) throw issue('field', `${filter.field} has no data in this product (no spaces or org levels)`);
    if (!field || !Object.prototype.hasOwnProperty.call(FILTER_FIELDS, filter.field)) {
      throw issue('field', `must be one of ${Object.keys(FILTER_FIELDS).join(', ')}`);
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

function conditionSql(field: FilterField, operator: string, param: string): string {
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
