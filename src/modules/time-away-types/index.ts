/** The public face of the time-away-types module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { TimeAwayType } from './time-away-type.entity';
export type { TimeAwayCategory } from './time-away-type.entity';
export { TimeAwayTypesModule } from './time-away-types.module';
export { TimeAwayTypesService } from './time-away-types.service';
export { DEFAULT_TIME_AWAY_TYPES } from './default-time-away-types';
export { timeAwayTypesByIds } from './types-by-id';
export { entryTypeInCategoriesSql, entryTypeJoinSql, typeIdsInCategorySql, typeSummaries } from './time-away-type.sql';
export type { TypeSummary } from './time-away-type.sql';
