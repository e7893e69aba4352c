-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

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

-- (owner not recorded yet)

SELECT
  id,
  name,
  section AS "group"
FROM
  custom_fields
WHERE
  company_id = $1
  AND id = ANY ($2::text[]);

