import { addDays, daysBetween, resolvePeriods } from './periods';
import { countTime } from './working-days';
import type { Period } from './time-away.entity';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DEFAULT_WORKING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Hours on each date of the range: `hours` on the listed weekdays (Monday to Friday when none are), 0 on the others. */
function hoursOn(start: string, end: string, workingDays: readonly string[] | null, hours = 8): Map<string, number> {
  const works = new Set(workingDays ?? DEFAULT_WORKING_DAYS);
  const map = new Map<string, number>();
  for (let i = 0; i <= daysBetween(start, end); i++) {
    const date = addDays(start, i);
    map.set(date, works.has(WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]) ? hours : 0);
  }
  return map;
}

/**
 * D12's `days` of an entry: the days its person works in the range (Monday to Friday when nothing else says), less
 * their calendar's public holidays; a first day starting `pm`, a single half day and a last day ending `am` count 0.5.
 * 2026-03-02 is a Monday.
 */
const days = (start: string, end: string, periods: [Period?, Period?] = [], workingDays: readonly string[] | null = null, holidays: string[] = []) =>
  countTime(resolvePeriods(start, end, ...periods), hoursOn(start, end, workingDays), new Set(holidays)).days;

describe('time away hours: the pattern\'s hours of the days taken', () => {
  const fourShortDays = ['monday', 'tuesday', 'wednesday', 'thursday'];

  it('counts a week off of a 4-day 7.5-hour part-timer as 4 days and 30 hours', () => {
    expect(countTime(resolvePeriods('2026-03-02', '2026-03-08'), hoursOn('2026-03-02', '2026-03-08', fourShortDays, 7.5), new Set())).toEqual({ days: 4, hours: 30 });
  });

  it('counts half of a day\'s hours for a half day, and none for a holiday', () => {
    const entry = resolvePeriods('2026-03-02', '2026-03-05', 'pm', 'am');
    expect(countTime(entry, hoursOn('2026-03-02', '2026-03-05', fourShortDays, 7.5), new Set(['2026-03-03']))).toEqual({ days: 2, hours: 15 });
  });
});

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
