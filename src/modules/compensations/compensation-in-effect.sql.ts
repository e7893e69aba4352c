/**
 * `$asOf`: per person and per compensation type, the entry with the latest `effectiveDate` on or before
 * `:asOf` (ties: the later created), unless that entry ended before `:asOf`. A row qualifies when no later
 * entry of its person and type is in effect by then: an anti-join the `compensations_in_effect` index
 * (company_id, person_id, compensation_type_id, effective_date DESC, created_at DESC, id DESC) serves.
 */
export function inEffectOnSql(alias: string): string {
  return `${alias}.effective_date <= :asOf
    AND (${alias}.end_date IS NULL OR ${alias}.end_date >= :asOf)
    AND NOT EXISTS (
      SELECT 1 FROM compensations later
       WHERE later.company_id = ${alias}.company_id
         AND later.person_id = ${alias}.person_id
         AND later.compensation_type_id = ${alias}.compensation_type_id
         AND later.effective_date <= :asOf
         AND (later.effective_date, later.created_at, later.id) > (${alias}.effective_date, ${alias}.created_at, ${alias}.id))`;
}
