/** The public face of the time-away module (docs/architecture.md, "Module boundaries"). */
export { TimeAwayModule } from './time-away.module';
export { PersonDaysChangesService } from './person-days-changes.service';
