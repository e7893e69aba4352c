import { addDays, daysFrom, firstOfMonth, monthStartAfter } from './leave-calendar';

describe('calendar days of leave years', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('counts days from a start (inclusive) to an end (exclusive), never below 0', () => {
    expect(daysFrom('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysFrom('2027-04-01', '2028-04-01')).toBe(366);
    expect(daysFrom('2026-05-01', '2026-04-01')).toBe(0);
  });

  it('finds the first day of a month some months away', () => {
    expect(monthStartAfter('2026-04-15', 3)).toBe('2026-07-01');
    expect(monthStartAfter('2026-11-30', 2)).toBe('2027-01-01');
    expect(monthStartAfter('2026-01-10', -1)).toBe('2025-12-01');
    expect(firstOfMonth(2026, 4)).toBe('2026-04-01');
  });
});
