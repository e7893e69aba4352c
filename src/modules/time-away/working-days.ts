import { addDays, daysBetween, EntryDates } from './periods';

export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** D12: a person without `workingDays` works Monday to Friday. */
export const DEFAULT_WORKING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/**
 * D12's `days`: the person's working days in the range, less public holidays of their calendar; a first day
 * starting `pm` (or a single `am`/`pm` day) and a last day ending `am` count 0.5.
 */
export function countDays(entry: EntryDates, workingDays: readonly string[] | null, holidays: ReadonlySet<string>): number {
  const works = new Set(workingDays ?? DEFAULT_WORKING_DAYS);
  const span = daysBetween(entry.startDate, entry.endDate);
  let total = 0;
  for (let i = 0; i <= span; i++) {
    const date = addDays(entry.startDate, i);
    const weekday = WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    if (!works.has(weekday) || holidays.has(date)) continue;
    const half = (i === 0 && entry.startPeriod !== 'full') || (i === span && span > 0 && entry.endPeriod === 'am');
    total += half ? 0.5 : 1;
  }
  return total;
}
