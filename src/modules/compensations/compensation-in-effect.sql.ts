import { EntityManager } from 'typeorm';

/**
 * `$asOf=D`: per person and compensation type, the entry with the latest `effectiveDate` on or before D
 * (ties: the later created), unless that entry ended before D. Each entry stores when its successor takes
 * effect (`superseded_on`), so this is a range condition the `compensations_as_of` index serves.
 */
export function inEffectOnSql(alias: string): string {
  return compensationInEffectSql(alias, ':asOf');
}

/** The compensation aliased `c` is in effect on the date `asOf` (an SQL expression or parameter), as `$asOf` reads it. */
export function compensationInEffectSql(c: string, asOf: string): string {
  return `${c}.effective_date <= ${asOf} AND ${c}.superseded_on > ${asOf} AND (${c}.end_date IS NULL OR ${c}.end_date >= ${asOf})`;
}

/**
 * Relinks people's entries after a write: each one is superseded when the next of its type (by effective
 * date, then creation) takes effect; the latest never is. Runs under the people's row locks.
 */
export async function relinkCompensations(em: EntityManager, companyId: string, personIds: string[]): Promise<void> {
  await em.query(
    `UPDATE compensations c SET superseded_on = chain.next
       FROM (SELECT id, COALESCE(lead(effective_date) OVER (
                          PARTITION BY person_id, compensation_type_id ORDER BY effective_date, created_at, id), 'infinity'::date) AS next
               FROM compensations WHERE company_id = $1 AND person_id = ANY($2)) chain
      WHERE c.id = chain.id AND c.superseded_on IS DISTINCT FROM chain.next`,
    [companyId, personIds],
  );
}
