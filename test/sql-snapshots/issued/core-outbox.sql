-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

DELETE FROM events WHERE dispatched_at < $1;

INSERT INTO events (id, seq, company_id, type, resource_type, record_id, created_at, payload) VALUES ($1, COALESCE($2::bigint, nextval(pg_get_serial_sequence('events', 'seq'))), $3, …);

SELECT COALESCE(max(seq), 0)::text AS seq FROM events;

SELECT nextval(pg_get_serial_sequence('events', 'seq'))::text AS seq;

