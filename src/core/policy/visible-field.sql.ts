import type { FieldClass } from './policy-table';

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
