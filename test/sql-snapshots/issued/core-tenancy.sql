-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "compensation_types" "ref" WHERE "ref"."company_id" = $1 AND "ref"."id" = $2) LIMIT 1;

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "locations" "ref" WHERE "ref"."company_id" = $1 AND "ref"."id" = $2) LIMIT 1;

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "people" "ref" WHERE "ref"."company_id" = $1 AND "ref"."id" = $2) LIMIT 1;

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "time_away_policies" "ref" WHERE "ref"."company_id" = $1 AND "ref"."id" = $2) LIMIT 1;

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "time_away_types" "ref" WHERE "ref"."company_id" = $1 AND "ref"."id" = $2) LIMIT 1;

SELECT EXISTS (SELECT 1 FROM "compensation_types" WHERE company_id = $1 AND id = $2) AS found;

SELECT EXISTS (SELECT 1 FROM "locations" WHERE company_id = $1 AND id = $2) AS found;

SELECT EXISTS (SELECT 1 FROM "people" WHERE company_id = $1 AND id = $2) AS found;

SELECT EXISTS (SELECT 1 FROM "time_away_policies" WHERE company_id = $1 AND id = $2) AS found;

SELECT EXISTS (SELECT 1 FROM "time_away_types" WHERE company_id = $1 AND id = $2) AS found;

