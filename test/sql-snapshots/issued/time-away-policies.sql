-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT id FROM time_away_policies WHERE company_id = $1 ORDER BY is_default DESC, created_at LIMIT 1;

