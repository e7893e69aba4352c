import { ApiError } from '../../core/errors/api-error';
import { addDays, daysBetween, MAX_ENTRY_DAYS, resolvePeriods } from './periods';

/**
 * D12's periods of a time-away entry: one day is `full`, `am` or `pm` with `endPeriod` equal to `startPeriod`;
 * several days start `full` or `pm` and end `full` or `am`; anything else answers 422 naming the field.
 */
function refusal(...args: Parameters<typeof resolvePeriods>): ApiError {
  try {
    resolvePeriods(...args);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the periods to be refused');
}

describe('time away periods: one day', () => {
  it.each([
    [undefined, undefined, 'full', 'full'],
    ['full', undefined, 'full', 'full'],
    ['am', undefined, 'am', 'am'],
    ['pm', undefined, 'pm', 'pm'],
    ['am', 'am', 'am', 'am'],
    [undefined, 'full', 'full', 'full'],
  ] as const)('start %s, end %s resolves to %s..%s (a left-out end follows the start)', (start, end, startPeriod, endPeriod) => {
    expect(resolvePeriods('2026-03-02', '2026-03-02', start, end)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02', startPeriod, endPeriod });
  });

  it.each([
    ['am', 'pm'],
    ['pm', 'am'],
    ['full', 'am'],
    [undefined, 'pm'],
  ] as const)('refuses start %s with a different end %s on one day', (start, end) => {
    const error = refusal('2026-03-02', '2026-03-02', start, end);
    expect(error.code).toBe(422);
    expect(error.issues).toEqual([{ name: 'endPeriod', reason: expect.stringContaining('equal startPeriod') }]);
  });
});

describe('time away periods: several days', () => {
  it.each([
    [undefined, undefined, 'full', 'full'],
    ['pm', undefined, 'pm', 'full'],
    [undefined, 'am', 'full', 'am'],
    ['pm', 'am', 'pm', 'am'],
  ] as const)('start %s, end %s resolves to %s..%s (a left-out end is full)', (start, end, startPeriod, endPeriod) => {
    expect(resolvePeriods('2026-03-02', '2026-03-06', start, end)).toMatchObject({ startPeriod, endPeriod });
  });

  it('refuses starting in the morning of a longer entry, naming startPeriod', () => {
    expect(refusal('2026-03-02', '2026-03-03', 'am').issues).toEqual([{ name: 'startPeriod', reason: expect.any(String) }]);
  });

  it('refuses ending in the afternoon of a longer entry, naming endPeriod', () => {
    expect(refusal('2026-03-02', '2026-03-03', 'full', 'pm').issues).toEqual([{ name: 'endPeriod', reason: expect.any(String) }]);
  });
});

describe('time away periods: the range', () => {
  it('refuses an end before the start, naming endDate', () => {
    const error = refusal('2026-03-02', '2026-03-01');
    expect(error.code).toBe(422);
    expect(error.issues).toEqual([{ name: 'endDate', reason: 'must not be before startDate' }]);
  });

  it(`accepts entries of up to ${MAX_ENTRY_DAYS} calendar days and refuses longer ones`, () => {
    const start = '2026-01-01';
    expect(resolvePeriods(start, addDays(start, MAX_ENTRY_DAYS - 1)).endDate).toBe(addDays(start, MAX_ENTRY_DAYS - 1));
    expect(refusal(start, addDays(start, MAX_ENTRY_DAYS)).issues).toEqual([{ name: 'endDate', reason: expect.stringContaining(`${MAX_ENTRY_DAYS} days`) }]);
  });

  it('counts calendar days in UTC across month ends, leap days and daylight saving changes', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
