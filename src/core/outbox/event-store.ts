import { EntityManager } from 'typeorm';

/**
 * The outbox's reading side (D14), for the webhook relay and erasure: the events table stays the core's, and the
 * statements over it live here (the change feed's and the retention's in event-feed.ts).
 */

/**
 * Two CTEs for a relay statement: `batch` (id, seq, company_id, type, payload of up to `limit` committed events not
 * yet relayed, in commit order, locked; rows another relay holds are skipped) and `marked` (those events marked
 * relayed, RETURNING id). The caller adds its own CTEs after them, in the same statement and transaction.
 */
export const claimEventBatchCtes = (limit: string): string => `batch AS (
           SELECT id, seq, company_id, type, payload FROM events
            WHERE dispatched_at IS NULL ORDER BY seq LIMIT ${limit} FOR UPDATE SKIP LOCKED
         ), marked AS (
           UPDATE events e SET dispatched_at = now() FROM batch WHERE e.id = batch.id RETURNING e.id
         )`;

/** The commit-order key of the latest event recorded so far (`0` when none), as text. */
export async function outboxEndSeq(em: EntityManager): Promise<string> {
  const [{ seq }] = await em.query(`SELECT COALESCE(max(seq), 0)::text AS seq FROM events`);
  return seq;
}

/**
 * Erasure (docs/security.md, "Erasure"): replaces `data` of up to `limit` events about the person (the person's own,
 * and those of records naming them in `personId`) with `{ object: marker }`; answers how many. Events already
 * replaced and the `person.erased` event itself are left alone, so it can be repeated until it answers 0. Rows the
 * relay holds are waited for: a relay that read an event before this commits has made its deliveries by then.
 */
export async function redactEventsAbout(em: EntityManager, companyId: string, personId: string, marker: object, limit: number): Promise<number> {
  const [, count] = await em.query(
    `UPDATE events e SET payload = jsonb_set(e.payload, '{data}', jsonb_build_object('object', $3::jsonb))
      WHERE e.company_id = $1 AND e.id IN (
        SELECT id FROM events
         WHERE company_id = $1 AND type <> 'person.erased' AND payload #> '{data,object,erased}' IS NULL
           AND ((resource_type = 'person' AND record_id = $2) OR payload #>> '{data,object,personId}' = $2)
         LIMIT $4 FOR UPDATE)`,
    [companyId, personId, JSON.stringify(marker), limit],
  );
  return Number(count ?? 0);
}
