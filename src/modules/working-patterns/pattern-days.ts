import { ValidationIssue } from '../../core/errors/api-error';

/** The days of the week in a pattern's order, Monday first (ISO). */
export const PATTERN_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type PatternWeekday = (typeof PATTERN_WEEKDAYS)[number];

/** Hours of a working day: more than 0, at most 24, in quarters of an hour. */
export const MAX_DAY_HOURS = 24;
export const HOURS_STEP = 0.25;

/** A working day of a pattern as stored and answered. */
export interface PatternDay {
  day: PatternWeekday;
  hours: number;
}

/**
 * The issues of days whose types are checked (the DTO): each day once, hours above 0, at most 24 and a multiple of a
 * quarter hour. Issues name `days.<field>` with the day's index.
 */
export function dayIssues(days: readonly PatternDay[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  days.forEach((entry, index) => {
    if (seen.has(entry.day)) issues.push({ name: 'days.day', index: String(index), reason: 'names a day listed before' });
    seen.add(entry.day);
    if (!(entry.hours > 0) || entry.hours > MAX_DAY_HOURS) {
      issues.push({ name: 'days.hours', index: String(index), reason: `must be more than 0 and at most ${MAX_DAY_HOURS}` });
    } else if (!Number.isInteger(entry.hours / HOURS_STEP)) {
      issues.push({ name: 'days.hours', index: String(index), reason: `must be in steps of ${HOURS_STEP} hours` });
    }
  });
  return issues;
}

/** The days as stored: Monday first, each with only its day and hours. */
export function storedDays(days: readonly PatternDay[]): PatternDay[] {
  return [...days]
    .sort((a, b) => PATTERN_WEEKDAYS.indexOf(a.day) - PATTERN_WEEKDAYS.indexOf(b.day))
    .map((entry) => ({ day: entry.day, hours: entry.hours }));
}

/** Hours a week the days add up to. */
export function hoursPerWeek(days: readonly PatternDay[]): number {
  return days.reduce((sum, entry) => sum + entry.hours, 0);
}
