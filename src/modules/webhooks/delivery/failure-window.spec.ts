import {
  DISABLE_AFTER_MS,
  disableVerdict,
  mayBeDisabled,
  WINDOW_MIN_SPREAD_MS,
  WINDOW_OPENED_SQL,
  WINDOW_SPAN_MS,
} from './failure-window';

/**
 * D14 / spec "Limits": a failure window opens after failures within 24 hours at least 12 hours apart, and the
 * webhook is disabled when nothing has succeeded in the 5 days after the window opened.
 */
const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('webhook failure window: the disable verdict', () => {
  const opened = at('2026-11-01T08:00:00.000Z');

  it('keeps a webhook without an open window', () => {
    expect(disableVerdict(null, 500, at('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('keeps a webhook until 5 days have passed since the window opened', () => {
    expect(disableVerdict(opened, 40, new Date(opened.getTime() + 5 * 24 * HOUR - 1))).toBeNull();
    expect(disableVerdict(opened, 40, new Date(opened.getTime() + 4 * 24 * HOUR))).toBeNull();
  });

  it('disables it at 5 days exactly and after, saying when the window opened and how many attempts failed', () => {
    for (const now of [new Date(opened.getTime() + 5 * 24 * HOUR), at('2026-11-20T00:00:00Z')]) {
      expect(disableVerdict(opened, 40, now)).toEqual({
        reason: 'Every delivery failed for 5 days after the failure window opened at 2026-11-01T08:00:00.000Z (40 failed attempts since the last success).',
      });
    }
  });

  it('states the window and delay the spec names', () => {
    expect([WINDOW_SPAN_MS, WINDOW_MIN_SPREAD_MS, DISABLE_AFTER_MS]).toEqual([24 * HOUR, 12 * HOUR, 5 * 24 * HOUR]);
    // The SQL that finds the opening looks for an earlier failure between 24 and 12 hours before.
    expect(WINDOW_OPENED_SQL).toContain("BETWEEN a.attempted_at - interval '24 hours'");
    expect(WINDOW_OPENED_SQL).toContain("AND a.attempted_at - interval '12 hours'");
  });
});

describe('webhook failure window: the cheap pre-check', () => {
  const first = at('2026-11-01T00:00:00.000Z');

  it('rules out a webhook without failures since its last success', () => {
    expect(mayBeDisabled(null, at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('rules out a webhook whose first counting failure is younger than 5 days and 12 hours', () => {
    expect(mayBeDisabled(first, new Date(first.getTime() + 5 * 24 * HOUR + 12 * HOUR - 1))).toBe(false);
    expect(mayBeDisabled(first, new Date(first.getTime() + 5 * 24 * HOUR))).toBe(false);
  });

  it('lets the window query decide from 5 days and 12 hours after the first failure', () => {
    expect(mayBeDisabled(first, new Date(first.getTime() + 5 * 24 * HOUR + 12 * HOUR))).toBe(true);
    expect(mayBeDisabled(first, at('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('never rules out a webhook the verdict would disable (the earliest window opens 12 hours after the first failure)', () => {
    const earliestOpening = new Date(first.getTime() + WINDOW_MIN_SPREAD_MS);
    for (const hours of [0, 1, 12, 24, 5 * 24, 5 * 24 + 1, 10 * 24]) {
      const now = new Date(earliestOpening.getTime() + hours * HOUR);
      if (disableVerdict(earliestOpening, 2, now)) expect(mayBeDisabled(first, now)).toBe(true);
    }
  });
});
