-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

DELETE FROM data_exports WHERE expires_at <= $1 RETURNING id, company_id;

SELECT id, company_id, created_by, token_id FROM data_exports WHERE status = 'pending' AND expires_at > $1 AND created_at <= $2 ORDER BY created_at, id LIMIT 1000;

