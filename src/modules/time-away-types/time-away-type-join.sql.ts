/** The type of a time-away entry: `time_away_types <typeAlias> ON ...`, for the caller's JOIN or LEFT JOIN. */
export const timeAwayTypeOfEntrySql = (typeAlias: string, entryAlias: string): string =>
  `time_away_types ${typeAlias} ON ${typeAlias}.company_id = ${entryAlias}.company_id AND ${typeAlias}.id = ${entryAlias}.time_away_type_id`;
