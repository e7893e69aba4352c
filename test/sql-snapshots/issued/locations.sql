-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- companyToday (src/modules/locations/location.sql.ts)

SELECT
  (
    ($1)::timestamptz AT TIME ZONE COALESCE(
      (
        SELECT
          l.timezone
        FROM
          locations l
        WHERE
          l.company_id = $2
        ORDER BY
          l.created_at,
          l.id
        LIMIT
          1
      ),
      'UTC'
    )
  )::date::text AS today;

-- HookList.run (src/core/crud/hook-list.ts)

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
      AND "location"."time_away_policy_id" = $2
  )
LIMIT
  1;

-- insertLocations (src/modules/locations/insert-locations.ts)

INSERT INTO
  locations (
    id,
    company_id,
    label,
    city,
    country,
    country_code,
    timezone,
    is_address_invalid,
    time_away_policy_id,
    created_at,
    updated_at
  )
VALUES
  ($1, …, false, $2, $3, $3);

