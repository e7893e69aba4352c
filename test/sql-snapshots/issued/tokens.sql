-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- dropTokenLookupsOf (src/modules/tokens/person-token-lookups.ts)

DELETE FROM api_token_lookup
WHERE
  secret_hash IN (
    SELECT
      secret_hash
    FROM
      api_tokens
    WHERE
      company_id = $1
      AND person_id = $2
  );

-- TokenPruning.prune (src/modules/tokens/token-pruning.job.ts)

WITH
  gone AS (
    DELETE FROM api_tokens
    WHERE
      COALESCE(revoked_at, expires_at) < now() - make_interval(days => $1)
    RETURNING
      secret_hash
  ),
  lookups AS (
    DELETE FROM api_token_lookup
    WHERE
      secret_hash IN (
        SELECT
          secret_hash
        FROM
          gone
      )
  )
SELECT
  count(*)::int AS deleted
FROM
  gone;

-- TokensService.create (src/modules/tokens/tokens.service.ts)

INSERT INTO
  "api_token_lookup" ("secret_hash", "company_id", "token_id")
VALUES
  ($1, …);

INSERT INTO
  "api_tokens" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "person_id",
    "name",
    "secret_hash",
    "scopes",
    "expires_at",
    "revoked_at",
    "last_used_at"
  )
VALUES
  ($1, …);

-- TokensService.findUser (src/modules/tokens/tokens.service.ts)

SELECT
  "Person"."id" AS "Person_id",
  "Person"."company_id" AS "Person_company_id",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at",
  "Person"."first_name" AS "Person_first_name",
  "Person"."middle_name" AS "Person_middle_name",
  "Person"."last_name" AS "Person_last_name",
  "Person"."preferred_name" AS "Person_preferred_name",
  "Person"."pronouns" AS "Person_pronouns",
  "Person"."email" AS "Person_email",
  "Person"."personal_email" AS "Person_personal_email",
  "Person"."phone_number" AS "Person_phone_number",
  "Person"."personal_phone_number" AS "Person_personal_phone_number",
  "Person"."gender" AS "Person_gender",
  "Person"."birthday" AS "Person_birthday",
  "Person"."is_birthday_hidden" AS "Person_is_birthday_hidden",
  "Person"."profile_photo_id" AS "Person_profile_photo_id",
  "Person"."nationality" AS "Person_nationality",
  "Person"."nationalities" AS "Person_nationalities",
  "Person"."spoken_languages" AS "Person_spoken_languages",
  "Person"."dietary_preference" AS "Person_dietary_preference",
  "Person"."food_allergies" AS "Person_food_allergies",
  "Person"."address" AS "Person_address",
  "Person"."city" AS "Person_city",
  "Person"."state" AS "Person_state",
  "Person"."postcode" AS "Person_postcode",
  "Person"."country_code" AS "Person_country_code",
  "Person"."bio" AS "Person_bio",
  "Person"."linked_in" AS "Person_linked_in",
  "Person"."twitter" AS "Person_twitter",
  "Person"."github" AS "Person_github",
  "Person"."role" AS "Person_role",
  "Person"."status" AS "Person_status",
  "Person"."employment_start_date" AS "Person_employment_start_date",
  "Person"."first_working_day" AS "Person_first_working_day",
  "Person"."employment_end_date" AS "Person_employment_end_date",
  "Person"."last_working_day" AS "Person_last_working_day",
  "Person"."probation_end_date" AS "Person_probation_end_date",
  "Person"."working_days" AS "Person_working_days",
  "Person"."turnover_impact" AS "Person_turnover_impact",
  "Person"."leaving_reason" AS "Person_leaving_reason",
  "Person"."leaving_note" AS "Person_leaving_note",
  "Person"."leaving_file_id" AS "Person_leaving_file_id",
  "Person"."contract_type" AS "Person_contract_type",
  "Person"."payroll_provider" AS "Person_payroll_provider",
  "Person"."employee_id" AS "Person_employee_id",
  "Person"."tax_id" AS "Person_tax_id",
  "Person"."tax_code" AS "Person_tax_code",
  "Person"."location_id" AS "Person_location_id",
  "Person"."remote_city" AS "Person_remote_city",
  "Person"."remote_region_code" AS "Person_remote_region_code",
  "Person"."remote_country_code" AS "Person_remote_country_code",
  "Person"."remote_timezone" AS "Person_remote_timezone",
  "Person"."time_away_approval_flow_id" AS "Person_time_away_approval_flow_id",
  "Person"."public_holiday_calendar_id" AS "Person_public_holiday_calendar_id",
  "Person"."teams" AS "Person_teams",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_work_email_hidden" AS "Person_is_work_email_hidden",
  "Person"."calendar_feed_token" AS "Person_calendar_feed_token",
  "Person"."calendar_feed_token_index" AS "Person_calendar_feed_token_index",
  "Person"."seen_documents_at" AS "Person_seen_documents_at",
  "Person"."source" AS "Person_source",
  "Person"."source_id" AS "Person_source_id",
  "Person"."first_active_at" AS "Person_first_active_at",
  "Person"."demo" AS "Person_demo",
  "Person"."offboarded_at" AS "Person_offboarded_at"
FROM
  "people" "Person"
WHERE
  (
    ("Person"."company_id" = $1)
    AND ("Person"."id" = $2)
  )
LIMIT
  1;

SELECT
  "Person"."id" AS "Person_id",
  "Person"."company_id" AS "Person_company_id",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at",
  "Person"."first_name" AS "Person_first_name",
  "Person"."middle_name" AS "Person_middle_name",
  "Person"."last_name" AS "Person_last_name",
  "Person"."preferred_name" AS "Person_preferred_name",
  "Person"."pronouns" AS "Person_pronouns",
  "Person"."email" AS "Person_email",
  "Person"."personal_email" AS "Person_personal_email",
  "Person"."phone_number" AS "Person_phone_number",
  "Person"."personal_phone_number" AS "Person_personal_phone_number",
  "Person"."gender" AS "Person_gender",
  "Person"."birthday" AS "Person_birthday",
  "Person"."is_birthday_hidden" AS "Person_is_birthday_hidden",
  "Person"."profile_photo_id" AS "Person_profile_photo_id",
  "Person"."nationality" AS "Person_nationality",
  "Person"."nationalities" AS "Person_nationalities",
  "Person"."spoken_languages" AS "Person_spoken_languages",
  "Person"."dietary_preference" AS "Person_dietary_preference",
  "Person"."food_allergies" AS "Person_food_allergies",
  "Person"."address" AS "Person_address",
  "Person"."city" AS "Person_city",
  "Person"."state" AS "Person_state",
  "Person"."postcode" AS "Person_postcode",
  "Person"."country_code" AS "Person_country_code",
  "Person"."bio" AS "Person_bio",
  "Person"."linked_in" AS "Person_linked_in",
  "Person"."twitter" AS "Person_twitter",
  "Person"."github" AS "Person_github",
  "Person"."role" AS "Person_role",
  "Person"."status" AS "Person_status",
  "Person"."employment_start_date" AS "Person_employment_start_date",
  "Person"."first_working_day" AS "Person_first_working_day",
  "Person"."employment_end_date" AS "Person_employment_end_date",
  "Person"."last_working_day" AS "Person_last_working_day",
  "Person"."probation_end_date" AS "Person_probation_end_date",
  "Person"."working_days" AS "Person_working_days",
  "Person"."turnover_impact" AS "Person_turnover_impact",
  "Person"."leaving_reason" AS "Person_leaving_reason",
  "Person"."leaving_note" AS "Person_leaving_note",
  "Person"."leaving_file_id" AS "Person_leaving_file_id",
  "Person"."contract_type" AS "Person_contract_type",
  "Person"."payroll_provider" AS "Person_payroll_provider",
  "Person"."employee_id" AS "Person_employee_id",
  "Person"."tax_id" AS "Person_tax_id",
  "Person"."tax_code" AS "Person_tax_code",
  "Person"."location_id" AS "Person_location_id",
  "Person"."remote_city" AS "Person_remote_city",
  "Person"."remote_region_code" AS "Person_remote_region_code",
  "Person"."remote_country_code" AS "Person_remote_country_code",
  "Person"."remote_timezone" AS "Person_remote_timezone",
  "Person"."time_away_approval_flow_id" AS "Person_time_away_approval_flow_id",
  "Person"."time_away_policy_id" AS "Person_time_away_policy_id",
  "Person"."public_holiday_calendar_id" AS "Person_public_holiday_calendar_id",
  "Person"."teams" AS "Person_teams",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_work_email_hidden" AS "Person_is_work_email_hidden",
  "Person"."calendar_feed_token" AS "Person_calendar_feed_token",
  "Person"."calendar_feed_token_index" AS "Person_calendar_feed_token_index",
  "Person"."seen_documents_at" AS "Person_seen_documents_at",
  "Person"."source" AS "Person_source",
  "Person"."source_id" AS "Person_source_id",
  "Person"."first_active_at" AS "Person_first_active_at",
  "Person"."demo" AS "Person_demo",
  "Person"."offboarded_at" AS "Person_offboarded_at"
FROM
  "people" "Person"
WHERE
  (
    ("Person"."company_id" = $1)
    AND ("Person"."id" = $2)
  )
LIMIT
  1;

-- TokensService.revoke (src/modules/tokens/tokens.service.ts)

UPDATE api_tokens
SET
  revoked_at = COALESCE(revoked_at, now()),
  updated_at = now()
WHERE
  id = $1
RETURNING
  id,
  company_id,
  person_id;

-- TokensService.setPermissions (src/modules/tokens/tokens.service.ts)

SELECT
  "Company"."id" AS "Company_id",
  "Company"."name" AS "Company_name",
  "Company"."domains" AS "Company_domains",
  "Company"."trial_end_date" AS "Company_trial_end_date",
  "Company"."status" AS "Company_status",
  "Company"."payment_status" AS "Company_payment_status",
  "Company"."is_timesheet_enabled" AS "Company_is_timesheet_enabled",
  "Company"."logo" AS "Company_logo",
  "Company"."logo_file_id" AS "Company_logo_file_id",
  "Company"."autogenerate_employee_id" AS "Company_autogenerate_employee_id",
  "Company"."autogenerate_employee_id_for_new_hires" AS "Company_autogenerate_employee_id_for_new_hires",
  "Company"."next_employee_id" AS "Company_next_employee_id",
  "Company"."autogenerate_employee_id_filters" AS "Company_autogenerate_employee_id_filters",
  "Company"."permissions" AS "Company_permissions",
  "Company"."created_at" AS "Company_created_at",
  "Company"."updated_at" AS "Company_updated_at"
FROM
  "companies" "Company"
WHERE
  (("Company"."id" = $1))
LIMIT
  1;

SELECT
  "Company"."id" AS "Company_id",
  "Company"."name" AS "Company_name",
  "Company"."domains" AS "Company_domains",
  "Company"."trial_end_date" AS "Company_trial_end_date",
  "Company"."status" AS "Company_status",
  "Company"."payment_status" AS "Company_payment_status",
  "Company"."is_timesheet_enabled" AS "Company_is_timesheet_enabled",
  "Company"."logo" AS "Company_logo",
  "Company"."logo_file_id" AS "Company_logo_file_id",
  "Company"."autogenerate_employee_id" AS "Company_autogenerate_employee_id",
  "Company"."autogenerate_employee_id_for_new_hires" AS "Company_autogenerate_employee_id_for_new_hires",
  "Company"."next_employee_id" AS "Company_next_employee_id",
  "Company"."autogenerate_employee_id_filters" AS "Company_autogenerate_employee_id_filters",
  "Company"."permissions" AS "Company_permissions",
  "Company"."scim_personal_emails" AS "Company_scim_personal_emails",
  "Company"."created_at" AS "Company_created_at",
  "Company"."updated_at" AS "Company_updated_at"
FROM
  "companies" "Company"
WHERE
  (("Company"."id" = $1))
LIMIT
  1;

-- TokensService.setRole (src/modules/tokens/tokens.service.ts)

SELECT
  "Person"."id" AS "Person_id",
  "Person"."company_id" AS "Person_company_id",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at",
  "Person"."first_name" AS "Person_first_name",
  "Person"."middle_name" AS "Person_middle_name",
  "Person"."last_name" AS "Person_last_name",
  "Person"."preferred_name" AS "Person_preferred_name",
  "Person"."pronouns" AS "Person_pronouns",
  "Person"."email" AS "Person_email",
  "Person"."personal_email" AS "Person_personal_email",
  "Person"."phone_number" AS "Person_phone_number",
  "Person"."personal_phone_number" AS "Person_personal_phone_number",
  "Person"."gender" AS "Person_gender",
  "Person"."birthday" AS "Person_birthday",
  "Person"."is_birthday_hidden" AS "Person_is_birthday_hidden",
  "Person"."profile_photo_id" AS "Person_profile_photo_id",
  "Person"."nationality" AS "Person_nationality",
  "Person"."nationalities" AS "Person_nationalities",
  "Person"."spoken_languages" AS "Person_spoken_languages",
  "Person"."dietary_preference" AS "Person_dietary_preference",
  "Person"."food_allergies" AS "Person_food_allergies",
  "Person"."address" AS "Person_address",
  "Person"."city" AS "Person_city",
  "Person"."state" AS "Person_state",
  "Person"."postcode" AS "Person_postcode",
  "Person"."country_code" AS "Person_country_code",
  "Person"."bio" AS "Person_bio",
  "Person"."linked_in" AS "Person_linked_in",
  "Person"."twitter" AS "Person_twitter",
  "Person"."github" AS "Person_github",
  "Person"."role" AS "Person_role",
  "Person"."status" AS "Person_status",
  "Person"."employment_start_date" AS "Person_employment_start_date",
  "Person"."first_working_day" AS "Person_first_working_day",
  "Person"."employment_end_date" AS "Person_employment_end_date",
  "Person"."last_working_day" AS "Person_last_working_day",
  "Person"."probation_end_date" AS "Person_probation_end_date",
  "Person"."working_days" AS "Person_working_days",
  "Person"."turnover_impact" AS "Person_turnover_impact",
  "Person"."leaving_reason" AS "Person_leaving_reason",
  "Person"."leaving_note" AS "Person_leaving_note",
  "Person"."leaving_file_id" AS "Person_leaving_file_id",
  "Person"."contract_type" AS "Person_contract_type",
  "Person"."payroll_provider" AS "Person_payroll_provider",
  "Person"."employee_id" AS "Person_employee_id",
  "Person"."tax_id" AS "Person_tax_id",
  "Person"."tax_code" AS "Person_tax_code",
  "Person"."location_id" AS "Person_location_id",
  "Person"."remote_city" AS "Person_remote_city",
  "Person"."remote_region_code" AS "Person_remote_region_code",
  "Person"."remote_country_code" AS "Person_remote_country_code",
  "Person"."remote_timezone" AS "Person_remote_timezone",
  "Person"."time_away_approval_flow_id" AS "Person_time_away_approval_flow_id",
  "Person"."public_holiday_calendar_id" AS "Person_public_holiday_calendar_id",
  "Person"."teams" AS "Person_teams",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_work_email_hidden" AS "Person_is_work_email_hidden",
  "Person"."calendar_feed_token" AS "Person_calendar_feed_token",
  "Person"."calendar_feed_token_index" AS "Person_calendar_feed_token_index",
  "Person"."seen_documents_at" AS "Person_seen_documents_at",
  "Person"."source" AS "Person_source",
  "Person"."source_id" AS "Person_source_id",
  "Person"."first_active_at" AS "Person_first_active_at",
  "Person"."demo" AS "Person_demo",
  "Person"."offboarded_at" AS "Person_offboarded_at"
FROM
  "people" "Person"
WHERE
  (("Person"."id" = $1))
LIMIT
  1
FOR UPDATE;

SELECT
  "Person"."id" AS "Person_id",
  "Person"."company_id" AS "Person_company_id",
  "Person"."created_at" AS "Person_created_at",
  "Person"."updated_at" AS "Person_updated_at",
  "Person"."first_name" AS "Person_first_name",
  "Person"."middle_name" AS "Person_middle_name",
  "Person"."last_name" AS "Person_last_name",
  "Person"."preferred_name" AS "Person_preferred_name",
  "Person"."pronouns" AS "Person_pronouns",
  "Person"."email" AS "Person_email",
  "Person"."personal_email" AS "Person_personal_email",
  "Person"."phone_number" AS "Person_phone_number",
  "Person"."personal_phone_number" AS "Person_personal_phone_number",
  "Person"."gender" AS "Person_gender",
  "Person"."birthday" AS "Person_birthday",
  "Person"."is_birthday_hidden" AS "Person_is_birthday_hidden",
  "Person"."profile_photo_id" AS "Person_profile_photo_id",
  "Person"."nationality" AS "Person_nationality",
  "Person"."nationalities" AS "Person_nationalities",
  "Person"."spoken_languages" AS "Person_spoken_languages",
  "Person"."dietary_preference" AS "Person_dietary_preference",
  "Person"."food_allergies" AS "Person_food_allergies",
  "Person"."address" AS "Person_address",
  "Person"."city" AS "Person_city",
  "Person"."state" AS "Person_state",
  "Person"."postcode" AS "Person_postcode",
  "Person"."country_code" AS "Person_country_code",
  "Person"."bio" AS "Person_bio",
  "Person"."linked_in" AS "Person_linked_in",
  "Person"."twitter" AS "Person_twitter",
  "Person"."github" AS "Person_github",
  "Person"."role" AS "Person_role",
  "Person"."status" AS "Person_status",
  "Person"."employment_start_date" AS "Person_employment_start_date",
  "Person"."first_working_day" AS "Person_first_working_day",
  "Person"."employment_end_date" AS "Person_employment_end_date",
  "Person"."last_working_day" AS "Person_last_working_day",
  "Person"."probation_end_date" AS "Person_probation_end_date",
  "Person"."working_days" AS "Person_working_days",
  "Person"."turnover_impact" AS "Person_turnover_impact",
  "Person"."leaving_reason" AS "Person_leaving_reason",
  "Person"."leaving_note" AS "Person_leaving_note",
  "Person"."leaving_file_id" AS "Person_leaving_file_id",
  "Person"."contract_type" AS "Person_contract_type",
  "Person"."payroll_provider" AS "Person_payroll_provider",
  "Person"."employee_id" AS "Person_employee_id",
  "Person"."tax_id" AS "Person_tax_id",
  "Person"."tax_code" AS "Person_tax_code",
  "Person"."location_id" AS "Person_location_id",
  "Person"."remote_city" AS "Person_remote_city",
  "Person"."remote_region_code" AS "Person_remote_region_code",
  "Person"."remote_country_code" AS "Person_remote_country_code",
  "Person"."remote_timezone" AS "Person_remote_timezone",
  "Person"."time_away_approval_flow_id" AS "Person_time_away_approval_flow_id",
  "Person"."time_away_policy_id" AS "Person_time_away_policy_id",
  "Person"."public_holiday_calendar_id" AS "Person_public_holiday_calendar_id",
  "Person"."teams" AS "Person_teams",
  "Person"."is_verified" AS "Person_is_verified",
  "Person"."is_work_email_hidden" AS "Person_is_work_email_hidden",
  "Person"."calendar_feed_token" AS "Person_calendar_feed_token",
  "Person"."calendar_feed_token_index" AS "Person_calendar_feed_token_index",
  "Person"."seen_documents_at" AS "Person_seen_documents_at",
  "Person"."source" AS "Person_source",
  "Person"."source_id" AS "Person_source_id",
  "Person"."first_active_at" AS "Person_first_active_at",
  "Person"."demo" AS "Person_demo",
  "Person"."offboarded_at" AS "Person_offboarded_at"
FROM
  "people" "Person"
WHERE
  (("Person"."id" = $1))
LIMIT
  1
FOR UPDATE;

-- touch (src/modules/tokens/token-table.ts)

UPDATE api_tokens
SET
  last_used_at = now()
WHERE
  id = $1
  AND (
    last_used_at IS NULL
    OR last_used_at < now() - interval '1 minute'
  );

