-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- customFieldsByIds (src/modules/custom-fields/fields-by-id.ts)

SELECT
  id,
  name,
  section AS "group"
FROM
  custom_fields
WHERE
  company_id = $1
  AND id = ANY ($2::text[]);

-- lockFieldShared (src/modules/custom-fields/field-lock.ts)

SELECT
  1
FROM
  custom_fields f
WHERE
  f.company_id = $1
  AND f.id = $2
FOR SHARE OF
  f;

