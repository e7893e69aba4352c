-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- assertReference (src/core/tenancy/tenant-query.ts)

SELECT
  EXISTS (
    SELECT
      1
    FROM
      "compensation_types"
    WHERE
      company_id = $1
      AND id = $2
  ) AS found;

SELECT
  EXISTS (
    SELECT
      1
    FROM
      "people"
    WHERE
      company_id = $1
      AND id = $2
  ) AS found;

SELECT
  EXISTS (
    SELECT
      1
    FROM
      "time_away_policies"
    WHERE
      company_id = $1
      AND id = $2
  ) AS found;

SELECT
  EXISTS (
    SELECT
      1
    FROM
      "time_away_types"
    WHERE
      company_id = $1
      AND id = $2
  ) AS found;

-- CustomValuesService.moveWithResource (src/modules/custom-values/custom-values.service.ts)

-- also issued by ResourceService.update (src/core/crud/resource.service.ts)
UPDATE "custom_values"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

-- EmergencyContactsService.setPrimary (src/modules/emergency-contacts/emergency-contacts.service.ts)

-- also issued by ResourceService.update (src/core/crud/resource.service.ts)
UPDATE "emergency_contacts"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

-- ResourceService.update (src/core/crud/resource.service.ts)

UPDATE "bank_accounts"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "bank_accounts"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

-- also issued by ScimSettings.setPersonalEmails (src/modules/scim/scim-settings.service.ts)
-- also issued by TokensService.setPermissions (src/modules/tokens/tokens.service.ts)
UPDATE "companies"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "companies"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "compensations"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "custom_fields"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "custom_fields"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "custom_values"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "document_types"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "documents"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "emergency_contacts"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "equipment"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "identity_documents"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "identity_documents"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "job_roles"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "locations"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "people"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "provisioning_targets"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away_adjustments"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away_allocations"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away_approval_flows"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away_policies"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away_policies"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "time_away_types"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "time_away"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "timesheet_entries"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "timesheet_submissions"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "timesheet_submissions"
SET
  "updated_at" = $1
WHERE
  "id" = $2;

UPDATE "webhooks"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "working_pattern_allocations"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

UPDATE "working_patterns"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

