import { randomUUID } from 'node:crypto';
import { backoffMs, retryAfterMs } from './retry-after';

/** How the client retries answers that ask it to come back later. */
export interface RetryOptions {
  /** Retries after the first attempt (default 4); 0 turns retrying off. */
  retries?: number;
  /** The longest wait the client accepts: an answer asking for more is returned as it is (default 60 s). */
  maxWaitMs?: number;
  /** The first wait when the answer names none, doubled on each retry (default 500 ms). */
  baseDelayMs?: number;
  /** Told before each wait (logging, metrics). */
  onRetry?: (retry: { request: Request; status: number; attempt: number; waitMs: number }) => void;
}

/** The statuses that mean "not now": too many requests, and a dependency of the server unavailable. */
const RETRIED = new Set([429, 503]);
/** The writes the API makes idempotent under an `Idempotency-Key` (D15). */
const WRITES = new Set(['POST', 'PATCH', 'DELETE']);

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * The client's `fetch`: every write carries an `Idempotency-Key` (a new UUID unless the caller set one), the same on
 * each of its attempts, so a retried write is done once; a 429 or 503 is retried after the wait its `Retry-After`
 * names (seconds or an HTTP date), else after an exponential backoff, up to `retries` times.
 */
export function retryingFetch(base: (request: Request) => Promise<Response>, options: RetryOptions = {}): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 4;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  const baseDelayMs = options.baseDelayMs ?? 500;
  return async (request) => {
    if (WRITES.has(request.method) && !request.headers.has('idempotency-key')) request.headers.set('idempotency-key', randomUUID());
    for (let attempt = 1; ; attempt++) {
      const response = await base(attempt <= retries ? request.clone() : request);
      if (!RETRIED.has(response.status) || attempt > retries) return response;
      const waitMs = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(attempt, baseDelayMs);
      if (waitMs > maxWaitMs) return response;
      await response.body?.cancel();
      options.onRetry?.({ request, status: response.status, attempt, waitMs });
      await sleep(waitMs, request.signal);
    }
  };
}
