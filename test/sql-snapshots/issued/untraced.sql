-- Every SQL statement issued during the test suite with no project code on its stack (TypeORM's own, when it
-- connects). Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

CREATE EXTENSION IF NOT EXISTS "btree_gist";

INSERT INTO "files"("id", "company_id", "created_at", "updated_at", "person_id", "type", "uploaded_by", "filename", "content_type", "size", "etag", "variants", "attached_to", "attached_at") VALUES ($1, …);

SELECT * FROM current_schema();

SELECT version();

