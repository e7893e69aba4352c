-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ProvisioningActionsService.log (src/modules/provisioning-targets/provisioning-actions.service.ts)

SELECT
  "e"."id" AS "e_id",
  "e"."company_id" AS "e_company_id",
  "e"."target_id" AS "e_target_id",
  "e"."at" AS "e_at",
  "e"."operation" AS "e_operation",
  "e"."person_id" AS "e_person_id",
  "e"."remote_id" AS "e_remote_id",
  "e"."outcome" AS "e_outcome",
  "e"."status_code" AS "e_status_code",
  "e"."detail" AS "e_detail"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2
  AND "e"."operation" = $3
ORDER BY
  "e"."at" DESC,
  "e"."id" DESC
LIMIT
  100
OFFSET
  0;

SELECT
  "e"."id" AS "e_id",
  "e"."company_id" AS "e_company_id",
  "e"."target_id" AS "e_target_id",
  "e"."at" AS "e_at",
  "e"."operation" AS "e_operation",
  "e"."person_id" AS "e_person_id",
  "e"."remote_id" AS "e_remote_id",
  "e"."outcome" AS "e_outcome",
  "e"."status_code" AS "e_status_code",
  "e"."detail" AS "e_detail"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2
ORDER BY
  "e"."at" DESC,
  "e"."id" DESC
LIMIT
  100
OFFSET
  0;

SELECT
  "e"."id" AS "e_id",
  "e"."company_id" AS "e_company_id",
  "e"."target_id" AS "e_target_id",
  "e"."at" AS "e_at",
  "e"."operation" AS "e_operation",
  "e"."person_id" AS "e_person_id",
  "e"."remote_id" AS "e_remote_id",
  "e"."outcome" AS "e_outcome",
  "e"."status_code" AS "e_status_code",
  "e"."detail" AS "e_detail"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2
ORDER BY
  "e"."at" DESC,
  "e"."id" DESC
LIMIT
  200
OFFSET
  0;

SELECT
  "e"."id" AS "e_id",
  "e"."company_id" AS "e_company_id",
  "e"."target_id" AS "e_target_id",
  "e"."at" AS "e_at",
  "e"."operation" AS "e_operation",
  "e"."person_id" AS "e_person_id",
  "e"."remote_id" AS "e_remote_id",
  "e"."outcome" AS "e_outcome",
  "e"."status_code" AS "e_status_code",
  "e"."detail" AS "e_detail"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2
ORDER BY
  "e"."at" DESC,
  "e"."id" DESC
LIMIT
  250
OFFSET
  0;

SELECT
  COUNT(1) AS "cnt"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2;

SELECT
  COUNT(1) AS "cnt"
FROM
  "provisioning_log" "e"
WHERE
  "e"."company_id" = $1
  AND "e"."target_id" = $2
  AND "e"."operation" = $3;

-- PushReads.mappings (src/modules/provisioning-targets/push/push-reads.ts)

SELECT
  person_id AS "personId",
  remote_id AS "remoteId",
  sent_hash AS "sentHash",
  sent_active AS "sentActive"
FROM
  provisioning_target_users
WHERE
  company_id = $1
  AND target_id = $2
  AND person_id = ANY ($3::text[]);

-- PushReads.run (src/modules/provisioning-targets/push/push-reads.ts)

SELECT
  m.person_id AS "personId",
  m.remote_id AS "remoteId",
  m.sent_hash AS "sentHash",
  m.sent_active AS "sentActive"
FROM
  provisioning_target_users m
WHERE
  m.company_id = $1
  AND m.target_id = $2
  AND m.person_id = ANY ($3::text[])
  AND NOT EXISTS (
    SELECT
      1
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
      p.company_id = m.company_id
      AND p.id = m.person_id
      AND (
        (
          COALESCE(p.first_working_day, p.employment_start_date) <= (
            $4::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date + $5::int
          OR (
            COALESCE(p.first_working_day, p.employment_start_date) IS NULL
            AND p.status = 'active'
          )
        )
        AND (
          COALESCE(p.last_working_day, p.employment_end_date) IS NULL
          OR (
            $4::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $6::int
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
  );

SELECT
  m.person_id AS "personId",
  m.remote_id AS "remoteId",
  m.sent_hash AS "sentHash",
  m.sent_active AS "sentActive"
FROM
  provisioning_target_users m
WHERE
  m.company_id = $1
  AND m.target_id = $2
  AND NOT EXISTS (
    SELECT
      1
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
      p.company_id = m.company_id
      AND p.id = m.person_id
      AND (
        (
          COALESCE(p.first_working_day, p.employment_start_date) <= (
            $3::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date + $4::int
          OR (
            COALESCE(p.first_working_day, p.employment_start_date) IS NULL
            AND p.status = 'active'
          )
        )
        AND (
          COALESCE(p.last_working_day, p.employment_end_date) IS NULL
          OR (
            $3::timestamptz AT TIME ZONE(
              CASE
                WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
                ELSE COALESCE(l.timezone, 'UTC')
              END
            )
          )::date <= COALESCE(p.last_working_day, p.employment_end_date) + $5::int
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
  ) AS "managerName",
  (
    (
      COALESCE(p.last_working_day, p.employment_end_date) + 1
    )::timestamp AT TIME ZONE(
      CASE
        WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
        ELSE COALESCE(l.timezone, 'UTC')
      END
    )
  ) AS "inactiveFrom"
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
    p.id = ANY ($5::text[])
    OR r.reporting_to = ANY ($5::text[])
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
  ) AS "managerName",
  (
    (
      COALESCE(p.last_working_day, p.employment_end_date) + 1
    )::timestamp AT TIME ZONE(
      CASE
        WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
        ELSE COALESCE(l.timezone, 'UTC')
      END
    )
  ) AS "inactiveFrom"
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
  AND p.id > $5
ORDER BY
  p.id
LIMIT
  500;

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
  (
    (
      COALESCE(p.last_working_day, p.employment_end_date) + 1
    )::timestamp AT TIME ZONE(
      CASE
        WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
        ELSE COALESCE(l.timezone, 'UTC')
      END
    )
  ) AS "inactiveFrom"
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
  AND p.id = ANY ($3::text[]);

-- TargetStore.run (src/modules/provisioning-targets/push/target-store.ts)

DELETE FROM provisioning_target_users
WHERE
  company_id = $1
  AND target_id = $2
  AND person_id = $3;

INSERT INTO
  provisioning_log (
    id,
    company_id,
    target_id,
    at,
    operation,
    person_id,
    remote_id,
    outcome,
    status_code,
    detail
  )
VALUES
  ($1, …);

INSERT INTO
  provisioning_target_users (
    company_id,
    target_id,
    person_id,
    remote_id,
    sent_hash,
    sent_active,
    synced_at
  )
VALUES
  ($1, …)
ON CONFLICT (company_id, target_id, person_id) DO UPDATE
SET
  remote_id = EXCLUDED.remote_id,
  sent_hash = EXCLUDED.sent_hash,
  sent_active = EXCLUDED.sent_active,
  synced_at = EXCLUDED.synced_at;

SELECT
  id
FROM
  provisioning_targets
WHERE
  company_id = $1
  AND status = 'active'
ORDER BY
  id;

SELECT
  id,
  company_id AS "companyId",
  kind,
  url,
  token,
  tenant_id AS "tenantId",
  client_id AS "clientId",
  client_secret AS "clientSecret",
  status
FROM
  provisioning_targets
WHERE
  company_id = $1
  AND id = $2;

UPDATE provisioning_targets
SET
  last_sync_at = $1
WHERE
  company_id = $2
  AND id = $3;

-- UserChangesObserver.queuePush (src/modules/provisioning-targets/push/user-changes.observer.ts)

SELECT
  EXISTS (
    SELECT
      1
    FROM
      provisioning_targets
    WHERE
      company_id = $1
      AND status = 'active'
  ) AS "has";

