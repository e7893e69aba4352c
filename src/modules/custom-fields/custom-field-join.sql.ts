/** The field of a custom value: `custom_fields <fieldAlias> ON ...`, for the caller's JOIN. */
export const customFieldOfValueSql = (fieldAlias: string, valueAlias: string): string =>
  `custom_fields ${fieldAlias} ON ${fieldAlias}.company_id = ${valueAlias}.company_id AND ${fieldAlias}.id = ${valueAlias}.custom_field_id`;
