-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- assertUploadQuota (src/modules/files/upload-quota.ts)

SELECT
  count(*) FILTER (
    WHERE
      uploaded_by = $1
  )::int AS uploader_files,
  coalesce(
    sum(size) FILTER (
      WHERE
        uploaded_by = $1
    ),
    0
  )::text AS uploader_bytes,
  min(created_at) FILTER (
    WHERE
      uploaded_by = $1
  ) AS uploader_oldest,
  count(*)::int AS company_files,
  coalesce(sum(size), 0)::text AS company_bytes,
  min(created_at) AS company_oldest
FROM
  files
WHERE
  company_id = $2
  AND attached_to IS NULL;

-- FileAttachmentsService.attach (src/modules/files/file-attachments.service.ts)

-- also issued by FilesService.get (src/modules/files/files.service.ts)
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
  (
    ("StoredFile"."id" = $1)
    AND ("StoredFile"."company_id" = $2)
  )
LIMIT
  1;

UPDATE files
SET
  attached_to = $1,
  attached_at = $2,
  updated_at = $2
WHERE
  company_id = $3
  AND id = $4
  AND type = $5
  AND attached_to IS NULL
  AND person_id IS NOT DISTINCT FROM $6
RETURNING
  id;

-- FileAttachmentsService.cleanupUnattached (src/modules/files/file-attachments.service.ts)

DELETE FROM files
WHERE
  attached_to IS NULL
  AND created_at < $1;

-- FileAttachmentsService.deletePersonFiles (src/modules/files/file-attachments.service.ts)

DELETE FROM files
WHERE
  company_id = $1
  AND person_id = $2;

-- FileAttachmentsService.moveToPerson (src/modules/files/file-attachments.service.ts)

UPDATE files
SET
  person_id = $1
WHERE
  company_id = $2
  AND id = $3;

-- FileAttachmentsService.purge (src/modules/files/file-attachments.service.ts)

DELETE FROM deleted_files
WHERE
  file_id = $1;

SELECT
  file_id,
  company_id,
  variants,
  key_id
FROM
  deleted_files
ORDER BY
  deleted_at
LIMIT
  100;

-- FileAttachmentsService.release (src/modules/files/file-attachments.service.ts)

DELETE FROM "files"
WHERE
  (
    "company_id" = $1
    AND "id" IN ($2, …)
  );

-- FileKeysService.companies (src/modules/files/file-keys.service.ts)

SELECT DISTINCT
  company_id
FROM
  files
WHERE
  type <> 'profilePhoto';

-- FileKeysService.notOnKey (src/modules/files/file-keys.service.ts)

SELECT
  id
FROM
  files
WHERE
  company_id = $1
  AND type <> 'profilePhoto'
  AND key_id IS DISTINCT FROM $2
  AND id > $3
ORDER BY
  id
LIMIT
  $4;

-- FileKeysService.reencrypt (src/modules/files/file-keys.service.ts)

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
  (
    ("StoredFile"."company_id" = $1)
    AND ("StoredFile"."id" = $2)
  )
LIMIT
  1;

UPDATE files
SET
  key_id = $1
WHERE
  company_id = $2
  AND id = $3
  AND key_id IS NOT DISTINCT FROM $4;

-- FileKeysService.usage (src/modules/files/file-keys.service.ts)

SELECT
  key_id,
  count(*)::int AS files
FROM
  files
WHERE
  company_id = $1
  AND type <> 'profilePhoto'
GROUP BY
  key_id
ORDER BY
  key_id NULLS FIRST;

-- FilesService.personFilesAs (src/modules/files/files.service.ts)

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
  (
    ("StoredFile"."company_id" = $1)
    AND ("StoredFile"."person_id" = $2)
  )
ORDER BY
  "StoredFile"."created_at" ASC,
  "StoredFile"."id" ASC;

-- FilesService.sendContent (src/modules/files/files.service.ts)

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
  (("StoredFile"."id" = $1))
LIMIT
  1;

-- FileUploadService.upload (src/modules/files/file-upload.service.ts)

INSERT INTO
  "files" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "type",
    "uploaded_by",
    "filename",
    "content_type",
    "size",
    "etag",
    "key_id",
    "variants",
    "attached_to",
    "attached_at"
  )
VALUES
  ($1, …);

-- StoredFilesCheck.run (src/modules/files/stored-files-check.ts)

SELECT
  company_id,
  id,
  key_id
FROM
  files
ORDER BY
  created_at DESC,
  id
LIMIT
  $1;

SELECT
  count(*)::int AS total
FROM
  files;

