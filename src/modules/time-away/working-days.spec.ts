import { resolvePeriods } from './periods';
import { countDays, DEFAULT_WORKING_DAYS } from './working-days';
import type { Period } from './time-away.entity';

/**
 * D12's `days` of an entry: the person's working days in the range (Monday to Friday when they have none), less
 * their calendar's public holidays; a first day starting `pm`, a single half day and a last day ending `am` count 0.5.
 * 2026-03-02 is a Monday.
 */
const days = (start: string, end: string, periods: [Period?, Period?] = [], workingDays: readonly string[] | null = null, holidays: string[] = []) =>
  countDays(resolvePeriods(start, end, ...periods), workingDays, new Set(holidays));

describe('time away days: weekends and working days', () => {
  it('counts Monday to Friday of a week as 5 and a whole week as 5', () => {
    expect(days('2026-03-02', '2026-03-06')).toBe(5);
    expect(days('2026-03-02', '2026-03-08')).toBe(5);
  });

  it('counts a weekend alone as 0', () => {
    expect(days('2026-03-07', '2026-03-08')).toBe(0);
    expect(days('2026-03-07', '2026-03-07', ['am'])).toBe(0);
  });

  it('counts two calendar weeks across a weekend as 10', () => {
    expect(days('2026-03-02', '2026-03-15')).toBe(10);
  });

  it('follows the person\'s own working days', () => {
    const weekendWorker = ['saturday', 'sunday'];
    expect(days('2026-03-02', '2026-03-08', [], weekendWorker)).toBe(2);
    expect(days('2026-03-02', '2026-03-08', [], ['monday', 'wednesday'])).toBe(2);
    expect(days('2026-03-02', '2026-03-08', [], [])).toBe(0);
  });

  it('works Monday to Friday without working days of their own', () => {
    expect(DEFAULT_WORKING_DAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(days('2026-03-02', '2026-03-08', [], null)).toBe(days('2026-03-02', '2026-03-08', [], DEFAULT_WORKING_DAYS));
  });
});

describe('time away days: half days', () => {
  it.each<[Period, number]>([
    ['full', 1],
    ['am', 0.5],
    ['pm', 0.5],
  ])('counts one working day with period %s as %s', (period, expected) => {
    expect(days('2026-03-04', '2026-03-04', [period])).toBe(expected);
  });

  it('counts a first day starting pm and a last day ending am as half days each', () => {
    expect(days('2026-03-02', '2026-03-06', ['pm'])).toBe(4.5);
    expect(days('2026-03-02', '2026-03-06', ['full', 'am'])).toBe(4.5);
    expect(days('2026-03-02', '2026-03-06', ['pm', 'am'])).toBe(4);
    expect(days('2026-03-02', '2026-03-03', ['pm', 'am'])).toBe(1);
  });

  it('does not halve a half day that falls on a day off', () => {
    // Friday afternoon to Monday morning: half of Friday and half of Monday.
    expect(days('2026-03-06', '2026-03-09', ['pm', 'am'])).toBe(1);
    // Starting pm on a Saturday: the Saturday counts 0, Monday and Tuesday in full.
    expect(days('2026-03-07', '2026-03-10', ['pm'])).toBe(2);
  });
});

describe('time away days: public holidays', () => {
  it('leaves out holidays on working days', () => {
    expect(days('2026-03-02', '2026-03-06', [], null, ['2026-03-04'])).toBe(4);
    expect(days('2026-03-04', '2026-03-04', ['am'], null, ['2026-03-04'])).toBe(0);
  });

  it('does not count a holiday on a weekend twice', () => {
    expect(days('2026-03-02', '2026-03-08', [], null, ['2026-03-07'])).toBe(5);
  });

  it('ignores holidays outside the range', () => {
    expect(days('2026-03-02', '2026-03-06', [], null, ['2026-03-01', '2026-03-09'])).toBe(5);
  });

  it('takes a half first day that is a holiday as 0', () => {
    expect(days('2026-03-02', '2026-03-04', ['pm'], null, ['2026-03-02'])).toBe(2);
  });
});

describe('time away days: ranges', () => {
  it('counts the working days of a year (2026: 261 weekdays)', () => {
    expect(days('2026-01-01', '2026-12-31')).toBe(261);
  });

  it('counts a range across the new year and a leap day', () => {
    expect(days('2026-12-28', '2027-01-03')).toBe(5);
    // 2024-02-29 is a Thursday.
    expect(days('2024-02-26', '2024-03-01')).toBe(5);
    expect(days('2024-02-29', '2024-02-29')).toBe(1);
  });
});
