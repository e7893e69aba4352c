/** The public face of the public-holidays module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { HolidayCalendarStore } from './holiday-calendar.store';
export { holidayRegionOf, remoteRegionOf, stateCodeOf } from './holiday-region';
export { PublicHolidaysModule } from './public-holidays.module';
