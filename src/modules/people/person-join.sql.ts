/*
 * What other modules' SQL needs of a person, without naming the people table: a record joins its person through
 * these and reads its columns under the alias it chose.
 */

/** `people <p> ON ...` (for JOIN or LEFT JOIN): the person of the company `companyId` with id `personId` (SQL expressions). */
export function personJoinSql(p: string, companyId: string, personId: string): string {
  return `people ${p} ON ${p}.company_id = ${companyId} AND ${p}.id = ${personId}`;
}

/** The name a person goes by, for display: their preferred name, else their first name, and their last name. */
export function personDisplayNameSql(p: string): string {
  return `COALESCE(NULLIF(${p}.preferred_name, ''), ${p}.first_name, '') || ' ' || COALESCE(${p}.last_name, '')`;
}
