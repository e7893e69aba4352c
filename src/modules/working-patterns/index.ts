/** The public face of the working-patterns module (docs/architecture.md, "Module boundaries"). */
export { FALLBACK_DAY_HOURS, patternInEffectSql, workingHoursOnSql } from './working-hours.sql';
export type { PersonWorkingTimeSql } from './working-hours.sql';
export { WorkingPattern } from './working-pattern.entity';
