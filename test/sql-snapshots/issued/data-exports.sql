-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- cursor (src/modules/data-exports/export-stream.ts)

SELECT
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= COALESCE(comp_day.day, (now() AT TIME ZONE 'UTC')::date)
      AND c.superseded_on > COALESCE(comp_day.day, (now() AT TIME ZONE 'UTC')::date)
      AND (
        c.end_date IS NULL
        OR c.end_date >= COALESCE(comp_day.day, (now() AT TIME ZONE 'UTC')::date)
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT DISTINCT
      c.effective_date AS day
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND (
        ct.base_type IN ('salary')
        OR ct.id = ANY ($1::text[])
      )
      AND c.effective_date <= $2::date
      AND c.superseded_on > $3::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= $3::date
      )
  ) comp_day ON TRUE
WHERE
  (person.company_id = $4)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $5::text[]
  )
  AND (
    NOT (
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      ) && $6::text[]
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  comp_day.day;

SELECT
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($6)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $7
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($6)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $7
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c1,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  NULL::text AS c1,
  NULL::text AS c2,
  NULL::text AS c3,
  NULL::text AS c4,
  NULL::text AS c5,
  NULL::text AS c6,
  NULL::text AS c7,
  NULL::text AS c8,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $7
      OR (
        $8
        AND person.id = $3
      )
      OR (
        $9
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  NULL::text AS c1,
  NULL::text AS c2,
  NULL::text AS c3,
  NULL::text AS c4,
  NULL::text AS c5,
  NULL::text AS c6,
  NULL::text AS c7,
  NULL::text AS c8,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  submission.status AS c1,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
  AND (
    (
      submission.person_id = $3
      OR submission.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $5
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
              rl.company_id = $5
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
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND submission.end_date >= $7::date
  AND submission.start_date <= $8::date
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      person.id = $3
      OR person.id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $5
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
              rl.company_id = $5
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
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  submission.status AS c1,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
  AND ((submission.person_id = $3))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
  AND submission.end_date >= $7::date
  AND submission.start_date <= $8::date
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND ((person.id = $3))
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c1,
  (submission.duration_minutes / 60)::text || ':' || lpad((submission.duration_minutes % 60)::text, 2, '0') AS c2,
  trim_scale(submission.duration_days)::text AS c3,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c4,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c0,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c1,
  to_char(submission.end_date, 'YYYY-MM-DD') AS c2,
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c3,
  (submission.duration_minutes / 60)::text || ':' || lpad((submission.duration_minutes % 60)::text, 2, '0') AS c4,
  trim_scale(submission.duration_days)::text AS c5,
  submission.status AS c6,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c7,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c8,
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c9,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
  AND submission.end_date >= $7::date
  AND submission.start_date <= $8::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($8)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $9
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($8)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $9
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $10)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $11
      OR (
        $12
        AND person.id = $3
      )
      OR (
        $13
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $14
      OR (
        $15
        AND person.id = $3
      )
      OR (
        $16
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) <> ''
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  co.name AS c0,
  person.first_name AS c1,
  person.preferred_name AS c2,
  COALESCE(
    NULLIF(person.preferred_name, ''),
    person.first_name
  ) AS c3,
  person.middle_name AS c4,
  person.last_name AS c5,
  NULLIF(
    concat_ws(
      ' ',
      person.first_name,
      person.middle_name,
      person.last_name
    ),
    ''
  ) AS c6,
  person.pronouns AS c7,
  to_char(person.birthday, 'YYYY-MM-DD') AS c8,
  to_char(person.birthday, 'MM-DD') AS c9,
  person.nationality AS c10,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c11,
  person.gender AS c12,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c13,
  person.phone_number AS c14,
  person.personal_email AS c15,
  person.personal_phone_number AS c16,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c17,
  person.country_code AS c18,
  person.country_code AS c19,
  person.dietary_preference AS c20,
  COALESCE(person.food_allergies, '{}'::text[]) AS c21,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c22,
  ARRAY(
    SELECT
      concat_ws(
        ', ',
        ec.name,
        ec.relationship,
        ec.phone_number,
        ec.email
      )
    FROM
      emergency_contacts ec
    WHERE
      ec.company_id = person.company_id
      AND ec.person_id = person.id
    ORDER BY
      ec.is_primary DESC,
      ec.slot
  ) AS c23,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c24,
  role.job_title AS c25,
  role.department AS c26,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c27,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c28,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c29,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c30,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c31,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c32,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c33,
  person.payroll_provider AS c34,
  person.contract_type AS c35,
  person.employee_id AS c36,
  person.tax_id AS c37,
  person.tax_code AS c38,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c39,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c40,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c41,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c42,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c43,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c44,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c45,
  person.leaving_reason AS c46,
  person.turnover_impact AS c47,
  person.leaving_note AS c48,
  bank.bank_name AS c49,
  bank.name_on_account AS c50,
  bank.account_number AS c51,
  bank.swift_code AS c52,
  bank.sort_code AS c53,
  bank.routing_number AS c54,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c55,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c56,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'equity'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c57,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'commission'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c58,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c59,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('unpaidLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c60,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c61,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('parentalLeave')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c62,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workingFromHome')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c63,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('workTravel', 'other')
      AND e.start_date <= $6
      AND e.end_date >= $7
  ) AS c64,
  person.time_away_approval_flow_id AS c65,
  NULL::text AS c66,
  NULL::text AS c67,
  NULL::text AS c68,
  NULL::text AS c69,
  NULL::text AS c70,
  NULL::text AS c71,
  NULL::text AS c72,
  NULL::text AS c73,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c74,
  ARRAY_REMOVE(
    ARRAY[
      'LinkedIn: ' || person.linked_in,
      'Twitter: ' || person.twitter,
      'GitHub: ' || person.github
    ],
    NULL
  ) AS c75,
  ARRAY(
    SELECT
      f.name || ': ' || CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
      JOIN custom_fields f ON f.company_id = v.company_id
      AND f.id = v.custom_field_id
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND f.section = 'diversity'
      AND v.value IS NOT NULL
    ORDER BY
      f.name,
      f.id
  ) AS c76,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  JOIN companies co ON co.id = person.company_id
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $8)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $3
      )
      OR (
        $11
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $12
      OR (
        $13
        AND person.id = $3
      )
      OR (
        $14
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  document.file_id AS c0,
  person.id AS person_id
FROM
  people person
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  entry.note AS c0,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.hours,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      NULL::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  entry.note AS c0,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  entry.note AS c0,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  entry.note AS c0,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND entry.end_date >= $2::date
  AND entry.start_date <= $3::date
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $2
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $3
    )
  )
  AND (
    (
      $4
      OR (
        $5
        AND person.id = $6
      )
      OR (
        $7
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $8
                AND rl.reporting_to = $6
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
                rl.company_id = $8
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  iddoc.number AS c0,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  iddoc.number AS c0,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.contract_type AS c0,
  person.last_name AS c1,
  COALESCE(person.spoken_languages, '{}'::text[]) AS c2,
  person.personal_email AS c3,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c2,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c3,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c4,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c5,
  entry.start_period AS c6,
  entry.end_period AS c7,
  trim_scale(entry.days)::text AS c8,
  entry.request_status AS c9,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c10,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c11,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  AND entry.end_date >= $10::date
  AND entry.start_date <= $11::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $10
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $11
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c2,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c3,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c4,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c5,
  entry.start_period AS c6,
  entry.end_period AS c7,
  trim_scale(entry.days)::text AS c8,
  entry.request_status AS c9,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c10,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c11,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  AND entry.end_date >= $10::date
  AND entry.start_date <= $11::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $10
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $11
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c2,
  equipment.type AS c3,
  equipment.name AS c4,
  equipment.serial_number AS c5,
  equipment.cost::text || COALESCE(' ' || equipment.currency, '') AS c6,
  to_char(equipment.issue_date, 'YYYY-MM-DD') AS c7,
  to_char(equipment.receipt_date, 'YYYY-MM-DD') AS c8,
  to_char(equipment.collection_date, 'YYYY-MM-DD') AS c9,
  person.id AS person_id
FROM
  people person
  JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c2,
  person.preferred_name AS c3,
  role.job_title AS c4,
  role.department AS c5,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c6,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c7,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c8,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c9,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c10,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c11,
  CASE
    WHEN person.location_id = 'remote' THEN COALESCE(person.remote_timezone, 'UTC')
    ELSE COALESCE(person_location.timezone, 'UTC')
  END AS c12,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c13,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c14,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c15,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c2,
  role.job_title AS c3,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c4,
  person.employee_id AS c5,
  person.id AS person_id
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  NULL::text AS c2,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  person.preferred_name AS c2,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c3,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  person.tax_id AS c2,
  person.tax_code AS c3,
  person.id AS person_id,
  person.id AS s0
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.last_name AS c1,
  role.job_title AS c2,
  person.id AS person_id
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  (
    SELECT
      dt.name
    FROM
      document_types dt
    WHERE
      dt.company_id = document.company_id
      AND dt.id = document.document_type_id
  ) AS c33,
  document.name AS c34,
  to_char(document.issue_date, 'YYYY-MM-DD') AS c35,
  document.link AS c36,
  document.file_id AS c37,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c38,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c39,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  (
    SELECT
      dt.name
    FROM
      document_types dt
    WHERE
      dt.company_id = document.company_id
      AND dt.id = document.document_type_id
  ) AS c33,
  document.name AS c34,
  to_char(document.issue_date, 'YYYY-MM-DD') AS c35,
  document.link AS c36,
  document.file_id AS c37,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c38,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c39,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  trim_scale(entry.hours)::text AS c47,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  trim_scale(entry.hours)::text AS c47,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  entry.note AS c39,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c40,
  entry.request_status AS c41,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c43,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c44,
  person.public_holiday_calendar_id AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c39,
  entry.request_status AS c40,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c41,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c43,
  person.public_holiday_calendar_id AS c44,
  entry.note AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $6
      OR (
        $7
        AND entry.person_id = $3
      )
      OR (
        $8
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c33,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c34,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c35,
  entry.start_period AS c36,
  entry.end_period AS c37,
  trim_scale(entry.days)::text AS c38,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c39,
  entry.request_status AS c40,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c41,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = entry.reviewed_by
  ) AS c42,
  to_char(
    entry.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c43,
  person.public_holiday_calendar_id AS c44,
  entry.note AS c45,
  person.time_away_approval_flow_id AS c46,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $9)
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $9)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
  AND (
    (
      $6
      OR (
        $7
        AND person.id = $3
      )
      OR (
        $8
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  equipment.type AS c33,
  equipment.name AS c34,
  equipment.serial_number AS c35,
  equipment.cost::text || COALESCE(' ' || equipment.currency, '') AS c36,
  equipment.currency AS c37,
  equipment.note AS c38,
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS c39,
  to_char(equipment.issue_date, 'YYYY-MM-DD') AS c40,
  to_char(equipment.receipt_date, 'YYYY-MM-DD') AS c41,
  to_char(equipment.collection_date, 'YYYY-MM-DD') AS c42,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  equipment.type AS c33,
  equipment.name AS c34,
  equipment.serial_number AS c35,
  equipment.cost::text || COALESCE(' ' || equipment.currency, '') AS c36,
  equipment.currency AS c37,
  equipment.note AS c38,
  (
    SELECT
      f.filename
    FROM
      files f
    WHERE
      f.company_id = equipment.company_id
      AND f.id = equipment.file_id
  ) AS c39,
  to_char(equipment.issue_date, 'YYYY-MM-DD') AS c40,
  to_char(equipment.receipt_date, 'YYYY-MM-DD') AS c41,
  to_char(equipment.collection_date, 'YYYY-MM-DD') AS c42,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  iddoc.type AS c33,
  iddoc.number AS c34,
  to_char(iddoc.expiry_date, 'YYYY-MM-DD') AS c35,
  iddoc.note AS c36,
  iddoc.country_code AS c37,
  iddoc.file_id AS c38,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = iddoc.verified_by
  ) AS c39,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = iddoc.verified_by
  ) AS c40,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $6)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  iddoc.type AS c33,
  iddoc.number AS c34,
  to_char(iddoc.expiry_date, 'YYYY-MM-DD') AS c35,
  iddoc.note AS c36,
  iddoc.country_code AS c37,
  iddoc.file_id AS c38,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = iddoc.verified_by
  ) AS c39,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = iddoc.verified_by
  ) AS c40,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $6)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c33,
  to_char(submission.end_date, 'YYYY-MM-DD') AS c34,
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c35,
  (submission.duration_minutes / 60)::text || ':' || lpad((submission.duration_minutes % 60)::text, 2, '0') AS c36,
  trim_scale(submission.duration_days)::text AS c37,
  submission.status AS c38,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c39,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c40,
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c41,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  person.first_name AS c0,
  person.preferred_name AS c1,
  person.middle_name AS c2,
  person.last_name AS c3,
  person.gender AS c4,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c5,
  person.phone_number AS c6,
  person.personal_email AS c7,
  person.personal_phone_number AS c8,
  ARRAY[
    person.address,
    person.city,
    person.state,
    person.postcode,
    person.country_code
  ] AS c9,
  person.country_code AS c10,
  role.job_title AS c11,
  role.department AS c12,
  NULLIF(concat_ws(' ', mgr.first_name, mgr.last_name), '') AS c13,
  COALESCE(NULLIF(mgr.preferred_name, ''), mgr.first_name) AS c14,
  CASE
    WHEN mgr.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND mgr.id = $3
      )
      OR (
        $4
        AND mgr.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE mgr.email
  END AS c15,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c16,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c17,
  CASE
    WHEN person.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || person.remote_city || ')', '')
    ELSE COALESCE(
      person_location.label,
      NULLIF(
        concat_ws(
          ', ',
          person_location.city,
          person_location.country
        ),
        ''
      )
    )
  END AS c18,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c19,
  person.payroll_provider AS c20,
  person.contract_type AS c21,
  person.employee_id AS c22,
  CASE
    WHEN person.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded'
    ELSE person.status
  END AS c23,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c24,
  to_char(
    COALESCE(
      person.first_working_day,
      person.employment_start_date
    ),
    'YYYY-MM-DD'
  ) AS c25,
  ARRAY(
    SELECT
      x ->> 'day'
    FROM
      jsonb_array_elements(COALESCE(person.working_days, '[]'::jsonb)) x
  ) AS c26,
  to_char(person.probation_end_date, 'YYYY-MM-DD') AS c27,
  to_char(person.employment_end_date, 'YYYY-MM-DD') AS c28,
  to_char(
    COALESCE(
      person.last_working_day,
      person.employment_end_date
    ),
    'YYYY-MM-DD'
  ) AS c29,
  person.leaving_reason AS c30,
  person.turnover_impact AS c31,
  person.leaving_note AS c32,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c33,
  to_char(submission.end_date, 'YYYY-MM-DD') AS c34,
  to_char(
    submission.submitted_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c35,
  (submission.duration_minutes / 60)::text || ':' || lpad((submission.duration_minutes % 60)::text, 2, '0') AS c36,
  trim_scale(submission.duration_days)::text AS c37,
  submission.status AS c38,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c39,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = submission.reviewed_by
  ) AS c40,
  to_char(
    submission.reviewed_at AT TIME ZONE 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) AS c41,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
  LEFT JOIN people mgr ON mgr.company_id = person.company_id
  AND mgr.id = role.reporting_to
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND v.custom_field_id = $1
    ORDER BY
      v.created_at,
      v.id
    LIMIT
      1
  ) AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c1,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'bonus'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c2,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $2::text[]
  )
  AND (
    NOT (
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      ) && $3::text[]
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.base_type = 'salary'
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND ((person.id = $2))
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      CASE
        WHEN c.is_percentage THEN c.amount::text || '%'
        ELSE c.amount::text || COALESCE(' ' || c.currency, '')
      END || CASE
        WHEN c.period IN ('fixed', 'sale') THEN ''
        ELSE ' / ' || c.period
      END
    FROM
      compensations c
      JOIN compensation_types ct ON ct.company_id = c.company_id
      AND ct.id = c.compensation_type_id
    WHERE
      c.company_id = person.company_id
      AND c.person_id = person.id
      AND ct.id = $1
      AND c.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND c.superseded_on > (now() AT TIME ZONE 'UTC')::date
      AND (
        c.end_date IS NULL
        OR c.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      c.effective_date DESC,
      c.created_at DESC
    LIMIT
      1
  ) AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $3::text[]
  )
  AND (
    NOT (
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      ) && $4::text[]
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c1,
  person.id AS person_id
FROM
  people person
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $6)
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      dt.name
    FROM
      document_types dt
    WHERE
      dt.company_id = document.company_id
      AND dt.id = document.document_type_id
  ) AS c1,
  document.name AS c2,
  document.file_id AS c3,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c4,
  person.id AS person_id
FROM
  people person
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c1,
  (
    SELECT
      CASE
        WHEN x.is_work_email_hidden
        AND NOT (
          $1
          OR (
            $2
            AND x.id = $3
          )
          OR (
            $4
            AND x.id IN (
              WITH RECURSIVE
                policy_reports (id) AS (
                  SELECT
                    rl.person_id
                  FROM
                    job_roles rl
                  WHERE
                    rl.company_id = $5
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
                    rl.company_id = $5
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
        ) THEN NULL
        ELSE x.email
      END
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = document.created_by
  ) AS c2,
  person.id AS person_id
FROM
  people person
  JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $6)
  AND (
    (
      (document.person_id = $3)
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND ((person.id = $3))
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c1,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c2,
  NULL::text AS c3,
  NULL::text AS c4,
  NULL::text AS c5,
  NULL::text AS c6,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= (
              ($3)::timestamptz AT TIME ZONE COALESCE(
                (
                  SELECT
                    l.timezone
                  FROM
                    locations l
                  WHERE
                    l.company_id = $4
                  ORDER BY
                    l.created_at,
                    l.id
                  LIMIT
                    1
                ),
                'UTC'
              )
            )::date
            AND (
              a.end_date IS NULL
              OR a.end_date >= (
                ($3)::timestamptz AT TIME ZONE COALESCE(
                  (
                    SELECT
                      l.timezone
                    FROM
                      locations l
                    WHERE
                      l.company_id = $4
                    ORDER BY
                      l.created_at,
                      l.id
                    LIMIT
                      1
                  ),
                  'UTC'
                )
              )::date
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c7,
  (
    SELECT
      CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND v.custom_field_id = $5
    ORDER BY
      v.created_at,
      v.id
    LIMIT
      1
  ) AS c8,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.id = $6
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c9,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
WHERE
  (person.company_id = $7)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $8::text[]
  )
  AND (
    (
      $9
      OR (
        $10
        AND person.id = $11
      )
      OR (
        $12
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $13
                AND rl.reporting_to = $11
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
                rl.company_id = $13
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c1,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c2,
  NULL::text AS c3,
  NULL::text AS c4,
  NULL::text AS c5,
  NULL::text AS c6,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        (
          SELECT
            a.time_away_policy_id
          FROM
            time_away_allocations a
          WHERE
            a.company_id = person.company_id
            AND a.person_id = person.id
            AND a.start_date <= CURRENT_DATE
            AND (
              a.end_date IS NULL
              OR a.end_date >= CURRENT_DATE
            )
        ),
        COALESCE(
          person_location.time_away_policy_id,
          (
            SELECT
              d.id
            FROM
              time_away_policies d
            WHERE
              d.company_id = person.company_id
              AND d.is_default
            ORDER BY
              d.created_at
            LIMIT
              1
          )
        )
      )
  ) AS c7,
  (
    SELECT
      CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND v.custom_field_id = $3
    ORDER BY
      v.created_at,
      v.id
    LIMIT
      1
  ) AS c8,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.id = $4
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c9,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
WHERE
  (person.company_id = $5)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $6::text[]
  )
  AND (
    (
      $7
      OR (
        $8
        AND person.id = $9
      )
      OR (
        $10
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $11
                AND rl.reporting_to = $9
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
                rl.company_id = $11
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('paidTimeOff')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c1,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.category IN ('sickLeave')
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c2,
  NULL::text AS c3,
  NULL::text AS c4,
  NULL::text AS c5,
  NULL::text AS c6,
  (
    SELECT
      pol.name
    FROM
      time_away_policies pol
    WHERE
      pol.company_id = person.company_id
      AND pol.id = COALESCE(
        person.time_away_policy_id,
        person_location.time_away_policy_id,
        (
          SELECT
            d.id
          FROM
            time_away_policies d
          WHERE
            d.company_id = person.company_id
            AND d.is_default
          ORDER BY
            d.created_at
          LIMIT
            1
        )
      )
  ) AS c7,
  (
    SELECT
      CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND v.custom_field_id = $3
    ORDER BY
      v.created_at,
      v.id
    LIMIT
      1
  ) AS c8,
  (
    SELECT
      trim_scale(COALESCE(sum(e.days), 0))::text
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
    WHERE
      e.company_id = person.company_id
      AND e.person_id = person.id
      AND e.request_status = 'approved'
      AND t.id = $4
      AND e.start_date <= $1
      AND e.end_date >= $2
  ) AS c9,
  person.id AS person_id
FROM
  people person
  LEFT JOIN locations person_location ON person_location.company_id = person.company_id
  AND person_location.id = person.location_ref
WHERE
  (person.company_id = $5)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $6::text[]
  )
  AND (
    (
      $7
      OR (
        $8
        AND person.id = $9
      )
      OR (
        $10
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $11
                AND rl.reporting_to = $9
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
                rl.company_id = $11
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  ARRAY(
    SELECT
      i.type || ': ' || to_char(i.expiry_date, 'YYYY-MM-DD')
    FROM
      identity_documents i
    WHERE
      i.company_id = person.company_id
      AND i.person_id = person.id
      AND i.expiry_date IS NOT NULL
    ORDER BY
      i.expiry_date,
      i.id
  ) AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    COALESCE(
      (
        SELECT
          r.reporting_to
        FROM
          job_roles r
        WHERE
          r.company_id = person.company_id
          AND r.person_id = person.id
          AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
          AND (
            r.end_date IS NULL
            OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
          )
        ORDER BY
          r.effective_date DESC
        LIMIT
          1
      ),
      ''
    ) = ''
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  ARRAY(
    SELECT
      x ->> 'name'
    FROM
      jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
  ) AS c1,
  person.location_id IS NOT DISTINCT FROM 'remote' AS c2,
  to_char(person.employment_start_date, 'YYYY-MM-DD') AS c3,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.hours,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      NULL::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  AND (
    entry.time_away_type_id = ANY ($9::text[])
    OR entry.time_away_type_id IS NULL
  )
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  AND (
    entry.time_away_type_id = ANY ($9::text[])
    OR entry.time_away_type_id IS NULL
  )
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c3,
  entry.start_period AS c4,
  entry.end_period AS c5,
  trim_scale(entry.days)::text AS c6,
  entry.note AS c7,
  entry.request_status AS c8,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.hours,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      NULL::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  to_char(entry.end_date, 'YYYY-MM-DD') AS c3,
  entry.start_period AS c4,
  entry.end_period AS c5,
  trim_scale(entry.days)::text AS c6,
  entry.note AS c7,
  entry.request_status AS c8,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
  AND (
    (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  trim_scale(entry.days)::text AS c3,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.hours,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      NULL::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN entry.time_away_type_id IS NULL THEN 'Adjustment'
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c2,
  trim_scale(entry.days)::text AS c3,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN person.is_work_email_hidden
    AND NOT (
      $1
      OR (
        $2
        AND person.id = $3
      )
      OR (
        $4
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN NULL
    ELSE person.email
  END AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  CASE
    WHEN tat.category IN ('paidTimeOff', 'workingFromHome', 'workTravel')
    OR (
      $1
      OR (
        $2
        AND entry.person_id = $3
      )
      OR (
        $4
        AND entry.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $5
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
                rl.company_id = $5
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
    ) THEN tat.name
    ELSE 'Time off'
  END AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = entry.company_id
        AND nh.id = entry.person_id
        AND nh.status = 'newHire'
    )
  )
  AND entry.end_date >= $7::date
  AND entry.start_date <= $8::date
  LEFT JOIN time_away_types tat ON tat.company_id = entry.company_id
  AND tat.id = entry.time_away_type_id
WHERE
  (person.company_id = $6)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $8
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  document.name AS c1,
  person.id AS person_id
FROM
  people person
  LEFT JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $1)
  AND (
    (
      (document.person_id = $2)
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND ((person.id = $2))
  AND (
    document.id IS NOT NULL
    OR (
      ((person.id = $2))
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  document.name AS c1,
  person.id AS person_id
FROM
  people person
  LEFT JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  entry.request_status AS c1,
  (
    SELECT
      f.name
    FROM
      time_away_approval_flows f
    WHERE
      f.company_id = person.company_id
      AND f.id = person.time_away_approval_flow_id
  ) AS c2,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  equipment.name AS c1,
  person.id AS person_id
FROM
  people person
  LEFT JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $1)
  AND (
    (
      equipment.person_id = $2
      OR equipment.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
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
              rl.company_id = $3
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
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      person.id = $2
      OR person.id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
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
              rl.company_id = $3
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
  )
  AND (
    equipment.id IS NOT NULL
    OR (
      (
        (
          person.id = $2
          OR person.id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
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
                  rl.company_id = $3
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
      )
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.last_name AS c0,
  equipment.name AS c1,
  person.id AS person_id
FROM
  people person
  LEFT JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.last_name AS c0,
  iddoc.number AS c1,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.last_name AS c0,
  iddoc.type AS c1,
  iddoc.number AS c2,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.last_name AS c0,
  iddoc.type AS c1,
  iddoc.number AS c2,
  to_char(iddoc.expiry_date, 'YYYY-MM-DD') AS c3,
  (
    SELECT
      NULLIF(concat_ws(' ', x.first_name, x.last_name), '')
    FROM
      people x
    WHERE
      x.company_id = person.company_id
      AND x.id = iddoc.verified_by
  ) AS c4,
  person.id AS person_id,
  iddoc.id AS s0
FROM
  people person
  JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.last_name AS c0,
  person.first_name AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN documents document ON document.person_id = person.id
  AND (document.company_id = $1)
  AND (
    (
      (
        document.person_id = $2
        OR document.person_id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $3
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
                rl.company_id = $3
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
      OR document.person_id IS NULL
    )
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = document.company_id
        AND nh.id = document.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    document.id IS NOT NULL
    OR (
      (
        (
          person.id = $2
          OR person.id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
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
                  rl.company_id = $3
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
      )
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  document.name,
  document.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $1)
  AND (
    (
      equipment.person_id = $2
      OR equipment.person_id IN (
        WITH RECURSIVE
          policy_reports (id) AS (
            SELECT
              rl.person_id
            FROM
              job_roles rl
            WHERE
              rl.company_id = $3
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
              rl.company_id = $3
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
  )
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    equipment.id IS NOT NULL
    OR (
      (
        (
          person.id = $2
          OR person.id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $3
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
                  rl.company_id = $3
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
      )
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN equipment equipment ON equipment.person_id = person.id
  AND (equipment.company_id = $1)
  AND ((equipment.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = equipment.company_id
        AND nh.id = equipment.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    equipment.id IS NOT NULL
    OR (
      ((person.id = $2))
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  equipment.issue_date,
  equipment.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN identity_documents iddoc ON iddoc.person_id = person.id
  AND (iddoc.company_id = $1)
  AND ((iddoc.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = iddoc.company_id
        AND nh.id = iddoc.person_id
        AND nh.status = 'newHire'
    )
  )
  AND NOT EXISTS (
    SELECT
      1
    FROM
      identity_documents newer
    WHERE
      newer.company_id = iddoc.company_id
      AND newer.person_id = iddoc.person_id
      AND lower(newer.type) = lower(iddoc.type)
      AND (newer.created_at, newer.id) > (iddoc.created_at, iddoc.id)
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    iddoc.id IS NOT NULL
    OR (
      ((person.id = $2))
      AND (person.status <> 'newHire')
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  iddoc.type,
  iddoc.created_at,
  iddoc.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      person.location_id IS NULL
      OR NOT (person.location_id = ANY ($2::text[]))
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      SELECT
        r.department
      FROM
        job_roles r
      WHERE
        r.company_id = person.company_id
        AND r.person_id = person.id
        AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
        AND (
          r.end_date IS NULL
          OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      ORDER BY
        r.effective_date DESC
      LIMIT
        1
    ) = ANY ($2::text[])
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      SELECT
        r.reporting_to
      FROM
        job_roles r
      WHERE
        r.company_id = person.company_id
        AND r.person_id = person.id
        AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
        AND (
          r.end_date IS NULL
          OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      ORDER BY
        r.effective_date DESC
      LIMIT
        1
    ) = ANY ($2::text[])
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) && $2::text[]
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      WITH RECURSIVE
        up (id) AS (
          SELECT
            r.reporting_to
          FROM
            job_roles r
          WHERE
            r.company_id = person.company_id
            AND r.person_id = person.id
            AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              r.end_date IS NULL
              OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
            AND r.reporting_to IS NOT NULL
          UNION
          SELECT
            r.reporting_to
          FROM
            job_roles r
            JOIN up ON r.person_id = up.id
          WHERE
            r.company_id = person.company_id
            AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              r.end_date IS NULL
              OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
            AND r.reporting_to IS NOT NULL
        )
      SELECT
        id
      FROM
        up
    ) && $2::text[]
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    cardinality(
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      )
    ) > 0
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_city
      ELSE (
        SELECT
          l.city
        FROM
          locations l
        WHERE
          l.company_id = person.company_id
          AND l.id = person.location_ref
      )
    END = ANY ($2::text[])
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    CASE
      WHEN person.location_id = 'remote' THEN person.remote_country_code
      ELSE (
        SELECT
          l.country_code
        FROM
          locations l
        WHERE
          l.company_id = person.company_id
          AND l.id = person.location_ref
      )
    END = ANY ($2::text[])
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    NOT (
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      ) @> $2::text[]
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (COALESCE(person.contract_type, '') <> '')
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (COALESCE(person.payroll_provider, '') = '')
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $2
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $2
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $3
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.personal_email AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.personal_email AS c1,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.preferred_name AS c1,
  (
    SELECT
      CASE jsonb_typeof(v.value)
        WHEN 'array' THEN (
          SELECT
            string_agg(x, ', ')
          FROM
            jsonb_array_elements_text(v.value) x
        )
        ELSE v.value #>> '{}'
      END
    FROM
      custom_values v
    WHERE
      v.company_id = person.company_id
      AND v.person_id = person.id
      AND v.custom_field_id = $1
    ORDER BY
      v.created_at,
      v.id
    LIMIT
      1
  ) AS c2,
  person.id AS person_id
FROM
  people person
WHERE
  (person.company_id = $2)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.tax_id AS c1,
  bank.account_number AS c2,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.tax_id AS c1,
  person.id AS person_id,
  person.id AS s0
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  person.tax_id AS c1,
  person.tax_code AS c2,
  bank.bank_name AS c3,
  bank.account_number AS c4,
  bank.sort_code AS c5,
  bank.routing_number AS c6,
  person.id AS person_id,
  person.id AS s0,
  bank.id AS s1
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT
      b.*
    FROM
      bank_accounts b
    WHERE
      b.company_id = person.company_id
      AND b.person_id = person.id
    ORDER BY
      b.created_at
    LIMIT
      1
  ) bank ON TRUE
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  person.last_name AS c0,
  role.job_title AS c1,
  to_char(role.effective_date, 'YYYY-MM-DD') AS c2,
  person.id AS person_id
FROM
  people person
  LEFT JOIN job_roles role ON role.company_id = person.company_id
  AND role.person_id = person.id
  AND role.effective_date <= $1::date
  AND (
    role.end_date IS NULL
    OR role.end_date >= $2::date
  )
WHERE
  (person.company_id = $3)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $4::text[]
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  role.effective_date;

SELECT
  person.last_name AS c0,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND (entry.time_away_type_id = ANY ($2::text[]))
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND entry.time_away_type_id = ANY ($2::text[])
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  to_char(entry.start_date, 'YYYY-MM-DD') AS c1,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  person.last_name AS c0,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c1,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $1)
  AND (FALSE)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  person.last_name AS c0,
  to_char(submission.start_date, 'YYYY-MM-DD') AS c1,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $1)
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

SELECT
  person.tax_id AS c0,
  person.id AS person_id,
  person.id AS s0
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR person.employment_end_date < (now() AT TIME ZONE 'UTC')::date
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  role.job_title AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN job_roles role ON role.company_id = person.company_id
  AND role.person_id = person.id
  AND role.effective_date <= $1::date
  AND (
    role.end_date IS NULL
    OR role.end_date >= $2::date
  )
WHERE
  (person.company_id = $3)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $4
    )
    AND (
      person.employment_start_date IS NULL
      OR person.employment_start_date <= $5
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $6::text[]
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  role.effective_date;

SELECT
  role.job_title AS c0,
  person.id AS person_id
FROM
  people person
  LEFT JOIN LATERAL (
    SELECT
      r.*
    FROM
      job_roles r
    WHERE
      r.company_id = person.company_id
      AND r.person_id = person.id
      AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
      AND (
        r.end_date IS NULL
        OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
      )
    ORDER BY
      r.effective_date DESC
    LIMIT
      1
  ) role ON TRUE
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    ARRAY(
      SELECT
        x ->> 'name'
      FROM
        jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
    ) @> $2::text[]
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id;

SELECT
  to_char(entry.start_date, 'YYYY-MM-DD') AS c0,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND (entry.time_away_type_id = ANY ($2::text[]))
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  to_char(entry.start_date, 'YYYY-MM-DD') AS c0,
  person.id AS person_id
FROM
  people person
  JOIN time_away entry ON entry.person_id = person.id
  AND (entry.company_id = $1)
  AND entry.time_away_type_id = ANY ($2::text[])
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  to_char(entry.start_date, 'YYYY-MM-DD') AS c0,
  trim_scale(entry.days)::text AS c1,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  to_char(entry.start_date, 'YYYY-MM-DD') AS c0,
  trim_scale(entry.days)::text AS c1,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c2,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.hours,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      NULL::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  to_char(entry.start_date, 'YYYY-MM-DD') AS c0,
  trim_scale(entry.days)::text AS c1,
  to_char(
    (entry.created_at AT TIME ZONE 'UTC'),
    'YYYY-MM-DD'
  ) AS c2,
  person.id AS person_id
FROM
  people person
  JOIN (
    SELECT
      e.id,
      e.company_id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.end_date,
      e.start_period,
      e.end_period,
      e.days,
      e.note,
      e.created_at,
      e.request_status,
      e.reviewed_by,
      e.reviewed_at
    FROM
      time_away e
    UNION ALL
    SELECT
      adj.id,
      adj.company_id,
      adj.person_id,
      NULL::text,
      adj.date,
      adj.date,
      NULL::text,
      NULL::text,
      adj.days::numeric,
      adj.note,
      adj.created_at,
      NULL::text,
      NULL::text,
      NULL::timestamptz
    FROM
      time_away_adjustments adj
    WHERE
      (
        $1
        OR (
          $2
          AND adj.person_id = $3
        )
        OR (
          $4
          AND adj.person_id IN (
            WITH RECURSIVE
              policy_reports (id) AS (
                SELECT
                  rl.person_id
                FROM
                  job_roles rl
                WHERE
                  rl.company_id = $5
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
                  rl.company_id = $5
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
      )
  ) entry ON entry.person_id = person.id
  AND (entry.company_id = $6)
  AND entry.end_date >= $7::date
WHERE
  (person.company_id = $6)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
    AND (
      person.employment_end_date IS NULL
      OR person.employment_end_date >= $7
    )
  )
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  entry.start_date,
  entry.id;

SELECT
  to_char(submission.start_date, 'YYYY-MM-DD') AS c0,
  person.id AS person_id
FROM
  people person
  JOIN timesheet_submissions submission ON submission.person_id = person.id
  AND (submission.company_id = $1)
  AND ((submission.person_id = $2))
  AND (
    NOT EXISTS (
      SELECT
        1
      FROM
        people nh
      WHERE
        nh.company_id = submission.company_id
        AND nh.id = submission.person_id
        AND nh.status = 'newHire'
    )
  )
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND ((person.id = $2))
ORDER BY
  person.last_name,
  person.first_name,
  person.id,
  submission.start_date,
  submission.id;

-- DataExportsService.build (src/modules/data-exports/data-exports.service.ts)

SELECT
  "DataExport"."id" AS "DataExport_id",
  "DataExport"."company_id" AS "DataExport_company_id",
  "DataExport"."created_at" AS "DataExport_created_at",
  "DataExport"."updated_at" AS "DataExport_updated_at",
  "DataExport"."created_by" AS "DataExport_created_by",
  "DataExport"."token_id" AS "DataExport_token_id",
  "DataExport"."type" AS "DataExport_type",
  "DataExport"."format" AS "DataExport_format",
  "DataExport"."status" AS "DataExport_status",
  "DataExport"."failure_reason" AS "DataExport_failure_reason",
  "DataExport"."request" AS "DataExport_request",
  "DataExport"."row_count" AS "DataExport_row_count",
  "DataExport"."size" AS "DataExport_size",
  "DataExport"."key_id" AS "DataExport_key_id",
  "DataExport"."expires_at" AS "DataExport_expires_at"
FROM
  "data_exports" "DataExport"
WHERE
  (
    ("DataExport"."id" = $1)
    AND ("DataExport"."company_id" = $2)
  )
LIMIT
  1;

UPDATE "data_exports"
SET
  "…" = $1,
  …
WHERE
  "id" = $2;

-- DataExportsService.create (src/modules/data-exports/data-exports.service.ts)

SELECT
  count(*)::int AS n
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

SELECT
  count(*)::int AS n
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      $2
      OR (
        $3
        AND person.id = $4
      )
      OR (
        $5
        AND person.id IN (
          WITH RECURSIVE
            policy_reports (id) AS (
              SELECT
                rl.person_id
              FROM
                job_roles rl
              WHERE
                rl.company_id = $6
                AND rl.reporting_to = $4
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
                rl.company_id = $6
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
    )
  );

SELECT
  count(*)::int AS n
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    (
      SELECT
        r.department
      FROM
        job_roles r
      WHERE
        r.company_id = person.company_id
        AND r.person_id = person.id
        AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date
        AND (
          r.end_date IS NULL
          OR r.end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      ORDER BY
        r.effective_date DESC
      LIMIT
        1
    ) = ANY ($2::text[])
  );

SELECT
  count(*)::int AS n
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  )
  AND (
    cardinality(
      ARRAY(
        SELECT
          x ->> 'name'
        FROM
          jsonb_array_elements(COALESCE(person.teams, '[]'::jsonb)) x
      )
    ) > 0
  );

SELECT
  count(*)::int AS n
FROM
  people person
WHERE
  (person.company_id = $1)
  AND (person.status <> 'newHire')
  AND (
    (
      (
        person.status = 'active'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
      OR (
        person.status = 'newHire'
        AND (
          person.employment_end_date IS NULL
          OR person.employment_end_date >= (now() AT TIME ZONE 'UTC')::date
        )
      )
    )
  );

-- DataExportsService.expire (src/modules/data-exports/data-exports.service.ts)

DELETE FROM data_exports
WHERE
  expires_at <= $1
RETURNING
  id,
  company_id,
  key_id;

-- DataExportsService.findOwn (src/modules/data-exports/data-exports.service.ts)

SELECT
  "export"."id" AS "export_id",
  "export"."company_id" AS "export_company_id",
  "export"."created_at" AS "export_created_at",
  "export"."updated_at" AS "export_updated_at",
  "export"."created_by" AS "export_created_by",
  "export"."token_id" AS "export_token_id",
  "export"."type" AS "export_type",
  "export"."format" AS "export_format",
  "export"."status" AS "export_status",
  "export"."failure_reason" AS "export_failure_reason",
  "export"."request" AS "export_request",
  "export"."row_count" AS "export_row_count",
  "export"."size" AS "export_size",
  "export"."key_id" AS "export_key_id",
  "export"."expires_at" AS "export_expires_at"
FROM
  "data_exports" "export"
WHERE
  "export"."company_id" = $1
  AND "export"."id" = $2
  AND "export"."created_by" = $3;

-- DataExportsService.sendContent (src/modules/data-exports/data-exports.service.ts)

SELECT
  "DataExport"."id" AS "DataExport_id",
  "DataExport"."company_id" AS "DataExport_company_id",
  "DataExport"."created_at" AS "DataExport_created_at",
  "DataExport"."updated_at" AS "DataExport_updated_at",
  "DataExport"."created_by" AS "DataExport_created_by",
  "DataExport"."token_id" AS "DataExport_token_id",
  "DataExport"."type" AS "DataExport_type",
  "DataExport"."format" AS "DataExport_format",
  "DataExport"."status" AS "DataExport_status",
  "DataExport"."failure_reason" AS "DataExport_failure_reason",
  "DataExport"."request" AS "DataExport_request",
  "DataExport"."row_count" AS "DataExport_row_count",
  "DataExport"."size" AS "DataExport_size",
  "DataExport"."key_id" AS "DataExport_key_id",
  "DataExport"."expires_at" AS "DataExport_expires_at"
FROM
  "data_exports" "DataExport"
WHERE
  (("DataExport"."id" = $1))
LIMIT
  1;

-- DataExportsService.storeOrQueue (src/modules/data-exports/data-exports.service.ts)

INSERT INTO
  "data_exports" (
    "id",
    "company_id",
    "created_at",
    "updated_at",
    "created_by",
    "token_id",
    "type",
    "format",
    "status",
    "failure_reason",
    "request",
    "row_count",
    "size",
    "key_id",
    "expires_at"
  )
VALUES
  ($1, …);

-- ExportKeysService.companies (src/modules/data-exports/export-keys.service.ts)

SELECT DISTINCT
  company_id
FROM
  data_exports
WHERE
  status = 'ready';

-- ExportKeysService.notOnKey (src/modules/data-exports/export-keys.service.ts)

SELECT
  id
FROM
  data_exports
WHERE
  company_id = $1
  AND status = 'ready'
  AND key_id IS DISTINCT FROM $2
  AND id > $3
ORDER BY
  id
LIMIT
  $4;

-- ExportKeysService.reencrypt (src/modules/data-exports/export-keys.service.ts)

SELECT
  "DataExport"."id" AS "DataExport_id",
  "DataExport"."company_id" AS "DataExport_company_id",
  "DataExport"."created_at" AS "DataExport_created_at",
  "DataExport"."updated_at" AS "DataExport_updated_at",
  "DataExport"."created_by" AS "DataExport_created_by",
  "DataExport"."token_id" AS "DataExport_token_id",
  "DataExport"."type" AS "DataExport_type",
  "DataExport"."format" AS "DataExport_format",
  "DataExport"."status" AS "DataExport_status",
  "DataExport"."failure_reason" AS "DataExport_failure_reason",
  "DataExport"."request" AS "DataExport_request",
  "DataExport"."row_count" AS "DataExport_row_count",
  "DataExport"."size" AS "DataExport_size",
  "DataExport"."key_id" AS "DataExport_key_id",
  "DataExport"."expires_at" AS "DataExport_expires_at"
FROM
  "data_exports" "DataExport"
WHERE
  (
    ("DataExport"."company_id" = $1)
    AND ("DataExport"."id" = $2)
    AND ("DataExport"."status" = $3)
  )
LIMIT
  1;

UPDATE data_exports
SET
  key_id = $1
WHERE
  company_id = $2
  AND id = $3
  AND status = 'ready'
  AND key_id IS NOT DISTINCT FROM $4;

-- exportKeyUsage (src/modules/data-exports/export-keys.ts)

SELECT
  key_id,
  count(*)::int AS exports
FROM
  data_exports
WHERE
  company_id = $1
  AND status = 'ready'
GROUP BY
  key_id
ORDER BY
  key_id NULLS FIRST;

-- ExportQuotas.usage (src/modules/data-exports/export-quotas.ts)

SELECT
  count(*) FILTER (
    WHERE
      status = 'pending'
  )::int AS "companyPending",
  COALESCE(
    sum(size) FILTER (
      WHERE
        status = 'ready'
    ),
    0
  )::float8 AS "companyBytes",
  min(expires_at) FILTER (
    WHERE
      status = 'ready'
  ) AS "companyNextExpiry",
  count(*) FILTER (
    WHERE
      status = 'pending'
      AND created_by = $1
  )::int AS "personPending",
  COALESCE(
    sum(size) FILTER (
      WHERE
        status = 'ready'
        AND created_by = $1
    ),
    0
  )::float8 AS "personBytes",
  min(expires_at) FILTER (
    WHERE
      status = 'ready'
      AND created_by = $1
  ) AS "personNextExpiry"
FROM
  data_exports
WHERE
  company_id = $2
  AND expires_at > $3
  AND id <> $4;

-- ExportRequeueSweep.sweep (src/modules/data-exports/export-requeue-sweep.ts)

SELECT
  id,
  company_id,
  created_by,
  token_id
FROM
  data_exports
WHERE
  status = 'pending'
  AND expires_at > $1
  AND created_at <= $2
ORDER BY
  created_at,
  id
LIMIT
  1000;

-- SubjectAccessErasure.deleteAbout (src/modules/data-exports/subject-access/subject-access-erasure.ts)

DELETE FROM data_exports
WHERE
  company_id = $1
  AND type = 'subjectAccess'
  AND request ->> 'personId' = $2
RETURNING
  id,
  key_id;

