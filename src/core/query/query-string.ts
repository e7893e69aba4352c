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
    result[INVALID_QUERY] = error instanceof Error ? error.message : 'the query string cannot be parsed';
    return result;
  }
}
