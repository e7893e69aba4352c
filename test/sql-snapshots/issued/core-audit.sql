-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

DELETE FROM audit_events WHERE company_id = $1 AND seq <= $2;

INSERT INTO audit_chain_anchors (company_id, seq, hash, removed, purged_at) VALUES ($1, …);

INSERT INTO audit_chain_heads (company_id, seq, hash) VALUES ($1, 0, $2) ON CONFLICT (company_id) DO UPDATE SET seq = audit_chain_heads.seq RETURNING seq::text AS seq, hash;

INSERT INTO audit_events (company_id, seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash) VALUES ($1, …);

SELECT 1 FROM audit_chain_heads WHERE company_id = $1 FOR UPDATE;

SELECT DISTINCT company_id FROM audit_events WHERE occurred_at < $1;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.action = $2) AND (audit.outcome = $3) ORDER BY audit.seq ASC LIMIT $4 OFFSET $5;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.action LIKE $2) ORDER BY audit.seq ASC LIMIT $3 OFFSET $4;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.seq > $2) ORDER BY audit.seq ASC LIMIT $3 OFFSET $4;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.subject_person_ids @> ARRAY[$2]::text[]) ORDER BY audit.seq ASC LIMIT $3 OFFSET $4;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE (audit.company_id = $1) ORDER BY audit.seq ASC LIMIT $2 OFFSET $3;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE company_id = $1 AND id = $2;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE company_id = $1 AND seq > $2 AND occurred_at >= $3 ORDER BY audit.seq LIMIT $4;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE company_id = $1 AND seq > $2 ORDER BY audit.seq LIMIT $3;

SELECT company_id, seq::text AS seq, id, occurred_at, action, outcome, actor_type, actor_person_id, actor_token_id, actor_role, subject_person_ids, target_type, target_id, fields, changes, row_count, request, prev_hash, hash FROM audit_events audit WHERE company_id = $1 AND subject_person_ids @> ARRAY[$2]::text[] AND seq > $3 ORDER BY audit.seq LIMIT $4;

SELECT count(*)::int AS n FROM audit_events audit WHERE company_id = $1 AND subject_person_ids @> ARRAY[$2]::text[];

SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1);

SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.action = $2) AND (audit.outcome = $3);

SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.action LIKE $2);

SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.seq > $2);

SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1) AND (audit.subject_person_ids @> ARRAY[$2]::text[]);

SELECT e.seq::text AS seq, e.hash FROM audit_events e WHERE e.company_id = $1 AND e.occurred_at < $2 ORDER BY e.seq DESC LIMIT 1;

SELECT seq::text AS seq, hash FROM audit_chain_anchors a WHERE company_id = $1 ORDER BY a.seq DESC LIMIT 1;

SELECT seq::text AS seq, hash FROM audit_chain_heads WHERE company_id = $1;

SET LOCAL personnel.audit_purge = 'on';

UPDATE audit_chain_heads SET seq = $1, hash = $2 WHERE company_id = $3;

