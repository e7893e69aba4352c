/** The identity documents table under an alias, for a FROM or JOIN of other modules' statements over it (exports). */
export const identityDocumentsSourceSql = (alias: string): string => `identity_documents ${alias}`;
