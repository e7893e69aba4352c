import { addDays, daysBetween, EntryDates } from './periods';

/** What an entry takes of its person's working time. */
export interface EntryTime {
  /** Working days, halves as 0.5 (D12). */
  days: number;
  /** The hours of those days (a half day counts half the day's hours). */
  hours: number;
}

/**
 * D12's `days` and the entry's `hours`: the days in the range on which the person works (`hoursOn` above 0, by the
 * working pattern in effect that day), less public holidays of their calendar; a first day starting `pm` (or a single
 * `am`/`pm` day) and a last day ending `am` count 0.5 and half their hours.
 */
export function countTime(entry: EntryDates, hoursOn: ReadonlyMap<string, number>, holidays: ReadonlySet<string>): EntryTime {
  const span = daysBetween(entry.startDate, entry.endDate);
  let days = 0;
  let hours = 0;
  for (let i = 0; i <= span; i++) {
    const date = addDays(entry.startDate, i);
    const worked = hoursOn.get(date) ?? 0;
    if (worked <= 0 || holidays.has(date)) continue;
    const half = (i === 0 && entry.startPeriod !== 'full') || (i === span && span > 0 && entry.endPeriod === 'am');
    days += half ? 0.5 : 1;
    hours += half ? worked / 2 : worked;
  }
  return { days, hours };
}
