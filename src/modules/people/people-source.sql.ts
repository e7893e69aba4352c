/** The people table under an alias, for a FROM or JOIN of other modules' statements over people (the SCIM feed). */
export const peopleSourceSql = (alias: string): string => `people ${alias}`;
