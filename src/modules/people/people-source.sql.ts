/** The people table under an alias, for a FROM or JOIN of other modules' statements over people (exports). */
export const peopleSourceSql = (alias: string): string => `people ${alias}`;

/** A value of another person by id (`valueOf` gets that person's alias), as a scalar subquery. */
export const personValueSql = (valueOf: (alias: string) => string, companyIdSql: string, personIdSql: string): string =>
  `(SELECT ${valueOf('x')} FROM people x WHERE x.company_id = ${companyIdSql} AND x.id = ${personIdSql})`;
