/*
 * Calendar-day arithmetic on `YYYY-MM-DD` dates (UTC, D7), for allocations and leave years.
 */

const MS_PER_DAY = 86_400_000;
const toMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The date `days` calendar days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * MS_PER_DAY);
}

/** Calendar days from `from` (inclusive) to `to` (exclusive); 0 when `to` is not after `from`. */
export function daysFrom(from: string, to: string): number {
  return Math.max(0, Math.round((toMs(to) - toMs(from)) / MS_PER_DAY));
}

/** The first day of the month `months` months after the month of `date` (before, when negative). */
export function monthStartAfter(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return fromMs(Date.UTC(year + Math.floor(month / 12), ((month % 12) + 12) % 12, 1));
}

/** The first day of `month` (1-12) of `year`. */
export function firstOfMonth(year: number, month: number): string {
  return fromMs(Date.UTC(year, month - 1, 1));
}

export const laterOf = (a: string, b: string): string => (a > b ? a : b);
export const earlierOf = (a: string, b: string): string => (a < b ? a : b);
