const HOUR = 60 * 60 * 1000;

/** D14 / spec "Limits": the window opens after failures within 24 hours at least 12 hours apart... */
export const WINDOW_SPAN_MS = 24 * HOUR;
export const WINDOW_MIN_SPREAD_MS = 12 * HOUR;
/** ...and the webhook is disabled when nothing succeeds in the 5 days after it opened. */
export const DISABLE_AFTER_MS = 5 * 24 * HOUR;

/**
 * The attempts to a webhook's endpoint that count ($1 webhook, $2 active since, $3 whether test events share the URL):
 * event deliveries, and test events only when they went to the same URL (no testUrl). `bounds`: since the webhook was
 * last published and after its last success; `counted(x)`: a failed attempt `x` to the endpoint within those bounds.
 */
const BOUNDS = `
  WITH bounds AS (
    SELECT COALESCE($2::timestamptz, '-infinity') AS active_since,
           COALESCE((SELECT s.attempted_at FROM webhook_attempts s
                       JOIN webhook_deliveries sd ON sd.company_id = s.company_id AND sd.id = s.delivery_id AND (sd.target = 'url' OR $3::boolean)
                      WHERE s.webhook_id = $1 AND s.succeeded ORDER BY s.attempted_at DESC LIMIT 1), '-infinity') AS last_success)`;
const counted = (x: string) => `
  ${x}.webhook_id = $1 AND NOT ${x}.succeeded AND ${x}.attempted_at >= bounds.active_since AND ${x}.attempted_at > bounds.last_success
  AND EXISTS (SELECT 1 FROM webhook_deliveries ${x}d WHERE ${x}d.company_id = ${x}.company_id AND ${x}d.id = ${x}.delivery_id AND (${x}d.target = 'url' OR $3::boolean))`;

/**
 * The oldest counting failure: enough to rule out most cases, and one probe of the (webhook_id, attempted_at) index
 * however many failures a down endpoint has piled up (the last success through webhook_attempts_succeeded).
 */
export const FIRST_FAILURE_SQL = `${BOUNDS}
  SELECT a.attempted_at AS first FROM webhook_attempts a, bounds WHERE ${counted('a')}
   ORDER BY a.webhook_id, a.attempted_at LIMIT 1 -- the order of (webhook_id, attempted_at): not walked through every webhook's attempts by age`;

/** How many counting failures there are (for the reason of a disabling: it reads them all). */
export const FAILURE_COUNT_SQL = `${BOUNDS}
  SELECT count(*)::int AS failures FROM webhook_attempts a, bounds WHERE ${counted('a')}`;

/**
 * When the failure window opened: the first counting failure with an earlier one between 24 and 12 hours before it
 * (so the two lie within 24 hours and at least 12 hours apart). Walks the failures oldest first and stops at the
 * first match, each check one probe of the (webhook_id, attempted_at) index; none: no window.
 */
export const WINDOW_OPENED_SQL = `${BOUNDS}
  SELECT a.attempted_at AS opened FROM webhook_attempts a, bounds
   WHERE ${counted('a')}
     AND EXISTS (SELECT 1 FROM webhook_attempts e WHERE ${counted('e')}
                   AND e.attempted_at BETWEEN a.attempted_at - interval '${WINDOW_SPAN_MS / HOUR} hours'
                                          AND a.attempted_at - interval '${WINDOW_MIN_SPREAD_MS / HOUR} hours')
   ORDER BY a.attempted_at LIMIT 1`;

/** Whether a window opened at `opened` disables the webhook now, and why. */
export function disableVerdict(opened: Date | null, failures: number, now: Date): { reason: string } | null {
  if (!opened || now.getTime() - opened.getTime() < DISABLE_AFTER_MS) return null;
  return {
    reason: `Every delivery failed for 5 days after the failure window opened at ${opened.toISOString()} (${failures} failed attempts since the last success).`,
  };
}

/** No window can have opened 5 days ago unless the first counting failure is at least 5 days and 12 hours old. */
export function mayBeDisabled(firstFailure: Date | null, now: Date): boolean {
  return firstFailure !== null && now.getTime() - firstFailure.getTime() >= DISABLE_AFTER_MS + WINDOW_MIN_SPREAD_MS;
}
