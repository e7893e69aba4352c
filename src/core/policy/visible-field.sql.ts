import type { FieldClass, PolicyResource } from './policy-table';

/**
 * Stands for the reporting-lines subquery in SQL written before the access layer is at hand (export column
 * catalogues, built at load): `PolicyService.withReportingLines` puts the people module's subquery in its place.
 */
export const REPORTS_OF_MARKER = '/*policy-reports-of*/';

/**
 * SQL: the caller sees `fieldClass` on the row of the person `personColumn` (the parameters are the access layer's
 * `fieldVisibility`). The one rule behind filters on hidden fields and hidden values in exports.
 */
export function visibleFieldSql(fieldClass: FieldClass, personColumn: string, reportsOfSql: string = REPORTS_OF_MARKER): string {
  const p = (kind: string) => `:fieldVisible_${fieldClass}_${kind}`;
  return `(${p('all')} OR (${p('self')} AND ${personColumn} = :policyPersonId) OR (${p('reports')} AND ${personColumn} IN (${reportsOfSql})))`;
}

/**
 * `visibleFieldSql` for a resource in a read joining several (exports): people's parameters keep their names, other
 * resources' are prefixed with the resource (`fieldVisibilityOf`), so both can be in one query.
 */
export function resourceVisibleSql(resource: PolicyResource, fieldClass: FieldClass, personColumn: string, reportsOfSql: string = REPORTS_OF_MARKER): string {
  const sql = visibleFieldSql(fieldClass, personColumn, reportsOfSql);
  return resource === 'person' ? sql : sql.replace(/:fieldVisible_/g, `:${resource}_fieldVisible_`);
}

/** Parameters named as `resourceVisibleSql` reads them. */
export function prefixedVisibility(resource: PolicyResource, params: Record<string, unknown>): Record<string, unknown> {
  if (resource === 'person') return params;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key.startsWith('fieldVisible_') ? `${resource}_${key}` : key, value]));
}
