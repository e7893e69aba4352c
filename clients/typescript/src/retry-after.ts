/**
 * The wait a 429 or 503 answer asks for with `Retry-After` (RFC 9110, 10.2.3), in milliseconds from `nowMs`:
 * delay-seconds, or an HTTP-date (a past one asks for no wait). Null when absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, nowMs: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // HTTP-dates name their zone (GMT), or are asctime, which is GMT without saying so.
  if (!/GMT$/.test(value) && !/^\w{3} \w{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/.test(value)) return null;
  const at = Date.parse(/GMT$/.test(value) ? value : `${value} GMT`);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** The wait before retry `attempt` (1-based) when the answer named none: exponential from `baseMs`, with jitter. */
export function backoffMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  return Math.round(baseMs * 2 ** (attempt - 1) * (0.8 + 0.4 * random()));
}
