-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- defaultPolicyIdOf (src/modules/time-away-policies/policy-in-effect.sql.ts)

SELECT
  COALESCE(
    (
      SELECT
        d.id
      FROM
        time_away_policies d
      WHERE
        d.company_id = $1
        AND d.is_default
      ORDER BY
        d.created_at
      LIMIT
        1
    ),
    (
      SELECT
        p.id
      FROM
        time_away_policies p
      WHERE
        p.company_id = $1
      ORDER BY
        p.created_at
      LIMIT
        1
    )
  ) AS id;

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
      "time_away_allocations" "alloc"
    WHERE
      "alloc"."company_id" = $1
      AND "alloc"."time_away_policy_id" = $2
  )
LIMIT
  1;

-- TimeAwayAllocationsService.switchPolicy (src/modules/time-away-policies/allocations/time-away-allocations.service.ts)

SELECT
  id,
  person_id AS "personId",
  time_away_policy_id AS "timeAwayPolicyId",
  start_date::text AS "startDate",
  end_date::text AS "endDate"
FROM
  time_away_allocations
WHERE
  company_id = $1
  AND person_id = ANY ($2::text[]);

UPDATE time_away_allocations
SET
  end_date = COALESCE($1::date, end_date),
  time_away_policy_id = COALESCE($2, time_away_policy_id),
  updated_at = now()
WHERE
  company_id = $3
  AND id = $4;

