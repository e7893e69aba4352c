/**
 * How a SCIM resource's attributes are read in SQL, for filters and sorting (scim-filter-sql.ts). Each attribute is
 * the SQL expression its answer is selected with, so a filter and the answer it filters cannot disagree.
 */

export type ScimValueType = 'string' | 'boolean' | 'dateTime' | 'reference';

/** A value: an SQL expression, a constant of the resource type, or a value derived from a small known set. */
export interface ScimLeaf {
  kind: 'leaf';
  type: ScimValueType;
  /** RFC 7643 `caseExact`: false compares strings whatever their case. */
  caseExact: boolean;
  sql?: string;
  constant?: string | boolean;
  /** A value made in JS from a key SQL selects (a locale from a country): a filter keeps the keys whose value matches. */
  domain?: { sql: string; keys: readonly string[]; valueOf: (key: string) => string | null };
  /** Shown but not filterable (made per request: `meta.location`, `meta.version`). */
  unfilterable?: true;
}

/** A single-valued complex attribute (`name`, `manager`, `meta`). */
export interface ScimComplex {
  kind: 'complex';
  sub: Readonly<Record<string, ScimLeaf>>;
}

/**
 * A multi-valued complex attribute of a fixed list of values (`emails`: the work email, a personal one): each value
 * is there when `when` holds (SQL), and its sub-attributes are expressions or constants (`type`: "work").
 */
export interface ScimMultiValued {
  kind: 'multi';
  entries: readonly { when: string; sub: Readonly<Record<string, ScimLeaf>> }[];
}

/** A multi-valued complex attribute of any length (a group's `members`): rows of `from` (SQL), aliased in `sub`. */
export interface ScimValueSet {
  kind: 'set';
  from: string;
  sub: Readonly<Record<string, ScimLeaf>>;
}

export type ScimAttribute = ScimLeaf | ScimComplex | ScimMultiValued | ScimValueSet;

/** A resource type's attributes by schema: the core schema's and its extensions', names as the schema spells them. */
export interface ScimResourceAttributes {
  core: string;
  attributes: Readonly<Record<string, ScimAttribute>>;
  extensions: Readonly<Record<string, Readonly<Record<string, ScimAttribute>>>>;
}

export const leaf = (type: ScimValueType, caseExact: boolean, sql: string): ScimLeaf => ({ kind: 'leaf', type, caseExact, sql });
export const constant = (value: string | boolean, caseExact = false): ScimLeaf => ({ kind: 'leaf', type: typeof value === 'boolean' ? 'boolean' : 'string', caseExact, constant: value });
export const unfilterable = (type: ScimValueType): ScimLeaf => ({ kind: 'leaf', type, caseExact: true, unfilterable: true });

/** The entry of `record` whose key equals `name` whatever its case (SCIM attribute names are case-insensitive). */
export function byName<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(record).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : record[key];
}
