-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

INSERT INTO equipment_names (id, company_id, type, value, is_default, created_at, updated_at) VALUES ($1, …, false, $2, $2) ON CONFLICT (company_id, lower(type), lower(value)) DO NOTHING;

INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at) VALUES ($1, …, false, $2, $2) ON CONFLICT (company_id, lower(value)) DO NOTHING;

INSERT INTO equipment_types (id, company_id, value, is_default, created_at, updated_at) VALUES ($1, …, true, $2, $2) ON CONFLICT (company_id, lower(value)) DO NOTHING;

