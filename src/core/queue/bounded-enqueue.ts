import { ApiError } from '../errors/api-error';
import { withTimeout } from '../timeout';

/** How long a client is told to wait before retrying when the queue did not take a job. */
export const QUEUE_RETRY_AFTER_SECONDS = 5;

/** 503 `Unavailable` with `Retry-After`: the job queue (Redis) did not take the job in time. */
export function queueUnavailable(message = 'The job queue is unavailable; retry later'): ApiError {
  return ApiError.unavailable(message, QUEUE_RETRY_AFTER_SECONDS);
}

/**
 * Hands a job to the queue on a request path, bounded by `timeoutMs` (ENQUEUE_TIMEOUT_MS). BullMQ's connections
 * retry forever (`maxRetriesPerRequest: null`, so workers survive a Redis restart): unbounded, a request would hang
 * for a whole Redis outage. On failure or timeout this throws 503 with `Retry-After` (`message` says what the caller
 * left behind); the add may still happen later, so jobs added this way must be safe to add twice.
 */
export async function enqueueWithin<T>(work: () => Promise<T>, timeoutMs: number, message?: string): Promise<T> {
  try {
    return await withTimeout(work(), timeoutMs, 'the job queue');
  } catch {
    throw queueUnavailable(message);
  }
}
