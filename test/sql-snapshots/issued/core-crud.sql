-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ResourceReader.findScoped (src/core/crud/resource-reader.ts)

SELECT
  "adj"."id" AS "adj_id",
  "adj"."company_id" AS "adj_company_id",
  "adj"."created_at" AS "adj_created_at",
  "adj"."updated_at" AS "adj_updated_at",
  "adj"."person_id" AS "adj_person_id",
  "adj"."date" AS "adj_date",
  "adj"."days" AS "adj_days",
  "adj"."note" AS "adj_note"
FROM
  "time_away_adjustments" "adj"
WHERE
  "adj"."company_id" = $1
  AND "adj"."id" = $2
FOR UPDATE;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at",
  "alloc"."updated_at" AS "alloc_updated_at",
  "alloc"."person_id" AS "alloc_person_id",
  "alloc"."time_away_policy_id" AS "alloc_time_away_policy_id",
  "alloc"."start_date" AS "alloc_start_date",
  "alloc"."end_date" AS "alloc_end_date"
FROM
  "time_away_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."id" = $2
FOR UPDATE;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at",
  "alloc"."updated_at" AS "alloc_updated_at",
  "alloc"."person_id" AS "alloc_person_id",
  "alloc"."working_pattern_id" AS "alloc_working_pattern_id",
  "alloc"."start_date" AS "alloc_start_date",
  "alloc"."end_date" AS "alloc_end_date"
FROM
  "working_pattern_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."id" = $2
FOR UPDATE;

SELECT
  "bank"."id" AS "bank_id",
  "bank"."company_id" AS "bank_company_id",
  "bank"."created_at" AS "bank_created_at",
  "bank"."updated_at" AS "bank_updated_at",
  "bank"."person_id" AS "bank_person_id",
  "bank"."bank_name" AS "bank_bank_name",
  "bank"."name_on_account" AS "bank_name_on_account",
  "bank"."account_number" AS "bank_account_number",
  "bank"."swift_code" AS "bank_swift_code",
  "bank"."sort_code" AS "bank_sort_code",
  "bank"."routing_number" AS "bank_routing_number"
FROM
  "bank_accounts" "bank"
WHERE
  "bank"."company_id" = $1
  AND "bank"."id" = $2
FOR UPDATE;

SELECT
  "bank"."id" AS "bank_id",
  "bank"."company_id" AS "bank_company_id",
  "bank"."created_at" AS "bank_created_at",
  "bank"."updated_at" AS "bank_updated_at",
  "bank"."person_id" AS "bank_person_id",
  "bank"."bank_name" AS "bank_bank_name",
  "bank"."name_on_account" AS "bank_name_on_account",
  "bank"."account_number" AS "bank_account_number",
  "bank"."swift_code" AS "bank_swift_code",
  "bank"."sort_code" AS "bank_sort_code",
  "bank"."routing_number" AS "bank_routing_number"
FROM
  "bank_accounts" "bank"
WHERE
  "bank"."company_id" = $1
  AND ("bank"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "bank"."company_id"
      AND nh.id = "bank"."person_id"
      AND nh.status = 'newHire'
  )
  AND "bank"."id" = $3
FOR UPDATE;

SELECT
  "comp"."id" AS "comp_id",
  "comp"."company_id" AS "comp_company_id",
  "comp"."created_at" AS "comp_created_at",
  "comp"."updated_at" AS "comp_updated_at",
  "comp"."person_id" AS "comp_person_id",
  "comp"."compensation_type_id" AS "comp_compensation_type_id",
  "comp"."amount" AS "comp_amount",
  "comp"."is_percentage" AS "comp_is_percentage",
  "comp"."currency" AS "comp_currency",
  "comp"."period" AS "comp_period",
  "comp"."note" AS "comp_note",
  "comp"."effective_date" AS "comp_effective_date",
  "comp"."end_date" AS "comp_end_date",
  "comp"."end_reason" AS "comp_end_reason",
  "comp"."superseded_on" AS "comp_superseded_on"
FROM
  "compensations" "comp"
WHERE
  "comp"."company_id" = $1
  AND "comp"."id" = $2
FOR UPDATE;

SELECT
  "comp"."id" AS "comp_id",
  "comp"."company_id" AS "comp_company_id",
  "comp"."created_at" AS "comp_created_at",
  "comp"."updated_at" AS "comp_updated_at",
  "comp"."person_id" AS "comp_person_id",
  "comp"."compensation_type_id" AS "comp_compensation_type_id",
  "comp"."amount" AS "comp_amount",
  "comp"."is_percentage" AS "comp_is_percentage",
  "comp"."currency" AS "comp_currency",
  "comp"."period" AS "comp_period",
  "comp"."note" AS "comp_note",
  "comp"."effective_date" AS "comp_effective_date",
  "comp"."end_date" AS "comp_end_date",
  "comp"."end_reason" AS "comp_end_reason",
  "comp"."superseded_on" AS "comp_superseded_on"
FROM
  "compensations" "comp"
WHERE
  "comp"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "comp"."company_id"
      AND nh.id = "comp"."person_id"
      AND nh.status = 'newHire'
  )
  AND "comp"."id" = $2
FOR UPDATE;

SELECT
  "company"."id" AS "company_id",
  "company"."name" AS "company_name",
  "company"."domains" AS "company_domains",
  "company"."trial_end_date" AS "company_trial_end_date",
  "company"."status" AS "company_status",
  "company"."payment_status" AS "company_payment_status",
  "company"."is_timesheet_enabled" AS "company_is_timesheet_enabled",
  "company"."logo" AS "company_logo",
  "company"."logo_file_id" AS "company_logo_file_id",
  "company"."autogenerate_employee_id" AS "company_autogenerate_employee_id",
  "company"."autogenerate_employee_id_for_new_hires" AS "company_autogenerate_employee_id_for_new_hires",
  "company"."next_employee_id" AS "company_next_employee_id",
  "company"."autogenerate_employee_id_filters" AS "company_autogenerate_employee_id_filters",
  "company"."permissions" AS "company_permissions",
  "company"."scim_personal_emails" AS "company_scim_personal_emails",
  "company"."created_at" AS "company_created_at",
  "company"."updated_at" AS "company_updated_at"
FROM
  "companies" "company"
WHERE
  "company"."id" = $1
  AND "company"."id" = $2
FOR UPDATE;

SELECT
  "contact"."id" AS "contact_id",
  "contact"."company_id" AS "contact_company_id",
  "contact"."created_at" AS "contact_created_at",
  "contact"."updated_at" AS "contact_updated_at",
  "contact"."person_id" AS "contact_person_id",
  "contact"."name" AS "contact_name",
  "contact"."email" AS "contact_email",
  "contact"."phone_number" AS "contact_phone_number",
  "contact"."relationship" AS "contact_relationship",
  "contact"."is_primary" AS "contact_is_primary",
  "contact"."slot" AS "contact_slot"
FROM
  "emergency_contacts" "contact"
WHERE
  "contact"."company_id" = $1
  AND "contact"."id" = $2
FOR UPDATE;

SELECT
  "contact"."id" AS "contact_id",
  "contact"."company_id" AS "contact_company_id",
  "contact"."created_at" AS "contact_created_at",
  "contact"."updated_at" AS "contact_updated_at",
  "contact"."person_id" AS "contact_person_id",
  "contact"."name" AS "contact_name",
  "contact"."email" AS "contact_email",
  "contact"."phone_number" AS "contact_phone_number",
  "contact"."relationship" AS "contact_relationship",
  "contact"."is_primary" AS "contact_is_primary",
  "contact"."slot" AS "contact_slot"
FROM
  "emergency_contacts" "contact"
WHERE
  "contact"."company_id" = $1
  AND ("contact"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "contact"."company_id"
      AND nh.id = "contact"."person_id"
      AND nh.status = 'newHire'
  )
  AND "contact"."id" = $3
FOR UPDATE;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at",
  "cvalue"."updated_at" AS "cvalue_updated_at",
  "cvalue"."person_id" AS "cvalue_person_id",
  "cvalue"."custom_field_id" AS "cvalue_custom_field_id",
  "cvalue"."section" AS "cvalue_section",
  "cvalue"."resource_id" AS "cvalue_resource_id",
  "cvalue"."value" AS "cvalue_value"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    (
      "cvalue"."section" IN ($2, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
  )
  AND "cvalue"."id" = $4
FOR UPDATE;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at",
  "cvalue"."updated_at" AS "cvalue_updated_at",
  "cvalue"."person_id" AS "cvalue_person_id",
  "cvalue"."custom_field_id" AS "cvalue_custom_field_id",
  "cvalue"."section" AS "cvalue_section",
  "cvalue"."resource_id" AS "cvalue_resource_id",
  "cvalue"."value" AS "cvalue_value"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    (
      "cvalue"."section" IN ($2, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($4, …)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
  )
  AND "cvalue"."id" = $5
FOR UPDATE;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at",
  "cvalue"."updated_at" AS "cvalue_updated_at",
  "cvalue"."person_id" AS "cvalue_person_id",
  "cvalue"."custom_field_id" AS "cvalue_custom_field_id",
  "cvalue"."section" AS "cvalue_section",
  "cvalue"."resource_id" AS "cvalue_resource_id",
  "cvalue"."value" AS "cvalue_value"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    ("cvalue"."section" NOT IN ($2, …))
    OR ("cvalue"."section" IN ($3, …))
    OR ("cvalue"."section" IN ($4, …))
  )
  AND "cvalue"."id" = $5
FOR UPDATE;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at",
  "cvalue"."updated_at" AS "cvalue_updated_at",
  "cvalue"."person_id" AS "cvalue_person_id",
  "cvalue"."custom_field_id" AS "cvalue_custom_field_id",
  "cvalue"."section" AS "cvalue_section",
  "cvalue"."resource_id" AS "cvalue_resource_id",
  "cvalue"."value" AS "cvalue_value"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    ("cvalue"."section" NOT IN ($2, …))
    OR ("cvalue"."section" IN ($3, …))
    OR ("cvalue"."section" IN ($4, …))
    OR ("cvalue"."section" IN ($5, …))
  )
  AND "cvalue"."id" = $6
FOR UPDATE;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at",
  "document"."updated_at" AS "document_updated_at",
  "document"."person_id" AS "document_person_id",
  "document"."name" AS "document_name",
  "document"."document_type_id" AS "document_document_type_id",
  "document"."link" AS "document_link",
  "document"."file_id" AS "document_file_id",
  "document"."source" AS "document_source",
  "document"."source_id" AS "document_source_id",
  "document"."issue_date" AS "document_issue_date",
  "document"."created_by" AS "document_created_by"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND "document"."id" = $2
FOR UPDATE;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at",
  "document"."updated_at" AS "document_updated_at",
  "document"."person_id" AS "document_person_id",
  "document"."name" AS "document_name",
  "document"."document_type_id" AS "document_document_type_id",
  "document"."link" AS "document_link",
  "document"."file_id" AS "document_file_id",
  "document"."source" AS "document_source",
  "document"."source_id" AS "document_source_id",
  "document"."issue_date" AS "document_issue_date",
  "document"."created_by" AS "document_created_by"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND ("document"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "document"."company_id"
      AND nh.id = "document"."person_id"
      AND nh.status = 'newHire'
  )
  AND "document"."id" = $3
FOR UPDATE;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at",
  "document"."updated_at" AS "document_updated_at",
  "document"."person_id" AS "document_person_id",
  "document"."name" AS "document_name",
  "document"."document_type_id" AS "document_document_type_id",
  "document"."link" AS "document_link",
  "document"."file_id" AS "document_file_id",
  "document"."source" AS "document_source",
  "document"."source_id" AS "document_source_id",
  "document"."issue_date" AS "document_issue_date",
  "document"."created_by" AS "document_created_by"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "document"."company_id"
      AND nh.id = "document"."person_id"
      AND nh.status = 'newHire'
  )
  AND "document"."id" = $2
FOR UPDATE;

SELECT
  "dtype"."id" AS "dtype_id",
  "dtype"."company_id" AS "dtype_company_id",
  "dtype"."created_at" AS "dtype_created_at",
  "dtype"."updated_at" AS "dtype_updated_at",
  "dtype"."name" AS "dtype_name"
FROM
  "document_types" "dtype"
WHERE
  "dtype"."company_id" = $1
  AND "dtype"."id" = $2
FOR UPDATE;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."approvals" AS "entry_approvals",
  "entry"."days" AS "entry_days",
  "entry"."hours" AS "entry_hours"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND "entry"."id" = $2
FOR UPDATE;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."approvals" AS "entry_approvals",
  "entry"."days" AS "entry_days",
  "entry"."hours" AS "entry_hours"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND (
    (
      "entry"."person_id" = $2
      OR "entry"."person_id" IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
    OR (
      "entry"."request_status" = 'pending'
      AND (
        (
          jsonb_path_query_first(
            "entry"."approvals",
            '$[*] ? (@.status == "pending")'
          ) ->> 'approverId'
        ) = $2
        OR (
          (
            jsonb_path_query_first(
              "entry"."approvals",
              '$[*] ? (@.status == "pending")'
            ) ->> 'role'
          ) = $4
          AND "entry"."person_id" <> $2
        )
      )
    )
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "entry"."company_id"
      AND nh.id = "entry"."person_id"
      AND nh.status = 'newHire'
  )
  AND "entry"."id" = $5
FOR UPDATE;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."approvals" AS "entry_approvals",
  "entry"."days" AS "entry_days",
  "entry"."hours" AS "entry_hours"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND (
    ("entry"."person_id" = $2)
    OR (
      "entry"."request_status" = 'pending'
      AND (
        (
          jsonb_path_query_first(
            "entry"."approvals",
            '$[*] ? (@.status == "pending")'
          ) ->> 'approverId'
        ) = $2
        OR (
          (
            jsonb_path_query_first(
              "entry"."approvals",
              '$[*] ? (@.status == "pending")'
            ) ->> 'role'
          ) = $3
          AND "entry"."person_id" <> $2
        )
      )
    )
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "entry"."company_id"
      AND nh.id = "entry"."person_id"
      AND nh.status = 'newHire'
  )
  AND "entry"."id" = $4
FOR UPDATE;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at",
  "equipment"."updated_at" AS "equipment_updated_at",
  "equipment"."person_id" AS "equipment_person_id",
  "equipment"."type" AS "equipment_type",
  "equipment"."name" AS "equipment_name",
  "equipment"."serial_number" AS "equipment_serial_number",
  "equipment"."cost" AS "equipment_cost",
  "equipment"."currency" AS "equipment_currency",
  "equipment"."note" AS "equipment_note",
  "equipment"."file_id" AS "equipment_file_id",
  "equipment"."issue_date" AS "equipment_issue_date",
  "equipment"."receipt_date" AS "equipment_receipt_date",
  "equipment"."collection_date" AS "equipment_collection_date",
  "equipment"."collected_by" AS "equipment_collected_by"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND "equipment"."id" = $2
FOR UPDATE;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at",
  "equipment"."updated_at" AS "equipment_updated_at",
  "equipment"."person_id" AS "equipment_person_id",
  "equipment"."type" AS "equipment_type",
  "equipment"."name" AS "equipment_name",
  "equipment"."serial_number" AS "equipment_serial_number",
  "equipment"."cost" AS "equipment_cost",
  "equipment"."currency" AS "equipment_currency",
  "equipment"."note" AS "equipment_note",
  "equipment"."file_id" AS "equipment_file_id",
  "equipment"."issue_date" AS "equipment_issue_date",
  "equipment"."receipt_date" AS "equipment_receipt_date",
  "equipment"."collection_date" AS "equipment_collection_date",
  "equipment"."collected_by" AS "equipment_collected_by"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "equipment"."company_id"
      AND nh.id = "equipment"."person_id"
      AND nh.status = 'newHire'
  )
  AND "equipment"."id" = $2
FOR UPDATE;

SELECT
  "field"."id" AS "field_id",
  "field"."company_id" AS "field_company_id",
  "field"."created_at" AS "field_created_at",
  "field"."updated_at" AS "field_updated_at",
  "field"."name" AS "field_name",
  "field"."section" AS "field_section",
  "field"."type" AS "field_type",
  "field"."resource_id" AS "field_resource_id",
  "field"."config" AS "field_config"
FROM
  "custom_fields" "field"
WHERE
  "field"."company_id" = $1
  AND "field"."id" = $2
FOR UPDATE;

SELECT
  "flow"."id" AS "flow_id",
  "flow"."company_id" AS "flow_company_id",
  "flow"."created_at" AS "flow_created_at",
  "flow"."updated_at" AS "flow_updated_at",
  "flow"."name" AS "flow_name",
  "flow"."steps" AS "flow_steps"
FROM
  "time_away_approval_flows" "flow"
WHERE
  "flow"."company_id" = $1
  AND "flow"."id" = $2
FOR UPDATE;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at",
  "iddoc"."updated_at" AS "iddoc_updated_at",
  "iddoc"."person_id" AS "iddoc_person_id",
  "iddoc"."type" AS "iddoc_type",
  "iddoc"."number" AS "iddoc_number",
  "iddoc"."country_code" AS "iddoc_country_code",
  "iddoc"."expiry_date" AS "iddoc_expiry_date",
  "iddoc"."note" AS "iddoc_note",
  "iddoc"."file_id" AS "iddoc_file_id",
  "iddoc"."verified_by" AS "iddoc_verified_by",
  "iddoc"."verified_at" AS "iddoc_verified_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND "iddoc"."id" = $2
FOR UPDATE;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at",
  "iddoc"."updated_at" AS "iddoc_updated_at",
  "iddoc"."person_id" AS "iddoc_person_id",
  "iddoc"."type" AS "iddoc_type",
  "iddoc"."number" AS "iddoc_number",
  "iddoc"."country_code" AS "iddoc_country_code",
  "iddoc"."expiry_date" AS "iddoc_expiry_date",
  "iddoc"."note" AS "iddoc_note",
  "iddoc"."file_id" AS "iddoc_file_id",
  "iddoc"."verified_by" AS "iddoc_verified_by",
  "iddoc"."verified_at" AS "iddoc_verified_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND ("iddoc"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "iddoc"."company_id"
      AND nh.id = "iddoc"."person_id"
      AND nh.status = 'newHire'
  )
  AND "iddoc"."id" = $3
FOR UPDATE;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at",
  "iddoc"."updated_at" AS "iddoc_updated_at",
  "iddoc"."person_id" AS "iddoc_person_id",
  "iddoc"."type" AS "iddoc_type",
  "iddoc"."number" AS "iddoc_number",
  "iddoc"."country_code" AS "iddoc_country_code",
  "iddoc"."expiry_date" AS "iddoc_expiry_date",
  "iddoc"."note" AS "iddoc_note",
  "iddoc"."file_id" AS "iddoc_file_id",
  "iddoc"."verified_by" AS "iddoc_verified_by",
  "iddoc"."verified_at" AS "iddoc_verified_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "iddoc"."company_id"
      AND nh.id = "iddoc"."person_id"
      AND nh.status = 'newHire'
  )
  AND "iddoc"."id" = $2
FOR UPDATE;

SELECT
  "location"."id" AS "location_id",
  "location"."company_id" AS "location_company_id",
  "location"."created_at" AS "location_created_at",
  "location"."updated_at" AS "location_updated_at",
  "location"."label" AS "location_label",
  "location"."address" AS "location_address",
  "location"."postcode" AS "location_postcode",
  "location"."city" AS "location_city",
  "location"."state" AS "location_state",
  "location"."country" AS "location_country",
  "location"."region_code" AS "location_region_code",
  "location"."country_code" AS "location_country_code",
  "location"."timezone" AS "location_timezone",
  "location"."is_address_invalid" AS "location_is_address_invalid",
  "location"."time_away_policy_id" AS "location_time_away_policy_id",
  "location"."working_pattern_id" AS "location_working_pattern_id"
FROM
  "locations" "location"
WHERE
  "location"."company_id" = $1
  AND "location"."id" = $2
FOR UPDATE;

SELECT
  "pattern"."id" AS "pattern_id",
  "pattern"."company_id" AS "pattern_company_id",
  "pattern"."created_at" AS "pattern_created_at",
  "pattern"."updated_at" AS "pattern_updated_at",
  "pattern"."name" AS "pattern_name",
  "pattern"."days" AS "pattern_days",
  "pattern"."is_default" AS "pattern_is_default"
FROM
  "working_patterns" "pattern"
WHERE
  "pattern"."company_id" = $1
  AND "pattern"."id" = $2
FOR UPDATE;

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at",
  "person"."updated_at" AS "person_updated_at",
  "person"."first_name" AS "person_first_name",
  "person"."middle_name" AS "person_middle_name",
  "person"."last_name" AS "person_last_name",
  "person"."preferred_name" AS "person_preferred_name",
  "person"."pronouns" AS "person_pronouns",
  "person"."email" AS "person_email",
  "person"."personal_email" AS "person_personal_email",
  "person"."phone_number" AS "person_phone_number",
  "person"."personal_phone_number" AS "person_personal_phone_number",
  "person"."gender" AS "person_gender",
  "person"."birthday" AS "person_birthday",
  "person"."is_birthday_hidden" AS "person_is_birthday_hidden",
  "person"."profile_photo_id" AS "person_profile_photo_id",
  "person"."nationality" AS "person_nationality",
  "person"."nationalities" AS "person_nationalities",
  "person"."spoken_languages" AS "person_spoken_languages",
  "person"."dietary_preference" AS "person_dietary_preference",
  "person"."food_allergies" AS "person_food_allergies",
  "person"."address" AS "person_address",
  "person"."city" AS "person_city",
  "person"."state" AS "person_state",
  "person"."postcode" AS "person_postcode",
  "person"."country_code" AS "person_country_code",
  "person"."bio" AS "person_bio",
  "person"."linked_in" AS "person_linked_in",
  "person"."twitter" AS "person_twitter",
  "person"."github" AS "person_github",
  "person"."role" AS "person_role",
  "person"."status" AS "person_status",
  "person"."employment_start_date" AS "person_employment_start_date",
  "person"."first_working_day" AS "person_first_working_day",
  "person"."employment_end_date" AS "person_employment_end_date",
  "person"."last_working_day" AS "person_last_working_day",
  "person"."probation_end_date" AS "person_probation_end_date",
  "person"."working_days" AS "person_working_days",
  "person"."turnover_impact" AS "person_turnover_impact",
  "person"."leaving_reason" AS "person_leaving_reason",
  "person"."leaving_note" AS "person_leaving_note",
  "person"."leaving_file_id" AS "person_leaving_file_id",
  "person"."contract_type" AS "person_contract_type",
  "person"."payroll_provider" AS "person_payroll_provider",
  "person"."employee_id" AS "person_employee_id",
  "person"."tax_id" AS "person_tax_id",
  "person"."tax_code" AS "person_tax_code",
  "person"."location_id" AS "person_location_id",
  "person"."remote_city" AS "person_remote_city",
  "person"."remote_region_code" AS "person_remote_region_code",
  "person"."remote_country_code" AS "person_remote_country_code",
  "person"."remote_timezone" AS "person_remote_timezone",
  "person"."time_away_approval_flow_id" AS "person_time_away_approval_flow_id",
  "person"."public_holiday_calendar_id" AS "person_public_holiday_calendar_id",
  "person"."teams" AS "person_teams",
  "person"."is_verified" AS "person_is_verified",
  "person"."is_work_email_hidden" AS "person_is_work_email_hidden",
  "person"."calendar_feed_token" AS "person_calendar_feed_token",
  "person"."calendar_feed_token_index" AS "person_calendar_feed_token_index",
  "person"."seen_documents_at" AS "person_seen_documents_at",
  "person"."source" AS "person_source",
  "person"."source_id" AS "person_source_id",
  "person"."first_active_at" AS "person_first_active_at",
  "person"."demo" AS "person_demo",
  "person"."offboarded_at" AS "person_offboarded_at"
FROM
  "people" "person"
WHERE
  "person"."company_id" = $1
  AND "person"."id" = $2
FOR UPDATE;

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at",
  "person"."updated_at" AS "person_updated_at",
  "person"."first_name" AS "person_first_name",
  "person"."middle_name" AS "person_middle_name",
  "person"."last_name" AS "person_last_name",
  "person"."preferred_name" AS "person_preferred_name",
  "person"."pronouns" AS "person_pronouns",
  "person"."email" AS "person_email",
  "person"."personal_email" AS "person_personal_email",
  "person"."phone_number" AS "person_phone_number",
  "person"."personal_phone_number" AS "person_personal_phone_number",
  "person"."gender" AS "person_gender",
  "person"."birthday" AS "person_birthday",
  "person"."is_birthday_hidden" AS "person_is_birthday_hidden",
  "person"."profile_photo_id" AS "person_profile_photo_id",
  "person"."nationality" AS "person_nationality",
  "person"."nationalities" AS "person_nationalities",
  "person"."spoken_languages" AS "person_spoken_languages",
  "person"."dietary_preference" AS "person_dietary_preference",
  "person"."food_allergies" AS "person_food_allergies",
  "person"."address" AS "person_address",
  "person"."city" AS "person_city",
  "person"."state" AS "person_state",
  "person"."postcode" AS "person_postcode",
  "person"."country_code" AS "person_country_code",
  "person"."bio" AS "person_bio",
  "person"."linked_in" AS "person_linked_in",
  "person"."twitter" AS "person_twitter",
  "person"."github" AS "person_github",
  "person"."role" AS "person_role",
  "person"."status" AS "person_status",
  "person"."employment_start_date" AS "person_employment_start_date",
  "person"."first_working_day" AS "person_first_working_day",
  "person"."employment_end_date" AS "person_employment_end_date",
  "person"."last_working_day" AS "person_last_working_day",
  "person"."probation_end_date" AS "person_probation_end_date",
  "person"."working_days" AS "person_working_days",
  "person"."turnover_impact" AS "person_turnover_impact",
  "person"."leaving_reason" AS "person_leaving_reason",
  "person"."leaving_note" AS "person_leaving_note",
  "person"."leaving_file_id" AS "person_leaving_file_id",
  "person"."contract_type" AS "person_contract_type",
  "person"."payroll_provider" AS "person_payroll_provider",
  "person"."employee_id" AS "person_employee_id",
  "person"."tax_id" AS "person_tax_id",
  "person"."tax_code" AS "person_tax_code",
  "person"."location_id" AS "person_location_id",
  "person"."remote_city" AS "person_remote_city",
  "person"."remote_region_code" AS "person_remote_region_code",
  "person"."remote_country_code" AS "person_remote_country_code",
  "person"."remote_timezone" AS "person_remote_timezone",
  "person"."time_away_approval_flow_id" AS "person_time_away_approval_flow_id",
  "person"."public_holiday_calendar_id" AS "person_public_holiday_calendar_id",
  "person"."teams" AS "person_teams",
  "person"."is_verified" AS "person_is_verified",
  "person"."is_work_email_hidden" AS "person_is_work_email_hidden",
  "person"."calendar_feed_token" AS "person_calendar_feed_token",
  "person"."calendar_feed_token_index" AS "person_calendar_feed_token_index",
  "person"."seen_documents_at" AS "person_seen_documents_at",
  "person"."source" AS "person_source",
  "person"."source_id" AS "person_source_id",
  "person"."first_active_at" AS "person_first_active_at",
  "person"."demo" AS "person_demo",
  "person"."offboarded_at" AS "person_offboarded_at"
FROM
  "people" "person"
WHERE
  "person"."company_id" = $1
  AND ("person"."id" = $2)
  AND "person"."status" <> 'newHire'
  AND "person"."id" = $3
FOR UPDATE;

SELECT
  "policy"."id" AS "policy_id",
  "policy"."company_id" AS "policy_company_id",
  "policy"."created_at" AS "policy_created_at",
  "policy"."updated_at" AS "policy_updated_at",
  "policy"."name" AS "policy_name",
  "policy"."allowance" AS "policy_allowance",
  "policy"."carry_over_limit" AS "policy_carry_over_limit",
  "policy"."is_default" AS "policy_is_default",
  "policy"."accrual_frequency" AS "policy_accrual_frequency",
  "policy"."year_start_month" AS "policy_year_start_month",
  "policy"."carry_over_expires_after_months" AS "policy_carry_over_expires_after_months",
  "policy"."unit" AS "policy_unit"
FROM
  "time_away_policies" "policy"
WHERE
  "policy"."company_id" = $1
  AND "policy"."id" = $2
FOR UPDATE;

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at",
  "role"."updated_at" AS "role_updated_at",
  "role"."person_id" AS "role_person_id",
  "role"."job_title" AS "role_job_title",
  "role"."department" AS "role_department",
  "role"."effective_date" AS "role_effective_date",
  "role"."end_date" AS "role_end_date",
  "role"."is_first" AS "role_is_first",
  "role"."reporting_to" AS "role_reporting_to",
  "role"."note" AS "role_note"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."id" = $2
FOR UPDATE;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at",
  "submission"."updated_at" AS "submission_updated_at",
  "submission"."person_id" AS "submission_person_id",
  "submission"."start_date" AS "submission_start_date",
  "submission"."end_date" AS "submission_end_date",
  "submission"."status" AS "submission_status",
  "submission"."submitted_at" AS "submission_submitted_at",
  "submission"."reviewed_by" AS "submission_reviewed_by",
  "submission"."reviewed_at" AS "submission_reviewed_at",
  "submission"."changes_requested" AS "submission_changes_requested",
  "submission"."duration_minutes" AS "submission_duration_minutes",
  "submission"."duration_days" AS "submission_duration_days"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND "submission"."id" = $2
FOR UPDATE;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at",
  "submission"."updated_at" AS "submission_updated_at",
  "submission"."person_id" AS "submission_person_id",
  "submission"."start_date" AS "submission_start_date",
  "submission"."end_date" AS "submission_end_date",
  "submission"."status" AS "submission_status",
  "submission"."submitted_at" AS "submission_submitted_at",
  "submission"."reviewed_by" AS "submission_reviewed_by",
  "submission"."reviewed_at" AS "submission_reviewed_at",
  "submission"."changes_requested" AS "submission_changes_requested",
  "submission"."duration_minutes" AS "submission_duration_minutes",
  "submission"."duration_days" AS "submission_duration_days"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND (
    "submission"."person_id" = $2
    OR "submission"."person_id" IN (
      WITH RECURSIVE
        policy_reports (id) AS (
          SELECT
            rl.person_id
          FROM
            job_roles rl
          WHERE
            rl.company_id = $3
            AND rl.reporting_to = $2
            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              rl.end_date IS NULL
              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          UNION
          SELECT
            rl.person_id
          FROM
            job_roles rl
            JOIN policy_reports pr ON rl.reporting_to = pr.id
          WHERE
            rl.company_id = $3
            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              rl.end_date IS NULL
              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
        )
      SELECT
        id
      FROM
        policy_reports
    )
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "submission"."company_id"
      AND nh.id = "submission"."person_id"
      AND nh.status = 'newHire'
  )
  AND "submission"."id" = $4
FOR UPDATE;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at",
  "submission"."updated_at" AS "submission_updated_at",
  "submission"."person_id" AS "submission_person_id",
  "submission"."start_date" AS "submission_start_date",
  "submission"."end_date" AS "submission_end_date",
  "submission"."status" AS "submission_status",
  "submission"."submitted_at" AS "submission_submitted_at",
  "submission"."reviewed_by" AS "submission_reviewed_by",
  "submission"."reviewed_at" AS "submission_reviewed_at",
  "submission"."changes_requested" AS "submission_changes_requested",
  "submission"."duration_minutes" AS "submission_duration_minutes",
  "submission"."duration_days" AS "submission_duration_days"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND ("submission"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "submission"."company_id"
      AND nh.id = "submission"."person_id"
      AND nh.status = 'newHire'
  )
  AND "submission"."id" = $3
FOR UPDATE;

SELECT
  "target"."id" AS "target_id",
  "target"."company_id" AS "target_company_id",
  "target"."created_at" AS "target_created_at",
  "target"."updated_at" AS "target_updated_at",
  "target"."name" AS "target_name",
  "target"."kind" AS "target_kind",
  "target"."url" AS "target_url",
  "target"."token" AS "target_token",
  "target"."tenant_id" AS "target_tenant_id",
  "target"."client_id" AS "target_client_id",
  "target"."client_secret" AS "target_client_secret",
  "target"."status" AS "target_status",
  "target"."last_sync_at" AS "target_last_sync_at"
FROM
  "provisioning_targets" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2;

SELECT
  "target"."id" AS "target_id",
  "target"."company_id" AS "target_company_id",
  "target"."created_at" AS "target_created_at",
  "target"."updated_at" AS "target_updated_at",
  "target"."name" AS "target_name",
  "target"."kind" AS "target_kind",
  "target"."url" AS "target_url",
  "target"."token" AS "target_token",
  "target"."tenant_id" AS "target_tenant_id",
  "target"."client_id" AS "target_client_id",
  "target"."client_secret" AS "target_client_secret",
  "target"."status" AS "target_status",
  "target"."last_sync_at" AS "target_last_sync_at"
FROM
  "provisioning_targets" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
FOR UPDATE;

SELECT
  "tentry"."id" AS "tentry_id",
  "tentry"."company_id" AS "tentry_company_id",
  "tentry"."created_at" AS "tentry_created_at",
  "tentry"."updated_at" AS "tentry_updated_at",
  "tentry"."person_id" AS "tentry_person_id",
  "tentry"."date" AS "tentry_date",
  "tentry"."start_time" AS "tentry_start_time",
  "tentry"."end_time" AS "tentry_end_time",
  "tentry"."note" AS "tentry_note"
FROM
  "timesheet_entries" "tentry"
WHERE
  "tentry"."company_id" = $1
  AND "tentry"."id" = $2
FOR UPDATE;

SELECT
  "tentry"."id" AS "tentry_id",
  "tentry"."company_id" AS "tentry_company_id",
  "tentry"."created_at" AS "tentry_created_at",
  "tentry"."updated_at" AS "tentry_updated_at",
  "tentry"."person_id" AS "tentry_person_id",
  "tentry"."date" AS "tentry_date",
  "tentry"."start_time" AS "tentry_start_time",
  "tentry"."end_time" AS "tentry_end_time",
  "tentry"."note" AS "tentry_note"
FROM
  "timesheet_entries" "tentry"
WHERE
  "tentry"."company_id" = $1
  AND ("tentry"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "tentry"."company_id"
      AND nh.id = "tentry"."person_id"
      AND nh.status = 'newHire'
  )
  AND "tentry"."id" = $3
FOR UPDATE;

SELECT
  "type"."id" AS "type_id",
  "type"."company_id" AS "type_company_id",
  "type"."created_at" AS "type_created_at",
  "type"."updated_at" AS "type_updated_at",
  "type"."name" AS "type_name",
  "type"."is_time_off" AS "type_is_time_off",
  "type"."category" AS "type_category"
FROM
  "time_away_types" "type"
WHERE
  "type"."company_id" = $1
  AND "type"."id" = $2
FOR UPDATE;

SELECT
  "webhook"."id" AS "webhook_id",
  "webhook"."company_id" AS "webhook_company_id",
  "webhook"."created_at" AS "webhook_created_at",
  "webhook"."updated_at" AS "webhook_updated_at",
  "webhook"."name" AS "webhook_name",
  "webhook"."url" AS "webhook_url",
  "webhook"."test_url" AS "webhook_test_url",
  "webhook"."event_types" AS "webhook_event_types",
  "webhook"."status" AS "webhook_status",
  "webhook"."secret" AS "webhook_secret",
  "webhook"."previous_secret" AS "webhook_previous_secret",
  "webhook"."previous_secret_expires_at" AS "webhook_previous_secret_expires_at",
  "webhook"."published_after_seq" AS "webhook_published_after_seq",
  "webhook"."active_since" AS "webhook_active_since",
  "webhook"."disabled_at" AS "webhook_disabled_at",
  "webhook"."disabled_reason" AS "webhook_disabled_reason"
FROM
  "webhooks" "webhook"
WHERE
  "webhook"."company_id" = $1
  AND "webhook"."id" = $2;

SELECT
  "webhook"."id" AS "webhook_id",
  "webhook"."company_id" AS "webhook_company_id",
  "webhook"."created_at" AS "webhook_created_at",
  "webhook"."updated_at" AS "webhook_updated_at",
  "webhook"."name" AS "webhook_name",
  "webhook"."url" AS "webhook_url",
  "webhook"."test_url" AS "webhook_test_url",
  "webhook"."event_types" AS "webhook_event_types",
  "webhook"."status" AS "webhook_status",
  "webhook"."secret" AS "webhook_secret",
  "webhook"."previous_secret" AS "webhook_previous_secret",
  "webhook"."previous_secret_expires_at" AS "webhook_previous_secret_expires_at",
  "webhook"."published_after_seq" AS "webhook_published_after_seq",
  "webhook"."active_since" AS "webhook_active_since",
  "webhook"."disabled_at" AS "webhook_disabled_at",
  "webhook"."disabled_reason" AS "webhook_disabled_reason"
FROM
  "webhooks" "webhook"
WHERE
  "webhook"."company_id" = $1
  AND "webhook"."id" = $2
FOR UPDATE;

-- ResourceReader.get (src/core/crud/resource-reader.ts)

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (
    (
      adj.person_id = $2
      OR adj.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND adj.id = $4;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND adj.id = $2;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND ((adj.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND adj.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND adj.id = $2;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    (
      alloc.person_id = $2
      OR alloc.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $4;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $2;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND ((alloc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND alloc.id = $2;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    (
      alloc.person_id = $2
      OR alloc.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $4;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $2;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND ((alloc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND alloc.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND alloc.id = $2;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  )
  AND bank.id = $2;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND ((bank.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  )
  AND bank.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND bank.id = $2;

SELECT
  calendar.id AS "id",
  calendar.company_id AS "companyId",
  calendar.name AS "name",
  calendar.country_code AS "countryCode",
  calendar.country AS "country",
  calendar.region_code AS "regionCode",
  calendar.region AS "region",
  calendar.source_public_holiday_calendar_id AS "sourcePublicHolidayCalendarId",
  to_char(
    calendar.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    calendar.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      jsonb_object_agg(per_year.year, per_year.days)
    FROM
      (
        SELECT
          extract(
            year
            FROM
              holiday.date
          )::int AS year,
          count(DISTINCT holiday.date)::int AS days
        FROM
          public_holidays holiday
        WHERE
          holiday.company_id = calendar.company_id
          AND holiday.public_holiday_calendar_id = calendar.id
        GROUP BY
          1
      ) per_year
  ) AS "dayCount"
FROM
  public_holiday_calendars calendar
WHERE
  (calendar.company_id = $1)
  AND calendar.id = $2;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    (
      comp.person_id = $2
      OR comp.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND comp.id = $4;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND comp.id = $2;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND ((comp.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND comp.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND comp.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  company.id AS "id",
  company.name AS "name",
  company.domains AS "domains",
  company.trial_end_date AS "trialEndDate",
  company.status AS "status",
  company.payment_status AS "paymentStatus",
  company.is_timesheet_enabled AS "isTimesheetEnabled",
  company.logo AS "logo",
  company.autogenerate_employee_id AS "autogenerateEmployeeId",
  company.autogenerate_employee_id_for_new_hires AS "autogenerateEmployeeIdForNewHires",
  company.next_employee_id AS "nextEmployeeId",
  company.autogenerate_employee_id_filters AS "autogenerateEmployeeIdFilters",
  to_char(
    company.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    company.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  companies company
WHERE
  (company.id = $1)
  AND company.id = $2;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (
    (
      contact.person_id = $2
      OR contact.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND contact.id = $4;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND contact.id = $2;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND ((contact.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND contact.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND contact.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  compensation_types ctype
WHERE
  (ctype.company_id = $1)
  AND ctype.id = $2;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($7, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $8;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($7, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $8;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $7;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $7;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($3, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $6;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
    )
  )
  AND cvalue.id = $5;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $6)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND cvalue.id = $7;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND cvalue.id = $6;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      (
        document.person_id = $2
        OR document.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $3
                AND rl.reporting_to = $2
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              UNION
              SELECT
                rl.person_id
              FROM
                job_roles rl
                JOIN policy_reports pr ON rl.reporting_to = pr.id
              WHERE
                rl.company_id = $3
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
            )
          SELECT
            id
          FROM
            policy_reports
        )
      )
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
  AND document.id = $4;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      (document.person_id = $2)
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
  AND document.id = $3;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
  AND document.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND document.id = $2;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  time_away entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
WHERE
  (entry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND entry.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  time_away entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
WHERE
  (entry.company_id = $1)
  AND entry.id = $2;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (
    (
      equipment.person_id = $2
      OR equipment.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND equipment.id = $4;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND equipment.id = $2;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND ((equipment.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND equipment.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND equipment.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND field.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  flow.id AS "id",
  flow.company_id AS "companyId",
  flow.name AS "name",
  flow.steps AS "steps",
  to_char(
    flow.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    flow.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_approval_flows flow
WHERE
  (flow.company_id = $1)
  AND flow.id = $2;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = iddoc.company_id
        AND nh.id = iddoc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND iddoc.id = $2;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND ((iddoc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = iddoc.company_id
        AND nh.id = iddoc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND iddoc.id = $3;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND iddoc.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  location.id AS "id",
  location.company_id AS "companyId",
  location.label AS "label",
  location.address AS "address",
  location.postcode AS "postcode",
  location.city AS "city",
  location.state AS "state",
  location.country AS "country",
  location.region_code AS "regionCode",
  location.country_code AS "countryCode",
  location.timezone AS "timezone",
  location.is_address_invalid AS "isAddressInvalid",
  location.time_away_policy_id AS "timeAwayPolicyId",
  location.working_pattern_id AS "workingPatternId",
  to_char(
    location.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    location.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  COALESCE(
    NULLIF(location.label, ''),
    concat_ws(
      ', ',
      NULLIF(location.city, ''),
      NULLIF(location.country, '')
    )
  ) AS "displayName"
FROM
  locations location
WHERE
  (location.company_id = $1)
  AND location.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  pattern.id AS "id",
  pattern.company_id AS "companyId",
  pattern.name AS "name",
  pattern.days AS "days",
  (
    SELECT
      COALESCE(sum((d ->> 'hours')::numeric), 0)
    FROM
      jsonb_array_elements(pattern.days) d
  )::float8 AS "hoursPerWeek",
  pattern.is_default AS "isDefault",
  to_char(
    pattern.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    pattern.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  working_patterns pattern
WHERE
  (pattern.company_id = $1)
  AND pattern.id = $2;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND person.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
WHERE
  (person.company_id = $1)
  AND person.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  policy.id AS "id",
  policy.company_id AS "companyId",
  policy.name AS "name",
  policy.allowance::float8 AS "allowance",
  policy.carry_over_limit::float8 AS "carryOverLimit",
  policy.is_default AS "isDefault",
  policy.accrual_frequency AS "accrualFrequency",
  policy.year_start_month AS "yearStartMonth",
  policy.carry_over_expires_after_months AS "carryOverExpiresAfterMonths",
  policy.unit AS "unit",
  to_char(
    policy.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    policy.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_policies policy
WHERE
  (policy.company_id = $1)
  AND policy.id = $2;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = role.company_id
        AND nh.id = role.person_id
        AND nh.status = 'newHire'
    )
  )
  AND role.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND role.id = $2;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND submission.id = $2;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND ((submission.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND submission.id = $3;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (FALSE)
  AND submission.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND submission.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  target.id AS "id",
  target.company_id AS "companyId",
  target.name AS "name",
  target.kind AS "kind",
  target.url AS "url",
  target.tenant_id AS "tenantId",
  target.client_id AS "clientId",
  target.status AS "status",
  to_char(
    target.last_sync_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "lastSyncAt",
  to_char(
    target.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    target.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  target.token AS "token",
  target.client_secret AS "clientSecret"
FROM
  provisioning_targets target
WHERE
  (target.company_id = $1)
  AND target.id = $2;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (
    (
      tentry.person_id = $2
      OR tentry.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND tentry.id = $4;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND tentry.id = $2;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND ((tentry.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND tentry.id = $3;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (FALSE)
  AND tentry.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND tentry.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND type.id = $2;

-- also issued by ResourceReader.readApiRows (src/core/crud/resource-reader.ts)
SELECT
  webhook.id AS "id",
  webhook.company_id AS "companyId",
  webhook.name AS "name",
  webhook.url AS "url",
  webhook.test_url AS "testUrl",
  webhook.event_types AS "eventTypes",
  webhook.status AS "status",
  to_char(
    webhook.disabled_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "disabledAt",
  webhook.disabled_reason AS "disabledReason",
  to_char(
    webhook.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    webhook.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  webhook.secret AS "secret",
  webhook.previous_secret AS "previousSecret"
FROM
  webhooks webhook
WHERE
  (webhook.company_id = $1)
  AND webhook.id = $2;

-- ResourceReader.isReadable (src/core/crud/resource-reader.ts)

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
      "bank_accounts" "bank"
    WHERE
      "bank"."company_id" = $1
      AND "bank"."id" = $2
  )
LIMIT
  1;

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
      "bank_accounts" "bank"
    WHERE
      "bank"."company_id" = $1
      AND ("bank"."person_id" = $2)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "bank"."company_id"
          AND nh.id = "bank"."person_id"
          AND nh.status = 'newHire'
      )
      AND "bank"."id" = $3
  )
LIMIT
  1;

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
      "companies" "company"
    WHERE
      "company"."id" = $1
      AND "company"."id" = $2
  )
LIMIT
  1;

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
      "compensations" "comp"
    WHERE
      "comp"."company_id" = $1
      AND "comp"."id" = $2
  )
LIMIT
  1;

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
      "custom_fields" "field"
    WHERE
      "field"."company_id" = $1
      AND "field"."id" = $2
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        (
          "cvalue"."section" NOT IN ($2, …)
          AND (
            "cvalue"."person_id" = $3
            OR "cvalue"."person_id" IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $4
                    AND rl.reporting_to = $3
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $4
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($5, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($6, …)
          AND (
            "cvalue"."person_id" = $3
            OR "cvalue"."person_id" IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $4
                    AND rl.reporting_to = $3
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $4
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($7, …)
          AND (
            "cvalue"."person_id" = $3
            OR "cvalue"."person_id" IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $4
                    AND rl.reporting_to = $3
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $4
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
      )
      AND "cvalue"."id" = $8
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        (
          "cvalue"."section" NOT IN ($2, …)
          AND (
            "cvalue"."person_id" = $3
            OR "cvalue"."person_id" IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $4
                    AND rl.reporting_to = $3
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $4
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($5, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($6, …)
          AND (
            "cvalue"."person_id" = $3
            OR "cvalue"."person_id" IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $4
                    AND rl.reporting_to = $3
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $4
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($7, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
      )
      AND "cvalue"."id" = $8
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        (
          "cvalue"."section" NOT IN ($2, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($4, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($5, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($6, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
      )
      AND "cvalue"."id" = $7
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        (
          "cvalue"."section" NOT IN ($2, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($4, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($5, …)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
        OR (
          "cvalue"."section" IN ($6, …)
          AND ("cvalue"."person_id" = $3)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
      )
      AND "cvalue"."id" = $7
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        ("cvalue"."section" NOT IN ($2, …))
        OR ("cvalue"."section" IN ($3, …))
        OR ("cvalue"."section" IN ($4, …))
        OR (
          "cvalue"."section" IN ($5, …)
          AND ("cvalue"."person_id" = $6)
          AND NOT EXISTS (
            SELECT
              1
            FROM
              people nh
            WHERE
              nh.company_id = "cvalue"."company_id"
              AND nh.id = "cvalue"."person_id"
              AND nh.status = 'newHire'
          )
        )
      )
      AND "cvalue"."id" = $7
  )
LIMIT
  1;

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
      "custom_values" "cvalue"
    WHERE
      "cvalue"."company_id" = $1
      AND (
        ("cvalue"."section" NOT IN ($2, …))
        OR ("cvalue"."section" IN ($3, …))
        OR ("cvalue"."section" IN ($4, …))
        OR ("cvalue"."section" IN ($5, …))
      )
      AND "cvalue"."id" = $6
  )
LIMIT
  1;

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
      "document_types" "dtype"
    WHERE
      "dtype"."company_id" = $1
      AND "dtype"."id" = $2
  )
LIMIT
  1;

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
      "documents" "document"
    WHERE
      "document"."company_id" = $1
      AND "document"."id" = $2
  )
LIMIT
  1;

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
      "documents" "document"
    WHERE
      "document"."company_id" = $1
      AND (
        (
          "document"."person_id" = $2
          OR "document"."person_id" IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        OR "document"."person_id" IS NULL
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "document"."company_id"
          AND nh.id = "document"."person_id"
          AND nh.status = 'newHire'
      )
      AND "document"."id" = $4
  )
LIMIT
  1;

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
      "documents" "document"
    WHERE
      "document"."company_id" = $1
      AND (
        ("document"."person_id" = $2)
        OR "document"."person_id" IS NULL
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "document"."company_id"
          AND nh.id = "document"."person_id"
          AND nh.status = 'newHire'
      )
      AND "document"."id" = $3
  )
LIMIT
  1;

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
      "emergency_contacts" "contact"
    WHERE
      "contact"."company_id" = $1
      AND "contact"."id" = $2
  )
LIMIT
  1;

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
      "emergency_contacts" "contact"
    WHERE
      "contact"."company_id" = $1
      AND (
        "contact"."person_id" = $2
        OR "contact"."person_id" IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $3
                AND rl.reporting_to = $2
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              UNION
              SELECT
                rl.person_id
              FROM
                job_roles rl
                JOIN policy_reports pr ON rl.reporting_to = pr.id
              WHERE
                rl.company_id = $3
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
            )
          SELECT
            id
          FROM
            policy_reports
        )
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "contact"."company_id"
          AND nh.id = "contact"."person_id"
          AND nh.status = 'newHire'
      )
      AND "contact"."id" = $4
  )
LIMIT
  1;

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
      "emergency_contacts" "contact"
    WHERE
      "contact"."company_id" = $1
      AND ("contact"."person_id" = $2)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "contact"."company_id"
          AND nh.id = "contact"."person_id"
          AND nh.status = 'newHire'
      )
      AND "contact"."id" = $3
  )
LIMIT
  1;

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
      "equipment" "equipment"
    WHERE
      "equipment"."company_id" = $1
      AND "equipment"."id" = $2
  )
LIMIT
  1;

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
      "identity_documents" "iddoc"
    WHERE
      "iddoc"."company_id" = $1
      AND "iddoc"."id" = $2
  )
LIMIT
  1;

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
      "identity_documents" "iddoc"
    WHERE
      "iddoc"."company_id" = $1
      AND ("iddoc"."person_id" = $2)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "iddoc"."company_id"
          AND nh.id = "iddoc"."person_id"
          AND nh.status = 'newHire'
      )
      AND "iddoc"."id" = $3
  )
LIMIT
  1;

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
      "job_roles" "role"
    WHERE
      "role"."company_id" = $1
      AND "role"."id" = $2
  )
LIMIT
  1;

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
      "locations" "location"
    WHERE
      "location"."company_id" = $1
      AND "location"."id" = $2
  )
LIMIT
  1;

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
      "people" "person"
    WHERE
      "person"."company_id" = $1
      AND "person"."id" = $2
  )
LIMIT
  1;

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
      "people" "person"
    WHERE
      "person"."company_id" = $1
      AND "person"."status" <> 'newHire'
      AND "person"."id" = $2
  )
LIMIT
  1;

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
      "provisioning_targets" "target"
    WHERE
      "target"."company_id" = $1
      AND "target"."id" = $2
  )
LIMIT
  1;

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
      "time_away_adjustments" "adj"
    WHERE
      "adj"."company_id" = $1
      AND "adj"."id" = $2
  )
LIMIT
  1;

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
      "time_away_allocations" "alloc"
    WHERE
      "alloc"."company_id" = $1
      AND "alloc"."id" = $2
  )
LIMIT
  1;

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
      "time_away_approval_flows" "flow"
    WHERE
      "flow"."company_id" = $1
      AND "flow"."id" = $2
  )
LIMIT
  1;

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
      "time_away_policies" "policy"
    WHERE
      "policy"."company_id" = $1
      AND "policy"."id" = $2
  )
LIMIT
  1;

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
      "time_away_types" "type"
    WHERE
      "type"."company_id" = $1
      AND "type"."id" = $2
  )
LIMIT
  1;

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
      "time_away" "entry"
    WHERE
      "entry"."company_id" = $1
      AND "entry"."id" = $2
  )
LIMIT
  1;

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
      "time_away" "entry"
    WHERE
      "entry"."company_id" = $1
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "entry"."company_id"
          AND nh.id = "entry"."person_id"
          AND nh.status = 'newHire'
      )
      AND "entry"."id" = $2
  )
LIMIT
  1;

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
      "timesheet_entries" "tentry"
    WHERE
      "tentry"."company_id" = $1
      AND "tentry"."id" = $2
  )
LIMIT
  1;

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
      "timesheet_entries" "tentry"
    WHERE
      "tentry"."company_id" = $1
      AND (
        "tentry"."person_id" = $2
        OR "tentry"."person_id" IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $3
                AND rl.reporting_to = $2
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              UNION
              SELECT
                rl.person_id
              FROM
                job_roles rl
                JOIN policy_reports pr ON rl.reporting_to = pr.id
              WHERE
                rl.company_id = $3
                AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                AND (
                  rl.end_date IS NULL
                  OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                )
            )
          SELECT
            id
          FROM
            policy_reports
        )
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "tentry"."company_id"
          AND nh.id = "tentry"."person_id"
          AND nh.status = 'newHire'
      )
      AND "tentry"."id" = $4
  )
LIMIT
  1;

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
      "timesheet_entries" "tentry"
    WHERE
      "tentry"."company_id" = $1
      AND ("tentry"."person_id" = $2)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "tentry"."company_id"
          AND nh.id = "tentry"."person_id"
          AND nh.status = 'newHire'
      )
      AND "tentry"."id" = $3
  )
LIMIT
  1;

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
      "timesheet_submissions" "submission"
    WHERE
      "submission"."company_id" = $1
      AND "submission"."id" = $2
  )
LIMIT
  1;

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
      "timesheet_submissions" "submission"
    WHERE
      "submission"."company_id" = $1
      AND ("submission"."person_id" = $2)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "submission"."company_id"
          AND nh.id = "submission"."person_id"
          AND nh.status = 'newHire'
      )
      AND "submission"."id" = $3
  )
LIMIT
  1;

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
      "webhooks" "webhook"
    WHERE
      "webhook"."company_id" = $1
      AND "webhook"."id" = $2
  )
LIMIT
  1;

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
      "working_pattern_allocations" "alloc"
    WHERE
      "alloc"."company_id" = $1
      AND "alloc"."id" = $2
  )
LIMIT
  1;

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
      "working_patterns" "pattern"
    WHERE
      "pattern"."company_id" = $1
      AND "pattern"."id" = $2
  )
LIMIT
  1;

-- ResourceReader.list (src/core/crud/resource-reader.ts)

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (
        (
          adj.person_id = $2
          OR adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = adj.company_id
            AND nh.id = adj.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (adj.person_id IN ($4, …))
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = adj.company_id
            AND nh.id = adj.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (adj.person_id IN ($2, …))
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND ((adj.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = adj.company_id
            AND nh.id = adj.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (adj.person_id IN ($3, …))
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (adj.person_id = $2)
      AND (adj.date = $3)
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (adj.person_id = $2)
      AND (adj.date >= $3)
      AND (adj.date < $4)
    ORDER BY
      adj.date ASC,
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.date ASC,
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (adj.person_id = $2)
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (adj.person_id = $2)
    ORDER BY
      adj.date DESC,
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.date DESC,
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
      AND (adj.person_id IN ($2, …))
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  adj.id AS "id",
  adj.person_id AS "personId",
  adj.date AS "date",
  adj.days::float8 AS "days",
  adj.note AS "note",
  to_char(
    adj.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    adj.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      adj.*
    FROM
      time_away_adjustments adj
    WHERE
      (adj.company_id = $1)
    ORDER BY
      adj.created_at ASC,
      adj.id ASC
    LIMIT
      100
  ) adj
ORDER BY
  adj.created_at ASC,
  adj.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (
        (
          alloc.person_id = $2
          OR alloc.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($4, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($2, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND ((alloc.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($3, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
      AND (alloc.start_date <= $3)
      AND (COALESCE(alloc.end_date, 'infinity'::date) >= $4)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
      AND (alloc.start_date >= $3)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
      AND (alloc.time_away_policy_id = $3)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
      AND (alloc.time_away_policy_id IN ($3, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
      AND (COALESCE(alloc.end_date, 'infinity'::date) < $3)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
    ORDER BY
      alloc.start_date ASC,
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.start_date ASC,
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id = $2)
    ORDER BY
      alloc.start_date DESC,
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.start_date DESC,
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id IN ($2, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.time_away_policy_id AS "timeAwayPolicyId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      time_away_allocations alloc
    WHERE
      (alloc.company_id = $1)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      working_pattern_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (
        (
          alloc.person_id = $2
          OR alloc.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($4, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      working_pattern_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($2, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      working_pattern_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND ((alloc.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = alloc.company_id
            AND nh.id = alloc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (alloc.person_id IN ($3, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      working_pattern_allocations alloc
    WHERE
      (alloc.company_id = $1)
      AND (alloc.person_id IN ($2, …))
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  alloc.id AS "id",
  alloc.person_id AS "personId",
  alloc.working_pattern_id AS "workingPatternId",
  alloc.start_date AS "startDate",
  alloc.end_date AS "endDate",
  to_char(
    alloc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    alloc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      alloc.*
    FROM
      working_pattern_allocations alloc
    WHERE
      (alloc.company_id = $1)
    ORDER BY
      alloc.created_at ASC,
      alloc.id ASC
    LIMIT
      100
  ) alloc
ORDER BY
  alloc.created_at ASC,
  alloc.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = bank.company_id
            AND nh.id = bank.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (bank.person_id = $2)
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = bank.company_id
            AND nh.id = bank.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (bank.person_id IN ($2, …))
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = bank.company_id
            AND nh.id = bank.person_id
            AND nh.status = 'newHire'
        )
      )
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND ((bank.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = bank.company_id
            AND nh.id = bank.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (bank.person_id IN ($3, …))
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND (bank.person_id = $2)
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
      AND (bank.person_id IN ($2, …))
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      100
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  bank.id AS "id",
  bank.person_id AS "personId",
  bank.bank_name AS "bankName",
  bank.name_on_account AS "nameOnAccount",
  bank.account_number AS "accountNumber",
  bank.swift_code AS "swiftCode",
  bank.sort_code AS "sortCode",
  bank.routing_number AS "routingNumber",
  to_char(
    bank.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    bank.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      bank.*
    FROM
      bank_accounts bank
    WHERE
      (bank.company_id = $1)
    ORDER BY
      bank.created_at ASC,
      bank.id ASC
    LIMIT
      250
  ) bank
ORDER BY
  bank.created_at ASC,
  bank.id ASC;

SELECT
  calendar.id AS "id",
  calendar.company_id AS "companyId",
  calendar.name AS "name",
  calendar.country_code AS "countryCode",
  calendar.country AS "country",
  calendar.region_code AS "regionCode",
  calendar.region AS "region",
  calendar.source_public_holiday_calendar_id AS "sourcePublicHolidayCalendarId",
  to_char(
    calendar.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    calendar.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      jsonb_object_agg(per_year.year, per_year.days)
    FROM
      (
        SELECT
          extract(
            year
            FROM
              holiday.date
          )::int AS year,
          count(DISTINCT holiday.date)::int AS days
        FROM
          public_holidays holiday
        WHERE
          holiday.company_id = calendar.company_id
          AND holiday.public_holiday_calendar_id = calendar.id
        GROUP BY
          1
      ) per_year
  ) AS "dayCount"
FROM
  (
    SELECT
      calendar.*
    FROM
      public_holiday_calendars calendar
    WHERE
      (calendar.company_id = $1)
      AND (
        (
          calendar.id IS NULL
          OR calendar.id NOT IN ($2, …)
        )
      )
    ORDER BY
      calendar.created_at ASC,
      calendar.id ASC
    LIMIT
      100
  ) calendar
ORDER BY
  calendar.created_at ASC,
  calendar.id ASC;

SELECT
  calendar.id AS "id",
  calendar.company_id AS "companyId",
  calendar.name AS "name",
  calendar.country_code AS "countryCode",
  calendar.country AS "country",
  calendar.region_code AS "regionCode",
  calendar.region AS "region",
  calendar.source_public_holiday_calendar_id AS "sourcePublicHolidayCalendarId",
  to_char(
    calendar.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    calendar.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      jsonb_object_agg(per_year.year, per_year.days)
    FROM
      (
        SELECT
          extract(
            year
            FROM
              holiday.date
          )::int AS year,
          count(DISTINCT holiday.date)::int AS days
        FROM
          public_holidays holiday
        WHERE
          holiday.company_id = calendar.company_id
          AND holiday.public_holiday_calendar_id = calendar.id
        GROUP BY
          1
      ) per_year
  ) AS "dayCount"
FROM
  (
    SELECT
      calendar.*
    FROM
      public_holiday_calendars calendar
    WHERE
      (calendar.company_id = $1)
      AND (calendar.id IN ($2, …))
    ORDER BY
      calendar.created_at ASC,
      calendar.id ASC
    LIMIT
      100
  ) calendar
ORDER BY
  calendar.created_at ASC,
  calendar.id ASC;

SELECT
  calendar.id AS "id",
  calendar.company_id AS "companyId",
  calendar.name AS "name",
  calendar.country_code AS "countryCode",
  calendar.country AS "country",
  calendar.region_code AS "regionCode",
  calendar.region AS "region",
  calendar.source_public_holiday_calendar_id AS "sourcePublicHolidayCalendarId",
  to_char(
    calendar.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    calendar.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      jsonb_object_agg(per_year.year, per_year.days)
    FROM
      (
        SELECT
          extract(
            year
            FROM
              holiday.date
          )::int AS year,
          count(DISTINCT holiday.date)::int AS days
        FROM
          public_holidays holiday
        WHERE
          holiday.company_id = calendar.company_id
          AND holiday.public_holiday_calendar_id = calendar.id
        GROUP BY
          1
      ) per_year
  ) AS "dayCount"
FROM
  (
    SELECT
      calendar.*
    FROM
      public_holiday_calendars calendar
    WHERE
      (calendar.company_id = $1)
    ORDER BY
      calendar.created_at ASC,
      calendar.id ASC
    LIMIT
      100
  ) calendar
ORDER BY
  calendar.created_at ASC,
  calendar.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        (
          comp.person_id = $2
          OR comp.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (comp.person_id IN ($4, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        comp.effective_date <= $2
        AND comp.superseded_on > $2
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $2
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        comp.effective_date <= $2
        AND comp.superseded_on > $2
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $2
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      250
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (comp.person_id = $2)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (comp.person_id IN ($2, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND ((comp.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (
        comp.effective_date <= $3
        AND comp.superseded_on > $3
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $3
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND ((comp.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (comp.person_id IN ($3, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND ((comp.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = comp.company_id
            AND nh.id = comp.person_id
            AND nh.status = 'newHire'
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id = $2)
      AND (
        comp.effective_date <= $3
        AND comp.superseded_on > $3
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $3
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id = $2)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (
        (
          comp.compensation_type_id IS NULL
          OR comp.compensation_type_id NOT IN ($3, …)
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (
        comp.effective_date <= $3
        AND comp.superseded_on > $3
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $3
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      $4
    OFFSET
      $5
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (
        comp.effective_date <= $3
        AND comp.superseded_on > $3
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $3
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (comp.compensation_type_id = $3)
      AND (
        comp.effective_date <= $4
        AND comp.superseded_on > $4
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $4
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (comp.compensation_type_id = $3)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (comp.compensation_type_id IN ($3, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (comp.compensation_type_id IS DISTINCT FROM $3)
      AND (
        comp.effective_date <= $4
        AND comp.superseded_on > $4
        AND (
          comp.end_date IS NULL
          OR comp.end_date >= $4
        )
      )
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
      AND (comp.compensation_type_id IS DISTINCT FROM $3)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      $3
    OFFSET
      $4
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
      AND (comp.person_id IN ($2, …))
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      3
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      100
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  comp.id AS "id",
  comp.person_id AS "personId",
  comp.compensation_type_id AS "compensationTypeId",
  CASE
    WHEN comp.is_percentage THEN comp.amount::text || '%'
    ELSE comp.amount::text
  END AS "amount",
  comp.currency AS "currency",
  comp.period AS "period",
  comp.note AS "note",
  comp.effective_date AS "effectiveDate",
  comp.end_date AS "endDate",
  comp.end_reason AS "endReason",
  to_char(
    comp.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    comp.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      comp.*
    FROM
      compensations comp
    WHERE
      (comp.company_id = $1)
    ORDER BY
      comp.created_at ASC,
      comp.id ASC
    LIMIT
      250
  ) comp
ORDER BY
  comp.created_at ASC,
  comp.id ASC;

SELECT
  company.id AS "id",
  company.name AS "name",
  company.domains AS "domains",
  company.trial_end_date AS "trialEndDate",
  company.status AS "status",
  company.payment_status AS "paymentStatus",
  company.is_timesheet_enabled AS "isTimesheetEnabled",
  company.logo AS "logo",
  company.autogenerate_employee_id AS "autogenerateEmployeeId",
  company.autogenerate_employee_id_for_new_hires AS "autogenerateEmployeeIdForNewHires",
  company.next_employee_id AS "nextEmployeeId",
  company.autogenerate_employee_id_filters AS "autogenerateEmployeeIdFilters",
  to_char(
    company.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    company.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      company.*
    FROM
      companies company
    WHERE
      (company.id = $1)
    ORDER BY
      company.created_at ASC,
      company.id ASC
    LIMIT
      100
  ) company
ORDER BY
  company.created_at ASC,
  company.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND (
        (
          contact.person_id = $2
          OR contact.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = contact.company_id
            AND nh.id = contact.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (contact.person_id IN ($4, …))
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = contact.company_id
            AND nh.id = contact.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (contact.person_id IN ($2, …))
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND ((contact.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = contact.company_id
            AND nh.id = contact.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (contact.person_id IN ($3, …))
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND (contact.person_id = $2)
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND (contact.person_id IN ($2, …))
      AND (contact.is_primary = $3)
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
      AND (contact.person_id IN ($2, …))
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      100
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  contact.id AS "id",
  contact.person_id AS "personId",
  contact.name AS "name",
  contact.email AS "email",
  contact.phone_number AS "phoneNumber",
  contact.relationship AS "relationship",
  contact.is_primary AS "isPrimary",
  contact.phone_number AS "formattedPhoneNumber",
  to_char(
    contact.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    contact.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      contact.*
    FROM
      emergency_contacts contact
    WHERE
      (contact.company_id = $1)
    ORDER BY
      contact.created_at ASC,
      contact.id ASC
    LIMIT
      250
  ) contact
ORDER BY
  contact.created_at ASC,
  contact.id ASC;

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  );

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (bank.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (bank.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND ((bank.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = bank.company_id
        AND nh.id = bank.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (bank.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (bank.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  bank_accounts bank
WHERE
  (bank.company_id = $1)
  AND (bank.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  companies company
WHERE
  (company.id = $1);

SELECT
  count(*)::int AS total
FROM
  compensation_types ctype
WHERE
  (ctype.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  compensation_types ctype
WHERE
  (ctype.company_id = $1)
  AND (ctype.company_id = $2);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    (
      comp.person_id = $2
      OR comp.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (comp.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    comp.effective_date <= $2
    AND comp.superseded_on > $2
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $2
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (comp.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (comp.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND ((comp.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND ((comp.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (
    comp.effective_date <= $3
    AND comp.superseded_on > $3
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $3
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND ((comp.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = comp.company_id
        AND nh.id = comp.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (comp.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id = $2)
  AND (
    comp.effective_date <= $3
    AND comp.superseded_on > $3
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $3
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (
    (
      comp.compensation_type_id IS NULL
      OR comp.compensation_type_id NOT IN ($3, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (
    comp.effective_date <= $3
    AND comp.superseded_on > $3
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $3
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (comp.compensation_type_id = $3);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (comp.compensation_type_id = $3)
  AND (
    comp.effective_date <= $4
    AND comp.superseded_on > $4
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $4
    )
  );

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (comp.compensation_type_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (comp.compensation_type_id IS DISTINCT FROM $3);

SELECT
  count(*)::int AS total
FROM
  compensations comp
WHERE
  (comp.company_id = $1)
  AND (comp.person_id IN ($2, …))
  AND (comp.compensation_type_id IS DISTINCT FROM $3)
  AND (
    comp.effective_date <= $4
    AND comp.superseded_on > $4
    AND (
      comp.end_date IS NULL
      OR comp.end_date >= $4
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (
    (
      field.id IS NULL
      OR field.id NOT IN ($2, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (
    (
      field.type IS NULL
      OR field.type NOT IN ($2, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.id = $2);

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.id IS DISTINCT FROM $2);

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.section = $2);

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.section IS DISTINCT FROM $2);

SELECT
  count(*)::int AS total
FROM
  custom_fields field
WHERE
  (field.company_id = $1)
  AND (field.type IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($7, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($8, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($7, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (
          cvalue.person_id = $3
          OR cvalue.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $4
                  AND rl.reporting_to = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $4
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($7, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($8, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($7, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($6, …)
        AND (cvalue.person_id = $3)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($7, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($3, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id = $6);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (
        cvalue.section NOT IN ($2, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($3, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($4, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
      OR (
        cvalue.section IN ($5, …)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($6, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
    )
  )
  AND (cvalue.person_id = $5);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (
        cvalue.section IN ($5, …)
        AND (cvalue.person_id = $6)
        AND NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = cvalue.company_id
            AND nh.id = cvalue.person_id
            AND nh.status = 'newHire'
        )
      )
    )
  )
  AND (cvalue.person_id IN ($7, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.custom_field_id = $6);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id = $6);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      (cvalue.resource_id = $7)
      OR (cvalue.resource_id = $8)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      (cvalue.resource_id = $7)
      OR (cvalue.resource_id IS NULL)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      (cvalue.resource_id IN ($7, …))
      OR (cvalue.resource_id IS NOT NULL)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      cvalue.custom_field_id IS NULL
      OR cvalue.custom_field_id NOT IN ($7, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      cvalue.person_id IS NULL
      OR cvalue.person_id NOT IN ($7, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      cvalue.resource_id IS NOT NULL
      AND NOT cvalue.resource_id IN ($7, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      cvalue.resource_id IS NULL
      OR cvalue.resource_id IN ($7, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (
    (
      cvalue.resource_id IS NULL
      OR NOT cvalue.resource_id IN ($7, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.created_at < $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.created_at <= $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.created_at > $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.created_at >= $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.custom_field_id = $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.custom_field_id IN ($7, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.custom_field_id IS DISTINCT FROM $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.person_id IS DISTINCT FROM $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.resource_id = $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.resource_id IN ($7, …));

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.resource_id IS DISTINCT FROM $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.resource_id IS NOT NULL);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.resource_id IS NULL);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.updated_at > $7);

SELECT
  count(*)::int AS total
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND (
    (
      (cvalue.section NOT IN ($2, …))
      OR (cvalue.section IN ($3, …))
      OR (cvalue.section IN ($4, …))
      OR (cvalue.section IN ($5, …))
    )
  )
  AND (cvalue.person_id IN ($6, …))
  AND (cvalue.updated_at >= $7)
  AND (cvalue.updated_at < $8);

SELECT
  count(*)::int AS total
FROM
  document_types dtype
WHERE
  (dtype.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      ((document.person_id IS NOT DISTINCT FROM $2))
      OR ((document.person_id IS NULL))
    )
  );

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      (document.person_id = $2)
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  );

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      (document.person_id = $2)
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (
    (
      document.person_id IS NOT DISTINCT FROM $3
      OR document.person_id IS NOT DISTINCT FROM $4
    )
  );

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    (
      document.person_id IS NOT DISTINCT FROM $2
      OR document.person_id IS NOT DISTINCT FROM $3
    )
  );

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (
    (
      document.person_id IS NOT DISTINCT FROM $2
      OR document.person_id IS NOT DISTINCT FROM $3
    )
  );

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND ((((document.person_id IS NOT DISTINCT FROM $2))));

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND ((document.person_id IS NOT DISTINCT FROM $2));

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND ((document.person_id IS NULL));

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (NOT (document.person_id IS NOT DISTINCT FROM $2));

SELECT
  count(*)::int AS total
FROM
  documents document
WHERE
  (document.company_id = $1)
  AND (NOT (document.person_id IS NULL));

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (
    (
      contact.person_id = $2
      OR contact.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (contact.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (contact.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND ((contact.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = contact.company_id
        AND nh.id = contact.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (contact.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (contact.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (contact.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  emergency_contacts contact
WHERE
  (contact.company_id = $1)
  AND (contact.person_id IN ($2, …))
  AND (contact.is_primary = $3);

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (
    (
      equipment.person_id = $2
      OR equipment.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (equipment.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (equipment.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND ((equipment.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (equipment.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (equipment.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  equipment equipment
WHERE
  (equipment.company_id = $1)
  AND (equipment.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  equipment_names ename
WHERE
  (ename.company_id = $1)
  AND (
    (
      ename.is_default
      OR (
        SELECT
          EXISTS (
            SELECT
              1
            FROM
              equipment e
            WHERE
              e.company_id = ename.company_id
              AND lower(e.type) = lower(ename.type)
              AND lower(e.name) = lower(ename.value)
          )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  equipment_names ename
WHERE
  (ename.company_id = $1)
  AND (lower(ename.type) = lower($2))
  AND (
    (
      ename.is_default
      OR (
        SELECT
          EXISTS (
            SELECT
              1
            FROM
              equipment e
            WHERE
              e.company_id = ename.company_id
              AND lower(e.type) = lower(ename.type)
              AND lower(e.name) = lower(ename.value)
          )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  equipment_types etype
WHERE
  (etype.company_id = $1)
  AND (
    (
      etype.is_default
      OR (
        SELECT
          EXISTS (
            SELECT
              1
            FROM
              equipment e
            WHERE
              e.company_id = etype.company_id
              AND lower(e.type) = lower(etype.value)
          )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  identity_document_types idtype
WHERE
  (idtype.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = iddoc.company_id
        AND nh.id = iddoc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (iddoc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND ((iddoc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = iddoc.company_id
        AND nh.id = iddoc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (iddoc.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND (iddoc.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND (iddoc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (
    COALESCE(role.end_date, 'infinity'::date) >= $2
    AND role.effective_date <= $2
  );

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = role.company_id
        AND nh.id = role.person_id
        AND nh.status = 'newHire'
    )
  );

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = role.company_id
        AND nh.id = role.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (role.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (role.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND (role.person_id = $2)
  AND (
    COALESCE(role.end_date, 'infinity'::date) >= $3
    AND role.effective_date <= $3
  );

SELECT
  count(*)::int AS total
FROM
  locations location
WHERE
  (location.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (person.created_at IS NOT NULL);

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      lower(person.email) = lower($2)
      AND (
        NOT (person.is_work_email_hidden)
        OR (
          $3
          OR (
            $4
            AND person.id = $5
          )
          OR (
            $6
            AND person.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $7
                    AND rl.reporting_to = $5
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $7
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
        )
      )
    )
  )
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      lower(person.email) = lower($2)
      AND (
        NOT (person.is_work_email_hidden)
        OR (
          $3
          OR (
            $4
            AND person.id = $5
          )
          OR (
            $6
            AND person.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $7
                    AND rl.reporting_to = $5
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $7
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
        )
      )
    )
  )
  AND (
    (
      (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      TRUE
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND ((TRUE));

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.created_at < $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.created_at <= $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.created_at > $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.created_at >= $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.created_at >= $2)
  AND (person.created_at < $3)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      lower(person.email) = lower($2)
      AND (
        NOT (person.is_work_email_hidden)
        OR (
          $3
          OR (
            $4
            AND person.id = $5
          )
          OR (
            $6
            AND person.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $7
                    AND rl.reporting_to = $5
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $7
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
        )
      )
    )
  )
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.updated_at <= $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.updated_at > $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.updated_at >= $2)
  AND ((TRUE));

SELECT
  count(*)::int AS total
FROM
  provisioning_targets target
WHERE
  (target.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  public_holiday_calendars calendar
WHERE
  (calendar.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  public_holiday_calendars calendar
WHERE
  (calendar.company_id = $1)
  AND (
    (
      calendar.id IS NULL
      OR calendar.id NOT IN ($2, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  public_holiday_calendars calendar
WHERE
  (calendar.company_id = $1)
  AND (calendar.id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  public_holidays holiday
WHERE
  (holiday.company_id = $1)
  AND (holiday.public_holiday_calendar_id = $2)
  AND (holiday.date = $3);

SELECT
  count(*)::int AS total
FROM
  public_holidays holiday
WHERE
  (holiday.company_id = $1)
  AND (holiday.public_holiday_calendar_id = $2)
  AND (holiday.date >= $3)
  AND (holiday.date <= $4);

SELECT
  count(*)::int AS total
FROM
  public_holidays holiday
WHERE
  (holiday.company_id = $1)
  AND (holiday.public_holiday_calendar_id IN ($2, …))
  AND (holiday.date = $3);

SELECT
  count(*)::int AS total
FROM
  public_holidays holiday
WHERE
  (holiday.company_id = $1)
  AND (holiday.public_holiday_calendar_id IN ($2, …))
  AND (holiday.date >= $3)
  AND (holiday.date <= $4);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (
    (
      entry.time_away_type_id = $2
      AND (
        NOT (
          NOT EXISTS (
            SELECT
              1
            FROM
              time_away_types tt
            WHERE
              tt.company_id = entry.company_id
              AND tt.id = entry.time_away_type_id
              AND tt.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
          )
        )
        OR (
          $3
          OR (
            $4
            AND entry.person_id = $5
          )
          OR (
            $6
            AND entry.person_id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $7
                    AND rl.reporting_to = $5
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                  UNION
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                    JOIN policy_reports pr ON rl.reporting_to = pr.id
                  WHERE
                    rl.company_id = $7
                    AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                    AND (
                      rl.end_date IS NULL
                      OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                    )
                )
              SELECT
                id
              FROM
                policy_reports
            )
          )
        )
      )
    )
  )
  AND (entry.person_id = $8);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (entry.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (entry.person_id = $2)
  AND (entry.start_date >= $3);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (((entry.person_id = $2)));

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (
    (
      (entry.start_date > $3)
      OR (entry.request_status = $4)
    )
  );

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.end_date < $3);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.request_status = $3);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.request_status IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.start_date <= $3)
  AND (entry.end_date >= $4);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.start_date <= $3)
  AND (entry.end_date >= $4)
  AND (
    daterange (entry.start_date, entry.end_date, '[]') && daterange ($5::date, $6::date, '[]')
  );

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id = $2)
  AND (entry.start_date >= $3);

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.start_date < $2)
  AND (entry.end_date > $3)
  AND (
    daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
  );

SELECT
  count(*)::int AS total
FROM
  time_away entry
WHERE
  (entry.company_id = $1)
  AND (entry.start_date <= $2)
  AND (entry.end_date >= $3)
  AND (
    daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
  );

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (
    (
      adj.person_id = $2
      OR adj.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (adj.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (adj.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND ((adj.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = adj.company_id
        AND nh.id = adj.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (adj.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (adj.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (adj.person_id = $2)
  AND (adj.date = $3);

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (adj.person_id = $2)
  AND (adj.date >= $3)
  AND (adj.date < $4);

SELECT
  count(*)::int AS total
FROM
  time_away_adjustments adj
WHERE
  (adj.company_id = $1)
  AND (adj.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    (
      alloc.person_id = $2
      OR alloc.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND ((alloc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2)
  AND (alloc.start_date <= $3)
  AND (COALESCE(alloc.end_date, 'infinity'::date) >= $4);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2)
  AND (alloc.start_date >= $3);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2)
  AND (alloc.time_away_policy_id = $3);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2)
  AND (alloc.time_away_policy_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id = $2)
  AND (COALESCE(alloc.end_date, 'infinity'::date) < $3);

SELECT
  count(*)::int AS total
FROM
  time_away_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away_approval_flows flow
WHERE
  (flow.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away_policies policy
WHERE
  (policy.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (
    (
      (type.category IN ($2, …))
      OR (type.name = $3)
    )
  );

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (
    (
      (type.name = $2)
      OR (type.category = $3)
    )
  );

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (
    (
      type.category IS NULL
      OR type.category NOT IN ($2, …)
    )
  );

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.category = $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.category IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.category IS DISTINCT FROM $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.created_at < $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.created_at <= $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.created_at > $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.created_at >= $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.created_at >= $2)
  AND (type.created_at <= $3);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.is_time_off = $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.is_time_off IS DISTINCT FROM $2);

SELECT
  count(*)::int AS total
FROM
  time_away_types type
WHERE
  (type.company_id = $1)
  AND (type.name = $2);

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (
    (
      tentry.person_id = $2
      OR tentry.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (tentry.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (tentry.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND ((tentry.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = tentry.company_id
        AND nh.id = tentry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (tentry.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (FALSE);

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (tentry.person_id = $2);

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (tentry.person_id = $2)
  AND (tentry.date = $3);

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (tentry.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_entries tentry
WHERE
  (tentry.company_id = $1)
  AND (tentry.person_id IN ($2, …))
  AND (tentry.date >= $3);

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (
    (
      submission.person_id = $2
      OR submission.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (submission.person_id = $4);

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (submission.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND ((submission.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (submission.person_id = $3);

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND ((submission.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (submission.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (FALSE);

SELECT
  count(*)::int AS total
FROM
  timesheet_submissions submission
WHERE
  (submission.company_id = $1)
  AND (submission.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  webhooks webhook
WHERE
  (webhook.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1);

SELECT
  count(*)::int AS total
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    (
      alloc.person_id = $2
      OR alloc.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
              AND rl.reporting_to = $2
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
            UNION
            SELECT
              rl.person_id
            FROM
              job_roles rl
              JOIN policy_reports pr ON rl.reporting_to = pr.id
            WHERE
              rl.company_id = $3
              AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
              AND (
                rl.end_date IS NULL
                OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
              )
          )
        SELECT
          id
        FROM
          policy_reports
      )
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($4, …));

SELECT
  count(*)::int AS total
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND ((alloc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = alloc.company_id
        AND nh.id = alloc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND (alloc.person_id IN ($3, …));

SELECT
  count(*)::int AS total
FROM
  working_pattern_allocations alloc
WHERE
  (alloc.company_id = $1)
  AND (alloc.person_id IN ($2, …));

SELECT
  count(*)::int AS total
FROM
  working_patterns pattern
WHERE
  (pattern.company_id = $1);

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
      AND (ctype.company_id = $2)
    ORDER BY
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      100
  ) ctype
ORDER BY
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) ctype
ORDER BY
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      100
  ) ctype
ORDER BY
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      250
  ) ctype
ORDER BY
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      3
  ) ctype
ORDER BY
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.name ASC,
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      100
  ) ctype
ORDER BY
  ctype.name ASC,
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  ctype.id AS "id",
  ctype.company_id AS "companyId",
  ctype.name AS "name",
  ctype.base_type AS "baseType",
  to_char(
    ctype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    ctype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      ctype.*
    FROM
      compensation_types ctype
    WHERE
      (ctype.company_id = $1)
    ORDER BY
      ctype.name DESC,
      ctype.created_at ASC,
      ctype.id ASC
    LIMIT
      100
  ) ctype
ORDER BY
  ctype.name DESC,
  ctype.created_at ASC,
  ctype.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($6, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($7, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($8, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($6, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($7, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($8, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($6, …)
            AND (
              cvalue.person_id = $3
              OR cvalue.person_id IN (
                WITH RECURSIVE
                  policy_reports (id) AS (
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                    WHERE
                      rl.company_id = $4
                      AND rl.reporting_to = $3
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                    UNION
                    SELECT
                      rl.person_id
                    FROM
                      job_roles rl
                      JOIN policy_reports pr ON rl.reporting_to = pr.id
                    WHERE
                      rl.company_id = $4
                      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                      AND (
                        rl.end_date IS NULL
                        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                      )
                  )
                SELECT
                  id
                FROM
                  policy_reports
              )
            )
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($7, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($4, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($6, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($7, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($4, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($6, …)
            AND (cvalue.person_id = $3)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($7, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($3, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($4, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id = $6)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (
            cvalue.section NOT IN ($2, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($3, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($4, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
          OR (
            cvalue.section IN ($5, …)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($6, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
        )
      )
      AND (cvalue.person_id = $5)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (
            cvalue.section IN ($5, …)
            AND (cvalue.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = cvalue.company_id
                AND nh.id = cvalue.person_id
                AND nh.status = 'newHire'
            )
          )
        )
      )
      AND (cvalue.person_id IN ($7, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.custom_field_id = $6)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id = $6)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          (cvalue.resource_id = $7)
          OR (cvalue.resource_id = $8)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          (cvalue.resource_id = $7)
          OR (cvalue.resource_id IS NULL)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          (cvalue.resource_id IN ($7, …))
          OR (cvalue.resource_id IS NOT NULL)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          cvalue.custom_field_id IS NULL
          OR cvalue.custom_field_id NOT IN ($7, …)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          cvalue.person_id IS NULL
          OR cvalue.person_id NOT IN ($7, …)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          cvalue.resource_id IS NOT NULL
          AND NOT cvalue.resource_id IN ($7, …)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          cvalue.resource_id IS NULL
          OR cvalue.resource_id IN ($7, …)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (
        (
          cvalue.resource_id IS NULL
          OR NOT cvalue.resource_id IN ($7, …)
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.created_at < $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.created_at <= $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.created_at > $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.created_at >= $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.custom_field_id = $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.custom_field_id IN ($7, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.custom_field_id IS DISTINCT FROM $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.person_id IS DISTINCT FROM $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.resource_id = $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.resource_id IN ($7, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.resource_id IS DISTINCT FROM $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.resource_id IS NOT NULL)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.resource_id IS NULL)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.updated_at > $7)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
      AND (cvalue.updated_at >= $7)
      AND (cvalue.updated_at < $8)
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
      AND (cvalue.person_id IN ($6, …))
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      cvalue.*
    FROM
      custom_values cvalue
    WHERE
      (cvalue.company_id = $1)
      AND (
        (
          (cvalue.section NOT IN ($2, …))
          OR (cvalue.section IN ($3, …))
          OR (cvalue.section IN ($4, …))
          OR (cvalue.section IN ($5, …))
        )
      )
    ORDER BY
      cvalue.created_at ASC,
      cvalue.id ASC
    LIMIT
      100
  ) cvalue
ORDER BY
  cvalue.created_at ASC,
  cvalue.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (
        (
          ((document.person_id IS NOT DISTINCT FROM $2))
          OR ((document.person_id IS NULL))
        )
      )
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (
        (
          (document.person_id = $2)
          OR document.person_id IS NULL
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = document.company_id
            AND nh.id = document.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (
        (
          document.person_id IS NOT DISTINCT FROM $3
          OR document.person_id IS NOT DISTINCT FROM $4
        )
      )
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (
        (
          (document.person_id = $2)
          OR document.person_id IS NULL
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = document.company_id
            AND nh.id = document.person_id
            AND nh.status = 'newHire'
        )
      )
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (
        (
          document.person_id IS NOT DISTINCT FROM $2
          OR document.person_id IS NOT DISTINCT FROM $3
        )
      )
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = document.company_id
            AND nh.id = document.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (
        (
          document.person_id IS NOT DISTINCT FROM $2
          OR document.person_id IS NOT DISTINCT FROM $3
        )
      )
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND ((((document.person_id IS NOT DISTINCT FROM $2))))
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND ((document.person_id IS NOT DISTINCT FROM $2))
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND ((document.person_id IS NULL))
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (NOT (document.person_id IS NOT DISTINCT FROM $2))
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
      AND (NOT (document.person_id IS NULL))
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  document.id AS "id",
  document.company_id AS "companyId",
  document.person_id AS "personId",
  document.name AS "name",
  document.document_type_id AS "documentTypeId",
  document.link AS "link",
  document.file_id AS "fileId",
  document.source AS "source",
  document.source_id AS "sourceId",
  document.issue_date AS "issueDate",
  document.created_by AS "createdBy",
  to_char(
    document.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    document.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = document.company_id
      AND f.id = document.file_id
  ) AS "file"
FROM
  (
    SELECT
      document.*
    FROM
      documents document
    WHERE
      (document.company_id = $1)
    ORDER BY
      document.created_at ASC,
      document.id ASC
    LIMIT
      100
  ) document
ORDER BY
  document.created_at ASC,
  document.id ASC;

SELECT
  dtype.id AS "id",
  dtype.company_id AS "companyId",
  dtype.name AS "name",
  to_char(
    dtype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    dtype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      dtype.*
    FROM
      document_types dtype
    WHERE
      (dtype.company_id = $1)
    ORDER BY
      dtype.created_at ASC,
      dtype.id ASC
    LIMIT
      100
  ) dtype
ORDER BY
  dtype.created_at ASC,
  dtype.id ASC;

SELECT
  dtype.id AS "id",
  dtype.company_id AS "companyId",
  dtype.name AS "name",
  to_char(
    dtype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    dtype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      dtype.*
    FROM
      document_types dtype
    WHERE
      (dtype.company_id = $1)
    ORDER BY
      dtype.created_at ASC,
      dtype.id ASC
    LIMIT
      250
  ) dtype
ORDER BY
  dtype.created_at ASC,
  dtype.id ASC;

SELECT
  ename.id AS "id",
  ename.company_id AS "companyId",
  ename.value AS "value",
  ename.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = ename.company_id
          AND lower(e.type) = lower(ename.type)
          AND lower(e.name) = lower(ename.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      ename.*
    FROM
      equipment_names ename
    WHERE
      (ename.company_id = $1)
      AND (
        (
          ename.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = ename.company_id
                  AND lower(e.type) = lower(ename.type)
                  AND lower(e.name) = lower(ename.value)
              )
          )
        )
      )
    ORDER BY
      ename.created_at ASC,
      ename.id ASC
    LIMIT
      100
  ) ename
ORDER BY
  ename.created_at ASC,
  ename.id ASC;

SELECT
  ename.id AS "id",
  ename.company_id AS "companyId",
  ename.value AS "value",
  ename.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = ename.company_id
          AND lower(e.type) = lower(ename.type)
          AND lower(e.name) = lower(ename.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      ename.*
    FROM
      equipment_names ename
    WHERE
      (ename.company_id = $1)
      AND (
        (
          ename.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = ename.company_id
                  AND lower(e.type) = lower(ename.type)
                  AND lower(e.name) = lower(ename.value)
              )
          )
        )
      )
    ORDER BY
      ename.created_at ASC,
      ename.id ASC
    LIMIT
      250
  ) ename
ORDER BY
  ename.created_at ASC,
  ename.id ASC;

SELECT
  ename.id AS "id",
  ename.company_id AS "companyId",
  ename.value AS "value",
  ename.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = ename.company_id
          AND lower(e.type) = lower(ename.type)
          AND lower(e.name) = lower(ename.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      ename.*
    FROM
      equipment_names ename
    WHERE
      (ename.company_id = $1)
      AND (lower(ename.type) = lower($2))
      AND (
        (
          ename.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = ename.company_id
                  AND lower(e.type) = lower(ename.type)
                  AND lower(e.name) = lower(ename.value)
              )
          )
        )
      )
    ORDER BY
      ename.created_at ASC,
      ename.id ASC
    LIMIT
      100
  ) ename
ORDER BY
  ename.created_at ASC,
  ename.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    SELECT
      entry.*
    FROM
      time_away entry
    WHERE
      (entry.company_id = $1)
      AND (((entry.person_id = $2)))
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    SELECT
      entry.*
    FROM
      time_away entry
    WHERE
      (entry.company_id = $1)
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    SELECT
      entry.*
    FROM
      time_away entry
    WHERE
      (entry.company_id = $1)
    ORDER BY
      entry.created_at DESC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at DESC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    SELECT
      entry.*
    FROM
      time_away entry
    WHERE
      (entry.company_id = $1)
    ORDER BY
      entry.end_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.end_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    SELECT
      entry.*
    FROM
      time_away entry
    WHERE
      (entry.company_id = $1)
    ORDER BY
      entry.start_date DESC,
      entry.end_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.start_date DESC,
  entry.end_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (
            NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = entry.company_id
                AND nh.id = entry.person_id
                AND nh.status = 'newHire'
            )
          )
          AND (
            (
              entry.time_away_type_id = $2
              AND (
                NOT (
                  NOT EXISTS (
                    SELECT
                      1
                    FROM
                      time_away_types tt
                    WHERE
                      tt.company_id = entry.company_id
                      AND tt.id = entry.time_away_type_id
                      AND tt.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
                  )
                )
                OR (
                  $3
                  OR (
                    $4
                    AND entry.person_id = $5
                  )
                  OR (
                    $6
                    AND entry.person_id IN (
                      WITH RECURSIVE
                        policy_reports (id) AS (
                          SELECT
                            rl.person_id
                          FROM
                            job_roles rl
                          WHERE
                            rl.company_id = $7
                            AND rl.reporting_to = $5
                            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                            AND (
                              rl.end_date IS NULL
                              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                            )
                          UNION
                          SELECT
                            rl.person_id
                          FROM
                            job_roles rl
                            JOIN policy_reports pr ON rl.reporting_to = pr.id
                          WHERE
                            rl.company_id = $7
                            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                            AND (
                              rl.end_date IS NULL
                              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                            )
                        )
                      SELECT
                        id
                      FROM
                        policy_reports
                    )
                  )
                )
              )
            )
          )
          AND (entry.person_id = $8)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (
            NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = entry.company_id
                AND nh.id = entry.person_id
                AND nh.status = 'newHire'
            )
          )
          AND (entry.person_id = $2)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (
            NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = entry.company_id
                AND nh.id = entry.person_id
                AND nh.status = 'newHire'
            )
          )
          AND (entry.person_id = $2)
          AND (entry.start_date >= $3)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      $3
    OFFSET
      $4
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at DESC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at DESC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.start_date DESC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.start_date DESC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (
            (
              (entry.start_date > $3)
              OR (entry.request_status = $4)
            )
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.end_date < $3)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.request_status = $3)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.request_status IN ($3, …))
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.start_date <= $3)
          AND (entry.end_date >= $4)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.start_date <= $3)
          AND (entry.end_date >= $4)
          AND (
            daterange (entry.start_date, entry.end_date, '[]') && daterange ($5::date, $6::date, '[]')
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id = $2)
          AND (entry.start_date >= $3)
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id IN ($2, …))
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id IN ($2, …))
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.start_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.start_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id IN ($2, …))
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.start_date DESC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.start_date DESC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.person_id IN ($2, …))
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.start_date DESC,
      entry.end_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.start_date DESC,
  entry.end_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.start_date < $2)
          AND (entry.end_date > $3)
          AND (
            daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.start_date <= $2)
          AND (entry.end_date >= $3)
          AND (
            daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.end_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      $6
    OFFSET
      $7
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.end_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.start_date <= $2)
          AND (entry.end_date >= $3)
          AND (
            daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.end_date ASC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.end_date ASC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  entry.id AS "id",
  entry.person_id AS "personId",
  entry.time_away_type_id AS "timeAwayTypeId",
  entry.start_date AS "startDate",
  entry.start_period AS "startPeriod",
  entry.end_date AS "endDate",
  entry.end_period AS "endPeriod",
  entry.note AS "note",
  entry.request_status AS "requestStatus",
  entry.reviewed_by AS "reviewedBy",
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  entry.approvals AS "approvals",
  entry.days::float8 AS "days",
  entry.hours::float8 AS "hours",
  to_char(
    entry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    entry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  json_build_object(
    'name',
    entry_type.name,
    'disclosed',
    COALESCE(
      entry_type.category IN ('paidTimeOff', 'workingFromHome', 'workTravel'),
      false
    )
  ) AS "name",
  COALESCE(entry_type.is_time_off, true) AS "isTimeOff"
FROM
  (
    WITH
      entry_matches AS MATERIALIZED (
        SELECT
          entry.*
        FROM
          time_away entry
        WHERE
          (entry.company_id = $1)
          AND (entry.start_date <= $2)
          AND (entry.end_date >= $3)
          AND (
            daterange (entry.start_date, entry.end_date, '[]') && daterange ($4::date, $5::date, '[]')
          )
      )
    SELECT
      entry.*
    FROM
      entry_matches entry
    ORDER BY
      entry.end_date DESC,
      entry.created_at ASC,
      entry.id ASC
    LIMIT
      100
  ) entry
  LEFT JOIN time_away_types entry_type ON entry_type.company_id = entry.company_id
  AND entry_type.id = entry.time_away_type_id
ORDER BY
  entry.end_date DESC,
  entry.created_at ASC,
  entry.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
      AND (
        (
          equipment.person_id = $2
          OR equipment.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = equipment.company_id
            AND nh.id = equipment.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (equipment.person_id IN ($4, …))
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = equipment.company_id
            AND nh.id = equipment.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (equipment.person_id IN ($2, …))
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
      AND ((equipment.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = equipment.company_id
            AND nh.id = equipment.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (equipment.person_id IN ($3, …))
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
      AND (equipment.person_id = $2)
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
      AND (equipment.person_id IN ($2, …))
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  equipment.id AS "id",
  equipment.person_id AS "personId",
  equipment.type AS "type",
  equipment.name AS "name",
  equipment.serial_number AS "serialNumber",
  equipment.cost AS "cost",
  equipment.currency AS "currency",
  equipment.note AS "note",
  equipment.file_id AS "fileId",
  equipment.issue_date AS "issueDate",
  equipment.receipt_date AS "receiptDate",
  equipment.collection_date AS "collectionDate",
  equipment.collected_by AS "collectedBy",
  to_char(
    equipment.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    equipment.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS "file"
FROM
  (
    SELECT
      equipment.*
    FROM
      equipment equipment
    WHERE
      (equipment.company_id = $1)
    ORDER BY
      equipment.created_at ASC,
      equipment.id ASC
    LIMIT
      100
  ) equipment
ORDER BY
  equipment.created_at ASC,
  equipment.id ASC;

SELECT
  etype.id AS "id",
  etype.company_id AS "companyId",
  etype.value AS "value",
  etype.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = etype.company_id
          AND lower(e.type) = lower(etype.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      etype.*
    FROM
      equipment_types etype
    WHERE
      (etype.company_id = $1)
      AND (
        (
          etype.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = etype.company_id
                  AND lower(e.type) = lower(etype.value)
              )
          )
        )
      )
    ORDER BY
      etype.created_at ASC,
      etype.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) etype
ORDER BY
  etype.created_at ASC,
  etype.id ASC;

SELECT
  etype.id AS "id",
  etype.company_id AS "companyId",
  etype.value AS "value",
  etype.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = etype.company_id
          AND lower(e.type) = lower(etype.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      etype.*
    FROM
      equipment_types etype
    WHERE
      (etype.company_id = $1)
      AND (
        (
          etype.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = etype.company_id
                  AND lower(e.type) = lower(etype.value)
              )
          )
        )
      )
    ORDER BY
      etype.created_at ASC,
      etype.id ASC
    LIMIT
      100
  ) etype
ORDER BY
  etype.created_at ASC,
  etype.id ASC;

SELECT
  etype.id AS "id",
  etype.company_id AS "companyId",
  etype.value AS "value",
  etype.is_default AS "isDefault",
  (
    SELECT
      EXISTS (
        SELECT
          1
        FROM
          equipment e
        WHERE
          e.company_id = etype.company_id
          AND lower(e.type) = lower(etype.value)
      )
  ) AS "isUsed"
FROM
  (
    SELECT
      etype.*
    FROM
      equipment_types etype
    WHERE
      (etype.company_id = $1)
      AND (
        (
          etype.is_default
          OR (
            SELECT
              EXISTS (
                SELECT
                  1
                FROM
                  equipment e
                WHERE
                  e.company_id = etype.company_id
                  AND lower(e.type) = lower(etype.value)
              )
          )
        )
      )
    ORDER BY
      etype.created_at ASC,
      etype.id ASC
    LIMIT
      250
  ) etype
ORDER BY
  etype.created_at ASC,
  etype.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (
        (
          field.id IS NULL
          OR field.id NOT IN ($2, …)
        )
      )
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (
        (
          field.type IS NULL
          OR field.type NOT IN ($2, …)
        )
      )
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.id = $2)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.id IN ($2, …))
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.id IS DISTINCT FROM $2)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.section = $2)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.section IS DISTINCT FROM $2)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
      AND (field.type IN ($2, …))
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      100
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  field.id AS "id",
  field.company_id AS "companyId",
  field.name AS "name",
  field.section AS "section",
  field.type AS "type",
  field.resource_id AS "resourceId",
  field.config AS "config",
  to_char(
    field.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    field.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      field.*
    FROM
      custom_fields field
    WHERE
      (field.company_id = $1)
    ORDER BY
      field.created_at ASC,
      field.id ASC
    LIMIT
      250
  ) field
ORDER BY
  field.created_at ASC,
  field.id ASC;

SELECT
  flow.id AS "id",
  flow.company_id AS "companyId",
  flow.name AS "name",
  flow.steps AS "steps",
  to_char(
    flow.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    flow.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      flow.*
    FROM
      time_away_approval_flows flow
    WHERE
      (flow.company_id = $1)
    ORDER BY
      flow.created_at ASC,
      flow.id ASC
    LIMIT
      100
  ) flow
ORDER BY
  flow.created_at ASC,
  flow.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date = $3)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      100
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      $5
    OFFSET
      $6
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      100
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      250
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      4
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id = $2)
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date DESC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      250
  ) holiday
ORDER BY
  holiday.date DESC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id IN ($2, …))
      AND (holiday.date = $3)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      100
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  holiday.id AS "id",
  holiday.date AS "date",
  holiday.name AS "name",
  holiday.public_holiday_calendar_id AS "publicHolidayCalendarId"
FROM
  (
    SELECT
      holiday.*
    FROM
      public_holidays holiday
    WHERE
      (holiday.company_id = $1)
      AND (holiday.public_holiday_calendar_id IN ($2, …))
      AND (holiday.date >= $3)
      AND (holiday.date <= $4)
    ORDER BY
      holiday.date ASC,
      holiday.created_at ASC,
      holiday.id ASC
    LIMIT
      1
  ) holiday
ORDER BY
  holiday.date ASC,
  holiday.created_at ASC,
  holiday.id ASC;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  (
    SELECT
      iddoc.*
    FROM
      identity_documents iddoc
    WHERE
      (iddoc.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = iddoc.company_id
            AND nh.id = iddoc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (iddoc.person_id IN ($2, …))
    ORDER BY
      iddoc.created_at ASC,
      iddoc.id ASC
    LIMIT
      100
  ) iddoc
ORDER BY
  iddoc.created_at ASC,
  iddoc.id ASC;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  (
    SELECT
      iddoc.*
    FROM
      identity_documents iddoc
    WHERE
      (iddoc.company_id = $1)
      AND ((iddoc.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = iddoc.company_id
            AND nh.id = iddoc.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (iddoc.person_id IN ($3, …))
    ORDER BY
      iddoc.created_at ASC,
      iddoc.id ASC
    LIMIT
      100
  ) iddoc
ORDER BY
  iddoc.created_at ASC,
  iddoc.id ASC;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  (
    SELECT
      iddoc.*
    FROM
      identity_documents iddoc
    WHERE
      (iddoc.company_id = $1)
      AND (iddoc.person_id = $2)
    ORDER BY
      iddoc.created_at ASC,
      iddoc.id ASC
    LIMIT
      100
  ) iddoc
ORDER BY
  iddoc.created_at ASC,
  iddoc.id ASC;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  (
    SELECT
      iddoc.*
    FROM
      identity_documents iddoc
    WHERE
      (iddoc.company_id = $1)
      AND (iddoc.person_id IN ($2, …))
    ORDER BY
      iddoc.created_at ASC,
      iddoc.id ASC
    LIMIT
      100
  ) iddoc
ORDER BY
  iddoc.created_at ASC,
  iddoc.id ASC;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  (
    SELECT
      iddoc.*
    FROM
      identity_documents iddoc
    WHERE
      (iddoc.company_id = $1)
    ORDER BY
      iddoc.created_at ASC,
      iddoc.id ASC
    LIMIT
      100
  ) iddoc
ORDER BY
  iddoc.created_at ASC,
  iddoc.id ASC;

SELECT
  idtype.id AS "id",
  idtype.company_id AS "companyId",
  idtype.value AS "value"
FROM
  (
    SELECT
      idtype.*
    FROM
      identity_document_types idtype
    WHERE
      (idtype.company_id = $1)
    ORDER BY
      idtype.created_at ASC,
      idtype.id ASC
    LIMIT
      100
  ) idtype
ORDER BY
  idtype.created_at ASC,
  idtype.id ASC;

SELECT
  idtype.id AS "id",
  idtype.company_id AS "companyId",
  idtype.value AS "value"
FROM
  (
    SELECT
      idtype.*
    FROM
      identity_document_types idtype
    WHERE
      (idtype.company_id = $1)
    ORDER BY
      idtype.created_at ASC,
      idtype.id ASC
    LIMIT
      250
  ) idtype
ORDER BY
  idtype.created_at ASC,
  idtype.id ASC;

SELECT
  location.id AS "id",
  location.company_id AS "companyId",
  location.label AS "label",
  location.address AS "address",
  location.postcode AS "postcode",
  location.city AS "city",
  location.state AS "state",
  location.country AS "country",
  location.region_code AS "regionCode",
  location.country_code AS "countryCode",
  location.timezone AS "timezone",
  location.is_address_invalid AS "isAddressInvalid",
  location.time_away_policy_id AS "timeAwayPolicyId",
  location.working_pattern_id AS "workingPatternId",
  to_char(
    location.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    location.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  COALESCE(
    NULLIF(location.label, ''),
    concat_ws(
      ', ',
      NULLIF(location.city, ''),
      NULLIF(location.country, '')
    )
  ) AS "displayName"
FROM
  (
    SELECT
      location.*
    FROM
      locations location
    WHERE
      (location.company_id = $1)
    ORDER BY
      location.created_at ASC,
      location.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) location
ORDER BY
  location.created_at ASC,
  location.id ASC;

SELECT
  location.id AS "id",
  location.company_id AS "companyId",
  location.label AS "label",
  location.address AS "address",
  location.postcode AS "postcode",
  location.city AS "city",
  location.state AS "state",
  location.country AS "country",
  location.region_code AS "regionCode",
  location.country_code AS "countryCode",
  location.timezone AS "timezone",
  location.is_address_invalid AS "isAddressInvalid",
  location.time_away_policy_id AS "timeAwayPolicyId",
  location.working_pattern_id AS "workingPatternId",
  to_char(
    location.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    location.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  COALESCE(
    NULLIF(location.label, ''),
    concat_ws(
      ', ',
      NULLIF(location.city, ''),
      NULLIF(location.country, '')
    )
  ) AS "displayName"
FROM
  (
    SELECT
      location.*
    FROM
      locations location
    WHERE
      (location.company_id = $1)
    ORDER BY
      location.created_at ASC,
      location.id ASC
    LIMIT
      1
  ) location
ORDER BY
  location.created_at ASC,
  location.id ASC;

SELECT
  location.id AS "id",
  location.company_id AS "companyId",
  location.label AS "label",
  location.address AS "address",
  location.postcode AS "postcode",
  location.city AS "city",
  location.state AS "state",
  location.country AS "country",
  location.region_code AS "regionCode",
  location.country_code AS "countryCode",
  location.timezone AS "timezone",
  location.is_address_invalid AS "isAddressInvalid",
  location.time_away_policy_id AS "timeAwayPolicyId",
  location.working_pattern_id AS "workingPatternId",
  to_char(
    location.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    location.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  COALESCE(
    NULLIF(location.label, ''),
    concat_ws(
      ', ',
      NULLIF(location.city, ''),
      NULLIF(location.country, '')
    )
  ) AS "displayName"
FROM
  (
    SELECT
      location.*
    FROM
      locations location
    WHERE
      (location.company_id = $1)
    ORDER BY
      location.created_at ASC,
      location.id ASC
    LIMIT
      100
  ) location
ORDER BY
  location.created_at ASC,
  location.id ASC;

SELECT
  location.id AS "id",
  location.company_id AS "companyId",
  location.label AS "label",
  location.address AS "address",
  location.postcode AS "postcode",
  location.city AS "city",
  location.state AS "state",
  location.country AS "country",
  location.region_code AS "regionCode",
  location.country_code AS "countryCode",
  location.timezone AS "timezone",
  location.is_address_invalid AS "isAddressInvalid",
  location.time_away_policy_id AS "timeAwayPolicyId",
  location.working_pattern_id AS "workingPatternId",
  to_char(
    location.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    location.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  COALESCE(
    NULLIF(location.label, ''),
    concat_ws(
      ', ',
      NULLIF(location.city, ''),
      NULLIF(location.country, '')
    )
  ) AS "displayName"
FROM
  (
    SELECT
      location.*
    FROM
      locations location
    WHERE
      (location.company_id = $1)
    ORDER BY
      location.created_at ASC,
      location.id ASC
    LIMIT
      250
  ) location
ORDER BY
  location.created_at ASC,
  location.id ASC;

SELECT
  pattern.id AS "id",
  pattern.company_id AS "companyId",
  pattern.name AS "name",
  pattern.days AS "days",
  (
    SELECT
      COALESCE(sum((d ->> 'hours')::numeric), 0)
    FROM
      jsonb_array_elements(pattern.days) d
  )::float8 AS "hoursPerWeek",
  pattern.is_default AS "isDefault",
  to_char(
    pattern.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    pattern.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      pattern.*
    FROM
      working_patterns pattern
    WHERE
      (pattern.company_id = $1)
    ORDER BY
      pattern.created_at ASC,
      pattern.id ASC
    LIMIT
      100
  ) pattern
ORDER BY
  pattern.created_at ASC,
  pattern.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      (
        SELECT
          person.company_id,
          person.id
        FROM
          people person
        WHERE
          (person.company_id = $1)
          AND (
            (
              (
                person.status = 'active'
                AND (
                  person.employment_end_date IS NULL
                  OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              )
            )
          )
        ORDER BY
          person.created_at ASC,
          person.id ASC
        LIMIT
          $2
        OFFSET
          $3
      ) person_page
      JOIN people person ON person.company_id = person_page.company_id
      AND person.id = person_page.id
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      (
        SELECT
          person.company_id,
          person.id
        FROM
          people person
        WHERE
          (person.company_id = $1)
          AND ((TRUE))
        ORDER BY
          person.created_at ASC,
          person.id ASC
        LIMIT
          $2
        OFFSET
          $3
      ) person_page
      JOIN people person ON person.company_id = person_page.company_id
      AND person.id = person_page.id
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      2
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      250
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      40
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      80
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
          OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          (
            person.status = 'newHire'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          lower(person.email) = lower($2)
          AND (
            NOT (person.is_work_email_hidden)
            OR (
              $3
              OR (
                $4
                AND person.id = $5
              )
              OR (
                $6
                AND person.id IN (
                  WITH RECURSIVE
                    policy_reports (id) AS (
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                      WHERE
                        rl.company_id = $7
                        AND rl.reporting_to = $5
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                      UNION
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                        JOIN policy_reports pr ON rl.reporting_to = pr.id
                      WHERE
                        rl.company_id = $7
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                    )
                  SELECT
                    id
                  FROM
                    policy_reports
                )
              )
            )
          )
        )
      )
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          lower(person.email) = lower($2)
          AND (
            NOT (person.is_work_email_hidden)
            OR (
              $3
              OR (
                $4
                AND person.id = $5
              )
              OR (
                $6
                AND person.id IN (
                  WITH RECURSIVE
                    policy_reports (id) AS (
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                      WHERE
                        rl.company_id = $7
                        AND rl.reporting_to = $5
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                      UNION
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                        JOIN policy_reports pr ON rl.reporting_to = pr.id
                      WHERE
                        rl.company_id = $7
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                    )
                  SELECT
                    id
                  FROM
                    policy_reports
                )
              )
            )
          )
        )
      )
      AND (
        (
          (
            person.status = 'newHire'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (
        (
          TRUE
          OR (
            person.status = 'newHire'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      250
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      3
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      4
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.created_at < $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.created_at <= $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.created_at > $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.created_at >= $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.created_at >= $2)
      AND (person.created_at < $3)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.status <> 'newHire')
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      250
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.status <> 'newHire')
      AND (
        (
          (
            person.status = 'newHire'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.status <> 'newHire')
      AND (
        (
          lower(person.email) = lower($2)
          AND (
            NOT (person.is_work_email_hidden)
            OR (
              $3
              OR (
                $4
                AND person.id = $5
              )
              OR (
                $6
                AND person.id IN (
                  WITH RECURSIVE
                    policy_reports (id) AS (
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                      WHERE
                        rl.company_id = $7
                        AND rl.reporting_to = $5
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                      UNION
                      SELECT
                        rl.person_id
                      FROM
                        job_roles rl
                        JOIN policy_reports pr ON rl.reporting_to = pr.id
                      WHERE
                        rl.company_id = $7
                        AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                        AND (
                          rl.end_date IS NULL
                          OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                        )
                    )
                  SELECT
                    id
                  FROM
                    policy_reports
                )
              )
            )
          )
        )
      )
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.updated_at <= $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.updated_at > $2)
      AND (
        (
          (
            person.status = 'active'
            AND (
              person.employment_end_date IS NULL
              OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
            )
          )
        )
      )
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      person.*
    FROM
      people person
    WHERE
      (person.company_id = $1)
      AND (person.updated_at >= $2)
      AND ((TRUE))
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      100
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    WITH
      person_matches AS MATERIALIZED (
        SELECT
          person.*
        FROM
          people person
        WHERE
          (person.company_id = $1)
          AND (
            (
              (
                person.status = 'active'
                AND (
                  person.employment_end_date IS NULL
                  OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              )
            )
          )
          AND (person.created_at IS NOT NULL)
      )
    SELECT
      person.*
    FROM
      person_matches person
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    WITH
      person_matches AS MATERIALIZED (
        SELECT
          person.*
        FROM
          people person
        WHERE
          (person.company_id = $1)
          AND (
            (
              (
                person.status = 'active'
                AND (
                  person.employment_end_date IS NULL
                  OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
                )
              )
            )
          )
          AND (person.created_at IS NOT NULL)
      )
    SELECT
      person.*
    FROM
      person_matches person
    ORDER BY
      person.created_at ASC,
      person.id ASC
    LIMIT
      2
  ) person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
ORDER BY
  person.created_at ASC,
  person.id ASC;

SELECT
  policy.id AS "id",
  policy.company_id AS "companyId",
  policy.name AS "name",
  policy.allowance::float8 AS "allowance",
  policy.carry_over_limit::float8 AS "carryOverLimit",
  policy.is_default AS "isDefault",
  policy.accrual_frequency AS "accrualFrequency",
  policy.year_start_month AS "yearStartMonth",
  policy.carry_over_expires_after_months AS "carryOverExpiresAfterMonths",
  policy.unit AS "unit",
  to_char(
    policy.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    policy.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      policy.*
    FROM
      time_away_policies policy
    WHERE
      (policy.company_id = $1)
    ORDER BY
      policy.created_at ASC,
      policy.id ASC
    LIMIT
      100
  ) policy
ORDER BY
  policy.created_at ASC,
  policy.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (
        COALESCE(role.end_date, 'infinity'::date) >= $2
        AND role.effective_date <= $2
      )
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      250
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = role.company_id
            AND nh.id = role.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (role.person_id = $2)
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      100
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = role.company_id
            AND nh.id = role.person_id
            AND nh.status = 'newHire'
        )
      )
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      250
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (role.person_id = $2)
      AND (
        COALESCE(role.end_date, 'infinity'::date) >= $3
        AND role.effective_date <= $3
      )
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      100
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (role.person_id = $2)
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      100
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
      AND (role.person_id = $2)
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      250
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      100
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      role.*
    FROM
      job_roles role
    WHERE
      (role.company_id = $1)
    ORDER BY
      role.created_at ASC,
      role.id ASC
    LIMIT
      250
  ) role
ORDER BY
  role.created_at ASC,
  role.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND (
        (
          submission.person_id = $2
          OR submission.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = submission.company_id
            AND nh.id = submission.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (submission.person_id = $4)
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = submission.company_id
            AND nh.id = submission.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (submission.person_id IN ($2, …))
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND ((submission.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = submission.company_id
            AND nh.id = submission.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (submission.person_id = $3)
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND ((submission.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = submission.company_id
            AND nh.id = submission.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (submission.person_id IN ($3, …))
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND (FALSE)
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  submission.id AS "id",
  submission.person_id AS "personId",
  submission.start_date AS "startDate",
  submission.end_date AS "endDate",
  submission.status AS "status",
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "submittedAt",
  submission.reviewed_by AS "reviewedBy",
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "reviewedAt",
  submission.changes_requested AS "changesRequested",
  json_build_object(
    'hours',
    submission.duration_minutes / 60,
    'minutes',
    submission.duration_minutes % 60
  ) AS "durationAsTime",
  submission.duration_days::float8 AS "durationAsDays",
  to_char(
    submission.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    submission.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      submission.*
    FROM
      timesheet_submissions submission
    WHERE
      (submission.company_id = $1)
      AND (submission.person_id IN ($2, …))
    ORDER BY
      submission.created_at ASC,
      submission.id ASC
    LIMIT
      100
  ) submission
ORDER BY
  submission.created_at ASC,
  submission.id ASC;

SELECT
  target.id AS "id",
  target.company_id AS "companyId",
  target.name AS "name",
  target.kind AS "kind",
  target.url AS "url",
  target.tenant_id AS "tenantId",
  target.client_id AS "clientId",
  target.status AS "status",
  to_char(
    target.last_sync_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "lastSyncAt",
  to_char(
    target.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    target.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  target.token AS "token",
  target.client_secret AS "clientSecret"
FROM
  (
    SELECT
      target.*
    FROM
      provisioning_targets target
    WHERE
      (target.company_id = $1)
    ORDER BY
      target.created_at ASC,
      target.id ASC
    LIMIT
      100
  ) target
ORDER BY
  target.created_at ASC,
  target.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (
        (
          tentry.person_id = $2
          OR tentry.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
                  AND rl.reporting_to = $2
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
                UNION
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                  JOIN policy_reports pr ON rl.reporting_to = pr.id
                WHERE
                  rl.company_id = $3
                  AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
                  AND (
                    rl.end_date IS NULL
                    OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
                  )
              )
            SELECT
              id
            FROM
              policy_reports
          )
        )
      )
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = tentry.company_id
            AND nh.id = tentry.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (tentry.person_id IN ($4, …))
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = tentry.company_id
            AND nh.id = tentry.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (tentry.person_id IN ($2, …))
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND ((tentry.person_id = $2))
      AND (
        NOT EXISTS (
          SELECT
            1
          FROM
            people nh
          WHERE
            nh.company_id = tentry.company_id
            AND nh.id = tentry.person_id
            AND nh.status = 'newHire'
        )
      )
      AND (tentry.person_id IN ($3, …))
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (FALSE)
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id = $2)
      AND (tentry.date = $3)
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id = $2)
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id = $2)
    ORDER BY
      tentry.date ASC,
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.date ASC,
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id = $2)
    ORDER BY
      tentry.date DESC,
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.date DESC,
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id IN ($2, …))
      AND (tentry.date >= $3)
    ORDER BY
      tentry.date ASC,
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.date ASC,
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  tentry.id AS "id",
  tentry.person_id AS "personId",
  tentry.date AS "date",
  to_char(tentry.start_time, 'HH24:MI') AS "startTime",
  to_char(tentry.end_time, 'HH24:MI') AS "endTime",
  json_build_object(
    'hours',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) / 60,
    'minutes',
    (
      EXTRACT(
        EPOCH
        FROM
          tentry.end_time - tentry.start_time
      )::int / 60
    ) % 60
  ) AS "duration",
  tentry.note AS "note",
  to_char(
    tentry.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    tentry.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      tentry.*
    FROM
      timesheet_entries tentry
    WHERE
      (tentry.company_id = $1)
      AND (tentry.person_id IN ($2, …))
    ORDER BY
      tentry.created_at ASC,
      tentry.id ASC
    LIMIT
      100
  ) tentry
ORDER BY
  tentry.created_at ASC,
  tentry.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      (
        SELECT
          type.company_id,
          type.id
        FROM
          time_away_types type
        WHERE
          (type.company_id = $1)
        ORDER BY
          type.created_at ASC,
          type.id ASC
        LIMIT
          $2
        OFFSET
          $3
      ) type_page
      JOIN time_away_types type ON type.company_id = type_page.company_id
      AND type.id = type_page.id
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (
        (
          (type.category IN ($2, …))
          OR (type.name = $3)
        )
      )
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (
        (
          (type.name = $2)
          OR (type.category = $3)
        )
      )
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (
        (
          type.category IS NULL
          OR type.category NOT IN ($2, …)
        )
      )
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.category IN ($2, …))
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.category IS DISTINCT FROM $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at < $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at <= $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at > $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at > $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at >= $2)
      AND (type.created_at <= $3)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at >= $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.created_at >= $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.is_time_off = $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.is_time_off IS DISTINCT FROM $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
      AND (type.name = $2)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      $2
    OFFSET
      $3
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      100
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.created_at ASC,
      type.id ASC
    LIMIT
      4
  ) type
ORDER BY
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.name ASC,
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.name ASC,
  type.created_at ASC,
  type.id ASC;

SELECT
  type.id AS "id",
  type.company_id AS "companyId",
  type.name AS "name",
  type.is_time_off AS "isTimeOff",
  type.category AS "category",
  to_char(
    type.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    type.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  (
    SELECT
      type.*
    FROM
      time_away_types type
    WHERE
      (type.company_id = $1)
    ORDER BY
      type.name DESC,
      type.created_at ASC,
      type.id ASC
    LIMIT
      250
  ) type
ORDER BY
  type.name DESC,
  type.created_at ASC,
  type.id ASC;

SELECT
  webhook.id AS "id",
  webhook.company_id AS "companyId",
  webhook.name AS "name",
  webhook.url AS "url",
  webhook.test_url AS "testUrl",
  webhook.event_types AS "eventTypes",
  webhook.status AS "status",
  to_char(
    webhook.disabled_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "disabledAt",
  webhook.disabled_reason AS "disabledReason",
  to_char(
    webhook.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    webhook.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  webhook.secret AS "secret",
  webhook.previous_secret AS "previousSecret"
FROM
  (
    SELECT
      webhook.*
    FROM
      webhooks webhook
    WHERE
      (webhook.company_id = $1)
    ORDER BY
      webhook.created_at ASC,
      webhook.id ASC
    LIMIT
      100
  ) webhook
ORDER BY
  webhook.created_at ASC,
  webhook.id ASC;

SELECT
  webhook.id AS "id",
  webhook.company_id AS "companyId",
  webhook.name AS "name",
  webhook.url AS "url",
  webhook.test_url AS "testUrl",
  webhook.event_types AS "eventTypes",
  webhook.status AS "status",
  to_char(
    webhook.disabled_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "disabledAt",
  webhook.disabled_reason AS "disabledReason",
  to_char(
    webhook.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    webhook.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  webhook.secret AS "secret",
  webhook.previous_secret AS "previousSecret"
FROM
  (
    SELECT
      webhook.*
    FROM
      webhooks webhook
    WHERE
      (webhook.company_id = $1)
    ORDER BY
      webhook.created_at ASC,
      webhook.id ASC
    LIMIT
      250
  ) webhook
ORDER BY
  webhook.created_at ASC,
  webhook.id ASC;

-- ResourceReader.personRowsAs (src/core/crud/resource-reader.ts)

SELECT
  "adj"."id" AS "adj_id",
  "adj"."company_id" AS "adj_company_id",
  "adj"."created_at" AS "adj_created_at"
FROM
  "time_away_adjustments" "adj"
WHERE
  "adj"."company_id" = $1
  AND "adj"."person_id" = $2
ORDER BY
  "adj"."created_at" ASC,
  "adj_id" ASC;

SELECT
  "adj"."id" AS "adj_id",
  "adj"."company_id" AS "adj_company_id",
  "adj"."created_at" AS "adj_created_at"
FROM
  "time_away_adjustments" "adj"
WHERE
  "adj"."company_id" = $1
  AND ("adj"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "adj"."company_id"
      AND nh.id = "adj"."person_id"
      AND nh.status = 'newHire'
  )
  AND "adj"."person_id" = $3
ORDER BY
  "adj"."created_at" ASC,
  "adj_id" ASC;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at"
FROM
  "time_away_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."person_id" = $2
ORDER BY
  "alloc"."created_at" ASC,
  "alloc_id" ASC;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at"
FROM
  "time_away_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND ("alloc"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "alloc"."company_id"
      AND nh.id = "alloc"."person_id"
      AND nh.status = 'newHire'
  )
  AND "alloc"."person_id" = $3
ORDER BY
  "alloc"."created_at" ASC,
  "alloc_id" ASC;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at"
FROM
  "working_pattern_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."person_id" = $2
ORDER BY
  "alloc"."created_at" ASC,
  "alloc_id" ASC;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at"
FROM
  "working_pattern_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND ("alloc"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "alloc"."company_id"
      AND nh.id = "alloc"."person_id"
      AND nh.status = 'newHire'
  )
  AND "alloc"."person_id" = $3
ORDER BY
  "alloc"."created_at" ASC,
  "alloc_id" ASC;

SELECT
  "bank"."id" AS "bank_id",
  "bank"."company_id" AS "bank_company_id",
  "bank"."created_at" AS "bank_created_at"
FROM
  "bank_accounts" "bank"
WHERE
  "bank"."company_id" = $1
  AND "bank"."person_id" = $2
ORDER BY
  "bank"."created_at" ASC,
  "bank_id" ASC;

SELECT
  "bank"."id" AS "bank_id",
  "bank"."company_id" AS "bank_company_id",
  "bank"."created_at" AS "bank_created_at"
FROM
  "bank_accounts" "bank"
WHERE
  "bank"."company_id" = $1
  AND ("bank"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "bank"."company_id"
      AND nh.id = "bank"."person_id"
      AND nh.status = 'newHire'
  )
  AND "bank"."person_id" = $3
ORDER BY
  "bank"."created_at" ASC,
  "bank_id" ASC;

SELECT
  "comp"."id" AS "comp_id",
  "comp"."company_id" AS "comp_company_id",
  "comp"."created_at" AS "comp_created_at"
FROM
  "compensations" "comp"
WHERE
  "comp"."company_id" = $1
  AND "comp"."person_id" = $2
ORDER BY
  "comp"."created_at" ASC,
  "comp_id" ASC;

SELECT
  "comp"."id" AS "comp_id",
  "comp"."company_id" AS "comp_company_id",
  "comp"."created_at" AS "comp_created_at"
FROM
  "compensations" "comp"
WHERE
  "comp"."company_id" = $1
  AND ("comp"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "comp"."company_id"
      AND nh.id = "comp"."person_id"
      AND nh.status = 'newHire'
  )
  AND "comp"."person_id" = $3
ORDER BY
  "comp"."created_at" ASC,
  "comp_id" ASC;

SELECT
  "contact"."id" AS "contact_id",
  "contact"."company_id" AS "contact_company_id",
  "contact"."created_at" AS "contact_created_at"
FROM
  "emergency_contacts" "contact"
WHERE
  "contact"."company_id" = $1
  AND "contact"."person_id" = $2
ORDER BY
  "contact"."created_at" ASC,
  "contact_id" ASC;

SELECT
  "contact"."id" AS "contact_id",
  "contact"."company_id" AS "contact_company_id",
  "contact"."created_at" AS "contact_created_at"
FROM
  "emergency_contacts" "contact"
WHERE
  "contact"."company_id" = $1
  AND ("contact"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "contact"."company_id"
      AND nh.id = "contact"."person_id"
      AND nh.status = 'newHire'
  )
  AND "contact"."person_id" = $3
ORDER BY
  "contact"."created_at" ASC,
  "contact_id" ASC;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    (
      "cvalue"."section" NOT IN ($2, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($4, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($5, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($6, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
  )
  AND "cvalue"."person_id" = $7
ORDER BY
  "cvalue"."created_at" ASC,
  "cvalue_id" ASC;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    (
      "cvalue"."section" NOT IN ($2, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($4, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($5, …)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
    OR (
      "cvalue"."section" IN ($6, …)
      AND ("cvalue"."person_id" = $3)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
  )
  AND "cvalue"."person_id" = $7
ORDER BY
  "cvalue"."created_at" ASC,
  "cvalue_id" ASC;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    ("cvalue"."section" NOT IN ($2, …))
    OR ("cvalue"."section" IN ($3, …))
    OR ("cvalue"."section" IN ($4, …))
  )
  AND "cvalue"."person_id" = $5
ORDER BY
  "cvalue"."created_at" ASC,
  "cvalue_id" ASC;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    ("cvalue"."section" NOT IN ($2, …))
    OR ("cvalue"."section" IN ($3, …))
    OR ("cvalue"."section" IN ($4, …))
    OR (
      "cvalue"."section" IN ($5, …)
      AND ("cvalue"."person_id" = $6)
      AND NOT EXISTS (
        SELECT
          1
        FROM
          people nh
        WHERE
          nh.company_id = "cvalue"."company_id"
          AND nh.id = "cvalue"."person_id"
          AND nh.status = 'newHire'
      )
    )
  )
  AND "cvalue"."person_id" = $7
ORDER BY
  "cvalue"."created_at" ASC,
  "cvalue_id" ASC;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND (
    ("cvalue"."section" NOT IN ($2, …))
    OR ("cvalue"."section" IN ($3, …))
    OR ("cvalue"."section" IN ($4, …))
    OR ("cvalue"."section" IN ($5, …))
  )
  AND "cvalue"."person_id" = $6
ORDER BY
  "cvalue"."created_at" ASC,
  "cvalue_id" ASC;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND "document"."person_id" = $2
ORDER BY
  "document"."created_at" ASC,
  "document_id" ASC;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND (
    ("document"."person_id" = $2)
    OR "document"."person_id" IS NULL
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "document"."company_id"
      AND nh.id = "document"."person_id"
      AND nh.status = 'newHire'
  )
  AND "document"."person_id" = $3
ORDER BY
  "document"."created_at" ASC,
  "document_id" ASC;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND "entry"."person_id" = $2
ORDER BY
  "entry"."created_at" ASC,
  "entry_id" ASC;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "entry"."company_id"
      AND nh.id = "entry"."person_id"
      AND nh.status = 'newHire'
  )
  AND "entry"."person_id" = $2
ORDER BY
  "entry"."created_at" ASC,
  "entry_id" ASC;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND "equipment"."person_id" = $2
ORDER BY
  "equipment"."created_at" ASC,
  "equipment_id" ASC;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND ("equipment"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "equipment"."company_id"
      AND nh.id = "equipment"."person_id"
      AND nh.status = 'newHire'
  )
  AND "equipment"."person_id" = $3
ORDER BY
  "equipment"."created_at" ASC,
  "equipment_id" ASC;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "equipment"."company_id"
      AND nh.id = "equipment"."person_id"
      AND nh.status = 'newHire'
  )
  AND "equipment"."person_id" = $2
ORDER BY
  "equipment"."created_at" ASC,
  "equipment_id" ASC;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND "iddoc"."person_id" = $2
ORDER BY
  "iddoc"."created_at" ASC,
  "iddoc_id" ASC;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND ("iddoc"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "iddoc"."company_id"
      AND nh.id = "iddoc"."person_id"
      AND nh.status = 'newHire'
  )
  AND "iddoc"."person_id" = $3
ORDER BY
  "iddoc"."created_at" ASC,
  "iddoc_id" ASC;

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at"
FROM
  "people" "person"
WHERE
  "person"."company_id" = $1
  AND "person"."id" = $2
ORDER BY
  "person"."created_at" ASC,
  "person_id" ASC;

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at"
FROM
  "people" "person"
WHERE
  "person"."company_id" = $1
  AND "person"."status" <> 'newHire'
  AND "person"."id" = $2
ORDER BY
  "person"."created_at" ASC,
  "person_id" ASC;

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."person_id" = $2
ORDER BY
  "role"."created_at" ASC,
  "role_id" ASC;

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "role"."company_id"
      AND nh.id = "role"."person_id"
      AND nh.status = 'newHire'
  )
  AND "role"."person_id" = $2
ORDER BY
  "role"."created_at" ASC,
  "role_id" ASC;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND "submission"."person_id" = $2
ORDER BY
  "submission"."created_at" ASC,
  "submission_id" ASC;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND ("submission"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "submission"."company_id"
      AND nh.id = "submission"."person_id"
      AND nh.status = 'newHire'
  )
  AND "submission"."person_id" = $3
ORDER BY
  "submission"."created_at" ASC,
  "submission_id" ASC;

SELECT
  "tentry"."id" AS "tentry_id",
  "tentry"."company_id" AS "tentry_company_id",
  "tentry"."created_at" AS "tentry_created_at"
FROM
  "timesheet_entries" "tentry"
WHERE
  "tentry"."company_id" = $1
  AND "tentry"."person_id" = $2
ORDER BY
  "tentry"."created_at" ASC,
  "tentry_id" ASC;

SELECT
  "tentry"."id" AS "tentry_id",
  "tentry"."company_id" AS "tentry_company_id",
  "tentry"."created_at" AS "tentry_created_at"
FROM
  "timesheet_entries" "tentry"
WHERE
  "tentry"."company_id" = $1
  AND ("tentry"."person_id" = $2)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      people nh
    WHERE
      nh.company_id = "tentry"."company_id"
      AND nh.id = "tentry"."person_id"
      AND nh.status = 'newHire'
  )
  AND "tentry"."person_id" = $3
ORDER BY
  "tentry"."created_at" ASC,
  "tentry_id" ASC;

-- ResourceReader.readApiRows (src/core/crud/resource-reader.ts)

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND cvalue.id = $2;

SELECT
  cvalue.id AS "id",
  cvalue.person_id AS "personId",
  cvalue.custom_field_id AS "customFieldId",
  cvalue.resource_id AS "resourceId",
  cvalue.value AS "value",
  to_char(
    cvalue.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    cvalue.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  custom_values cvalue
WHERE
  (cvalue.company_id = $1)
  AND cvalue.id = ANY ($2);

SELECT
  dtype.id AS "id",
  dtype.company_id AS "companyId",
  dtype.name AS "name",
  to_char(
    dtype.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    dtype.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  document_types dtype
WHERE
  (dtype.company_id = $1)
  AND dtype.id = $2;

SELECT
  iddoc.id AS "id",
  iddoc.person_id AS "personId",
  iddoc.type AS "type",
  iddoc.number AS "number",
  iddoc.country_code AS "countryCode",
  iddoc.expiry_date AS "expiryDate",
  iddoc.note AS "note",
  iddoc.file_id AS "fileId",
  iddoc.verified_by AS "verifiedBy",
  to_char(
    iddoc.verified_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "verifiedAt",
  to_char(
    iddoc.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    iddoc.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt",
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = iddoc.company_id
      AND f.id = iddoc.file_id
  ) AS "file",
  iddoc.verified_at IS NOT NULL AS "isVerified"
FROM
  identity_documents iddoc
WHERE
  (iddoc.company_id = $1)
  AND iddoc.id = ANY ($2);

SELECT
  idtype.id AS "id",
  idtype.company_id AS "companyId",
  idtype.value AS "value"
FROM
  identity_document_types idtype
WHERE
  (idtype.company_id = $1)
  AND idtype.id = $2;

SELECT
  person.id AS "id",
  person.company_id AS "companyId",
  person.first_name AS "firstName",
  person.middle_name AS "middleName",
  person.last_name AS "lastName",
  person.preferred_name AS "preferredName",
  person.pronouns AS "pronouns",
  person.email AS "email",
  person_role.api AS "jobRole",
  person.location_id AS "locationId",
  person.remote_city AS "remoteCity",
  person.remote_region_code AS "remoteRegionCode",
  person.remote_country_code AS "remoteCountryCode",
  person.remote_timezone AS "remoteTimezone",
  person.time_away_approval_flow_id AS "timeAwayApprovalFlowId",
  person.personal_email AS "personalEmail",
  person.phone_number AS "phoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPhoneNumber",
  person.personal_phone_number AS "personalPhoneNumber",
  COALESCE(
    person.country_code,
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE person_location.country_code
    END
  ) AS "formattedPersonalPhoneNumber",
  person.gender AS "gender",
  person.birthday AS "birthday",
  person.profile_photo_id AS "profilePhotoId",
  person.profile_photo_id AS "profilePhoto",
  person.nationality AS "nationality",
  person.nationalities AS "nationalities",
  person.spoken_languages AS "spokenLanguages",
  COALESCE(person.food_allergies, '{}'::text[]) AS "foodAllergies",
  person.dietary_preference AS "dietaryPreference",
  person.address AS "address",
  person.city AS "city",
  person.state AS "state",
  person.postcode AS "postcode",
  person.country_code AS "countryCode",
  person.country_code AS "country",
  person.bio AS "bio",
  person.linked_in AS "linkedIn",
  person.twitter AS "twitter",
  person.github AS "github",
  person.employment_start_date AS "employmentStartDate",
  COALESCE(
    person.first_working_day,
    person.employment_start_date
  ) AS "firstWorkingDay",
  person.employment_end_date AS "employmentEndDate",
  COALESCE(
    person.last_working_day,
    person.employment_end_date
  ) AS "lastWorkingDay",
  person.probation_end_date AS "probationEndDate",
  person.turnover_impact AS "turnoverImpact",
  person.working_days AS "workingDays",
  COALESCE(
    (
      SELECT
        a.working_pattern_id
      FROM
        working_pattern_allocations a
      WHERE
        a.company_id = person.company_id
        AND a.person_id = person.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
    CASE
      WHEN person.working_days IS NULL THEN COALESCE(
        person_location.working_pattern_id,
        (
          SELECT
            dp.id
          FROM
            working_patterns dp
          WHERE
            dp.company_id = person.company_id
            AND dp.is_default
        )
      )
    END
  ) AS "workingPatternId",
  person.public_holiday_calendar_id AS "publicHolidayCalendarId",
  person.leaving_reason AS "leavingReason",
  person.leaving_note AS "leavingNote",
  person.leaving_file_id AS "leavingFileId",
  person.contract_type AS "contractType",
  person.employee_id AS "employeeId",
  person.tax_id AS "taxId",
  person.tax_code AS "taxCode",
  COALESCE(person.teams, '[]'::jsonb) AS "teams",
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS "status",
  person.is_verified AS "isVerified",
  person.is_work_email_hidden AS "isWorkEmailHidden",
  person.calendar_feed_token AS "calendarFeedToken",
  person.role AS "role",
  to_char(
    person.seen_documents_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "seenDocumentsAt",
  person.source AS "source",
  person.source_id AS "sourceId",
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS "timezone",
  person.payroll_provider AS "payrollProvider",
  to_char(
    person.first_active_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "firstActiveAt",
  person.is_birthday_hidden AS "isBirthdayHidden",
  person.demo AS "demo",
  to_char(
    person.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    person.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      json_build_object(
        'id',
        r.id,
        'personId',
        r.person_id,
        'jobTitle',
        r.job_title,
        'department',
        r.department,
        'effectiveDate',
        r.effective_date,
        'endDate',
        r.end_date,
        'isFirst',
        r.is_first,
        'reportingTo',
        r.reporting_to,
        'note',
        r.note,
        'createdAt',
        to_char(
          r.created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        ),
        'updatedAt',
        to_char(
          r.updated_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
        )
      ) AS api
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) person_role ON TRUE
WHERE
  (person.company_id = $1)
  AND person.id = ANY ($2);

SELECT
  role.id AS "id",
  role.person_id AS "personId",
  role.job_title AS "jobTitle",
  role.department AS "department",
  role.effective_date AS "effectiveDate",
  role.end_date AS "endDate",
  role.is_first AS "isFirst",
  role.reporting_to AS "reportingTo",
  role.note AS "note",
  to_char(
    role.created_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "createdAt",
  to_char(
    role.updated_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS "updatedAt"
FROM
  job_roles role
WHERE
  (role.company_id = $1)
  AND role.id = ANY ($2);

-- ResourceService.remove (src/core/crud/resource.service.ts)

DELETE FROM "bank_accounts"
WHERE
  "id" = $1;

DELETE FROM "compensations"
WHERE
  "id" = $1;

DELETE FROM "custom_fields"
WHERE
  "id" = $1;

DELETE FROM "custom_values"
WHERE
  "id" = $1;

DELETE FROM "documents"
WHERE
  "id" = $1;

DELETE FROM "emergency_contacts"
WHERE
  "id" = $1;

DELETE FROM "equipment"
WHERE
  "id" = $1;

DELETE FROM "identity_documents"
WHERE
  "id" = $1;

DELETE FROM "job_roles"
WHERE
  "id" = $1;

DELETE FROM "locations"
WHERE
  "id" = $1;

DELETE FROM "people"
WHERE
  "id" = $1;

DELETE FROM "provisioning_targets"
WHERE
  "id" = $1;

DELETE FROM "time_away_adjustments"
WHERE
  "id" = $1;

DELETE FROM "time_away_allocations"
WHERE
  "id" = $1;

DELETE FROM "time_away_approval_flows"
WHERE
  "id" = $1;

DELETE FROM "time_away_policies"
WHERE
  "id" = $1;

DELETE FROM "time_away"
WHERE
  "id" = $1;

DELETE FROM "timesheet_entries"
WHERE
  "id" = $1;

DELETE FROM "timesheet_submissions"
WHERE
  "id" = $1;

DELETE FROM "webhooks"
WHERE
  "id" = $1;

DELETE FROM "working_pattern_allocations"
WHERE
  "id" = $1;

DELETE FROM "working_patterns"
WHERE
  "id" = $1;

-- ResourceService.update (src/core/crud/resource.service.ts)

-- also issued by ResourceService.withUpdateEvents (src/core/crud/resource.service.ts)
UPDATE "people"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

