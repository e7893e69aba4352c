-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- compensationTypesByIds (src/modules/compensation-types/types-by-id.ts)

SELECT
  id,
  name,
  base_type AS "group"
FROM
  compensation_types
WHERE
  company_id = $1
  AND id = ANY ($2::text[]);

-- oldestTypeOfBaseTypes (src/modules/compensation-types/oldest-types.ts)

SELECT DISTINCT
  ON (base_type) id,
  base_type
FROM
  compensation_types
WHERE
  company_id = $1
  AND base_type = ANY ($2::text[])
ORDER BY
  base_type,
  created_at;

