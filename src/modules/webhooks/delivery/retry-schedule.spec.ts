import { JITTER, MAX_ATTEMPTS, RETRY_SCHEDULE_MS, retryDelayMs, SLOWER_FACTOR } from './retry-schedule';

/**
 * D14 (Svix): after the first attempt, seven retries wait 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, each counted
 * from the previous failure, with about 20 % jitter either way; after a timeout or a 429 twice as long.
 */
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const middle = () => 0.5;

describe('webhook retry schedule', () => {
  it('makes one attempt and seven retries', () => {
    expect(RETRY_SCHEDULE_MS).toEqual([5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H]);
    expect(MAX_ATTEMPTS).toBe(8);
  });

  it.each([
    [1, 5 * S],
    [2, 5 * MIN],
    [3, 30 * MIN],
    [4, 2 * H],
    [5, 5 * H],
    [6, 10 * H],
    [7, 10 * H],
  ])('waits the scheduled time after %s failed attempt(s) without jitter', (attemptsMade, wait) => {
    expect(retryDelayMs(attemptsMade, 1, middle)).toBe(wait);
  });

  it('keeps to the last wait past the schedule and to the first below it', () => {
    expect(retryDelayMs(8, 1, middle)).toBe(10 * H);
    expect(retryDelayMs(50, 1, middle)).toBe(10 * H);
    expect(retryDelayMs(0, 1, middle)).toBe(5 * S);
    expect(retryDelayMs(-3, 1, middle)).toBe(5 * S);
  });

  it(`jitters each wait by at most ${JITTER * 100} % either way`, () => {
    expect(retryDelayMs(2, 1, () => 0)).toBe(4 * MIN);
    expect(retryDelayMs(2, 1, () => 1)).toBe(6 * MIN);
    for (let i = 0; i < 200; i++) {
      const wait = retryDelayMs(3, 1);
      expect(wait).toBeGreaterThanOrEqual(30 * MIN * (1 - JITTER));
      expect(wait).toBeLessThanOrEqual(30 * MIN * (1 + JITTER));
    }
  });

  it(`waits ${SLOWER_FACTOR} times longer for a struggling receiver (timeout, 429)`, () => {
    expect(retryDelayMs(3, 1, middle, true)).toBe(60 * MIN);
    expect(retryDelayMs(1, 1, () => 0, true)).toBe(8 * S);
  });

  it('shrinks the schedule by the test divisor, in whole milliseconds', () => {
    expect(retryDelayMs(4, 1000, middle)).toBe(7200);
    expect(retryDelayMs(1, 3, middle)).toBe(1667);
    expect(Number.isInteger(retryDelayMs(5, 7))).toBe(true);
  });

  it('adds up to 27 h 35 min 5 s of waits before giving up', () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 1, middle)).reduce((a, b) => a + b, 0);
    expect(total).toBe(5 * S + 5 * MIN + 30 * MIN + 2 * H + 5 * H + 10 * H + 10 * H);
  });
});
