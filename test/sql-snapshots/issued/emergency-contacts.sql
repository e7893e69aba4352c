-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- EmergencyContactsService.applyUpdate (src/modules/emergency-contacts/emergency-contacts.service.ts)

UPDATE "emergency_contacts"
SET
  "is_primary" = $1
WHERE
  "id" = $2;

-- EmergencyContactsService.buildNew (src/modules/emergency-contacts/emergency-contacts.service.ts)

SELECT
  "EmergencyContact"."id" AS "EmergencyContact_id",
  "EmergencyContact"."company_id" AS "EmergencyContact_company_id",
  "EmergencyContact"."created_at" AS "EmergencyContact_created_at",
  "EmergencyContact"."updated_at" AS "EmergencyContact_updated_at",
  "EmergencyContact"."person_id" AS "EmergencyContact_person_id",
  "EmergencyContact"."name" AS "EmergencyContact_name",
  "EmergencyContact"."email" AS "EmergencyContact_email",
  "EmergencyContact"."phone_number" AS "EmergencyContact_phone_number",
  "EmergencyContact"."relationship" AS "EmergencyContact_relationship",
  "EmergencyContact"."is_primary" AS "EmergencyContact_is_primary",
  "EmergencyContact"."slot" AS "EmergencyContact_slot"
FROM
  "emergency_contacts" "EmergencyContact"
WHERE
  (
    ("EmergencyContact"."company_id" = $1)
    AND ("EmergencyContact"."person_id" = $2)
  );

-- EmergencyContactsService.otherContact (src/modules/emergency-contacts/emergency-contacts.service.ts)

SELECT
  "EmergencyContact"."id" AS "EmergencyContact_id",
  "EmergencyContact"."company_id" AS "EmergencyContact_company_id",
  "EmergencyContact"."created_at" AS "EmergencyContact_created_at",
  "EmergencyContact"."updated_at" AS "EmergencyContact_updated_at",
  "EmergencyContact"."person_id" AS "EmergencyContact_person_id",
  "EmergencyContact"."name" AS "EmergencyContact_name",
  "EmergencyContact"."email" AS "EmergencyContact_email",
  "EmergencyContact"."phone_number" AS "EmergencyContact_phone_number",
  "EmergencyContact"."relationship" AS "EmergencyContact_relationship",
  "EmergencyContact"."is_primary" AS "EmergencyContact_is_primary",
  "EmergencyContact"."slot" AS "EmergencyContact_slot"
FROM
  "emergency_contacts" "EmergencyContact"
WHERE
  (
    ("EmergencyContact"."company_id" = $1)
    AND ("EmergencyContact"."person_id" = $2)
    AND ("EmergencyContact"."id" != $3)
  )
LIMIT
  1;

