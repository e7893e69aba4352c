import type { FieldClass } from '../policy/policy-table';

export type FilterOperator = '$eq' | '$ne' | '$in' | '$nin' | '$gt' | '$gte' | '$lt' | '$lte';

export type FilterValueType = 'string' | 'date' | 'datetime' | 'dateOrDatetime' | 'boolean' | 'number' | 'enum';

/** One SQL condition with its own parameters; aliases in `sql` use `:name` placeholders. */
export interface SqlCondition {
  sql: string;
  params: Record<string, unknown>;
}

export interface FilterDeclaration {
  /** SQL expression the filter compares; defaults to `<alias>.<snake_case attribute>`. */
  column?: string;
  type: FilterValueType;
  /** Operators besides plain equality. */
  operators: FilterOperator[];
  /** Plain `attr=value` equality; on unless false (date ranges take operators only). */
  equality?: boolean;
  values?: readonly string[];
  /** Value applied when the query leaves the attribute out (a person's `status` defaults to `active`). */
  default?: string;
  /**
   * The field class the filter reads, when it is not public: the filter then matches only rows on which
   * the caller sees that class (see `field-visibility.sql.ts`; the resource binds the caller's visibility).
   */
  visibility?: FilterVisibility;
  /** Custom translation, for computed attributes such as a person's status. */
  toSql?: (operator: FilterOperator, values: unknown[], alias: string, param: (v: unknown) => string) => string;
}

export interface FilterVisibility {
  fieldClass: FieldClass;
  /** Column holding the person whose field it is (`<alias>.id` for people, `<alias>.person_id` otherwise). */
  personColumn: (alias: string) => string;
  /** Rows on which the value is hidden without the class (a hidden work email); every row when absent. */
  hiddenWhen?: (alias: string) => string;
}

/**
 * Which query parameters a resource's list accepts (spec "Filtering", D8).
 * Anything outside it answers 422 QueryParameterValidationError naming the parameter.
 */
export interface QueryDeclaration {
  filters: Record<string, FilterDeclaration>;
  /** Attributes allowed inside `$or` groups; none when absent. */
  or?: string[];
  /** Attributes accepted by `$sort[attr]=1|-1`; `$sort` is refused when absent. */
  sort?: Record<string, string>;
  /** The order without `$sort` (an attribute of `sort`, ascending), before the usual `created_at, id`. */
  defaultSort?: string;
  /** Extra `$`-parameters a resource handles itself (for example `$asOf`), with their value type. */
  special?: Record<string, FilterValueType>;
}

export interface TranslatedQuery {
  where: SqlCondition[];
  limit: number;
  skip: number;
  sort: { column: string; direction: 'ASC' | 'DESC' }[];
  special: Record<string, unknown>;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 250;
