-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

LISTEN personnel_events;

WITH batch AS ( SELECT id, seq, company_id, type, payload FROM events WHERE dispatched_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED ), marked AS ( UPDATE events e SET dispatched_at = now() FROM batch WHERE e.id = batch.id RETURNING e.id ), made AS ( -- Ids as newId makes them (D7): 18 random bytes as 24 base64url characters. INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, created_at, updated_at) SELECT 'whd_' || translate(encode(substr(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 1, 18), 'base64'), '+/', '-_'), b.company_id, w.id, b.id, b.type, b.payload::text, 'url', 'pending', 0, now(), now() FROM batch b JOIN webhooks w ON w.company_id = b.company_id AND w.status = 'published' AND b.seq > w.published_after_seq AND (w.event_types IS NULL OR b.type = ANY (w.event_types)) ORDER BY b.seq RETURNING id ) SELECT (SELECT count(*)::int FROM marked) AS relayed, COALESCE((SELECT array_agg(id) FROM made), '{}') AS deliveries;

