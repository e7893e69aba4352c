import type { EntityManager } from 'typeorm';
import { PositionalParams } from '../database/positional-params';
import { runStatementIn } from '../database/prepared-query';
import type { SqlCondition } from '../query/query-declaration';
import type { Statement } from '../read/compiled-read';
import { whereOf } from '../read/read-statements';

/**
 * The change feed's reading side of the outbox (docs/integrations.md, "The change feed"). The statements over the
 * events table stay the core's; what a caller may read of it (types, rows, filters) comes in as conditions on the
 * event aliased `e`.
 *
 * The read rule, which makes the feed gap-free: a company's events are served in `(txid, seq)` order (the writing
 * transaction's id, then the commit-order key within it), and only those written by transactions older than the
 * oldest transaction of this database still running (the horizon, `FEED_HORIZON`). Every transaction that has not
 * finished has an id at or above the horizon, and one that has not written yet gets a higher id than any given so
 * far: no event can appear later before a position a reader has passed. A transaction held open holds the feed back
 * (its later events wait, none is skipped), as logical decoding readers wait for the oldest open transaction.
 */
export const FEED_ALIAS = 'e';

/** An event's place in the feed's order. */
export interface FeedPosition {
  txid: string;
  seq: string;
}

/** An event as the feed reads it: the payload as stored (sealed fields still sealed), as text. */
export interface StoredFeedEvent {
  id: string;
  type: string;
  resource_type: string | null;
  record_id: string | null;
  payload: string;
}

const SELECT = `SELECT e.id, e.type, e.resource_type, e.record_id, e.payload::text AS payload FROM events e`;

/**
 * The horizon of a page, from the statement's own snapshot: the lowest id among the transactions it sees running, or
 * the next id to be given when none is. Transactions of another database of the cluster are left out (they cannot
 * write these events, and would hold the feed back for as long as they stay open): only those the server's activity
 * shows running in another database are, so a transaction that ended meanwhile still counts (the horizon is only
 * ever too low, never too high). The activity is read only when some transaction is running. Ids are 64-bit
 * (`xid8`); the activity shows 32-bit ones, compared with their low 32 bits (ids running at once never share them).
 */
export const FEED_HORIZON = `WITH snapshot AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  elsewhere AS MATERIALIZED (
    SELECT a.backend_xid::text::bigint AS xid FROM pg_stat_get_activity(NULL) a
     WHERE a.backend_xid IS NOT NULL AND a.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
  ),
  horizon AS MATERIALIZED (
    SELECT COALESCE(min(x.xid::text::bigint), (SELECT pg_snapshot_xmax(s)::text::bigint FROM snapshot)) AS txid
      FROM snapshot, pg_snapshot_xip(snapshot.s) AS x(xid)
     WHERE (x.xid::text::bigint & 4294967295) NOT IN (SELECT xid FROM elsewhere)
  )`;

/** SQL of a field of the event's object (`data.object`), as text: `name` is code (a field of an API object), never input. */
export function eventObjectFieldSql(name: string): string {
  if (!/^[A-Za-z]\w*$/.test(name)) throw new Error(`not a field name: ${name}`);
  return `${FEED_ALIAS}.payload #>> '{data,object,${name}}'`;
}

/**
 * A page of the company's events after `after` (from the first kept when null) that meet the conditions, in feed
 * order, up to the horizon; one row more than `limit`, which tells whether more follow.
 * The LIMIT is in the text, as a list's first page (read-statements.ts): a parameter would be planned on every call.
 */
export function feedPageStatement(companyId: string, after: FeedPosition | null, conditions: readonly SqlCondition[], limit: number): Statement {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`a feed page takes a positive limit, not ${limit}`);
  const params = new PositionalParams();
  const company = params.add(companyId);
  const txid = params.add(after?.txid ?? '-1');
  const seq = params.add(after?.seq ?? '-1');
  const where = whereOf(params, [...conditions]);
  return {
    text: `${FEED_HORIZON}
${SELECT}
 WHERE e.company_id = ${company} AND (e.txid, e.seq) > (${txid}::bigint, ${seq}::bigint)
   AND e.txid < (SELECT txid FROM horizon)${where ? `\n   AND ${where}` : ''}
 ORDER BY e.txid, e.seq
 LIMIT ${limit + 1}`,
    values: params.values,
  };
}

/** One event of the company by id, if it meets the conditions (committed events only: a statement sees no other). */
export function feedEventStatement(companyId: string, id: string, conditions: readonly SqlCondition[]): Statement {
  const params = new PositionalParams();
  const company = params.add(companyId);
  const event = params.add(id);
  const where = whereOf(params, [...conditions]);
  return { text: `${SELECT}\n WHERE e.company_id = ${company} AND e.id = ${event}${where ? ` AND ${where}` : ''}`, values: params.values };
}

/** The feed position of one of the company's events; null when the outbox no longer keeps it (or never held it). */
export async function feedPositionOf(em: EntityManager, companyId: string, eventId: string): Promise<FeedPosition | null> {
  const [row] = await runStatementIn<FeedPosition>(
    em,
    `SELECT txid::text AS txid, seq::text AS seq FROM events WHERE company_id = $1 AND id = $2`,
    [companyId, eventId],
  );
  return row ?? null;
}

/** The companies that have events (a loose index scan of the feed's index: one probe per company). */
export async function companiesWithEvents(em: EntityManager): Promise<string[]> {
  const rows: { id: string }[] = await em.query(
    `WITH RECURSIVE c AS (
       SELECT min(company_id) AS id FROM events
       UNION ALL
       SELECT (SELECT min(company_id) FROM events WHERE company_id > c.id) FROM c WHERE c.id IS NOT NULL
     )
     SELECT id FROM c WHERE id IS NOT NULL`,
  );
  return rows.map((r) => r.id);
}

/**
 * Retention of one company's events: deletes, up to `batch` at a time, the relayed events before its first event (in
 * feed order) written at or after `cutoff` (all its relayed events written before it, when there is none). What is
 * deleted is always a beginning of the feed, so a cursor that is still kept has everything after it; an event
 * waiting for the relay is left for it. Answers how many were deleted.
 */
export async function deleteFeedPrefix(em: EntityManager, companyId: string, cutoff: Date, batch: number): Promise<number> {
  const [kept] = await em.query(
    `SELECT txid::text AS txid, seq::text AS seq FROM events WHERE company_id = $1 AND created_at >= $2 ORDER BY txid, seq LIMIT 1`,
    [companyId, cutoff],
  );
  let deleted = 0;
  for (;;) {
    const [, count] = kept
      ? await em.query(
          `DELETE FROM events WHERE company_id = $1 AND id IN (
             SELECT id FROM events WHERE company_id = $1 AND dispatched_at IS NOT NULL AND (txid, seq) < ($3::bigint, $4::bigint)
              ORDER BY txid, seq LIMIT $2)`,
          [companyId, batch, kept.txid, kept.seq],
        )
      : await em.query(
          `DELETE FROM events WHERE company_id = $1 AND id IN (
             SELECT id FROM events WHERE company_id = $1 AND dispatched_at IS NOT NULL AND created_at < $3
              ORDER BY txid, seq LIMIT $2)`,
          [companyId, batch, cutoff],
        );
    deleted += Number(count ?? 0);
    if (Number(count ?? 0) < batch) return deleted;
  }
}
