/** The equipment table under an alias, for a FROM or JOIN of other modules' statements over it (exports). */
export const equipmentSourceSql = (alias: string): string => `equipment ${alias}`;
