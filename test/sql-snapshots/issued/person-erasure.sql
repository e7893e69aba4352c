-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ErasureSteps.deleteRecords (src/modules/person-erasure/erasure-steps.service.ts)

DELETE FROM "api_tokens"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "bank_accounts"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "compensations"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "custom_values"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "documents"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "emergency_contacts"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "equipment"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "identity_documents"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "job_roles"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "time_away_adjustments"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "time_away_allocations"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "time_away"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "timesheet_entries"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "timesheet_submissions"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

DELETE FROM "working_pattern_allocations"
WHERE
  "company_id" = $1
  AND "person_id" = $2;

SELECT
  COUNT(1) AS "cnt"
FROM
  "bank_accounts" "r"
WHERE
  "r"."company_id" = $1
  AND "r"."person_id" = $2;

SELECT
  COUNT(1) AS "cnt"
FROM
  "compensations" "r"
WHERE
  "r"."company_id" = $1
  AND "r"."person_id" = $2;

