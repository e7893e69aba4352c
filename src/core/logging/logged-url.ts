/** Query parameters that carry a credential: signed links' signatures, tokens. */
const SECRET_QUERY = /([?&](signature|token)=)[^&]*/gi;

/** Path segments that are a credential: the calendar feed token (`/api/calendar-feeds/<token>.ics`). */
const SECRET_SEGMENT = /(\/calendar-feeds)\/.*$/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A request URL as it may be logged (D15, no secrets in logs): credentials in the query string and in the path are
 * `[redacted]`. The path is matched as the router reads it (percent-escapes decoded), so `/%63alendar-feeds/...` is
 * redacted too; such a path is logged decoded.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  const plain = decoded(path);
  const safePath = SECRET_SEGMENT.test(plain) ? plain.replace(SECRET_SEGMENT, '$1/[redacted]') : path;
  return safePath + query.replace(SECRET_QUERY, '$1[redacted]');
}
