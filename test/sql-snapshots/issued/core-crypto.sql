-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT DISTINCT ON (master_key_id) master_key_id, count(*) OVER (PARTITION BY master_key_id)::int AS keys, company_id, id, wrapped_key FROM (SELECT master_key_id, company_id, id, wrapped_key FROM company_data_keys UNION ALL SELECT master_key_id, NULL, id, wrapped_key FROM blind_index_keys) k ORDER BY master_key_id, company_id NULLS FIRST, id;

