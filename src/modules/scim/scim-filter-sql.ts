import { byName, ScimAttribute, ScimLeaf, ScimResourceAttributes } from './scim-attributes';
import { AttrPath, CompareOp, FilterValue, pathText, ScimFilter, ScimFilterError } from './scim-filter';

/** A compiled condition: SQL, or a value known without the database (a constant compared, folded). */
type Condition = string | boolean;

/** Makes the placeholder of a value (`:scim_f0`); the caller keeps the values. */
export type ParamOf = (value: unknown) => string;

const or = (parts: Condition[]): Condition => {
  if (parts.includes(true)) return true;
  const sql = parts.filter((p): p is string => typeof p === 'string');
  return sql.length === 0 ? false : sql.length === 1 ? sql[0] : `(${sql.join(' OR ')})`;
};
const and = (parts: Condition[]): Condition => {
  if (parts.includes(false)) return false;
  const sql = parts.filter((p): p is string => typeof p === 'string');
  return sql.length === 0 ? true : sql.length === 1 ? sql[0] : `(${sql.join(' AND ')})`;
};
const not = (part: Condition): Condition => (typeof part === 'boolean' ? !part : `NOT ${part}`);

/** The sub-attributes a filter inside brackets (or after a multi-valued attribute's name) reads. */
type Subs = Readonly<Record<string, ScimLeaf>>;

/**
 * A filter as one SQL condition over the resource's attributes. Every comparison is false where the attribute has
 * no value (never NULL), so `not (...)` keeps what the filter leaves out; a multi-valued attribute matches when one
 * of its values does; constants (`emails.type` "work") fold away, so `emails[type eq "work"].value eq "x"` is the
 * same indexed condition as `userName eq "x"`. An attribute, operator or value the schema cannot serve throws
 * ScimFilterError (400 `invalidFilter`).
 */
export function compileScimFilter(filter: ScimFilter, resource: ScimResourceAttributes, param: ParamOf): string {
  const compiled = compile(filter, resource, param);
  return typeof compiled === 'boolean' ? (compiled ? 'TRUE' : 'FALSE') : compiled;
}

function compile(filter: ScimFilter, resource: ScimResourceAttributes, param: ParamOf): Condition {
  switch (filter.op) {
    case 'and':
      return and(filter.filters.map((f) => compile(f, resource, param)));
    case 'or':
      return or(filter.filters.map((f) => compile(f, resource, param)));
    case 'not':
      return not(compile(filter.filter, resource, param));
    case '[]':
      return valuePath(attributeOf(resource, filter.path, false), filter.path, filter.filter, param);
    default: {
      const attribute = attributeOf(resource, filter.path, true);
      const sub = filter.path.names[1];
      return withValues(attribute, (subs) => {
        if (attribute.kind === 'leaf') return compare(attribute, filter, param);
        if (attribute.kind === 'complex' && sub === undefined) {
          if (filter.op !== 'pr') throw new ScimFilterError(`${pathText(filter.path)} is complex: compare one of its sub-attributes`, -1);
          return or(Object.values(subs).map((s) => compare(s, { op: 'pr' }, param)));
        }
        // A multi-valued attribute named alone: `pr` asks for any value, a comparison compares its `value`
        // (RFC 7644: `emails co "example.com"`).
        if (sub === undefined && filter.op === 'pr') return true;
        return compare(subLeaf(subs, sub ?? 'value', filter.path), filter, param);
      });
    }
  }
}

/** The attribute a path names; its sub-attribute is checked where it is read. */
function attributeOf(resource: ScimResourceAttributes, path: AttrPath, subAllowed: boolean): ScimAttribute {
  let attributes = resource.attributes;
  if (path.schema !== undefined) {
    const schema = path.schema.toLowerCase();
    const extension = byName(resource.extensions, path.schema);
    if (schema !== resource.core.toLowerCase() && !extension) throw new ScimFilterError(`unknown schema ${path.schema}`, -1);
    if (extension) attributes = extension;
  }
  const attribute = byName(attributes, path.names[0]);
  if (!attribute) throw new ScimFilterError(`unknown attribute ${pathText(path)}`, -1);
  if (path.names.length > 1 && (!subAllowed || attribute.kind === 'leaf')) throw new ScimFilterError(`${pathText(path)}: ${path.names[0]} has no sub-attributes here`, -1);
  return attribute;
}

function subLeaf(subs: Subs, name: string, path: AttrPath): ScimLeaf {
  const found = byName(subs, name);
  if (!found) throw new ScimFilterError(`unknown attribute ${pathText(path)}`, -1);
  return found;
}

/**
 * Runs `test` over the values of an attribute: once for a leaf or a single complex value; for each value of a fixed
 * multi-valued attribute (where it is there), OR-ed; for a set, inside EXISTS over its rows.
 */
function withValues(attribute: ScimAttribute, test: (subs: Subs) => Condition): Condition {
  switch (attribute.kind) {
    case 'leaf':
      return test({});
    case 'complex':
      return test(attribute.sub);
    case 'multi':
      return or(attribute.entries.map((entry) => and([entry.when, test(entry.sub)])));
    case 'set': {
      const inner = test(attribute.sub);
      if (inner === false) return false;
      return `EXISTS (SELECT 1 FROM ${attribute.from}${inner === true ? '' : ` WHERE ${inner}`})`;
    }
  }
}

function valuePath(attribute: ScimAttribute, path: AttrPath, inner: ScimFilter, param: ParamOf): Condition {
  if (attribute.kind === 'leaf') throw new ScimFilterError(`${pathText(path)} is not complex: it takes no [filter]`, -1);
  return withValues(attribute, (subs) => compileInside(inner, subs, path, param));
}

/** A filter inside brackets: its paths name sub-attributes of the bracketed attribute. */
function compileInside(filter: ScimFilter, subs: Subs, outer: AttrPath, param: ParamOf): Condition {
  switch (filter.op) {
    case 'and':
      return and(filter.filters.map((f) => compileInside(f, subs, outer, param)));
    case 'or':
      return or(filter.filters.map((f) => compileInside(f, subs, outer, param)));
    case 'not':
      return not(compileInside(filter.filter, subs, outer, param));
    case '[]':
      throw new ScimFilterError(`a complex attribute filter cannot hold another (${pathText(outer)})`, -1);
    default: {
      const { names } = filter.path;
      const name = names.length === 1 && filter.path.schema === undefined ? names[0] : null;
      if (!name) throw new ScimFilterError(`${pathText(filter.path)} is not a sub-attribute of ${pathText(outer)}`, -1);
      return compare(subLeaf(subs, name, { names: [...outer.names, name] }), filter, param);
    }
  }
}

type Comparison = { op: 'pr' } | { op: CompareOp; value: FilterValue };

const ORDERING: readonly CompareOp[] = ['gt', 'ge', 'lt', 'le'];
const SUBSTRING: readonly CompareOp[] = ['co', 'sw', 'ew'];
const SQL_ORDER: Record<string, string> = { gt: '>', ge: '>=', lt: '<', le: '<=' };

/** One comparison of one value, false where it has none. */
function compare(leaf: ScimLeaf, comparison: Comparison, param: ParamOf): Condition {
  if (leaf.unfilterable) throw new ScimFilterError('this attribute cannot be filtered on', -1);
  if (comparison.op !== 'pr') checkValue(leaf, comparison.op, comparison.value);
  if (leaf.constant !== undefined) return matches(leaf, leaf.constant, comparison);
  if (leaf.domain) {
    const { keys, valueOf, sql } = leaf.domain;
    const kept = keys.filter((key) => {
      const value = valueOf(key);
      return value !== null && matches(leaf, value, comparison);
    });
    return kept.length === 0 ? false : `${sql} = ANY(${param(kept)}::text[])`;
  }
  const sql = leaf.sql!;
  const present = `${sql} IS NOT NULL`;
  if (comparison.op === 'pr') return present;
  const { op, value } = comparison;
  if (value === null) return op === 'ne' ? present : false;
  if (leaf.type === 'boolean') return `${present} AND ${sql} ${op === 'eq' ? '=' : '<>'} ${value ? 'TRUE' : 'FALSE'}`;
  if (leaf.type === 'dateTime') {
    // Answers show milliseconds: compared at that precision, `eq` of a shown value finds it.
    const at = `date_trunc('milliseconds', ${sql})`;
    const sqlOp = op === 'eq' ? '=' : op === 'ne' ? '<>' : SQL_ORDER[op];
    return `(${present} AND ${at} ${sqlOp} ${param(value)}::timestamptz)`;
  }
  const folded = leaf.caseExact ? sql : `lower(${sql})`;
  const given = leaf.caseExact ? `${param(value)}::text` : `lower(${param(value)}::text)`;
  switch (op) {
    case 'eq':
      return `(${present} AND ${folded} = ${given})`;
    case 'ne':
      return `(${present} AND ${folded} <> ${given})`;
    case 'co':
      return `(${present} AND strpos(${folded}, ${given}) > 0)`;
    case 'sw':
      return `(${present} AND starts_with(${folded}, ${given}))`;
    case 'ew':
      return `(${present} AND right(${folded}, char_length(${given})) = ${given})`;
    default:
      // Code-point order, as the filter's strings compare in any client (not the database's language rules).
      return `(${present} AND ${folded} COLLATE "C" ${SQL_ORDER[op]} ${given})`;
  }
}

/** RFC 7644: operators must suit the attribute's type (no `gt` of a boolean, no `co` of a date), values its type. */
function checkValue(leaf: ScimLeaf, op: CompareOp, value: FilterValue): void {
  if (value === null) {
    if (op !== 'eq' && op !== 'ne') throw new ScimFilterError(`${op} cannot compare with null`, -1);
    return;
  }
  if (leaf.type === 'boolean') {
    if (op !== 'eq' && op !== 'ne') throw new ScimFilterError(`${op} cannot compare a boolean attribute`, -1);
    if (typeof value !== 'boolean') throw new ScimFilterError('a boolean attribute compares with true or false', -1);
    return;
  }
  if (typeof value !== 'string') throw new ScimFilterError(`a ${leaf.type} attribute compares with a string`, -1);
  if (leaf.type === 'dateTime') {
    if (SUBSTRING.includes(op)) throw new ScimFilterError(`${op} cannot compare a dateTime attribute`, -1);
    if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
      throw new ScimFilterError(`"${value}" is not an xsd:dateTime`, -1);
    }
  }
}

/** A comparison of a value known in JS, with the rules the SQL follows. */
function matches(leaf: ScimLeaf, raw: string | boolean, comparison: Comparison): boolean {
  if (comparison.op === 'pr') return true;
  const { op, value } = comparison;
  if (value === null) return op === 'ne';
  if (typeof raw === 'boolean') return op === 'eq' ? raw === value : raw !== value;
  const fold = (s: string) => (leaf.caseExact ? s : s.toLowerCase());
  const [a, b] = [fold(raw), fold(String(value))];
  switch (op) {
    case 'eq':
      return a === b;
    case 'ne':
      return a !== b;
    case 'co':
      return a.includes(b);
    case 'sw':
      return a.startsWith(b);
    case 'ew':
      return a.endsWith(b);
    default:
      return ORDERING.includes(op) && compareCodePoints(a, b, op);
  }
}

function compareCodePoints(a: string, b: string, op: CompareOp): boolean {
  const sign = codePointOrder(a, b);
  return op === 'gt' ? sign > 0 : op === 'ge' ? sign >= 0 : op === 'lt' ? sign < 0 : sign <= 0;
}

function codePointOrder(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0)! - y[i].codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * The SQL expression a list is sorted by (`sortBy`): a single value, or the first value of a multi-valued
 * attribute (RFC 7644: its primary one); its case folded unless `caseExact`. ScimFilterError for what cannot sort.
 */
export function sortExpression(resource: ScimResourceAttributes, path: AttrPath): string | null {
  const attribute = attributeOf(resource, path, true);
  const sub = path.names[1];
  let target: ScimLeaf;
  if (attribute.kind === 'leaf') target = attribute;
  else if (attribute.kind === 'complex' && sub !== undefined) target = subLeaf(attribute.sub, sub, path);
  else if (attribute.kind === 'multi' && attribute.entries.length > 0) target = subLeaf(attribute.entries[0].sub, sub ?? 'value', path);
  else throw new ScimFilterError(`cannot sort by ${pathText(path)}`, -1);
  if (target.unfilterable || target.constant !== undefined) return null;
  const sql = target.domain ? target.domain.sql : target.sql!;
  if (target.type === 'string' || target.type === 'reference') return target.caseExact ? `${sql} COLLATE "C"` : `lower(${sql}) COLLATE "C"`;
  return sql;
}
