import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { HolidayCalendarStore } from './holiday-calendar.store';
import { HolidayComputer } from './holiday-computer';
import { PublicHolidayCalendarsService } from './public-holiday-calendars.service';
import { PublicHolidaysService } from './public-holidays.service';

export const PublicHolidayCalendarsController = crudController(PublicHolidayCalendarsService, {
  path: 'public-holiday-calendars',
  tag: 'Public holiday calendars',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list', 'get'],
  api: { derived: { dayCount: { type: 'integer', minimum: 0, description: 'Holidays in the current UTC calendar year.' } } },
  tagDescription: 'Public holiday calendars: a country (`GB`) or country-region (`GB-SCT`) code is a calendar, made on demand from the holidays library (public holidays only).',
});

export const PublicHolidaysController = crudController(PublicHolidaysService, {
  path: 'public-holidays',
  tag: 'Public holidays',
  scopes: { read: 'public:read', write: 'private:write' },
  operations: ['list'],
  api: { listErrors: ['404'] },
  tagDescription: 'Public holidays of a calendar; `publicHolidayCalendarId` and `date` are required filters (D13): without one the list answers 422; a `publicHolidayCalendarId` that is neither a known code nor a calendar of the company answers 404. Holidays are kept for the current UTC year and ten years either side: a `date` range reaching outside them, or more than 25 calendar-years (calendars named times years of `date`), answers 422.',
});

@Module({
  controllers: [PublicHolidayCalendarsController, PublicHolidaysController],
  providers: [PublicHolidayCalendarsService, PublicHolidaysService, HolidayCalendarStore, HolidayComputer],
  exports: [HolidayCalendarStore],
})
export class PublicHolidaysModule {}
