import { TestApp } from './test-app';

/** An event as `GET /api/events` answers it. */
export interface FeedEvent {
  id: string;
  type: string;
  createdAt: string;
  companyId: string;
  data: { object: Record<string, any>; previousAttributes?: Record<string, any> };
}

/** One page of the change feed (200 expected). */
export async function feedPage(t: TestApp, token: string, query = ''): Promise<{ limit: number; data: FeedEvent[]; hasMore: boolean }> {
  const res = await t.api.get(`/api/events${query ? `?${query}` : ''}`, token);
  if (res.status !== 200) throw new Error(`GET /api/events?${query}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every event readable now after `after` (from the start when null), page by page, and the last id read. */
export async function readFeed(t: TestApp, token: string, after: string | null = null, query = '', limit = 250): Promise<{ events: FeedEvent[]; last: string | null }> {
  const events: FeedEvent[] = [];
  let cursor = after;
  for (;;) {
    const params = [`$limit=${limit}`, ...(cursor ? [`after=${cursor}`] : []), ...(query ? [query] : [])].join('&');
    const page = await feedPage(t, token, params);
    events.push(...page.data);
    if (page.data.length) cursor = page.data[page.data.length - 1].id;
    if (!page.hasMore) return { events, last: cursor };
  }
}

/**
 * The feed read until `done` holds for what was read (the feed holds back events while an older transaction of the
 * cluster is still open, another test's for instance), at most `timeoutMs`.
 */
export async function readFeedUntil(
  t: TestApp, token: string, done: (events: FeedEvent[]) => boolean, options: { after?: string | null; query?: string; timeoutMs?: number } = {},
): Promise<FeedEvent[]> {
  const { query = '', timeoutMs = 20_000 } = options;
  const read: FeedEvent[] = [];
  let after = options.after ?? null;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const next = await readFeed(t, token, after, query);
    read.push(...next.events);
    after = next.last;
    if (done(read)) return read;
    if (Date.now() > until) throw new Error(`the feed did not catch up in ${timeoutMs} ms (${read.length} events read)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The company's events as the outbox holds them, in the feed's order (payloads as stored). */
export async function outboxEvents(t: TestApp, companyId: string): Promise<{ id: string; type: string; payload: any }[]> {
  return t.db.query(`SELECT id, type, payload FROM events WHERE company_id = $1 ORDER BY txid, seq`, [companyId]);
}

/** The feed read from its start until every event of the company committed so far is read; the events read. */
export async function readAllCommitted(t: TestApp, token: string, companyId: string): Promise<FeedEvent[]> {
  const committed = new Set((await outboxEvents(t, companyId)).map((e) => e.id));
  return readFeedUntil(t, token, (read) => read.filter((e) => committed.has(e.id)).length >= committed.size);
}
