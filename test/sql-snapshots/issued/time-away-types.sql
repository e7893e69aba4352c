-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- timeAwayTypesByIds (src/modules/time-away-types/types-by-id.ts)

SELECT
  id,
  name,
  category AS "group"
FROM
  time_away_types
WHERE
  company_id = $1
  AND id = ANY ($2::text[]);

-- typeSummaries (src/modules/time-away-types/time-away-type.sql.ts)

SELECT
  id,
  name,
  is_time_off AS "isTimeOff",
  category
FROM
  time_away_types
WHERE
  company_id = $1
  AND id = ANY ($2);

