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

-- DocumentsService.hydrate (src/modules/documents/documents.service.ts)

-- also issued by EquipmentService.hydrate (src/modules/equipment/equipment.service.ts)
-- also issued by IdentityDocumentsService.hydrate (src/modules/identity-documents/identity-documents.service.ts)
SELECT
  "StoredFile"."id" AS "StoredFile_id",
  "StoredFile"."company_id" AS "StoredFile_company_id",
  "StoredFile"."created_at" AS "StoredFile_created_at",
  "StoredFile"."updated_at" AS "StoredFile_updated_at",
  "StoredFile"."person_id" AS "StoredFile_person_id",
  "StoredFile"."type" AS "StoredFile_type",
  "StoredFile"."uploaded_by" AS "StoredFile_uploaded_by",
  "StoredFile"."filename" AS "StoredFile_filename",
  "StoredFile"."content_type" AS "StoredFile_content_type",
  "StoredFile"."size" AS "StoredFile_size",
  "StoredFile"."etag" AS "StoredFile_etag",
  "StoredFile"."key_id" AS "StoredFile_key_id",
  "StoredFile"."variants" AS "StoredFile_variants",
  "StoredFile"."attached_to" AS "StoredFile_attached_to",
  "StoredFile"."attached_at" AS "StoredFile_attached_at"
FROM
  "files" "StoredFile"
WHERE
  (("StoredFile"."id" IN ($1, …)));

