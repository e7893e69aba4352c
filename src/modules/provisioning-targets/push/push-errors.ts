import { askedWaitMs } from '../../webhooks';
import type { TargetAnswer } from './scim-target-http';

/**
 * How a pass goes on after a target's answer (docs/decisions-scim.md, "Queue, retries"): retried later on the
 * webhook schedule, stopped (the target refuses the connector itself), or one User's failure logged and passed.
 */

/** Unreachable, 408, 429 or 5xx: the job fails and is retried, no sooner than a `Retry-After` asked. */
export class RetryLater extends Error {
  /** The wait a 429 or 503 asked for (ms from when it answered); null: none asked. */
  readonly retryAfterMs: number | null;

  constructor(readonly statusCode: number | null, detail: string, retryAfter: string | null = null) {
    super(detail);
    this.retryAfterMs = askedWaitMs(retryAfter, Date.now());
  }
}

/** The target refuses the connector itself (its credentials, a blocked address): the pass stops, nothing is retried. */
export class TargetRefused extends Error {
  constructor(readonly statusCode: number | null, detail: string) {
    super(detail);
  }
}

/** The target refused one User, or one request's Users (a 4xx): logged, the pass goes on. */
export class UserRefused extends Error {
  constructor(readonly statusCode: number, detail: string) {
    super(detail);
  }
}

/** Our words for an error answer: its status and SCIM's `scimType`, never the target's `detail`. */
export function detailOf(answer: TargetAnswer): string {
  const scimType = typeof answer.body?.scimType === 'string' ? ` ${answer.body.scimType.slice(0, 40)}` : '';
  return `HTTP ${answer.status}${scimType}`;
}

/** Throws for an answer that is neither a success nor one the caller handles (`handled` statuses). */
export function checked(answer: TargetAnswer, handled: number[] = []): TargetAnswer {
  const { status } = answer;
  if ((status >= 200 && status < 300) || handled.includes(status)) return answer;
  if (status === 401 || status === 403) throw new TargetRefused(status, detailOf(answer));
  if (status === 408 || status === 429 || status >= 500) throw new RetryLater(status, detailOf(answer), answer.retryAfter);
  throw new UserRefused(status, detailOf(answer));
}
