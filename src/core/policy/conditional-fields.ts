import type { FilterVisibility } from '../query/query-declaration';
import type { FieldClass, PolicyResource } from './policy-table';
import { RESOURCE_ACCESS } from './resource-access';
import { visibleFieldSql } from './visible-field.sql';

/**
 * Fields a row may hide behind a field class (`RESOURCE_ACCESS[resource].conditionalFields`, e.g. a hidden work
 * email, D4): one rule for the response (`hidesValue`), the filters (`conditionalVisibility`) and SQL built
 * outside the compiled reads (`conditionalValueSql`, exports).
 */
function ruleOf(resource: PolicyResource, field: string) {
  const rule = RESOURCE_ACCESS[resource]?.conditionalFields?.[field];
  if (!rule) throw new Error(`${resource}.${field} is not a conditional field of the access layer`);
  return rule;
}

/** True when the row hides the field's value from a caller who sees `classes` on it. */
export function hidesValue(resource: PolicyResource, field: string, row: Record<string, unknown>, classes: ReadonlySet<FieldClass>): boolean {
  const rule = ruleOf(resource, field);
  return Boolean(row[rule.hiddenWhen.field]) && !classes.has(rule.fieldClass);
}

/** A filter's visibility for the field: it matches a hidden value only for callers who see the class on that row. */
export function conditionalVisibility(resource: PolicyResource, field: string, personColumn: (alias: string) => string): FilterVisibility {
  const rule = ruleOf(resource, field);
  return { fieldClass: rule.fieldClass, personColumn, hiddenWhen: (alias) => `${alias}.${rule.hiddenWhen.column}` };
}

/** SQL of the field's value as the caller may see it (NULL where hidden); the parameters are `fieldVisibility`'s. */
export function conditionalValueSql(resource: PolicyResource, field: string, alias: string, valueSql: string, personColumn: string): string {
  const rule = ruleOf(resource, field);
  return `CASE WHEN ${alias}.${rule.hiddenWhen.column} AND NOT ${visibleFieldSql(rule.fieldClass, personColumn)} THEN NULL ELSE ${valueSql} END`;
}
