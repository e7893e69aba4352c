const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** D14 (Svix): the waits before retries 1..7, each counted from the previous failure. */
export const RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR] as const;

/** The longest wait of the schedule: what a receiver's `Retry-After` is bounded by. */
export const LONGEST_WAIT_MS = Math.max(...RETRY_SCHEDULE_MS);

/** The first attempt and the seven retries. */
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;

/** About 20 % either way, so receivers coming back are not hit by every delivery at once. */
export const JITTER = 0.2;

/** After a timeout or a 429 the receiver is struggling: the wait is this much longer (Svix does the same). */
export const SLOWER_FACTOR = 2;

/**
 * The wait before the retry after `attemptsMade` failed attempts (1-based), with jitter; `divisor` shrinks the
 * schedule for tests (WEBHOOK_RETRY_TIME_DIVISOR, 1 in production).
 */
export function retryDelayMs(attemptsMade: number, divisor = 1, random: () => number = Math.random, slower = false): number {
  const base = RETRY_SCHEDULE_MS[Math.min(Math.max(attemptsMade, 1), RETRY_SCHEDULE_MS.length) - 1];
  const jitter = 1 - JITTER + 2 * JITTER * random();
  return Math.round((base * jitter * (slower ? SLOWER_FACTOR : 1)) / divisor);
}
