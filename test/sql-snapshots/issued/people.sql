-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- activePeopleAmong (src/modules/people/approval-lines.sql.ts)

SELECT
  p.id
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = ANY ($2::text[])
  AND (
    p.status = 'active'
    AND (
      p.employment_end_date IS NULL
      OR p.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
    )
  );

-- addPeopleLookups (src/modules/people/person-lookups.ts)

INSERT INTO
  calendar_feed_lookup (token_index, company_id, person_id)
SELECT
  token_index,
  $1,
  id
FROM
  unnest($2::text[], $3::text[]) AS s (id, token_index)
WHERE
  token_index IS NOT NULL;

INSERT INTO
  person_email_lookup (email, company_id, person_id)
SELECT
  lower(email),
  $1,
  id
FROM
  unnest($2::text[], $3::text[]) AS s (id, email)
WHERE
  email IS NOT NULL;

-- approvalLinesOf (src/modules/people/approval-lines.sql.ts)

SELECT
  p.time_away_approval_flow_id AS "flowId",
  m.id AS "managerId",
  (
    SELECT
      r.reporting_to
    FROM
      job_roles r
    WHERE
      r.company_id = m.company_id
      AND r.person_id = m.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) AS "managersManagerId"
FROM
  people p
  LEFT JOIN people m ON m.company_id = p.company_id
  AND m.id = (
    SELECT
      r.reporting_to
    FROM
      job_roles r
    WHERE
      r.company_id = p.company_id
      AND r.person_id = p.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  )
WHERE
  p.company_id = $1
  AND p.id = $2;

-- assertAnotherActiveOwner (src/modules/people/owners.ts)

SELECT
  count(*)::int AS count
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id <> $2
  AND p.role = 'owner'
  AND (
    p.status = 'active'
    AND (
      p.employment_end_date IS NULL
      OR p.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
    )
  );

-- CalendarFeedTokenBackfill.run (src/modules/people/calendar-feed-token-backfill.ts)

SELECT
  id,
  company_id,
  calendar_feed_token AS token
FROM
  people
WHERE
  calendar_feed_token IS NOT NULL
  AND calendar_feed_token_index IS NULL
  AND calendar_feed_token > $1
ORDER BY
  calendar_feed_token
LIMIT
  500;

WITH
  u AS (
    UPDATE people p
    SET
      calendar_feed_token = s.sealed,
      calendar_feed_token_index = s.index
    FROM
      unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS s (id, stored, sealed, index)
    WHERE
      p.id = s.id
      AND p.calendar_feed_token = s.stored
      AND p.calendar_feed_token_index IS NULL
    RETURNING
      p.id,
      p.company_id,
      p.calendar_feed_token_index
  ),
  l AS (
    INSERT INTO
      calendar_feed_lookup (token_index, company_id, person_id)
    SELECT
      calendar_feed_token_index,
      company_id,
      id
    FROM
      u
    ON CONFLICT (token_index) DO NOTHING
  )
SELECT
  count(*)::int AS n
FROM
  u;

-- closesReportingCycle (src/modules/people/job-roles/reporting-cycles.sql.ts)

WITH RECURSIVE
  walk (person_id, from_date, to_date) AS (
    SELECT
      rl.reporting_to,
      rl.effective_date,
      COALESCE(rl.end_date, 'infinity'::date)
    FROM
      job_roles rl
    WHERE
      rl.company_id = $1
      AND rl.person_id = $2
      AND rl.reporting_to IS NOT NULL
    UNION
    SELECT
      rl.reporting_to,
      GREATEST(w.from_date, rl.effective_date),
      LEAST(
        w.to_date,
        COALESCE(rl.end_date, 'infinity'::date)
      )
    FROM
      walk w
      JOIN job_roles rl ON rl.company_id = $1
      AND rl.person_id = w.person_id
      AND rl.effective_date <= w.to_date
      AND COALESCE(rl.end_date, 'infinity'::date) >= w.from_date
    WHERE
      rl.reporting_to IS NOT NULL
      AND w.person_id <> $2
  )
SELECT
  1
FROM
  walk
WHERE
  person_id = $2
LIMIT
  1;

-- currentDepartment (src/modules/people/job-roles/current-department.sql.ts)

SELECT
  r.department
FROM
  job_roles r
WHERE
  r.company_id = $1
  AND r.person_id = $2
  AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
  AND (
    r.end_date IS NULL
    OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
  )
ORDER BY
  r.effective_date DESC
LIMIT
  1;

-- DemoSeedService.insertPeople (src/modules/people/demo/demo-seed.service.ts)

INSERT INTO
  people (
    id,
    company_id,
    first_name,
    last_name,
    email,
    role,
    status,
    employment_start_date,
    employment_end_date,
    location_id,
    remote_city,
    remote_country_code,
    remote_timezone,
    phone_number,
    birthday,
    gender,
    contract_type,
    dietary_preference,
    teams,
    employee_id,
    calendar_feed_token,
    calendar_feed_token_index,
    demo,
    created_at,
    updated_at
  )
SELECT
  id,
  $1,
  first_name,
  last_name,
  email,
  'user',
  status,
  start_date,
  end_date,
  location_id,
  remote_city,
  remote_country,
  remote_tz,
  phone,
  birthday,
  gender,
  contract_type,
  diet,
  teams::jsonb,
  employee_id,
  token,
  token_index,
  true,
  created,
  created
FROM
  unnest(
    $2::timestamptz[],
    $3::text[],
    $4::text[],
    $5::text[],
    $6::text[],
    $7::text[],
    $8::date[],
    $9::date[],
    $10::text[],
    $11::text[],
    $12::text[],
    $13::text[],
    $14::text[],
    $15::date[],
    $16::text[],
    $17::text[],
    $18::text[],
    $19::text[],
    $20::text[],
    $21::text[],
    $22::text[]
  ) AS s (
    created,
    id,
    first_name,
    last_name,
    email,
    status,
    start_date,
    end_date,
    location_id,
    remote_city,
    remote_country,
    remote_tz,
    phone,
    birthday,
    gender,
    contract_type,
    diet,
    teams,
    employee_id,
    token,
    token_index
  );

-- DemoSeedService.insertRoles (src/modules/people/demo/demo-seed.service.ts)

INSERT INTO
  job_roles (
    id,
    company_id,
    person_id,
    job_title,
    department,
    effective_date,
    end_date,
    is_first,
    reporting_to,
    created_at,
    updated_at
  )
SELECT
  id,
  $1,
  person_id,
  job_title,
  department,
  effective_date,
  end_date,
  is_first,
  reporting_to,
  $2,
  $2
FROM
  unnest(
    $3::text[],
    $4::text[],
    $5::text[],
    $6::text[],
    $7::date[],
    $8::date[],
    $9::boolean[],
    $10::text[]
  ) AS s (
    id,
    person_id,
    job_title,
    department,
    effective_date,
    end_date,
    is_first,
    reporting_to
  );

-- DemoSeedService.seed (src/modules/people/demo/demo-seed.service.ts)

SELECT
  count(*)::int AS seeded
FROM
  people
WHERE
  company_id = $1
  AND demo;

SELECT
  id
FROM
  people
WHERE
  company_id = $1
  AND role = 'owner'
ORDER BY
  created_at
LIMIT
  1;

VACUUM
ANALYZE people,
job_roles,
locations,
compensations;

-- dropPersonLookups (src/modules/people/person-lookups.ts)

SELECT
  email,
  calendar_feed_token_index AS "calendarFeedTokenIndex"
FROM
  people
WHERE
  company_id = $1
  AND id = $2;

-- EmployeeIdService.taken (src/modules/people/employee-ids/employee-ids.service.ts)

SELECT
  1
FROM
  people
WHERE
  company_id = $1
  AND employee_id = $2;

-- feedOwnerOf (src/modules/people/person-calendar.sql.ts)

SELECT
  company_id,
  person_id
FROM
  calendar_feed_lookup
WHERE
  token_index = $1;

SELECT
  p.id,
  p.company_id AS "companyId",
  COALESCE(
    p.public_holiday_calendar_id,
    CASE
      WHEN p.location_id = 'remote' THEN COALESCE(p.remote_region_code, p.remote_country_code)
      ELSE (
        SELECT
          COALESCE(l.region_code, l.country_code)
        FROM
          locations l
        WHERE
          l.company_id = p.company_id
          AND l.id = p.location_id
      )
    END,
    (
      SELECT
        l.country_code
      FROM
        locations l
      WHERE
        l.company_id = p.company_id
      ORDER BY
        l.created_at,
        l.id
      LIMIT
        1
    )
  ) AS "calendarId"
FROM
  people p
WHERE
  p.calendar_feed_token_index IS NULL
  AND p.calendar_feed_token = $1
  AND (
    p.status = 'active'
    AND (
      p.employment_end_date IS NULL
      OR p.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
    )
  );

SELECT
  p.id,
  p.company_id AS "companyId",
  COALESCE(
    p.public_holiday_calendar_id,
    CASE
      WHEN p.location_id = 'remote' THEN COALESCE(p.remote_region_code, p.remote_country_code)
      ELSE (
        SELECT
          COALESCE(l.region_code, l.country_code)
        FROM
          locations l
        WHERE
          l.company_id = p.company_id
          AND l.id = p.location_id
      )
    END,
    (
      SELECT
        l.country_code
      FROM
        locations l
      WHERE
        l.company_id = p.company_id
      ORDER BY
        l.created_at,
        l.id
      LIMIT
        1
    )
  ) AS "calendarId"
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = $2
  AND p.calendar_feed_token_index = $3
  AND (
    p.status = 'active'
    AND (
      p.employment_end_date IS NULL
      OR p.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
    )
  );

-- HookList.run (src/core/crud/hook-list.ts)

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id"
FROM
  "people" "person"
WHERE
  "person"."company_id" = $1
  AND "person"."location_id" = $2;

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
      "people" "person"
    WHERE
      "person"."company_id" = $1
      AND "person"."location_id" = $2
  )
LIMIT
  1;

SELECT
  id AS "personId",
  employment_start_date::text AS "startDate"
FROM
  people
WHERE
  company_id = $1
  AND location_id = $2
ORDER BY
  id;

-- isOwner (src/modules/people/owners.ts)

SELECT
  1
FROM
  people
WHERE
  company_id = $1
  AND id = $2
  AND role = 'owner';

-- JobRolesService.assertFreeDate (src/modules/people/job-roles/job-roles.service.ts)

SELECT
  1
FROM
  job_roles
WHERE
  company_id = $1
  AND person_id = $2
  AND effective_date = $3
  AND id IS DISTINCT FROM $4;

-- JobRolesService.beforeDelete (src/modules/people/job-roles/job-roles.service.ts)

SELECT
  count(*)::int AS count
FROM
  job_roles
WHERE
  company_id = $1
  AND person_id = $2;

-- JobRolesService.detachPerson (src/modules/people/job-roles/job-roles.service.ts)

DELETE FROM "job_roles"
WHERE
  (
    "company_id" = $1
    AND "id" IN ($2, …)
  );

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at",
  "role"."updated_at" AS "role_updated_at",
  "role"."person_id" AS "role_person_id",
  "role"."job_title" AS "role_job_title",
  "role"."department" AS "role_department",
  "role"."effective_date" AS "role_effective_date",
  "role"."end_date" AS "role_end_date",
  "role"."is_first" AS "role_is_first",
  "role"."reporting_to" AS "role_reporting_to",
  "role"."note" AS "role_note"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."person_id" = $2;

-- JobRolesService.findScoped (src/modules/people/job-roles/job-roles.service.ts)

SELECT
  "role"."person_id" AS "personId"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."id" = $2;

-- JobRolesService.keepChain (src/modules/people/job-roles/job-roles.service.ts)

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at",
  "role"."updated_at" AS "role_updated_at",
  "role"."person_id" AS "role_person_id",
  "role"."job_title" AS "role_job_title",
  "role"."department" AS "role_department",
  "role"."effective_date" AS "role_effective_date",
  "role"."end_date" AS "role_end_date",
  "role"."is_first" AS "role_is_first",
  "role"."reporting_to" AS "role_reporting_to",
  "role"."note" AS "role_note"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."id" IN ($2, …);

SELECT
  1
FROM
  job_roles
WHERE
  company_id = $1
  AND person_id = $2
  AND reporting_to IS NOT NULL
LIMIT
  1;

-- JobRolesService.releaseReports (src/modules/people/job-roles/job-roles.service.ts)

SELECT
  "role"."id" AS "role_id",
  "role"."company_id" AS "role_company_id",
  "role"."created_at" AS "role_created_at",
  "role"."updated_at" AS "role_updated_at",
  "role"."person_id" AS "role_person_id",
  "role"."job_title" AS "role_job_title",
  "role"."department" AS "role_department",
  "role"."effective_date" AS "role_effective_date",
  "role"."end_date" AS "role_end_date",
  "role"."is_first" AS "role_is_first",
  "role"."reporting_to" AS "role_reporting_to",
  "role"."note" AS "role_note"
FROM
  "job_roles" "role"
WHERE
  "role"."company_id" = $1
  AND "role"."reporting_to" = $2;

-- also issued by ResourceService.update (src/core/crud/resource.service.ts)
UPDATE "job_roles"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

-- lockPerson (src/modules/people/person-lock.ts)

SELECT
  1
FROM
  people
WHERE
  company_id = $1
  AND id = $2
FOR NO KEY UPDATE;

-- lockPersonOfRecord (src/modules/people/person-lock.ts)

SELECT
  1
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = (
    SELECT
      r.person_id
    FROM
      compensations r
    WHERE
      r.company_id = $1
      AND r.id = $2
  )
FOR NO KEY UPDATE OF
  p;

SELECT
  1
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = (
    SELECT
      r.person_id
    FROM
      emergency_contacts r
    WHERE
      r.company_id = $1
      AND r.id = $2
  )
FOR NO KEY UPDATE OF
  p;

SELECT
  1
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = (
    SELECT
      r.person_id
    FROM
      timesheet_entries r
    WHERE
      r.company_id = $1
      AND r.id = $2
  )
FOR NO KEY UPDATE OF
  p;

SELECT
  1
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = (
    SELECT
      r.person_id
    FROM
      timesheet_submissions r
    WHERE
      r.company_id = $1
      AND r.id = $2
  )
FOR NO KEY UPDATE OF
  p;

-- OffboardingService.recordBatch (src/modules/people/offboarding.service.ts)

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at",
  "person"."updated_at" AS "person_updated_at",
  "person"."first_name" AS "person_first_name",
  "person"."middle_name" AS "person_middle_name",
  "person"."last_name" AS "person_last_name",
  "person"."preferred_name" AS "person_preferred_name",
  "person"."pronouns" AS "person_pronouns",
  "person"."email" AS "person_email",
  "person"."personal_email" AS "person_personal_email",
  "person"."phone_number" AS "person_phone_number",
  "person"."personal_phone_number" AS "person_personal_phone_number",
  "person"."gender" AS "person_gender",
  "person"."birthday" AS "person_birthday",
  "person"."is_birthday_hidden" AS "person_is_birthday_hidden",
  "person"."profile_photo_id" AS "person_profile_photo_id",
  "person"."nationality" AS "person_nationality",
  "person"."nationalities" AS "person_nationalities",
  "person"."spoken_languages" AS "person_spoken_languages",
  "person"."dietary_preference" AS "person_dietary_preference",
  "person"."food_allergies" AS "person_food_allergies",
  "person"."address" AS "person_address",
  "person"."city" AS "person_city",
  "person"."state" AS "person_state",
  "person"."postcode" AS "person_postcode",
  "person"."country_code" AS "person_country_code",
  "person"."bio" AS "person_bio",
  "person"."linked_in" AS "person_linked_in",
  "person"."twitter" AS "person_twitter",
  "person"."github" AS "person_github",
  "person"."role" AS "person_role",
  "person"."status" AS "person_status",
  "person"."employment_start_date" AS "person_employment_start_date",
  "person"."first_working_day" AS "person_first_working_day",
  "person"."employment_end_date" AS "person_employment_end_date",
  "person"."last_working_day" AS "person_last_working_day",
  "person"."probation_end_date" AS "person_probation_end_date",
  "person"."working_days" AS "person_working_days",
  "person"."turnover_impact" AS "person_turnover_impact",
  "person"."leaving_reason" AS "person_leaving_reason",
  "person"."leaving_note" AS "person_leaving_note",
  "person"."leaving_file_id" AS "person_leaving_file_id",
  "person"."contract_type" AS "person_contract_type",
  "person"."payroll_provider" AS "person_payroll_provider",
  "person"."employee_id" AS "person_employee_id",
  "person"."tax_id" AS "person_tax_id",
  "person"."tax_code" AS "person_tax_code",
  "person"."location_id" AS "person_location_id",
  "person"."remote_city" AS "person_remote_city",
  "person"."remote_region_code" AS "person_remote_region_code",
  "person"."remote_country_code" AS "person_remote_country_code",
  "person"."remote_timezone" AS "person_remote_timezone",
  "person"."time_away_approval_flow_id" AS "person_time_away_approval_flow_id",
  "person"."public_holiday_calendar_id" AS "person_public_holiday_calendar_id",
  "person"."teams" AS "person_teams",
  "person"."is_verified" AS "person_is_verified",
  "person"."is_work_email_hidden" AS "person_is_work_email_hidden",
  "person"."calendar_feed_token" AS "person_calendar_feed_token",
  "person"."calendar_feed_token_index" AS "person_calendar_feed_token_index",
  "person"."seen_documents_at" AS "person_seen_documents_at",
  "person"."source" AS "person_source",
  "person"."source_id" AS "person_source_id",
  "person"."first_active_at" AS "person_first_active_at",
  "person"."demo" AS "person_demo",
  "person"."offboarded_at" AS "person_offboarded_at"
FROM
  "people" "person"
WHERE
  "person"."offboarded_at" IS NULL
  AND "person"."employment_end_date" < (now() AT TIME ZONE 'UTC')::date
ORDER BY
  "person"."employment_end_date" ASC,
  "person"."id" ASC
LIMIT
  500
FOR UPDATE
  SKIP LOCKED;

SELECT
  "person"."id" AS "person_id",
  "person"."company_id" AS "person_company_id",
  "person"."created_at" AS "person_created_at",
  "person"."updated_at" AS "person_updated_at",
  "person"."first_name" AS "person_first_name",
  "person"."middle_name" AS "person_middle_name",
  "person"."last_name" AS "person_last_name",
  "person"."preferred_name" AS "person_preferred_name",
  "person"."pronouns" AS "person_pronouns",
  "person"."email" AS "person_email",
  "person"."personal_email" AS "person_personal_email",
  "person"."phone_number" AS "person_phone_number",
  "person"."personal_phone_number" AS "person_personal_phone_number",
  "person"."gender" AS "person_gender",
  "person"."birthday" AS "person_birthday",
  "person"."is_birthday_hidden" AS "person_is_birthday_hidden",
  "person"."profile_photo_id" AS "person_profile_photo_id",
  "person"."nationality" AS "person_nationality",
  "person"."nationalities" AS "person_nationalities",
  "person"."spoken_languages" AS "person_spoken_languages",
  "person"."dietary_preference" AS "person_dietary_preference",
  "person"."food_allergies" AS "person_food_allergies",
  "person"."address" AS "person_address",
  "person"."city" AS "person_city",
  "person"."state" AS "person_state",
  "person"."postcode" AS "person_postcode",
  "person"."country_code" AS "person_country_code",
  "person"."bio" AS "person_bio",
  "person"."linked_in" AS "person_linked_in",
  "person"."twitter" AS "person_twitter",
  "person"."github" AS "person_github",
  "person"."role" AS "person_role",
  "person"."status" AS "person_status",
  "person"."employment_start_date" AS "person_employment_start_date",
  "person"."first_working_day" AS "person_first_working_day",
  "person"."employment_end_date" AS "person_employment_end_date",
  "person"."last_working_day" AS "person_last_working_day",
  "person"."probation_end_date" AS "person_probation_end_date",
  "person"."working_days" AS "person_working_days",
  "person"."turnover_impact" AS "person_turnover_impact",
  "person"."leaving_reason" AS "person_leaving_reason",
  "person"."leaving_note" AS "person_leaving_note",
  "person"."leaving_file_id" AS "person_leaving_file_id",
  "person"."contract_type" AS "person_contract_type",
  "person"."payroll_provider" AS "person_payroll_provider",
  "person"."employee_id" AS "person_employee_id",
  "person"."tax_id" AS "person_tax_id",
  "person"."tax_code" AS "person_tax_code",
  "person"."location_id" AS "person_location_id",
  "person"."remote_city" AS "person_remote_city",
  "person"."remote_region_code" AS "person_remote_region_code",
  "person"."remote_country_code" AS "person_remote_country_code",
  "person"."remote_timezone" AS "person_remote_timezone",
  "person"."time_away_approval_flow_id" AS "person_time_away_approval_flow_id",
  "person"."time_away_policy_id" AS "person_time_away_policy_id",
  "person"."public_holiday_calendar_id" AS "person_public_holiday_calendar_id",
  "person"."teams" AS "person_teams",
  "person"."is_verified" AS "person_is_verified",
  "person"."is_work_email_hidden" AS "person_is_work_email_hidden",
  "person"."calendar_feed_token" AS "person_calendar_feed_token",
  "person"."calendar_feed_token_index" AS "person_calendar_feed_token_index",
  "person"."seen_documents_at" AS "person_seen_documents_at",
  "person"."source" AS "person_source",
  "person"."source_id" AS "person_source_id",
  "person"."first_active_at" AS "person_first_active_at",
  "person"."demo" AS "person_demo",
  "person"."offboarded_at" AS "person_offboarded_at"
FROM
  "people" "person"
WHERE
  "person"."offboarded_at" IS NULL
  AND "person"."employment_end_date" < (now() AT TIME ZONE 'UTC')::date
ORDER BY
  "person"."employment_end_date" ASC,
  "person"."id" ASC
LIMIT
  500
FOR UPDATE
  SKIP LOCKED;

UPDATE "people"
SET
  "offboarded_at" = $1
WHERE
  "id" IN ($2, …);

-- PeopleAllocations.followLocation (src/modules/people/people-allocations.ts)

SELECT
  p.employment_start_date::text AS "startDate",
  COALESCE(
    l.time_away_policy_id,
    (
      SELECT
        d.id
      FROM
        time_away_policies d
      WHERE
        d.company_id = p.company_id
        AND d.is_default
      ORDER BY
        d.created_at
      LIMIT
        1
    )
  ) AS "leftPolicyId",
  (
    SELECT
      l.time_away_policy_id
    FROM
      locations l
    WHERE
      l.company_id = p.company_id
      AND l.id = $1
  ) AS "policyId"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
WHERE
  p.company_id = $2
  AND p.id = $3;

-- PeopleService.hasJobRole (src/modules/people/people.service.ts)

SELECT
  1
FROM
  job_roles
WHERE
  company_id = $1
  AND person_id = $2
LIMIT
  1;

-- peopleWhere (src/modules/people/person-directory.ts)

SELECT
  "p"."id" AS "id"
FROM
  "people" "p"
WHERE
  "p"."company_id" = $1
  AND "p"."id" = $2;

SELECT
  "p"."id" AS "id"
FROM
  "people" "p"
WHERE
  "p"."company_id" = $1
  AND "p"."id" IN ($2, …);

SELECT
  "subject"."id" AS "id"
FROM
  "people" "subject"
WHERE
  "subject"."company_id" = $1
  AND "subject"."id" = $2;

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2;

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
  AND "target"."status" <> 'newHire';

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
  AND (
    "target"."id" = $3
    OR "target"."id" IN (
      WITH RECURSIVE
        policy_reports (id) AS (
          SELECT
            rl.person_id
          FROM
            job_roles rl
          WHERE
            rl.company_id = $4
            AND rl.reporting_to = $3
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
            rl.company_id = $4
            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              rl.end_date IS NULL
              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
        )
      SELECT
        id
      FROM
        policy_reports
    )
  )
  AND "target"."status" <> 'newHire';

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
  AND ("target"."id" = $3);

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
  AND ("target"."id" = $3)
  AND "target"."status" <> 'newHire';

SELECT
  "target"."id" AS "id"
FROM
  "people" "target"
WHERE
  "target"."company_id" = $1
  AND "target"."id" = $2
  AND NOT ("target"."status" <> 'newHire');

-- personByEmail (src/modules/people/person-lookups.ts)

SELECT
  company_id AS "companyId",
  person_id AS "personId"
FROM
  person_email_lookup
WHERE
  email = lower($1);

-- PersonCascadeEvents.record (src/modules/people/person-cascade-events.ts)

SELECT
  "adj"."id" AS "adj_id",
  "adj"."company_id" AS "adj_company_id",
  "adj"."created_at" AS "adj_created_at",
  "adj"."updated_at" AS "adj_updated_at",
  "adj"."person_id" AS "adj_person_id",
  "adj"."date" AS "adj_date",
  "adj"."days" AS "adj_days",
  "adj"."note" AS "adj_note"
FROM
  "time_away_adjustments" "adj"
WHERE
  "adj"."company_id" = $1
  AND "adj"."person_id" = $2;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at",
  "alloc"."updated_at" AS "alloc_updated_at",
  "alloc"."person_id" AS "alloc_person_id",
  "alloc"."time_away_policy_id" AS "alloc_time_away_policy_id",
  "alloc"."start_date" AS "alloc_start_date",
  "alloc"."end_date" AS "alloc_end_date"
FROM
  "time_away_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."person_id" = $2;

SELECT
  "alloc"."id" AS "alloc_id",
  "alloc"."company_id" AS "alloc_company_id",
  "alloc"."created_at" AS "alloc_created_at",
  "alloc"."updated_at" AS "alloc_updated_at",
  "alloc"."person_id" AS "alloc_person_id",
  "alloc"."working_pattern_id" AS "alloc_working_pattern_id",
  "alloc"."start_date" AS "alloc_start_date",
  "alloc"."end_date" AS "alloc_end_date"
FROM
  "working_pattern_allocations" "alloc"
WHERE
  "alloc"."company_id" = $1
  AND "alloc"."person_id" = $2;

SELECT
  "bank"."id" AS "bank_id",
  "bank"."company_id" AS "bank_company_id",
  "bank"."created_at" AS "bank_created_at",
  "bank"."updated_at" AS "bank_updated_at",
  "bank"."person_id" AS "bank_person_id",
  "bank"."bank_name" AS "bank_bank_name",
  "bank"."name_on_account" AS "bank_name_on_account",
  "bank"."account_number" AS "bank_account_number",
  "bank"."swift_code" AS "bank_swift_code",
  "bank"."sort_code" AS "bank_sort_code",
  "bank"."routing_number" AS "bank_routing_number"
FROM
  "bank_accounts" "bank"
WHERE
  "bank"."company_id" = $1
  AND "bank"."person_id" = $2;

SELECT
  "comp"."id" AS "comp_id",
  "comp"."company_id" AS "comp_company_id",
  "comp"."created_at" AS "comp_created_at",
  "comp"."updated_at" AS "comp_updated_at",
  "comp"."person_id" AS "comp_person_id",
  "comp"."compensation_type_id" AS "comp_compensation_type_id",
  "comp"."amount" AS "comp_amount",
  "comp"."is_percentage" AS "comp_is_percentage",
  "comp"."currency" AS "comp_currency",
  "comp"."period" AS "comp_period",
  "comp"."note" AS "comp_note",
  "comp"."effective_date" AS "comp_effective_date",
  "comp"."end_date" AS "comp_end_date",
  "comp"."end_reason" AS "comp_end_reason",
  "comp"."superseded_on" AS "comp_superseded_on"
FROM
  "compensations" "comp"
WHERE
  "comp"."company_id" = $1
  AND "comp"."person_id" = $2;

SELECT
  "contact"."id" AS "contact_id",
  "contact"."company_id" AS "contact_company_id",
  "contact"."created_at" AS "contact_created_at",
  "contact"."updated_at" AS "contact_updated_at",
  "contact"."person_id" AS "contact_person_id",
  "contact"."name" AS "contact_name",
  "contact"."email" AS "contact_email",
  "contact"."phone_number" AS "contact_phone_number",
  "contact"."relationship" AS "contact_relationship",
  "contact"."is_primary" AS "contact_is_primary",
  "contact"."slot" AS "contact_slot"
FROM
  "emergency_contacts" "contact"
WHERE
  "contact"."company_id" = $1
  AND "contact"."person_id" = $2;

SELECT
  "cvalue"."id" AS "cvalue_id",
  "cvalue"."company_id" AS "cvalue_company_id",
  "cvalue"."created_at" AS "cvalue_created_at",
  "cvalue"."updated_at" AS "cvalue_updated_at",
  "cvalue"."person_id" AS "cvalue_person_id",
  "cvalue"."custom_field_id" AS "cvalue_custom_field_id",
  "cvalue"."section" AS "cvalue_section",
  "cvalue"."resource_id" AS "cvalue_resource_id",
  "cvalue"."value" AS "cvalue_value"
FROM
  "custom_values" "cvalue"
WHERE
  "cvalue"."company_id" = $1
  AND "cvalue"."person_id" = $2;

SELECT
  "document"."id" AS "document_id",
  "document"."company_id" AS "document_company_id",
  "document"."created_at" AS "document_created_at",
  "document"."updated_at" AS "document_updated_at",
  "document"."person_id" AS "document_person_id",
  "document"."name" AS "document_name",
  "document"."document_type_id" AS "document_document_type_id",
  "document"."link" AS "document_link",
  "document"."file_id" AS "document_file_id",
  "document"."source" AS "document_source",
  "document"."source_id" AS "document_source_id",
  "document"."issue_date" AS "document_issue_date",
  "document"."created_by" AS "document_created_by"
FROM
  "documents" "document"
WHERE
  "document"."company_id" = $1
  AND "document"."person_id" = $2;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."approvals" AS "entry_approvals",
  "entry"."days" AS "entry_days"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND "entry"."person_id" = $2;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."approvals" AS "entry_approvals",
  "entry"."days" AS "entry_days",
  "entry"."hours" AS "entry_hours"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND "entry"."person_id" = $2;

SELECT
  "entry"."id" AS "entry_id",
  "entry"."company_id" AS "entry_company_id",
  "entry"."created_at" AS "entry_created_at",
  "entry"."updated_at" AS "entry_updated_at",
  "entry"."person_id" AS "entry_person_id",
  "entry"."time_away_type_id" AS "entry_time_away_type_id",
  "entry"."start_date" AS "entry_start_date",
  "entry"."start_period" AS "entry_start_period",
  "entry"."end_date" AS "entry_end_date",
  "entry"."end_period" AS "entry_end_period",
  "entry"."note" AS "entry_note",
  "entry"."request_status" AS "entry_request_status",
  "entry"."reviewed_by" AS "entry_reviewed_by",
  "entry"."reviewed_at" AS "entry_reviewed_at",
  "entry"."days" AS "entry_days"
FROM
  "time_away" "entry"
WHERE
  "entry"."company_id" = $1
  AND "entry"."person_id" = $2;

SELECT
  "equipment"."id" AS "equipment_id",
  "equipment"."company_id" AS "equipment_company_id",
  "equipment"."created_at" AS "equipment_created_at",
  "equipment"."updated_at" AS "equipment_updated_at",
  "equipment"."person_id" AS "equipment_person_id",
  "equipment"."type" AS "equipment_type",
  "equipment"."name" AS "equipment_name",
  "equipment"."serial_number" AS "equipment_serial_number",
  "equipment"."cost" AS "equipment_cost",
  "equipment"."currency" AS "equipment_currency",
  "equipment"."note" AS "equipment_note",
  "equipment"."file_id" AS "equipment_file_id",
  "equipment"."issue_date" AS "equipment_issue_date",
  "equipment"."receipt_date" AS "equipment_receipt_date",
  "equipment"."collection_date" AS "equipment_collection_date",
  "equipment"."collected_by" AS "equipment_collected_by"
FROM
  "equipment" "equipment"
WHERE
  "equipment"."company_id" = $1
  AND "equipment"."person_id" = $2;

SELECT
  "iddoc"."id" AS "iddoc_id",
  "iddoc"."company_id" AS "iddoc_company_id",
  "iddoc"."created_at" AS "iddoc_created_at",
  "iddoc"."updated_at" AS "iddoc_updated_at",
  "iddoc"."person_id" AS "iddoc_person_id",
  "iddoc"."type" AS "iddoc_type",
  "iddoc"."number" AS "iddoc_number",
  "iddoc"."country_code" AS "iddoc_country_code",
  "iddoc"."expiry_date" AS "iddoc_expiry_date",
  "iddoc"."note" AS "iddoc_note",
  "iddoc"."file_id" AS "iddoc_file_id",
  "iddoc"."verified_by" AS "iddoc_verified_by",
  "iddoc"."verified_at" AS "iddoc_verified_at"
FROM
  "identity_documents" "iddoc"
WHERE
  "iddoc"."company_id" = $1
  AND "iddoc"."person_id" = $2;

SELECT
  "submission"."id" AS "submission_id",
  "submission"."company_id" AS "submission_company_id",
  "submission"."created_at" AS "submission_created_at",
  "submission"."updated_at" AS "submission_updated_at",
  "submission"."person_id" AS "submission_person_id",
  "submission"."start_date" AS "submission_start_date",
  "submission"."end_date" AS "submission_end_date",
  "submission"."status" AS "submission_status",
  "submission"."submitted_at" AS "submission_submitted_at",
  "submission"."reviewed_by" AS "submission_reviewed_by",
  "submission"."reviewed_at" AS "submission_reviewed_at",
  "submission"."changes_requested" AS "submission_changes_requested",
  "submission"."duration_minutes" AS "submission_duration_minutes",
  "submission"."duration_days" AS "submission_duration_days"
FROM
  "timesheet_submissions" "submission"
WHERE
  "submission"."company_id" = $1
  AND "submission"."person_id" = $2;

SELECT
  "tentry"."id" AS "tentry_id",
  "tentry"."company_id" AS "tentry_company_id",
  "tentry"."created_at" AS "tentry_created_at",
  "tentry"."updated_at" AS "tentry_updated_at",
  "tentry"."person_id" AS "tentry_person_id",
  "tentry"."date" AS "tentry_date",
  "tentry"."start_time" AS "tentry_start_time",
  "tentry"."end_time" AS "tentry_end_time",
  "tentry"."note" AS "tentry_note"
FROM
  "timesheet_entries" "tentry"
WHERE
  "tentry"."company_id" = $1
  AND "tentry"."person_id" = $2;

-- personDayInputs (src/modules/people/person-calendar.sql.ts)

SELECT
  p.working_days AS "workingDays",
  COALESCE(
    p.public_holiday_calendar_id,
    CASE
      WHEN p.location_id = 'remote' THEN COALESCE(p.remote_region_code, p.remote_country_code)
      ELSE (
        SELECT
          COALESCE(l.region_code, l.country_code)
        FROM
          locations l
        WHERE
          l.company_id = p.company_id
          AND l.id = p.location_id
      )
    END,
    (
      SELECT
        l.country_code
      FROM
        locations l
      WHERE
        l.company_id = p.company_id
      ORDER BY
        l.created_at,
        l.id
      LIMIT
        1
    )
  ) AS "calendarId"
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = $2;

-- PersonErasureRows.endedBefore (src/modules/people/person-erasure-rows.ts)

SELECT
  company_id AS "companyId",
  id,
  employment_end_date::text AS day
FROM
  people
WHERE
  employment_end_date < $1::date
  AND (
    $2::date IS NULL
    OR (employment_end_date, id) > ($2::date, $3::text)
  )
ORDER BY
  employment_end_date,
  id
LIMIT
  $4;

-- PersonErasureRows.lock (src/modules/people/person-erasure-rows.ts)

SELECT
  id
FROM
  people
WHERE
  company_id = $1
  AND id = $2
FOR UPDATE;

-- PersonErasureRows.pseudonymize (src/modules/people/person-erasure-rows.ts)

UPDATE people
SET
  first_name = NULL,
  middle_name = NULL,
  last_name = NULL,
  preferred_name = NULL,
  pronouns = NULL,
  email = NULL,
  personal_email = NULL,
  phone_number = NULL,
  personal_phone_number = NULL,
  gender = NULL,
  birthday = NULL,
  is_birthday_hidden = false,
  profile_photo_id = NULL,
  nationality = NULL,
  nationalities = NULL,
  spoken_languages = NULL,
  dietary_preference = NULL,
  food_allergies = '{}',
  address = NULL,
  city = NULL,
  state = NULL,
  postcode = NULL,
  country_code = NULL,
  bio = NULL,
  linked_in = NULL,
  twitter = NULL,
  github = NULL,
  turnover_impact = NULL,
  leaving_reason = NULL,
  leaving_note = NULL,
  leaving_file_id = NULL,
  tax_id = NULL,
  tax_code = NULL,
  remote_city = NULL,
  remote_region_code = NULL,
  remote_country_code = NULL,
  remote_timezone = NULL,
  teams = '[]',
  is_verified = false,
  is_work_email_hidden = false,
  calendar_feed_token = NULL,
  calendar_feed_token_index = NULL,
  seen_documents_at = NULL,
  source = NULL,
  source_id = NULL,
  first_active_at = NULL,
  updated_at = now()
WHERE
  company_id = $1
  AND id = $2;

-- PersonErasureRows.remove (src/modules/people/person-erasure-rows.ts)

DELETE FROM people
WHERE
  company_id = $1
  AND id = $2;

-- PersonErasureRows.subject (src/modules/people/person-erasure-rows.ts)

SELECT
  p.id,
  p.role,
  p.status,
  p.employment_end_date::text AS "employmentEndDate",
  p.employment_end_date < (now() AT TIME ZONE 'UTC')::date AS offboarded
FROM
  people p
WHERE
  p.company_id = $1
  AND p.id = $2;

-- relinkChain (src/modules/people/job-roles/job-role-chain.sql.ts)

WITH
  ordered AS (
    SELECT
      id,
      lead(effective_date) OVER w - 1 AS end_date,
      row_number() OVER w = 1 AS is_first
    FROM
      job_roles
    WHERE
      company_id = $1
      AND person_id = $2
    WINDOW
      w AS (
        ORDER BY
          effective_date
      )
  ),
  changed AS (
    SELECT
      r.id,
      r.end_date AS old_end_date,
      r.is_first AS old_is_first,
      o.end_date,
      o.is_first
    FROM
      job_roles r
      JOIN ordered o ON o.id = r.id
    WHERE
      r.company_id = $1
      AND (
        r.end_date IS DISTINCT FROM o.end_date
        OR r.is_first <> o.is_first
      )
  )
UPDATE job_roles r
SET
  end_date = c.end_date,
  is_first = c.is_first,
  updated_at = $3
FROM
  changed c
WHERE
  r.company_id = $1
  AND r.id = c.id
RETURNING
  r.id,
  c.old_end_date,
  c.old_is_first;

-- reportsAmong (src/modules/people/job-roles/reporting-lines.sql.ts)

WITH RECURSIVE
  chain (person_id, manager_id) AS (
    SELECT
      rl.person_id,
      rl.reporting_to
    FROM
      job_roles rl
    WHERE
      rl.company_id = $1
      AND rl.person_id = ANY ($2::text[])
      AND rl.reporting_to IS NOT NULL
      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        rl.end_date IS NULL
        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    UNION
    SELECT
      chain.person_id,
      rl.reporting_to
    FROM
      chain
      JOIN job_roles rl ON rl.company_id = $1
      AND rl.person_id = chain.manager_id
    WHERE
      rl.reporting_to IS NOT NULL
      AND chain.manager_id <> $3
      AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        rl.end_date IS NULL
        OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
  )
SELECT DISTINCT
  person_id
FROM
  chain
WHERE
  manager_id = $3;

-- ResourceService.withUpdateEvents (src/core/crud/resource.service.ts)

UPDATE people
SET
  time_away_policy_id = $1,
  updated_at = now()
WHERE
  company_id = $2
  AND location_id = $3;

UPDATE people
SET
  updated_at = now()
WHERE
  company_id = $1
  AND location_id = $2;

-- rolesWithCountry (src/modules/people/demo/seeded-roles.ts)

SELECT
  r.person_id,
  r.effective_date,
  COALESCE(l.country_code, p.remote_country_code) AS country,
  p.status = 'newHire' AS new_hire
FROM
  job_roles r
  JOIN people p ON p.company_id = r.company_id
  AND p.id = r.person_id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
WHERE
  r.company_id = $1
  AND r.person_id = ANY ($2)
ORDER BY
  r.person_id,
  r.effective_date;

-- workingHoursByDate (src/modules/people/person-working-hours.sql.ts)

SELECT
  to_char(g.day, 'YYYY-MM-DD') AS date,
  (
    COALESCE(
      (
        SELECT
          COALESCE(
            (
              SELECT
                (d ->> 'hours')::numeric
              FROM
                jsonb_array_elements(ap.days) d
              WHERE
                d ->> 'day' = to_char(g.day, 'FMday')
            ),
            0
          )
        FROM
          working_pattern_allocations a
          JOIN working_patterns ap ON ap.company_id = a.company_id
          AND ap.id = a.working_pattern_id
        WHERE
          a.company_id = p.company_id
          AND a.person_id = p.id
          AND a.start_date <= g.day
          AND (
            a.end_date IS NULL
            OR a.end_date >= g.day
          )
      ),
      CASE
        WHEN p.working_days IS NULL THEN NULL
        WHEN p.working_days @> jsonb_build_array(
          jsonb_build_object('day', to_char(g.day, 'FMday'))
        ) THEN COALESCE(
          NULLIF(
            (
              SELECT
                COALESCE(
                  (
                    SELECT
                      (d ->> 'hours')::numeric
                    FROM
                      jsonb_array_elements(dp.days) d
                    WHERE
                      d ->> 'day' = to_char(g.day, 'FMday')
                  ),
                  0
                )
              FROM
                working_patterns dp
              WHERE
                dp.company_id = p.company_id
                AND dp.is_default
            ),
            0
          ),
          8
        )
        ELSE 0
      END,
      (
        SELECT
          COALESCE(
            (
              SELECT
                (d ->> 'hours')::numeric
              FROM
                jsonb_array_elements(lp.days) d
              WHERE
                d ->> 'day' = to_char(g.day, 'FMday')
            ),
            0
          )
        FROM
          working_patterns lp
        WHERE
          lp.company_id = p.company_id
          AND lp.id = l.working_pattern_id
      ),
      (
        SELECT
          COALESCE(
            (
              SELECT
                (d ->> 'hours')::numeric
              FROM
                jsonb_array_elements(dp.days) d
              WHERE
                d ->> 'day' = to_char(g.day, 'FMday')
            ),
            0
          )
        FROM
          working_patterns dp
        WHERE
          dp.company_id = p.company_id
          AND dp.is_default
      ),
      CASE
        WHEN extract(
          isodow
          FROM
            g.day
        ) <= 5 THEN 8
        ELSE 0
      END
    )
  )::float8 AS hours
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  CROSS JOIN LATERAL (
    SELECT
      $1::date + n AS day
    FROM
      generate_series(0, $2::date - $1::date) AS n
  ) g
WHERE
  p.company_id = $3
  AND p.id = $4
ORDER BY
  g.day;

-- writePersonLookups (src/modules/people/person-lookups.ts)

DELETE FROM calendar_feed_lookup
WHERE
  token_index = $1
  AND company_id = $2
  AND person_id = $3;

DELETE FROM person_email_lookup
WHERE
  email = $1
  AND company_id = $2
  AND person_id = $3;

INSERT INTO
  calendar_feed_lookup (token_index, company_id, person_id)
VALUES
  ($1, …);

INSERT INTO
  person_email_lookup (email, company_id, person_id)
VALUES
  ($1, …);

WITH
  email AS (
    INSERT INTO
      person_email_lookup (email, company_id, person_id)
    VALUES
      ($1, …)
  )
INSERT INTO
  calendar_feed_lookup (token_index, company_id, person_id)
VALUES
  ($2, $3, $4);

