/** The type of a compensation entry: `compensation_types <typeAlias> ON ...`, for the caller's JOIN. */
export const compensationTypeOfEntrySql = (typeAlias: string, entryAlias: string): string =>
  `compensation_types ${typeAlias} ON ${typeAlias}.company_id = ${entryAlias}.company_id AND ${typeAlias}.id = ${entryAlias}.compensation_type_id`;
