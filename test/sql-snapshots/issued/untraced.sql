-- Every SQL statement issued during the test suite with no project code on its stack (TypeORM's own, when it
-- connects). Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

CREATE EXTENSION IF NOT EXISTS "btree_gist";

