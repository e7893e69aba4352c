/** The public face of the timesheets module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { TimesheetsModule } from './timesheets.module';
