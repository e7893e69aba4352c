-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ReadinessService.probe (src/modules/health/readiness.service.ts)

SELECT
  1;

