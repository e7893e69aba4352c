-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- approvalFlowSteps (src/modules/time-away-approval-flows/approval-flow.sql.ts)

SELECT
  f.steps
FROM
  time_away_approval_flows f
WHERE
  f.company_id = $1
  AND f.id = $2;

