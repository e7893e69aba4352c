import { ApiError } from '../../core/errors/api-error';
import { FEED_ALIAS } from '../../core/outbox/event-feed';
import type { QueryDeclaration, SqlCondition } from '../../core/query/query-declaration';
import type { ParsedQuery } from '../../core/query/query-string';
import { translateQuery } from '../../core/query/query-translator';

/** An event id as the outbox makes them (`evt_` and base64url), the only text `after` may hold. */
const EVENT_ID = /^evt_[A-Za-z0-9_-]{1,64}$/;

export const isEventId = (value: unknown): value is string => typeof value === 'string' && EVENT_ID.test(value);

/**
 * `GET /api/events`' filters in the API's query language (D8): the event types and resource types known to the
 * catalogue, a creation period, one record. Paging is by `after`, never `$skip`; there is no `$sort` (feed order).
 */
export function feedQuery(types: readonly string[], resourceTypes: readonly string[]): QueryDeclaration {
  return {
    filters: {
      type: { type: 'enum', values: types, operators: ['$in'] },
      createdAt: { type: 'dateOrDatetime', operators: ['$gte', '$lt'], equality: false },
      resourceType: { type: 'enum', values: resourceTypes, operators: ['$in'] },
      recordId: { type: 'string', operators: [] },
    },
    special: { after: 'string' },
  };
}

/** What a page of the feed asks: after which event (none: from the first kept), how many, which. */
export interface FeedRequest {
  after: string | null;
  limit: number;
  where: SqlCondition[];
}

/**
 * The request of a page, validated as lists' queries are (422 `QueryParameterValidationError` naming the parameter):
 * `$limit` from 1 (a larger one is cut to 250, as lists do, and the answer's `limit` says so), `after` an event id.
 */
export function feedRequest(query: ParsedQuery, declaration: QueryDeclaration): FeedRequest {
  if (Object.prototype.hasOwnProperty.call(query, '$skip')) {
    throw ApiError.query('$skip', 'the change feed pages with after=<the id of the last event received>, not $skip');
  }
  const translated = translateQuery(query, declaration, FEED_ALIAS);
  if (translated.limit < 1) throw ApiError.query('$limit', 'expected a whole number from 1 to 250');
  const after = translated.special.after;
  if (after !== undefined && !isEventId(after)) throw ApiError.query('after', 'expected the id of an event (evt_...)');
  return { after: (after as string | undefined) ?? null, limit: translated.limit, where: translated.where };
}
