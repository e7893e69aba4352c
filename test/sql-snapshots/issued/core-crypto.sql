-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

INSERT INTO blind_index_keys (id, master_key_id, wrapped_key) VALUES ($1, …) ON CONFLICT DO NOTHING;

INSERT INTO company_data_keys (company_id, id, master_key_id, wrapped_key) VALUES ($1, …) ON CONFLICT (company_id) WHERE retired_at IS NULL DO NOTHING RETURNING id;

SELECT DISTINCT ON (master_key_id) master_key_id, count(*) OVER (PARTITION BY master_key_id)::int AS keys, company_id, id, wrapped_key FROM (SELECT master_key_id, company_id, id, wrapped_key FROM company_data_keys UNION ALL SELECT master_key_id, NULL, id, wrapped_key FROM blind_index_keys) k ORDER BY master_key_id, company_id NULLS FIRST, id;

SELECT NULL AS company_id, id, master_key_id, wrapped_key FROM blind_index_keys WHERE master_key_id <> $1;

SELECT company_id, id, master_key_id, wrapped_key FROM company_data_keys WHERE master_key_id <> $1 ORDER BY company_id, id LIMIT $2;

SELECT id, master_key_id, wrapped_key FROM blind_index_keys;

SELECT id, master_key_id, wrapped_key FROM company_data_keys WHERE company_id = $1 AND id = $2;

SELECT id, master_key_id, wrapped_key FROM company_data_keys WHERE company_id = $1 AND retired_at IS NULL;

UPDATE blind_index_keys SET master_key_id = $1, wrapped_key = $2 WHERE id = $3 AND master_key_id = $4;

UPDATE company_data_keys k SET master_key_id = $1, wrapped_key = u.wrapped FROM unnest($2::text[], $3::text[], $4::text[], $5::bytea[]) AS u(company_id, id, old_master_key_id, wrapped) WHERE k.company_id = u.company_id AND k.id = u.id AND k.master_key_id = u.old_master_key_id;

