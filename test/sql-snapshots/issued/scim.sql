-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ScimReads.run (src/modules/scim/scim-reads.service.ts)

SELECT
  count(*)::int AS total
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $1
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  );

SELECT
  count(*)::int AS total
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $1
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      r.job_title IS NOT NULL
      AND lower(r.job_title) = lower($5::text)
    )
  );

SELECT
  count(*)::int AS total
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
WHERE
  (
    p.company_id = $1
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $2::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  );

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($5::text))
        )
        OR (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($6::text))
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $1::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      ) IS NOT NULL
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $1::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      ) = TRUE
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        OR CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
      )
      AND (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        AND lower(
          CASE
            WHEN p.location_id = 'remote' THEN p.remote_city
            ELSE l.city
          END
        ) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        OR CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
      )
      AND (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
        AND lower(
          CASE
            WHEN p.location_id = 'remote' THEN p.remote_country_code
            ELSE l.country_code
          END
        ) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        NULLIF(
          btrim(
            COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
          ),
          ''
        ) IS NOT NULL
        AND strpos(
          lower(
            NULLIF(
              btrim(
                COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
              ),
              ''
            )
          ),
          lower($5::text)
        ) > 0
      )
      AND NOT (
        r.job_title IS NOT NULL
        AND lower(r.job_title) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.email IS NOT NULL
        AND (
          p.email IS NOT NULL
          AND right(lower(p.email), char_length(lower($5::text))) = lower($5::text)
        )
      )
      OR (
        CASE
          WHEN c.scim_personal_emails THEN p.personal_email
        END IS NOT NULL
        AND (
          CASE
            WHEN c.scim_personal_emails THEN p.personal_email
          END IS NOT NULL
          AND right(
            lower(
              CASE
                WHEN c.scim_personal_emails THEN p.personal_email
              END
            ),
            char_length(lower($6::text))
          ) = lower($6::text)
        )
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.email IS NOT NULL
        AND starts_with(lower(p.email), lower($5::text))
      )
      OR (
        (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($6::text))
        )
        AND r.job_title IS NOT NULL
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.first_name IS NOT NULL
        AND starts_with(lower(p.first_name), lower($5::text))
      )
      OR (
        p.first_name IS NOT NULL
        AND starts_with(lower(p.first_name), lower($6::text))
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.last_name IS NOT NULL
        AND lower(p.last_name) = lower($5::text)
      )
      OR (
        p.last_name IS NOT NULL
        AND lower(p.last_name) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        SELECT
          NULLIF(
            btrim(
              COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
            ),
            ''
          )
        FROM
          people x
        WHERE
          x.company_id = p.company_id
          AND x.id = r.reporting_to
      ) IS NOT NULL
      AND starts_with(
        lower(
          (
            SELECT
              NULLIF(
                btrim(
                  COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
                ),
                ''
              )
            FROM
              people x
            WHERE
              x.company_id = p.company_id
              AND x.id = r.reporting_to
          )
        ),
        lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      c.name IS NOT NULL
      AND strpos(lower(c.name), lower($5::text)) > 0
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      CASE
        WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
        ELSE COALESCE(l.timezone, 'UTC')
      END IS NOT NULL
      AND lower(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      ) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) <> TRUE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) = FALSE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) = TRUE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.created_at IS NOT NULL
      AND date_trunc('milliseconds', p.created_at) > $5::timestamptz
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND strpos(lower(p.email), lower($5::text)) > 0
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) <> lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) COLLATE "C" <= lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) COLLATE "C" > lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND right(lower(p.email), char_length(lower($5::text))) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND starts_with(lower(p.email), lower($5::text))
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND strpos(lower(p.email), lower($5::text)) > 0
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.employee_id IS NOT NULL
      AND lower(p.employee_id) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND p.id = $5::text
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND p.id = $5::text
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND lower(p.last_name) = lower($5::text)
    )
  )
ORDER BY
  lower(p.first_name) COLLATE "C" ASC NULLS LAST,
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND lower(p.last_name) = lower($5::text)
    )
  )
ORDER BY
  lower(p.first_name) COLLATE "C" DESC NULLS LAST,
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND lower(p.last_name) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND starts_with(lower(p.last_name), lower($5::text))
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      r.department IS NOT NULL
      AND lower(r.department) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    CASE
      WHEN c.scim_personal_emails THEN p.personal_email
    END IS NOT NULL
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    CASE
      WHEN p.location_id = 'remote' THEN p.remote_country_code
      ELSE l.country_code
    END = ANY ($5::text[])
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    NOT (
      (
        p.email IS NOT NULL
        AND starts_with(lower(p.email), lower($5::text))
      )
      OR (
        r.job_title IS NOT NULL
        AND lower(r.job_title) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (NOT r.job_title IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.id = $5);

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.middle_name IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.phone_number IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (r.job_title IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (TRUE)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  $5
OFFSET
  $6;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($5::text))
        )
        OR (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($6::text))
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $1::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      ) IS NOT NULL
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $1::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      ) = TRUE
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        OR CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
      )
      AND (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        AND lower(
          CASE
            WHEN p.location_id = 'remote' THEN p.remote_city
            ELSE l.city
          END
        ) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_city
          ELSE l.city
        END IS NOT NULL
        OR CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
      )
      AND (
        CASE
          WHEN p.location_id = 'remote' THEN p.remote_country_code
          ELSE l.country_code
        END IS NOT NULL
        AND lower(
          CASE
            WHEN p.location_id = 'remote' THEN p.remote_country_code
            ELSE l.country_code
          END
        ) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        NULLIF(
          btrim(
            COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
          ),
          ''
        ) IS NOT NULL
        AND strpos(
          lower(
            NULLIF(
              btrim(
                COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
              ),
              ''
            )
          ),
          lower($5::text)
        ) > 0
      )
      AND NOT (
        r.job_title IS NOT NULL
        AND lower(r.job_title) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.email IS NOT NULL
        AND (
          p.email IS NOT NULL
          AND right(lower(p.email), char_length(lower($5::text))) = lower($5::text)
        )
      )
      OR (
        CASE
          WHEN c.scim_personal_emails THEN p.personal_email
        END IS NOT NULL
        AND (
          CASE
            WHEN c.scim_personal_emails THEN p.personal_email
          END IS NOT NULL
          AND right(
            lower(
              CASE
                WHEN c.scim_personal_emails THEN p.personal_email
              END
            ),
            char_length(lower($6::text))
          ) = lower($6::text)
        )
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.email IS NOT NULL
        AND starts_with(lower(p.email), lower($5::text))
      )
      OR (
        (
          p.email IS NOT NULL
          AND starts_with(lower(p.email), lower($6::text))
        )
        AND r.job_title IS NOT NULL
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.first_name IS NOT NULL
        AND starts_with(lower(p.first_name), lower($5::text))
      )
      OR (
        p.first_name IS NOT NULL
        AND starts_with(lower(p.first_name), lower($6::text))
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        p.last_name IS NOT NULL
        AND lower(p.last_name) = lower($5::text)
      )
      OR (
        p.last_name IS NOT NULL
        AND lower(p.last_name) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      (
        SELECT
          NULLIF(
            btrim(
              COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
            ),
            ''
          )
        FROM
          people x
        WHERE
          x.company_id = p.company_id
          AND x.id = r.reporting_to
      ) IS NOT NULL
      AND starts_with(
        lower(
          (
            SELECT
              NULLIF(
                btrim(
                  COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
                ),
                ''
              )
            FROM
              people x
            WHERE
              x.company_id = p.company_id
              AND x.id = r.reporting_to
          )
        ),
        lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      c.name IS NOT NULL
      AND strpos(lower(c.name), lower($5::text)) > 0
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      CASE
        WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
        ELSE COALESCE(l.timezone, 'UTC')
      END IS NOT NULL
      AND lower(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      ) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) <> TRUE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) = FALSE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) IS NOT NULL
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date)
    ) = TRUE
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.created_at IS NOT NULL
      AND date_trunc('milliseconds', p.created_at) > $5::timestamptz
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND strpos(lower(p.email), lower($5::text)) > 0
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) <> lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) COLLATE "C" <= lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND lower(p.email) COLLATE "C" > lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND right(lower(p.email), char_length(lower($5::text))) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND starts_with(lower(p.email), lower($5::text))
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.email IS NOT NULL
      AND strpos(lower(p.email), lower($5::text)) > 0
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.employee_id IS NOT NULL
      AND lower(p.employee_id) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND (
        p.email IS NOT NULL
        AND lower(p.email) = lower($5::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND p.id = $5::text
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.id IS NOT NULL
      AND p.id = $5::text
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND lower(p.last_name) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      p.last_name IS NOT NULL
      AND starts_with(lower(p.last_name), lower($5::text))
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      r.department IS NOT NULL
      AND lower(r.department) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      r.job_title IS NOT NULL
      AND lower(r.job_title) = lower($5::text)
    )
  )
  AND (p.created_at, p.id) > ($6::timestamptz, $7)
ORDER BY
  p.created_at,
  p.id
LIMIT
  $8;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    (
      r.job_title IS NOT NULL
      AND lower(r.job_title) = lower($5::text)
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  2;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    CASE
      WHEN c.scim_personal_emails THEN p.personal_email
    END IS NOT NULL
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    CASE
      WHEN p.location_id = 'remote' THEN p.remote_country_code
      ELSE l.country_code
    END = ANY ($5::text[])
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (
    NOT (
      (
        p.email IS NOT NULL
        AND starts_with(lower(p.email), lower($5::text))
      )
      OR (
        r.job_title IS NOT NULL
        AND lower(r.job_title) = lower($6::text)
      )
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (NOT r.job_title IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.created_at, p.id) > ($5::timestamptz, $6)
ORDER BY
  p.created_at,
  p.id
LIMIT
  $7;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.middle_name IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (p.phone_number IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (r.job_title IS NOT NULL)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
  AND (TRUE)
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  100;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  3;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  (
    p.company_id = $2
    AND TRUE
  )
  AND (
    (
      COALESCE(p.first_working_day, p.employment_start_date) <= (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date + $3::int
      OR (
        COALESCE(p.first_working_day, p.employment_start_date) IS NULL
        AND p.status = 'active'
      )
    )
    AND (
      COALESCE(p.last_working_day, p.employment_end_date) IS NULL
      OR (
        $1::timestamptz AT TIME ZONE(
          CASE
            WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
            ELSE COALESCE(l.timezone, 'UTC')
          END
        )
      )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
    )
    AND NOT EXISTS (
      SELECT
        1
      FROM
        person_erasures e
      WHERE
        e.company_id = p.company_id
        AND e.person_id = p.id
    )
  )
ORDER BY
  p.created_at,
  p.id
LIMIT
  50;

SELECT
  p.id AS "id",
  p.email AS "userName",
  p.first_name AS "givenName",
  p.last_name AS "familyName",
  p.middle_name AS "middleName",
  NULLIF(
    concat_ws(
      ' ',
      NULLIF(p.first_name, ''),
      NULLIF(p.middle_name, ''),
      NULLIF(p.last_name, '')
    ),
    ''
  ) AS "formattedName",
  NULLIF(
    btrim(
      COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
    ),
    ''
  ) AS "displayName",
  CASE
    WHEN c.scim_personal_emails THEN p.personal_email
  END AS "personalEmail",
  p.phone_number AS "phoneNumber",
  r.job_title AS "title",
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS "timezone",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_city
    ELSE l.city
  END AS "workCity",
  CASE
    WHEN p.location_id = 'remote' THEN p.remote_country_code
    ELSE l.country_code
  END AS "workCountry",
  (
    COALESCE(p.last_working_day, p.employment_end_date) IS NULL
    OR (
      $1::timestamptz AT TIME ZONE(
        CASE
          WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
          ELSE COALESCE(l.timezone, 'UTC')
        END
      )
    )::date <= COALESCE(p.last_working_day, p.employment_end_date)
  ) AS "active",
  p.created_at AS "created",
  GREATEST(p.updated_at, r.updated_at, l.updated_at) AS "lastModified",
  p.employee_id AS "employeeNumber",
  r.department AS "department",
  c.name AS "organization",
  r.reporting_to AS "managerId",
  (
    SELECT
      NULLIF(
        btrim(
          COALESCE(NULLIF(x.preferred_name, ''), x.first_name, '') || ' ' || COALESCE(x.last_name, '')
        ),
        ''
      )
    FROM
      people x
    WHERE
      x.company_id = p.company_id
      AND x.id = r.reporting_to
  ) AS "managerName",
  p.created_at::text AS "walkAt"
FROM
  people p
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN LATERAL (
    SELECT
      r.*
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
  ) r ON TRUE
WHERE
  p.company_id = $2
  AND p.id IN (
    SELECT
      p.id
    FROM
      people p
      LEFT JOIN locations l ON l.company_id = p.company_id
      AND l.id = p.location_ref
    WHERE
      (
        p.company_id = $2
        AND TRUE
      )
      AND (
        (
          COALESCE(p.first_working_day, p.employment_start_date) <= (
            $1::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date + $3::int
          OR (
            COALESCE(p.first_working_day, p.employment_start_date) IS NULL
            AND p.status = 'active'
          )
        )
        AND (
          COALESCE(p.last_working_day, p.employment_end_date) IS NULL
          OR (
            $1::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
        )
        AND NOT EXISTS (
          SELECT
            1
          FROM
            person_erasures e
          WHERE
            e.company_id = p.company_id
            AND e.person_id = p.id
        )
      )
    ORDER BY
      p.created_at,
      p.id
    LIMIT
      $5
    OFFSET
      $6
  )
ORDER BY
  p.created_at,
  p.id;

WITH
  listed AS MATERIALIZED (
    SELECT
      p.id AS id,
      NULLIF(
        btrim(
          COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
        ),
        ''
      ) AS display,
      r.department AS department,
      p.teams AS teams,
      p.created_at AS created,
      GREATEST(p.updated_at, r.updated_at, l.updated_at) AS modified
    FROM
      people p
      LEFT JOIN locations l ON l.company_id = p.company_id
      AND l.id = p.location_ref
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN LATERAL (
        SELECT
          r.*
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
      ) r ON TRUE
    WHERE
      p.company_id = $1
      AND TRUE
      AND (
        COALESCE(p.first_working_day, p.employment_start_date) <= (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date + $3::int
        OR (
          COALESCE(p.first_working_day, p.employment_start_date) IS NULL
          AND p.status = 'active'
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          person_erasures e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      )
  ),
  memberships AS (
    SELECT DISTINCT
      'department' AS kind,
      m.department AS name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
    WHERE
      m.department <> ''
    UNION
    SELECT DISTINCT
      'team',
      t.name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
      CROSS JOIN LATERAL jsonb_to_recordset(COALESCE(m.teams, '[]'::jsonb)) AS t (name text)
    WHERE
      t.name <> ''
  ),
  groups AS (
    SELECT
      md5($1 || chr(31) || x.kind || chr(31) || x.name)::uuid::text AS id,
      x.kind,
      x.name,
      jsonb_agg(
        jsonb_build_object('value', x.id, 'display', x.display)
        ORDER BY
          x.display,
          x.id
      ) AS members,
      min(x.created) AS created,
      max(x.modified) AS modified
    FROM
      memberships x
    GROUP BY
      x.kind,
      x.name
  )
SELECT
  g.id,
  g.name AS "displayName",
  g.members,
  g.created,
  g.modified AS "lastModified"
FROM
  groups g
WHERE
  (
    (
      g.name IS NOT NULL
      AND lower(g.name) = lower($5::text)
    )
  )
ORDER BY
  g.name,
  g.id
LIMIT
  100;

WITH
  listed AS MATERIALIZED (
    SELECT
      p.id AS id,
      NULLIF(
        btrim(
          COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
        ),
        ''
      ) AS display,
      r.department AS department,
      p.teams AS teams,
      p.created_at AS created,
      GREATEST(p.updated_at, r.updated_at, l.updated_at) AS modified
    FROM
      people p
      LEFT JOIN locations l ON l.company_id = p.company_id
      AND l.id = p.location_ref
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN LATERAL (
        SELECT
          r.*
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
      ) r ON TRUE
    WHERE
      p.company_id = $1
      AND TRUE
      AND (
        COALESCE(p.first_working_day, p.employment_start_date) <= (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date + $3::int
        OR (
          COALESCE(p.first_working_day, p.employment_start_date) IS NULL
          AND p.status = 'active'
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          person_erasures e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      )
  ),
  memberships AS (
    SELECT DISTINCT
      'department' AS kind,
      m.department AS name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
    WHERE
      m.department <> ''
    UNION
    SELECT DISTINCT
      'team',
      t.name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
      CROSS JOIN LATERAL jsonb_to_recordset(COALESCE(m.teams, '[]'::jsonb)) AS t (name text)
    WHERE
      t.name <> ''
  ),
  groups AS (
    SELECT
      md5($1 || chr(31) || x.kind || chr(31) || x.name)::uuid::text AS id,
      x.kind,
      x.name,
      jsonb_agg(
        jsonb_build_object('value', x.id, 'display', x.display)
        ORDER BY
          x.display,
          x.id
      ) AS members,
      min(x.created) AS created,
      max(x.modified) AS modified
    FROM
      memberships x
    GROUP BY
      x.kind,
      x.name
  )
SELECT
  g.id,
  g.name AS "displayName",
  g.members,
  g.created,
  g.modified AS "lastModified"
FROM
  groups g
WHERE
  (
    EXISTS (
      SELECT
        1
      FROM
        jsonb_to_recordset(g.members) AS gm (value text, display text)
      WHERE
        (
          gm.value IS NOT NULL
          AND gm.value = $5::text
        )
    )
  )
ORDER BY
  g.name,
  g.id
LIMIT
  100;

WITH
  listed AS MATERIALIZED (
    SELECT
      p.id AS id,
      NULLIF(
        btrim(
          COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
        ),
        ''
      ) AS display,
      r.department AS department,
      p.teams AS teams,
      p.created_at AS created,
      GREATEST(p.updated_at, r.updated_at, l.updated_at) AS modified
    FROM
      people p
      LEFT JOIN locations l ON l.company_id = p.company_id
      AND l.id = p.location_ref
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN LATERAL (
        SELECT
          r.*
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
      ) r ON TRUE
    WHERE
      p.company_id = $1
      AND TRUE
      AND (
        COALESCE(p.first_working_day, p.employment_start_date) <= (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date + $3::int
        OR (
          COALESCE(p.first_working_day, p.employment_start_date) IS NULL
          AND p.status = 'active'
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          person_erasures e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      )
  ),
  memberships AS (
    SELECT DISTINCT
      'department' AS kind,
      m.department AS name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
    WHERE
      m.department <> ''
    UNION
    SELECT DISTINCT
      'team',
      t.name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
      CROSS JOIN LATERAL jsonb_to_recordset(COALESCE(m.teams, '[]'::jsonb)) AS t (name text)
    WHERE
      t.name <> ''
  ),
  groups AS (
    SELECT
      md5($1 || chr(31) || x.kind || chr(31) || x.name)::uuid::text AS id,
      x.kind,
      x.name,
      jsonb_agg(
        jsonb_build_object('value', x.id, 'display', x.display)
        ORDER BY
          x.display,
          x.id
      ) AS members,
      min(x.created) AS created,
      max(x.modified) AS modified
    FROM
      memberships x
    GROUP BY
      x.kind,
      x.name
  )
SELECT
  g.id,
  g.name AS "displayName",
  g.members,
  g.created,
  g.modified AS "lastModified"
FROM
  groups g
WHERE
  (g.id = $5);

WITH
  listed AS MATERIALIZED (
    SELECT
      p.id AS id,
      NULLIF(
        btrim(
          COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '')
        ),
        ''
      ) AS display,
      r.department AS department,
      p.teams AS teams,
      p.created_at AS created,
      GREATEST(p.updated_at, r.updated_at, l.updated_at) AS modified
    FROM
      people p
      LEFT JOIN locations l ON l.company_id = p.company_id
      AND l.id = p.location_ref
      JOIN companies c ON c.id = p.company_id
      LEFT JOIN LATERAL (
        SELECT
          r.*
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
      ) r ON TRUE
    WHERE
      p.company_id = $1
      AND TRUE
      AND (
        COALESCE(p.first_working_day, p.employment_start_date) <= (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date + $3::int
        OR (
          COALESCE(p.first_working_day, p.employment_start_date) IS NULL
          AND p.status = 'active'
        )
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $4::int
      )
      AND NOT EXISTS (
        SELECT
          1
        FROM
          person_erasures e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
      )
      AND (
        COALESCE(p.last_working_day, p.employment_end_date) IS NULL
        OR (
          $2::timestamptz AT TIME ZONE(
            CASE
              WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
              ELSE COALESCE(l.timezone, 'UTC')
            END
          )
        )::date <= COALESCE(p.last_working_day, p.employment_end_date)
      )
  ),
  memberships AS (
    SELECT DISTINCT
      'department' AS kind,
      m.department AS name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
    WHERE
      m.department <> ''
    UNION
    SELECT DISTINCT
      'team',
      t.name,
      m.id,
      m.display,
      m.created,
      m.modified
    FROM
      listed m
      CROSS JOIN LATERAL jsonb_to_recordset(COALESCE(m.teams, '[]'::jsonb)) AS t (name text)
    WHERE
      t.name <> ''
  ),
  groups AS (
    SELECT
      md5($1 || chr(31) || x.kind || chr(31) || x.name)::uuid::text AS id,
      x.kind,
      x.name,
      jsonb_agg(
        jsonb_build_object('value', x.id, 'display', x.display)
        ORDER BY
          x.display,
          x.id
      ) AS members,
      min(x.created) AS created,
      max(x.modified) AS modified
    FROM
      memberships x
    GROUP BY
      x.kind,
      x.name
  )
SELECT
  g.id,
  g.name AS "displayName",
  g.members,
  g.created,
  g.modified AS "lastModified"
FROM
  groups g
WHERE
  TRUE
ORDER BY
  g.name,
  g.id
LIMIT
  100;

-- ScimSettings.setPersonalEmails (src/modules/scim/scim-settings.service.ts)

SELECT
  "Company"."id" AS "Company_id",
  "Company"."name" AS "Company_name",
  "Company"."domains" AS "Company_domains",
  "Company"."trial_end_date" AS "Company_trial_end_date",
  "Company"."status" AS "Company_status",
  "Company"."payment_status" AS "Company_payment_status",
  "Company"."is_timesheet_enabled" AS "Company_is_timesheet_enabled",
  "Company"."logo" AS "Company_logo",
  "Company"."logo_file_id" AS "Company_logo_file_id",
  "Company"."autogenerate_employee_id" AS "Company_autogenerate_employee_id",
  "Company"."autogenerate_employee_id_for_new_hires" AS "Company_autogenerate_employee_id_for_new_hires",
  "Company"."next_employee_id" AS "Company_next_employee_id",
  "Company"."autogenerate_employee_id_filters" AS "Company_autogenerate_employee_id_filters",
  "Company"."permissions" AS "Company_permissions",
  "Company"."scim_personal_emails" AS "Company_scim_personal_emails",
  "Company"."created_at" AS "Company_created_at",
  "Company"."updated_at" AS "Company_updated_at"
FROM
  "companies" "Company"
WHERE
  (("Company"."id" = $1))
LIMIT
  1
FOR UPDATE;

