-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- DocumentsService.documentType (src/modules/documents/documents.service.ts)

SELECT
  "dt"."id" AS "dt_id",
  "dt"."company_id" AS "dt_company_id",
  "dt"."created_at" AS "dt_created_at",
  "dt"."updated_at" AS "dt_updated_at",
  "dt"."name" AS "dt_name"
FROM
  "document_types" "dt"
WHERE
  "dt"."company_id" = $1
  AND lower("dt"."name") = lower($2);

SELECT
  1 AS "row_exists"
FROM
  (
    SELECT
      1 AS dummy_column
  ) "dummy_table"
WHERE
  EXISTS (
    SELECT
      1
    FROM
      "document_types" "dt"
    WHERE
      "dt"."company_id" = $1
      AND "dt"."id" = $2
  )
LIMIT
  1;

