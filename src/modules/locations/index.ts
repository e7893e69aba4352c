/** The public face of the locations module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { LocationsModule } from './locations.module';
export { CalendarMoves, LocationDeletionChecks, LocationPolicyMoves, WorkingPatternMoves } from './location-hooks';
export { Location } from './location.entity';
export { insertLocations } from './insert-locations';
export type { NewLocation } from './insert-locations';
export { companyCountrySql, companyTimezoneSql, companyToday, companyTodaySql, locationValueSql, personLocationCalendarSql, personLocationJoinSql, personLocationValueSql } from './location.sql';
