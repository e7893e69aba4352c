import { ApiError } from '../../core/errors/api-error';
import { CURRENT_ROLE } from '../../core/policy/reporting-lines.sql';
import { SqlCondition } from '../../core/query/query-declaration';
import { ColumnGate, GATES } from './columns/export-column';
import { ExportFilterDto } from './data-export.dto';

const p = 'person';
const currentRole = (column: string) => `(SELECT r.${column} FROM job_roles r WHERE r.company_id = ${p}.company_id AND r.person_id = ${p}.id
    AND ${CURRENT_ROLE('r')} ORDER BY r.effective_date DESC LIMIT 1)`;
const place = (remote: string, located: string) => `CASE WHEN ${p}.location_id = 'remote' THEN ${p}.${remote}
    ELSE (SELECT l.${located} FROM locations l WHERE l.company_id = ${p}.company_id AND l.id = ${p}.location_ref) END`;
/** Every manager above the person, through current job roles (UNION ends a cycle in stored data). */
const MANAGERS = `ARRAY(WITH RECURSIVE up(id) AS (
    SELECT r.reporting_to FROM job_roles r WHERE r.company_id = ${p}.company_id AND r.person_id = ${p}.id AND ${CURRENT_ROLE('r')} AND r.reporting_to IS NOT NULL
    UNION
    SELECT r.reporting_to FROM job_roles r JOIN up ON r.person_id = up.id
     WHERE r.company_id = ${p}.company_id AND ${CURRENT_ROLE('r')} AND r.reporting_to IS NOT NULL)
  SELECT id FROM up)`;

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
