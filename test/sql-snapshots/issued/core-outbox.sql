-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

DELETE FROM events WHERE dispatched_at < $1;

INSERT INTO events (id, seq, company_id, type, resource_type, record_id, created_at, payload) VALUES ($1, COALESCE($2::bigint, nextval(pg_get_serial_sequence('events', 'seq'))), $3, …);

SELECT COALESCE(max(seq), 0)::text AS seq FROM events;

SELECT nextval(pg_get_serial_sequence('events', 'seq'))::text AS seq;

UPDATE events e SET payload = jsonb_set(e.payload, '{data}', jsonb_build_object('object', $1::jsonb)) WHERE e.company_id = $2 AND e.id IN ( SELECT id FROM events WHERE company_id = $2 AND type <> 'person.erased' AND payload #> '{data,object,erased}' IS NULL AND ((resource_type = 'person' AND record_id = $3) OR payload #>> '{data,object,personId}' = $3) LIMIT $4 FOR UPDATE);

