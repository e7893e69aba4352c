/** The time-away entries table under an alias, for a FROM or JOIN of other modules' statements over it (exports). */
export const timeAwaySourceSql = (alias: string): string => `time_away ${alias}`;
