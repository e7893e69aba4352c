import type { PersonnelClient } from './client';
import { apiError, PersonnelApiError } from './errors';
import type { EventOf, EventType, PersonnelEvent } from './events';

/**
 * Where a consumer keeps its place in the feed: the id of the last event it has processed (null: none yet). A file,
 * a row of the consumer's database (ideally written in the transaction that applies the event), a key in Redis.
 */
export interface CursorStore {
  load(): Promise<string | null> | string | null;
  save(cursor: string): Promise<void> | void;
}

/** A cursor kept in memory, for tests and short-lived consumers. */
export function memoryCursor(initial: string | null = null): CursorStore & { cursor: string | null } {
  return {
    cursor: initial,
    load() {
      return this.cursor;
    },
    save(cursor: string) {
      this.cursor = cursor;
    },
  };
}

export interface ChangeFeedOptions<T extends EventType = EventType> {
  /** Where the place is loaded from at the start and saved to as events are processed. */
  cursor?: CursorStore;
  /** Start after this event instead of the stored cursor (null: from the first event kept). */
  after?: string | null;
  /** Events per page, 1 to 250 (default 250). */
  limit?: number;
  /** Only these types (`type[$in]`); the events yielded are typed accordingly. */
  types?: readonly T[];
  /** Only events of these resources (`resourceType[$in]`: `person`, `compensation`, ...). */
  resourceTypes?: string[];
  /** Only the events of one record. */
  recordId?: string;
  /** Only events recorded in this period (a date or a date-time each). */
  createdAt?: { $gte?: string; $lt?: string };
  /**
   * Keep waiting for new events, asking every `pollIntervalMs` (default 1 s), until `signal` aborts. Without it the
   * iterator ends once it has read every event the feed serves now.
   */
  follow?: boolean | { pollIntervalMs?: number };
  signal?: AbortSignal;
}

/** `after` names an event older than the feed keeps (410 Gone): resynchronise from the lists, then read the feed from its start. */
export class FeedGoneError extends PersonnelApiError {
  constructor(error: PersonnelApiError) {
    super(error.status, error.body, 'GET /api/events');
    this.name = 'FeedGoneError';
  }
}

interface FeedPage<E extends PersonnelEvent> {
  limit: number;
  data: E[];
  hasMore: boolean;
}

function pageUrl(baseUrl: string, after: string | null, options: ChangeFeedOptions<EventType>): string {
  const query = new URLSearchParams({ $limit: String(options.limit ?? 250) });
  if (after) query.set('after', after);
  for (const type of options.types ?? []) query.append('type[$in]', type);
  for (const type of options.resourceTypes ?? []) query.append('resourceType[$in]', type);
  if (options.recordId) query.set('recordId', options.recordId);
  for (const [bound, value] of Object.entries(options.createdAt ?? {})) if (value) query.set(`createdAt[${bound}]`, value);
  return `${baseUrl}/api/events?${query}`;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * The company's events, oldest first, from the stored cursor on (`GET /api/events?after=…`, page after page). The
 * feed is gap-free: an event committed later never appears before one already served, so the last id is a safe
 * place to resume from. An event counts as processed when the loop asks for the next one: its id is saved then
 * (and once the feed is read to its end), so a consumer that stops in the middle of an event, by an error or a
 * crash, gets it again next time (at least once; applying an event twice must do no harm, as upserts and deletes by
 * id do). A `break` leaves the event it broke on unsaved too. A cursor older than the feed's retention throws
 * `FeedGoneError`.
 */
export async function* changeFeed<T extends EventType = EventType>(
  client: PersonnelClient,
  options: ChangeFeedOptions<T> = {},
): AsyncGenerator<EventOf<T>, void, undefined> {
  const store = options.cursor;
  let after = options.after !== undefined ? options.after : ((await store?.load()) ?? null);
  let saved = after;
  const pollIntervalMs = typeof options.follow === 'object' ? (options.follow.pollIntervalMs ?? 1000) : 1000;
  const commit = async () => {
    if (store && after && after !== saved) await store.save(after);
    saved = after;
  };
  while (!options.signal?.aborted) {
    const response = await client.send(new Request(pageUrl(client.baseUrl, after, options), { signal: options.signal }));
    if (!response.ok) {
      const error = await apiError(response, 'GET /api/events');
      throw response.status === 410 ? new FeedGoneError(error) : error;
    }
    const page = (await response.json()) as FeedPage<EventOf<T>>;
    for (const event of page.data) {
      yield event;
      after = event.id;
      await commit();
    }
    if (page.hasMore) continue;
    if (!options.follow) return;
    await wait(pollIntervalMs, options.signal);
  }
}
