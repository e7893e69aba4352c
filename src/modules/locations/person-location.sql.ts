/**
 * A person's office location (none for remote people), joined over the person's alias: the SQL other modules use to
 * read it (the people module's `location_ref` is the location id, or NULL when remote).
 */
export const personLocationJoinSql = (personAlias: string, locationAlias: string): string =>
  `LEFT JOIN locations ${locationAlias} ON ${locationAlias}.company_id = ${personAlias}.company_id AND ${locationAlias}.id = ${personAlias}.location_ref`;

/** One column of the person's office location as a scalar subquery (NULL for remote people). */
export const personLocationValueSql = (personAlias: string, column: string): string =>
  `(SELECT l.${column} FROM locations l WHERE l.company_id = ${personAlias}.company_id AND l.id = ${personAlias}.location_ref)`;
