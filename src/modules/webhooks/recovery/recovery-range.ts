import { ApiError } from '../../../core/errors/api-error';

export interface RecoveryRange {
  since: Date;
  until: Date;
}

/**
 * The period of a recovery, `since` inclusive and `until` exclusive (the query language's `$gte`/`$lt`): `until`
 * defaults to now, and a period that holds no instant (`until` not after `since`, or `since` in the future when no
 * `until` is sent) is a 422 naming the field at fault. The values are already valid date-times (the DTO).
 */
export function recoveryRange(input: { since: string; until?: string }, now: Date): RecoveryRange {
  const since = new Date(input.since);
  if (input.until === undefined) {
    if (since >= now) throw ApiError.invalidField('since', 'must be in the past');
    return { since, until: now };
  }
  const until = new Date(input.until);
  if (until <= since) throw ApiError.invalidField('until', 'must be after since');
  return { since, until };
}
