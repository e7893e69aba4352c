-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- <anonymous> (src/bootstrap/first-start.ts)

SELECT
  (
    SELECT
      count(*)::int
    FROM
      companies
  ) AS companies,
  (
    SELECT
      count(*)::int
    FROM
      api_tokens
  ) AS tokens,
  (
    SELECT
      count(*)::int
    FROM
      person_email_lookup
    WHERE
      email = lower($1)
  ) AS "demoOwners";

SELECT
  pg_advisory_xact_lock($1);

SELECT
  pg_advisory_xact_lock(7141593);

