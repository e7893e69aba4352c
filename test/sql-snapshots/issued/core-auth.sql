-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- TokenResolver.find (src/core/auth/token-resolver.service.ts)

SELECT
  t.id AS token_id,
  t.scopes,
  t.expires_at,
  t.revoked_at,
  t.last_used_at,
  p.id AS person_id,
  p.role,
  p.status,
  (
    p.employment_end_date IS NOT NULL
    AND p.employment_end_date < (now() AT TIME ZONE 'UTC')::date
  ) AS offboarded,
  EXISTS (
    SELECT
      1
    FROM
      job_roles rl
    WHERE
      rl.company_id = p.company_id
      AND rl.reporting_to = p.id
      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        rl.end_date IS NULL
        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
  ) AS is_manager,
  c.id AS company_id,
  c.permissions,
  jsonb_build_object('isTimesheetEnabled', c.is_timesheet_enabled) AS settings
FROM
  api_tokens t
  JOIN people p ON p.id = t.person_id
  AND p.company_id = t.company_id
  JOIN companies c ON c.id = t.company_id
WHERE
  (t.id, t.company_id) = (
    SELECT
      l.token_id,
      l.company_id
    FROM
      api_token_lookup l
    WHERE
      l.secret_hash = $1
  );

SELECT
  t.id AS token_id,
  t.scopes,
  t.expires_at,
  t.revoked_at,
  t.last_used_at,
  p.id AS person_id,
  p.role,
  p.status,
  (
    p.employment_end_date IS NOT NULL
    AND p.employment_end_date < (now() AT TIME ZONE 'UTC')::date
  ) AS offboarded,
  EXISTS (
    SELECT
      1
    FROM
      job_roles rl
    WHERE
      rl.company_id = p.company_id
      AND rl.reporting_to = p.id
      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        rl.end_date IS NULL
        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
  ) AS is_manager,
  c.id AS company_id,
  c.permissions,
  jsonb_build_object('isTimesheetEnabled', c.is_timesheet_enabled) AS settings
FROM
  api_tokens t
  JOIN people p ON p.id = t.person_id
  AND p.company_id = t.company_id
  JOIN companies c ON c.id = t.company_id
WHERE
  t.id = $1;

