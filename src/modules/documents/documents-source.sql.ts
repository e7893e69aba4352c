/** The documents table under an alias, for a FROM or JOIN of other modules' statements over it (exports). */
export const documentsSourceSql = (alias: string): string => `documents ${alias}`;
