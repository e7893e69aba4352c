import { DEFAULT_LIMIT, FilterDeclaration, FilterValueType, MAX_LIMIT, QueryDeclaration } from '../query/query-declaration';
import { JsonSchema } from './json-schema';

type Parameter = Record<string, unknown>;

const VALUE_SCHEMAS: Record<FilterValueType, JsonSchema> = {
  string: { type: 'string' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  dateOrDatetime: { type: 'string', description: 'a date (YYYY-MM-DD) or a date-time (ISO 8601)' },
  boolean: { type: 'boolean' },
  number: { type: 'number' },
  enum: { type: 'string' },
};

function valueSchema(filter: Pick<FilterDeclaration, 'type' | 'values'>): JsonSchema {
  return filter.type === 'enum' && filter.values ? { type: 'string', enum: [...filter.values] } : { ...VALUE_SCHEMAS[filter.type] };
}

/** One parameter per filter: plain equality (`attr=value`) and/or operators in deepObject style (`attr[$in]=a`). */
function filterParameter(attr: string, filter: FilterDeclaration): Parameter {
  const value = valueSchema(filter);
  const equality = filter.equality !== false;
  const defaultNote = filter.default !== undefined ? ` Without this parameter only \`${filter.default}\` records are listed.` : '';
  if (filter.operators.length === 0) {
    return { name: attr, in: 'query', required: false, description: `Records whose ${attr} equals the value.${defaultNote}`, schema: value };
  }
  const operators: Record<string, JsonSchema> = {};
  for (const op of filter.operators) {
    operators[op] = op === '$in' || op === '$nin' ? { type: 'array', items: value, minItems: 1 } : value;
  }
  const object: JsonSchema = { type: 'object', properties: operators, additionalProperties: false, minProperties: 1 };
  const forms = filter.operators.map((op) => `\`${attr}[${op}]=…\``).join(', ');
  const takesList = filter.operators.includes('$in') || filter.operators.includes('$nin');
  return {
    name: attr,
    in: 'query',
    required: false,
    style: 'deepObject',
    explode: true,
    description: `Filter on ${attr}: ${equality ? `\`${attr}=value\` (equality) or ` : ''}${forms}${takesList ? `; a list repeats the key: \`${attr}[$in]=a&${attr}[$in]=b\`` : ''}.${defaultNote}`,
    schema: equality ? { oneOf: [value, object] } : object,
  };
}

/** Every query parameter a list accepts, from the resource's query declaration (spec "Filtering", D8). */
export function listParameters(decl: QueryDeclaration): Parameter[] {
  const parameters: Parameter[] = [
    {
      name: '$limit', in: 'query', required: false,
      description: `Page size; above ${MAX_LIMIT} it is clamped to ${MAX_LIMIT}; 0 answers only the total.`,
      schema: { type: 'integer', minimum: 0, default: DEFAULT_LIMIT },
    },
    { name: '$skip', in: 'query', required: false, description: 'Records to skip.', schema: { type: 'integer', minimum: 0, default: 0 } },
  ];
  for (const [attr, filter] of Object.entries(decl.filters)) parameters.push(filterParameter(attr, filter));
  if (decl.sort && Object.keys(decl.sort).length) {
    const properties = Object.fromEntries(Object.keys(decl.sort).map((attr) => [attr, { type: 'integer', enum: [1, -1] }]));
    parameters.push({
      name: '$sort', in: 'query', required: false, style: 'deepObject', explode: true,
      description: 'Sort order: `$sort[attribute]=1` ascending, `-1` descending; ties are ordered by creation, then id.',
      schema: { type: 'object', properties, additionalProperties: false },
    });
  }
  if (decl.or?.length) {
    const group: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(decl.or.map((attr) => [attr, decl.filters[attr] ? valueSchema(decl.filters[attr]) : {}])),
      additionalProperties: false,
      minProperties: 1,
    };
    parameters.push({
      name: '$or', in: 'query', required: false, style: 'deepObject', explode: true,
      description: `Records matching any group: \`$or[0][attr]=a&$or[1][attr]=b\`; attributes allowed inside: ${decl.or.join(', ')}.`,
      schema: { type: 'array', items: group, minItems: 1 },
    });
  }
  for (const [name, type] of Object.entries(decl.special ?? {})) {
    parameters.push({
      name, in: 'query', required: false,
      description: name === '$asOf' ? 'Records in effect on this day (or at this instant).' : `Resource parameter ${name}.`,
      schema: valueSchema({ type }),
    });
  }
  return parameters;
}
