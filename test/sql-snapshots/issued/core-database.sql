-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- DataExportsService.remove (src/modules/data-exports/data-exports.service.ts)

DELETE FROM "data_exports"
WHERE
  (
    "id" = $1
    AND "company_id" = $2
  );

-- ensureDatabase (src/core/database/database-setup.ts)

CREATE DATABASE "<test database>";

SELECT
  1
FROM
  pg_database
WHERE
  datname = $1;

-- also issued by runMigrations (src/core/database/database-setup.ts)
SELECT
  pg_advisory_lock($1);

-- ExportQuotas.lock (src/modules/data-exports/export-quotas.ts)

-- also issued by WorkingPatternsService.beforeLock (src/modules/working-patterns/working-patterns.service.ts)
-- also issued by WorkingPatternsService.buildNew (src/modules/working-patterns/working-patterns.service.ts)
-- also issued by assertUploadQuota (src/modules/files/upload-quota.ts)
-- also issued by lockPersonAllocations (src/modules/working-patterns/allocations/working-pattern-allocations.service.ts)
-- also issued by lockReportingLines (src/modules/people/job-roles/reporting-cycles.sql.ts)
SELECT
  pg_advisory_xact_lock(hashtextextended ($1 || ':' || $2, 0));

-- ReadReplicas.poll (src/core/database/read-replicas.ts)

-- also issued by ReadReplicas.recordWrite (src/core/database/read-replicas.ts)
SELECT
  pg_current_wal_lsn()::text AS lsn;

-- ReadReplicas.pollReplica (src/core/database/read-replicas.ts)

SELECT
  pg_is_in_recovery() AS recovering,
  pg_last_wal_replay_lsn()::text AS replayed,
  CASE
    WHEN pg_is_in_recovery() THEN pg_is_wal_replay_paused()
    ELSE false
  END AS paused,
  (
    extract(
      epoch
      FROM
        now() - pg_last_xact_replay_timestamp()
    ) * 1000
  )::float8 AS replay_age_ms;

-- ResourceService.insertRow (src/core/crud/resource.service.ts)

INSERT INTO
  "bank_accounts" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "bank_name",
    "name_on_account",
    "account_number",
    "swift_code",
    "sort_code",
    "routing_number"
  )
VALUES
  ($1, …);

INSERT INTO
  "companies" (
    "id",
    "name",
    "domains",
    "trial_end_date",
    "status",
    "payment_status",
    "is_timesheet_enabled",
    "logo",
    "logo_file_id",
    "autogenerate_employee_id",
    "autogenerate_employee_id_for_new_hires",
    "next_employee_id",
    "autogenerate_employee_id_filters",
    "permissions",
    "created_at",
    "updated_at"
  )
VALUES
  ($1, …)
RETURNING
  "domains",
  "status",
  "payment_status",
  "is_timesheet_enabled",
  "autogenerate_employee_id",
  "autogenerate_employee_id_for_new_hires",
  "autogenerate_employee_id_filters",
  "permissions";

INSERT INTO
  "companies" (
    "id",
    "name",
    "domains",
    "trial_end_date",
    "status",
    "payment_status",
    "is_timesheet_enabled",
    "logo",
    "logo_file_id",
    "autogenerate_employee_id",
    "autogenerate_employee_id_for_new_hires",
    "next_employee_id",
    "autogenerate_employee_id_filters",
    "permissions",
    "scim_personal_emails",
    "created_at",
    "updated_at"
  )
VALUES
  ($1, …)
RETURNING
  "domains",
  "status",
  "payment_status",
  "is_timesheet_enabled",
  "autogenerate_employee_id",
  "autogenerate_employee_id_for_new_hires",
  "autogenerate_employee_id_filters",
  "permissions",
  "scim_personal_emails";

INSERT INTO
  "compensation_types" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "base_type"
  )
VALUES
  ($1, …);

INSERT INTO
  "compensations" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "compensation_type_id",
    "amount",
    "is_percentage",
    "currency",
    "period",
    "note",
    "effective_date",
    "end_date",
    "end_reason",
    "superseded_on"
  )
VALUES
  ($1, …)
RETURNING
  "superseded_on";

INSERT INTO
  "custom_fields" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "section",
    "type",
    "resource_id",
    "config"
  )
VALUES
  ($1, …)
RETURNING
  "config";

INSERT INTO
  "custom_values" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "custom_field_id",
    "section",
    "resource_id",
    "value"
  )
VALUES
  ($1, …);

INSERT INTO
  "document_types" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name"
  )
VALUES
  ($1, …);

INSERT INTO
  "documents" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "name",
    "document_type_id",
    "link",
    "file_id",
    "source",
    "source_id",
    "issue_date",
    "created_by"
  )
VALUES
  ($1, …);

INSERT INTO
  "emergency_contacts" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "name",
    "email",
    "phone_number",
    "relationship",
    "is_primary",
    "slot"
  )
VALUES
  ($1, …);

INSERT INTO
  "equipment" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "type",
    "name",
    "serial_number",
    "cost",
    "currency",
    "note",
    "file_id",
    "issue_date",
    "receipt_date",
    "collection_date",
    "collected_by"
  )
VALUES
  ($1, …);

INSERT INTO
  "identity_document_types" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "value"
  )
VALUES
  ($1, …);

INSERT INTO
  "identity_documents" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "type",
    "number",
    "country_code",
    "expiry_date",
    "note",
    "file_id",
    "verified_by",
    "verified_at"
  )
VALUES
  ($1, …);

INSERT INTO
  "job_roles" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "job_title",
    "department",
    "effective_date",
    "end_date",
    "is_first",
    "reporting_to",
    "note"
  )
VALUES
  ($1, …)
RETURNING
  "is_first";

INSERT INTO
  "locations" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "label",
    "address",
    "postcode",
    "city",
    "state",
    "country",
    "region_code",
    "country_code",
    "timezone",
    "is_address_invalid",
    "time_away_policy_id",
    "working_pattern_id"
  )
VALUES
  ($1, …)
RETURNING
  "is_address_invalid";

-- also issued by runStatementIn (src/core/database/prepared-query.ts)
INSERT INTO
  "people" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "first_name",
    "middle_name",
    "last_name",
    "preferred_name",
    "pronouns",
    "email",
    "personal_email",
    "phone_number",
    "personal_phone_number",
    "gender",
    "birthday",
    "is_birthday_hidden",
    "profile_photo_id",
    "nationality",
    "nationalities",
    "spoken_languages",
    "dietary_preference",
    "food_allergies",
    "address",
    "city",
    "state",
    "postcode",
    "country_code",
    "bio",
    "linked_in",
    "twitter",
    "github",
    "role",
    "status",
    "employment_start_date",
    "first_working_day",
    "employment_end_date",
    "last_working_day",
    "probation_end_date",
    "working_days",
    "turnover_impact",
    "leaving_reason",
    "leaving_note",
    "leaving_file_id",
    "contract_type",
    "payroll_provider",
    "employee_id",
    "tax_id",
    "tax_code",
    "location_id",
    "remote_city",
    "remote_region_code",
    "remote_country_code",
    "remote_timezone",
    "time_away_approval_flow_id",
    "public_holiday_calendar_id",
    "teams",
    "is_verified",
    "is_work_email_hidden",
    "calendar_feed_token",
    "calendar_feed_token_index",
    "seen_documents_at",
    "source",
    "source_id",
    "first_active_at",
    "demo",
    "offboarded_at"
  )
VALUES
  ($1, …)
RETURNING
  "is_birthday_hidden",
  "food_allergies",
  "role",
  "status",
  "location_ref",
  "teams",
  "is_verified",
  "is_work_email_hidden",
  "demo";

-- also issued by runStatementIn (src/core/database/prepared-query.ts)
INSERT INTO
  "people" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "first_name",
    "middle_name",
    "last_name",
    "preferred_name",
    "pronouns",
    "email",
    "personal_email",
    "phone_number",
    "personal_phone_number",
    "gender",
    "birthday",
    "is_birthday_hidden",
    "profile_photo_id",
    "nationality",
    "nationalities",
    "spoken_languages",
    "dietary_preference",
    "food_allergies",
    "address",
    "city",
    "state",
    "postcode",
    "country_code",
    "bio",
    "linked_in",
    "twitter",
    "github",
    "role",
    "status",
    "employment_start_date",
    "first_working_day",
    "employment_end_date",
    "last_working_day",
    "probation_end_date",
    "working_days",
    "turnover_impact",
    "leaving_reason",
    "leaving_note",
    "leaving_file_id",
    "contract_type",
    "payroll_provider",
    "employee_id",
    "tax_id",
    "tax_code",
    "location_id",
    "remote_city",
    "remote_region_code",
    "remote_country_code",
    "remote_timezone",
    "time_away_approval_flow_id",
    "time_away_policy_id",
    "public_holiday_calendar_id",
    "teams",
    "is_verified",
    "is_work_email_hidden",
    "calendar_feed_token",
    "calendar_feed_token_index",
    "seen_documents_at",
    "source",
    "source_id",
    "first_active_at",
    "demo",
    "offboarded_at"
  )
VALUES
  ($1, …)
RETURNING
  "is_birthday_hidden",
  "food_allergies",
  "role",
  "status",
  "location_ref",
  "teams",
  "is_verified",
  "is_work_email_hidden",
  "demo";

INSERT INTO
  "provisioning_targets" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "kind",
    "url",
    "token",
    "tenant_id",
    "client_id",
    "client_secret",
    "status",
    "last_sync_at"
  )
VALUES
  ($1, …)
RETURNING
  "kind",
  "status";

INSERT INTO
  "time_away_adjustments" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "date",
    "days",
    "note"
  )
VALUES
  ($1, …);

INSERT INTO
  "time_away_allocations" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "time_away_policy_id",
    "start_date",
    "end_date"
  )
VALUES
  ($1, …);

INSERT INTO
  "time_away_approval_flows" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "steps"
  )
VALUES
  ($1, …);

INSERT INTO
  "time_away_policies" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "allowance",
    "carry_over_limit",
    "is_default"
  )
VALUES
  ($1, …)
RETURNING
  "is_default";

INSERT INTO
  "time_away_policies" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "allowance",
    "carry_over_limit",
    "is_default",
    "accrual_frequency",
    "year_start_month",
    "carry_over_expires_after_months"
  )
VALUES
  ($1, …)
RETURNING
  "is_default",
  "accrual_frequency",
  "year_start_month";

INSERT INTO
  "time_away_policies" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "allowance",
    "carry_over_limit",
    "is_default",
    "accrual_frequency",
    "year_start_month",
    "carry_over_expires_after_months",
    "unit"
  )
VALUES
  ($1, …)
RETURNING
  "is_default",
  "accrual_frequency",
  "year_start_month",
  "unit";

INSERT INTO
  "time_away_types" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "is_time_off",
    "category"
  )
VALUES
  ($1, …);

INSERT INTO
  "time_away" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "time_away_type_id",
    "start_date",
    "start_period",
    "end_date",
    "end_period",
    "note",
    "request_status",
    "reviewed_by",
    "reviewed_at",
    "approvals",
    "days"
  )
VALUES
  ($1, …)
RETURNING
  "approvals",
  "period";

INSERT INTO
  "time_away" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "time_away_type_id",
    "start_date",
    "start_period",
    "end_date",
    "end_period",
    "note",
    "request_status",
    "reviewed_by",
    "reviewed_at",
    "approvals",
    "days",
    "hours"
  )
VALUES
  ($1, …)
RETURNING
  "approvals",
  "hours",
  "period";

INSERT INTO
  "time_away" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "time_away_type_id",
    "start_date",
    "start_period",
    "end_date",
    "end_period",
    "note",
    "request_status",
    "reviewed_by",
    "reviewed_at",
    "days"
  )
VALUES
  ($1, …)
RETURNING
  "period";

INSERT INTO
  "timesheet_entries" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "date",
    "start_time",
    "end_time",
    "note"
  )
VALUES
  ($1, …);

INSERT INTO
  "timesheet_submissions" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "start_date",
    "end_date",
    "status",
    "submitted_at",
    "reviewed_by",
    "reviewed_at",
    "changes_requested",
    "duration_minutes",
    "duration_days"
  )
VALUES
  ($1, …);

INSERT INTO
  "webhooks" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "url",
    "test_url",
    "event_types",
    "status",
    "secret",
    "previous_secret",
    "previous_secret_expires_at",
    "published_after_seq",
    "active_since",
    "disabled_at",
    "disabled_reason"
  )
VALUES
  ($1, …)
RETURNING
  "status";

INSERT INTO
  "working_pattern_allocations" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "working_pattern_id",
    "start_date",
    "end_date"
  )
VALUES
  ($1, …);

INSERT INTO
  "working_patterns" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "name",
    "days",
    "is_default"
  )
VALUES
  ($1, …)
RETURNING
  "is_default";

-- runMigrations (src/core/database/database-setup.ts)

CREATE TABLE "migrations" (
  "id" SERIAL NOT NULL,
  "timestamp" bigint NOT NULL,
  "name" character varying NOT NULL,
  CONSTRAINT "migrations_pkey" PRIMARY KEY ("id")
);

INSERT INTO
  "migrations" ("timestamp", "name")
VALUES
  ($1, …);

SELECT
  *
FROM
  "information_schema"."tables"
WHERE
  "table_schema" = $1
  AND "table_name" = $2;

SELECT
  *
FROM
  "migrations" "migrations"
ORDER BY
  "id" DESC;

SELECT
  *
FROM
  current_schema();

SELECT
  pg_advisory_unlock($1);

SELECT
  version();

