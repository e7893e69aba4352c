import type { FilterVisibility } from '../query/query-declaration';
import type { FieldClass, PolicyResource } from './policy-table';
import { RESOURCE_ACCESS } from './resource-access';
import { visibleFieldSql } from './visible-field.sql';

/**
 * Fields a row may hide behind a field class (`RESOURCE_ACCESS[resource].conditionalFields`: a hidden work email,
 * the type of a time-away entry of a private category, D4): one rule for the response (`hidesValue`), the filters
 * (`conditionalVisibility`) and SQL built outside the compiled reads (`conditionalValueSql`, exports).
 */
function ruleOf(resource: PolicyResource, field: string) {
  const rule = RESOURCE_ACCESS[resource]?.conditionalFields?.[field];
  if (!rule) throw new Error(`${resource}.${field} is not a conditional field of the access layer`);
  return rule;
}

/** SQL true where the row hides the value; `valuesSql` says in SQL whether the row's value is among these (`shownFor`). */
function hiddenSql(resource: PolicyResource, field: string, alias: string, valuesSql?: (alias: string, values: readonly string[]) => string): string {
  const { hiddenWhen } = ruleOf(resource, field);
  if ('column' in hiddenWhen) return `${alias}.${hiddenWhen.column}`;
  if (!valuesSql) throw new Error(`${resource}.${field} is hidden by its ${hiddenWhen.field}: give the SQL of that value`);
  return `NOT ${valuesSql(alias, hiddenWhen.shownFor)}`;
}

/** True when the row (its API fields, and `hiddenWhen.field`) hides the field's value from a caller who sees `classes` on it. */
export function hidesValue(resource: PolicyResource, field: string, row: Record<string, unknown>, classes: ReadonlySet<FieldClass>): boolean {
  const rule = ruleOf(resource, field);
  const { hiddenWhen } = rule;
  const hidden = 'column' in hiddenWhen ? Boolean(row[hiddenWhen.field]) : !hiddenWhen.shownFor.includes(String(row[hiddenWhen.field]));
  return hidden && !classes.has(rule.fieldClass);
}

/** The values of `hiddenWhen.field` for which everyone sees the field (`shownFor`). */
export function shownFor(resource: PolicyResource, field: string): readonly string[] {
  const { hiddenWhen } = ruleOf(resource, field);
  if (!('shownFor' in hiddenWhen)) throw new Error(`${resource}.${field} is hidden by a flag, not by a value`);
  return hiddenWhen.shownFor;
}

/** A filter's visibility for the field: it matches a hidden value only for callers who see the class on that row. */
export function conditionalVisibility(
  resource: PolicyResource,
  field: string,
  personColumn: (alias: string) => string,
  valuesSql?: (alias: string, values: readonly string[]) => string,
): FilterVisibility {
  const rule = ruleOf(resource, field);
  if ('shownFor' in rule.hiddenWhen && !valuesSql) hiddenSql(resource, field, '', valuesSql); // refused when declared, not when filtered
  return { fieldClass: rule.fieldClass, personColumn, hiddenWhen: (alias) => hiddenSql(resource, field, alias, valuesSql) };
}

/** SQL of the field's value as the caller may see it (NULL where hidden); the parameters are `fieldVisibility`'s. */
export function conditionalValueSql(resource: PolicyResource, field: string, alias: string, valueSql: string, personColumn: string): string {
  const rule = ruleOf(resource, field);
  return `CASE WHEN ${hiddenSql(resource, field, alias)} AND NOT ${visibleFieldSql(rule.fieldClass, personColumn)} THEN NULL ELSE ${valueSql} END`;
}
