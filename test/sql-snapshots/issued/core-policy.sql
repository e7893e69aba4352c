-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- PolicyService.reportsOf (src/core/policy/policy.service.ts)

WITH RECURSIVE
  policy_reports (id) AS (
    SELECT
      rl.person_id
    FROM
      job_roles rl
    WHERE
      rl.company_id = $1
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
      rl.company_id = $1
      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        rl.end_date IS NULL
        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
  )
SELECT
  id
FROM
  policy_reports;

