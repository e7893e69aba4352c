-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- EncryptAfterUpgradeJob.run (src/jobs/key-rotation/encrypt-after-upgrade.job.ts)

SELECT
  1
FROM
  maintenance_tasks
WHERE
  name = $1;

-- (owner not recorded yet)

INSERT INTO
  maintenance_tasks (name)
VALUES
  ($1)
ON CONFLICT DO NOTHING;

