/** The filename of a stored file by id, as a scalar subquery. */
export const fileNameSql = (companyIdSql: string, fileIdSql: string): string =>
  `(SELECT f.filename FROM files f WHERE f.company_id = ${companyIdSql} AND f.id = ${fileIdSql})`;
