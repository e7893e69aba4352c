import { BucketResult } from './token-bucket';

/** What a request answers from its bucket's take: the RateLimit-* headers, and the wait when it is refused. */
export interface RateLimitAnswer {
  headers: { 'ratelimit-limit': string; 'ratelimit-remaining': string; 'ratelimit-reset': string };
  /** Whole seconds to wait (at least 1) when the bucket was empty; null when the request may go on. */
  retryAfterSeconds: number | null;
}

/**
 * D15's headers: the limit is the bucket's burst, the remaining whole requests, and the seconds until the bucket is
 * full again (rounded up); a refused request waits the seconds until one token is back, rounded up, at least 1.
 */
export function rateLimitAnswer(result: BucketResult, burst: number): RateLimitAnswer {
  return {
    headers: {
      'ratelimit-limit': String(burst),
      'ratelimit-remaining': String(result.remaining),
      'ratelimit-reset': String(Math.ceil(result.fullInMs / 1000)),
    },
    retryAfterSeconds: result.allowed ? null : Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
  };
}
