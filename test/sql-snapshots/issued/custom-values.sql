-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- CustomValuesService.assertResource (src/modules/custom-values/custom-values.service.ts)

SELECT
  "res"."id" AS "res_id",
  "res"."company_id" AS "res_company_id",
  "res"."created_at" AS "res_created_at",
  "res"."updated_at" AS "res_updated_at",
  "res"."person_id" AS "res_person_id",
  "res"."bank_name" AS "res_bank_name",
  "res"."name_on_account" AS "res_name_on_account",
  "res"."account_number" AS "res_account_number",
  "res"."swift_code" AS "res_swift_code",
  "res"."sort_code" AS "res_sort_code",
  "res"."routing_number" AS "res_routing_number"
FROM
  "bank_accounts" "res"
WHERE
  "res"."company_id" = $1
  AND "res"."id" = $2
  AND "res"."person_id" = $3
FOR SHARE;

SELECT
  "res"."id" AS "res_id",
  "res"."company_id" AS "res_company_id",
  "res"."created_at" AS "res_created_at",
  "res"."updated_at" AS "res_updated_at",
  "res"."person_id" AS "res_person_id",
  "res"."type" AS "res_type",
  "res"."name" AS "res_name",
  "res"."serial_number" AS "res_serial_number",
  "res"."cost" AS "res_cost",
  "res"."currency" AS "res_currency",
  "res"."note" AS "res_note",
  "res"."file_id" AS "res_file_id",
  "res"."issue_date" AS "res_issue_date",
  "res"."receipt_date" AS "res_receipt_date",
  "res"."collection_date" AS "res_collection_date",
  "res"."collected_by" AS "res_collected_by"
FROM
  "equipment" "res"
WHERE
  "res"."company_id" = $1
  AND "res"."id" = $2
  AND "res"."person_id" = $3
FOR SHARE;

-- CustomValuesService.beforeLock (src/modules/custom-values/custom-values.service.ts)

SELECT
  v.custom_field_id AS "fieldId"
FROM
  custom_values v
WHERE
  v.company_id = $1
  AND v.id = $2;

-- CustomValuesService.choicesInUse (src/modules/custom-values/custom-values.service.ts)

SELECT
  choice
FROM
  unnest($1::text[]) AS choice
WHERE
  EXISTS (
    SELECT
      1
    FROM
      custom_values v
    WHERE
      v.company_id = $2
      AND v.custom_field_id = $3
      AND v.value @> to_jsonb(choice)
  );

-- CustomValuesService.deleteWhere (src/modules/custom-values/custom-values.service.ts)

DELETE FROM "custom_values"
WHERE
  (
    "company_id" = $1
    AND "id" IN ($2, …)
  );

SELECT
  "CustomValue"."id" AS "CustomValue_id",
  "CustomValue"."company_id" AS "CustomValue_company_id",
  "CustomValue"."created_at" AS "CustomValue_created_at",
  "CustomValue"."updated_at" AS "CustomValue_updated_at",
  "CustomValue"."person_id" AS "CustomValue_person_id",
  "CustomValue"."custom_field_id" AS "CustomValue_custom_field_id",
  "CustomValue"."section" AS "CustomValue_section",
  "CustomValue"."resource_id" AS "CustomValue_resource_id",
  "CustomValue"."value" AS "CustomValue_value"
FROM
  "custom_values" "CustomValue"
WHERE
  (
    ("CustomValue"."company_id" = $1)
    AND ("CustomValue"."custom_field_id" = $2)
  )
FOR UPDATE;

-- also issued by CustomValuesService.moveWithResource (src/modules/custom-values/custom-values.service.ts)
SELECT
  "CustomValue"."id" AS "CustomValue_id",
  "CustomValue"."company_id" AS "CustomValue_company_id",
  "CustomValue"."created_at" AS "CustomValue_created_at",
  "CustomValue"."updated_at" AS "CustomValue_updated_at",
  "CustomValue"."person_id" AS "CustomValue_person_id",
  "CustomValue"."custom_field_id" AS "CustomValue_custom_field_id",
  "CustomValue"."section" AS "CustomValue_section",
  "CustomValue"."resource_id" AS "CustomValue_resource_id",
  "CustomValue"."value" AS "CustomValue_value"
FROM
  "custom_values" "CustomValue"
WHERE
  (
    ("CustomValue"."company_id" = $1)
    AND ("CustomValue"."resource_id" = $2)
  )
FOR UPDATE;

-- CustomValuesService.findField (src/modules/custom-values/custom-values.service.ts)

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
FOR SHARE;

-- CustomValuesService.sectionsShown (src/modules/custom-values/custom-values.service.ts)

SELECT
  v.id,
  v.section
FROM
  custom_values v
WHERE
  v.company_id = $1
  AND v.id = ANY ($2::text[]);

