/** The name of a document type by id, as a scalar subquery. */
export const documentTypeNameSql = (companyIdSql: string, typeIdSql: string): string =>
  `(SELECT dt.name FROM document_types dt WHERE dt.company_id = ${companyIdSql} AND dt.id = ${typeIdSql})`;
