-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at) VALUES ($1, …, true, $2, $2) ON CONFLICT (company_id, lower(value)) DO NOTHING;

