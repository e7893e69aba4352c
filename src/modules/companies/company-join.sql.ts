/** Joins the company row (alias `companyAlias`) of a row whose company id is `companyIdSql`. */
export const companyJoinSql = (companyAlias: string, companyIdSql: string): string => `JOIN companies ${companyAlias} ON ${companyAlias}.id = ${companyIdSql}`;
