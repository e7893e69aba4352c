/**
 * `Retry-After` (RFC 9110, 10.2.3) on a 429 or 503: how long the receiver asks us to wait, in milliseconds from
 * `nowMs`. Delay-seconds (digits only) or an HTTP-date in any of its three forms (IMF-fixdate, the obsolete RFC 850
 * and asctime forms); a date already past asks for no wait. Anything else (a negative or fractional number, an ISO
 * date) is unreadable: null, as when there is no header.
 */
export function askedWaitMs(header: string | readonly string[] | null | undefined, nowMs: number): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value), Number.MAX_SAFE_INTEGER / 1000) * 1000;
  const at = httpDate(value);
  return at === null ? null : Math.max(0, at - nowMs);
}

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC_850 = new RegExp(`^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MONTH} ( \\d|\\d{2}) ${TIME} \\d{4}$`);

/** An HTTP-date's instant in milliseconds, or null. asctime carries no zone: it is GMT too. */
function httpDate(value: string): number | null {
  const text = IMF_FIXDATE.test(value) || RFC_850.test(value) ? value : ASCTIME.test(value) ? `${value} GMT` : null;
  const at = text === null ? NaN : Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

/**
 * The wait before the next attempt when the receiver asked for one: no earlier than it asked, the asked wait being
 * bounded by the schedule's longest wait (a receiver cannot park a delivery for days); never shorter than the
 * schedule's own wait.
 */
export function waitHonouring(scheduledMs: number, askedMs: number | null, longestMs: number): number {
  return askedMs === null ? scheduledMs : Math.max(scheduledMs, Math.min(askedMs, longestMs));
}
