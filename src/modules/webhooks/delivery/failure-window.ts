const HOUR = 60 * 60 * 1000;

/** D14 / spec "Limits": the window opens after failures within 24 hours at least 12 hours apart... */
export const WINDOW_SPAN_MS = 24 * HOUR;
export const WINDOW_MIN_SPREAD_MS = 12 * HOUR;
/** ...and the webhook is disabled when nothing succeeds in the 5 days after it opened. */
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;

/**
 * When the failure window opened, from the failed attempts since the last success (or since the webhook was
 * last published), oldest first: the first failure that, with an earlier one at most 24 h before it, spans at
 * least 12 h. null: no window.
 */
export function windowOpenedAt(failures: Date[]): Date | null {
  let first = 0;
  for (let last = 1; last < failures.length; last++) {
    const at = failures[last].getTime();
    while (at - failures[first].getTime() > WINDOW_SPAN_MS) first++;
    if (first < last && at - failures[first].getTime() >= WINDOW_MIN_SPREAD_MS) return failures[last];
  }
  return null;
}

/** Whether the webhook must be disabled now, and why. */
export function disableVerdict(failuresSinceSuccess: Date[], now: Date): { reason: string } | null {
  const opened = windowOpenedAt(failuresSinceSuccess);
  if (!opened || now.getTime() - opened.getTime() < DISABLE_AFTER_MS) return null;
  return {
    reason: `Every delivery failed for 5 days after the failure window opened at ${opened.toISOString()} (${failuresSinceSuccess.length} failed attempts since the last success).`,
  };
}
