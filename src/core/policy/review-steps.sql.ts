import type { ReviewSteps } from './resource-access';

/**
 * SQL: the caller decides the open step of the row aliased `alias` (RESOURCE_ACCESS `reviewSteps`): the row is open
 * and its first pending step names the caller (`:policyPersonId`), or the caller's role (`:policyRole`) on a row not
 * of the caller (`personColumn`). The steps are in the row itself, so a write that waited for the row's lock checks
 * this again on the row as the other write left it.
 */
export function openStepDeciderSql(alias: string, steps: ReviewSteps, personColumn: string): string {
  const open = `jsonb_path_query_first(${alias}.${steps.column}, '$[*] ? (@.status == "pending")')`;
  return `(${alias}.${steps.openWhen.column} = '${steps.openWhen.value}' AND ((${open} ->> 'approverId') = :policyPersonId
    OR ((${open} ->> 'role') = :policyRole AND ${alias}.${personColumn} <> :policyPersonId)))`;
}
