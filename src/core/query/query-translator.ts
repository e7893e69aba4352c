import { ApiError } from '../errors/api-error';
import {
  DEFAULT_LIMIT,
  FilterDeclaration,
  FilterOperator,
  MAX_LIMIT,
  QueryDeclaration,
  SqlCondition,
  TranslatedQuery,
} from './query-declaration';
import type { FieldClass } from '../policy/policy-table';
import { INVALID_QUERY, ParsedQuery } from './query-string';
import { coerceQueryValue, parseCount } from './query-values';

const COMPARISON_SQL: Record<string, string> = {
  $eq: '=',
  $ne: 'IS DISTINCT FROM',
  $gt: '>',
  $gte: '>=',
  $lt: '<',
  $lte: '<=',
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Declarations are plain objects: a client's key must never reach `Object.prototype` (`constructor`, `toString`). */
export function ownValue<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Collects parameters for one translated query so placeholders never collide. */
class ParamBag {
  constructor(readonly visibleFieldSql?: VisibleFieldSql) {}

  readonly params: Record<string, unknown> = {};
  private next = 0;
  add(value: unknown): string {
    const name = `q${this.next++}`;
    this.params[name] = value;
    return `:${name}`;
  }
  addList(values: unknown[]): string {
    const name = `q${this.next++}`;
    this.params[name] = values;
    return `(:...${name})`;
  }
}

/**
 * Turns a parsed query string into parameterised SQL conditions, paging and sorting,
 * accepting only what the resource declares (spec "Filtering", D8).
 */
/** The access layer's "the caller sees this field class on this person's row" (`PolicyService.visibleFieldSql`). */
export type VisibleFieldSql = (fieldClass: FieldClass, personColumn: string) => string;

export function translateQuery(query: ParsedQuery, decl: QueryDeclaration, alias: string, visibleFieldSql?: VisibleFieldSql): TranslatedQuery {
  if (query[INVALID_QUERY]) throw ApiError.query('query', query[INVALID_QUERY]);
  const bag = new ParamBag(visibleFieldSql);
  const where: SqlCondition[] = [];
  const special: Record<string, unknown> = {};
  let sort: TranslatedQuery['sort'] = [];
  const limit = Math.min(parseCount('$limit', query.$limit, DEFAULT_LIMIT), MAX_LIMIT);
  const skip = parseCount('$skip', query.$skip, 0);

  for (const [key, value] of Object.entries(query)) {
    if (key === '$limit' || key === '$skip') continue;
    if (key === '$sort') {
      sort = translateSort(value, decl);
    } else if (key === '$or') {
      where.push(translateOr(value, decl, alias, bag));
    } else if (ownValue(decl.special, key) !== undefined) {
      special[key] = coerceQueryValue(key, value, ownValue(decl.special, key)!);
    } else if (ownValue(decl.filters, key) !== undefined) {
      where.push(...translateAttribute(key, value, ownValue(decl.filters, key)!, alias, bag));
    } else {
      throw ApiError.query(key, 'is not a supported query parameter for this resource');
    }
  }
  for (const [attr, filter] of Object.entries(decl.filters)) {
    if (filter.default !== undefined && !Object.prototype.hasOwnProperty.call(query, attr)) where.push(...translateAttribute(attr, filter.default, filter, alias, bag));
  }
  if (!sort.length && decl.defaultSort) sort = [{ column: decl.sort![decl.defaultSort], direction: 'ASC' }];
  return { where: where.map((c) => ({ sql: c.sql, params: bag.params })), limit, skip, sort, special };
}

function translateSort(value: unknown, decl: QueryDeclaration): TranslatedQuery['sort'] {
  if (!decl.sort) throw ApiError.query('$sort', 'sorting is not supported for this resource');
  if (!isPlainObject(value)) throw ApiError.query('$sort', 'expected $sort[attribute]=1 or -1');
  return Object.entries(value).map(([attr, dir]) => {
    const column = ownValue(decl.sort, attr);
    if (!column) throw ApiError.query(`$sort[${attr}]`, 'cannot sort by this attribute');
    if (dir !== '1' && dir !== '-1') throw ApiError.query(`$sort[${attr}]`, 'expected 1 or -1');
    return { column, direction: dir === '1' ? ('ASC' as const) : ('DESC' as const) };
  });
}

function translateOr(value: unknown, decl: QueryDeclaration, alias: string, bag: ParamBag): SqlCondition {
  if (!decl.or?.length) throw ApiError.query('$or', 'is not supported for this resource');
  // qs turns an index above its array limit into an object: refuse rather than iterate it.
  if (!Array.isArray(value) || value.length === 0) throw ApiError.query('$or', 'expected $or[0][attribute]=value groups');
  const groups = value.map((group, index) => {
    const name = `$or[${index}]`;
    if (!isPlainObject(group) || Object.keys(group).length === 0) throw ApiError.query(name, 'expected an object of conditions');
    const parts = Object.entries(group).flatMap(([attr, v]) => {
      const filter = ownValue(decl.filters, attr);
      if (!decl.or!.includes(attr) || !filter) throw ApiError.query(`${name}[${attr}]`, 'is not allowed inside $or');
      return translateAttribute(attr, v, filter, alias, bag, `${name}[${attr}]`);
    });
    return `(${parts.map((p) => p.sql).join(' AND ')})`;
  });
  return { sql: `(${groups.join(' OR ')})`, params: {} };
}

function translateAttribute(
  attr: string,
  value: unknown,
  decl: FilterDeclaration,
  alias: string,
  bag: ParamBag,
  parameterName = attr,
): SqlCondition[] {
  const column = decl.column ?? `${alias}.${snake(attr)}`;
  const conditions: [FilterOperator, unknown][] = isPlainObject(value)
    ? Object.entries(value).map(([op, v]) => [op as FilterOperator, v])
    : [['$eq', value]];
  if (conditions.length === 0) throw ApiError.query(parameterName, 'expected a value or an operator');

  return conditions.map(([op, raw]) => {
    const name = isPlainObject(value) ? `${parameterName}[${op}]` : parameterName;
    const explicitEq = op === '$eq' && isPlainObject(value);
    const plainEquality = op === '$eq' && !explicitEq;
    if (plainEquality && decl.equality === false) throw ApiError.query(name, `${attr} takes operators, not a plain value`);
    if (!plainEquality && !decl.operators.includes(op)) {
      throw ApiError.query(name, `operator ${op} is not supported for ${attr}`);
    }
    const isList = op === '$in' || op === '$nin';
    let values: unknown[];
    if (isList) {
      // A single `a[$in]=x` arrives as a string; the indexed form as an array.
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length === 0) throw ApiError.query(name, 'expected at least one value');
      values = list.map((v) => coerceQueryValue(name, v, decl.type, decl));
    } else {
      values = [coerceQueryValue(name, raw, decl.type, decl)];
    }
    return { sql: visibleOnly(decl, alias, conditionSql(decl, op, values, column, alias, bag), bag), params: {} };
  });
}

function conditionSql(decl: FilterDeclaration, op: FilterOperator, values: unknown[], column: string, alias: string, bag: ParamBag): string {
  if (decl.toSql) return decl.toSql(op, values, alias, (v) => bag.add(v));
  if (op === '$in') return `${column} IN ${bag.addList(values)}`;
  // NULL is "not in" any list, as a client expects.
  if (op === '$nin') return `(${column} IS NULL OR ${column} NOT IN ${bag.addList(values)})`;
  return `${column} ${COMPARISON_SQL[op]} ${bag.add(values[0])}`;
}

/** A filter on a field the caller cannot see on a row never matches that row through the hidden value. */
function visibleOnly(decl: FilterDeclaration, alias: string, sql: string, bag: ParamBag): string {
  const v = decl.visibility;
  if (!v || v.fieldClass === 'public') return sql;
  const visibleFieldSql = bag.visibleFieldSql;
  if (!visibleFieldSql) throw new Error('a filter on a field class needs the access layer\'s visibleFieldSql');
  const hidden = v.hiddenWhen ? v.hiddenWhen(alias) : 'TRUE';
  return `(${sql} AND (NOT (${hidden}) OR ${visibleFieldSql(v.fieldClass, v.personColumn(alias))}))`;
}
