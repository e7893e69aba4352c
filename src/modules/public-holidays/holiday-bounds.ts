/**
 * How much library computing one request may cause (docs/decisions-time-away.md, public holidays: bounds).
 * Holidays are filled for the years from ten before to ten after the current UTC year only; a holiday list may
 * name at most MAX_CALENDAR_YEARS calendar-years (calendars named times years its `date` reaches).
 */
export const YEARS_AROUND = 10;
export const MAX_CALENDAR_YEARS = 25;

export interface YearWindow {
  first: number;
  last: number;
}

/** The years whose holidays are filled, around the year of `now`. */
export function supportedYears(now: Date): YearWindow {
  const year = now.getUTCFullYear();
  return { first: year - YEARS_AROUND, last: year + YEARS_AROUND };
}
