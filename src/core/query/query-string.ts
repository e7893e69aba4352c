import * as qs from 'qs';

/** Set on a parsed query when qs refused it; the query translator answers 422 with the reason. */
export const INVALID_QUERY = Symbol('invalidQuery');

export const QUERY_LIMITS = { depth: 5, arrayLimit: 100, parameterLimit: 200 } as const;

export type ParsedQuery = Record<string, unknown> & { [INVALID_QUERY]?: string };

/**
 * Bounded nested query-string parser (D8): brackets like `a[$in][0]=x`, a depth, array
 * and parameter limit that answer an error instead of truncating, and no prototype keys.
 */
export function parseQueryString(raw: string): ParsedQuery {
  try {
    return qs.parse(raw, {
      depth: QUERY_LIMITS.depth,
      arrayLimit: QUERY_LIMITS.arrayLimit,
      parameterLimit: QUERY_LIMITS.parameterLimit,
      strictDepth: true,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
      plainObjects: true,
      allowDots: false,
      duplicates: 'combine',
    }) as ParsedQuery;
  } catch (error) {
    const result = Object.create(null) as ParsedQuery;
    const reason = error instanceof Error ? error.message : 'the query string cannot be parsed';
    const culprit = offendingParameter(raw);
    result[INVALID_QUERY] = culprit ? `${culprit}: ${reason}` : reason;
    return result;
  }
}

/** The parameter that broke a limit, so the 422 can name it (qs's own message does not). */
function offendingParameter(raw: string): string | undefined {
  for (const pair of raw.split('&')) {
    let key: string;
    try {
      key = decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' '));
    } catch {
      return pair.split('=')[0];
    }
    const segments = key.match(/\[[^\]]*\]/g) ?? [];
    if (segments.length > QUERY_LIMITS.depth) return key;
    const index = segments.findIndex((s) => /^\[\d+\]$/.test(s) && Number(s.slice(1, -1)) >= QUERY_LIMITS.arrayLimit);
    if (index >= 0) return key.slice(0, key.indexOf('[')) + segments.slice(0, index).join('');
  }
  return undefined;
}
