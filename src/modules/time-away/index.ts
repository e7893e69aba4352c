/** The public face of the time-away module (docs/architecture.md, "Module boundaries"). */
export { TimeAwayModule } from './time-away.module';
export { PersonDaysChangesService } from './person-days-changes.service';
export type { TimeAwayBalance } from './balances/balance';
export { TimeAwayBalancesService } from './balances/time-away-balances.service';
export { addDays } from './periods';
export { TimeAwayService } from './time-away.service';
export { approvedEntriesOfPersonAndReports } from './feed-entries.sql';
export type { CalendarEntry } from './feed-entries.sql';
