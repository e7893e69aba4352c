import { ApiError } from '../../core/errors/api-error';
import { Period } from './time-away.entity';

/** Longest entry, in calendar days (a long parental leave fits; a typo of a century does not). */
export const MAX_ENTRY_DAYS = 3 * 366;

export interface EntryDates {
  startDate: string;
  endDate: string;
  startPeriod: Period;
  endPeriod: Period;
}

/**
 * D12's periods: on one day `startPeriod` is `full`, `am` or `pm` and `endPeriod` equals it (left out, it
 * follows); over several days the entry starts `full` or `pm` (at noon) and ends `full` or `am` (at noon).
 * Anything else, and an end before the start, answers 422.
 */
export function resolvePeriods(startDate: string, endDate: string, startPeriod?: Period, endPeriod?: Period): EntryDates {
  if (endDate < startDate) throw ApiError.invalidField('endDate', 'must not be before startDate');
  if (daysBetween(startDate, endDate) >= MAX_ENTRY_DAYS) throw ApiError.invalidField('endDate', `an entry spans at most ${MAX_ENTRY_DAYS} days`);
  const start = startPeriod ?? 'full';
  if (startDate === endDate) {
    const end = endPeriod ?? start;
    if (end !== start) throw ApiError.invalidField('endPeriod', 'must equal startPeriod when the entry is one day');
    return { startDate, endDate, startPeriod: start, endPeriod: end };
  }
  const end = endPeriod ?? 'full';
  if (start === 'am') throw ApiError.invalidField('startPeriod', 'an entry over several days starts `full` or `pm`');
  if (end === 'pm') throw ApiError.invalidField('endPeriod', 'an entry over several days ends `full` or `am`');
  return { startDate, endDate, startPeriod: start, endPeriod: end };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
