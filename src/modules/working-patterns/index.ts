/** The public face of the working-patterns module (docs/architecture.md, "Module boundaries"). */
export { WorkingPatternsModule } from './working-patterns.module';
export { WorkingPatternsService } from './working-patterns.service';
export { WorkingPatternAllocationsService } from './allocations/working-pattern-allocations.service';
export { WorkingTimeChanges } from './working-time-changes';
export { FALLBACK_DAY_HOURS, patternInEffectSql, workingHoursOnSql } from './working-hours.sql';
export type { PersonWorkingTimeSql } from './working-hours.sql';
export { WorkingPattern } from './working-pattern.entity';
