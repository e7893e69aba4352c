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

