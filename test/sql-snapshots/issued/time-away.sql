-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- approvedEntriesOf (src/modules/time-away/feed-entries.sql.ts)

SELECT
  e.id,
  e.person_id AS "personId",
  e.time_away_type_id AS "typeId",
  to_char(e.start_date, 'YYYY-MM-DD') AS "startDate",
  e.start_period AS "startPeriod",
  to_char(e.end_date, 'YYYY-MM-DD') AS "endDate",
  e.end_period AS "endPeriod"
FROM
  (
    SELECT
      e.id,
      e.person_id,
      e.time_away_type_id,
      e.start_date,
      e.start_period,
      e.end_date,
      e.end_period
    FROM
      time_away e
    WHERE
      e.company_id = $1
      AND e.request_status = 'approved'
      AND e.end_date >= $2
      AND e.start_date <= $3
      AND e.person_id = ANY ($4::text[])
    ORDER BY
      e.start_date,
      e.id
    LIMIT
      5000
  ) e
ORDER BY
  e.start_date,
  e.id;

-- balancesOf (src/modules/time-away/balances/time-away-balances.service.ts)

WITH
  day AS (
    SELECT
      COALESCE(
        $1::date,
        (
          ($2)::timestamptz AT TIME ZONE COALESCE(
            (
              SELECT
                l.timezone
              FROM
                locations l
              WHERE
                l.company_id = $3
              ORDER BY
                l.created_at,
                l.id
              LIMIT
                1
            ),
            'UTC'
          )
        )::date
      ) AS as_of
  ),
  span AS (
    SELECT
      as_of,
      COALESCE(
        make_date($4::int - 1, 1, 1),
        (date_trunc('month', as_of) - interval '23 months')::date
      ) AS from_day,
      COALESCE(
        make_date($4::int + 2, 1, 1),
        (date_trunc('month', as_of) + interval '12 months')::date
      ) AS to_day
    FROM
      day
  )
SELECT
  p.id AS "personId",
  to_char(span.as_of, 'YYYY-MM-DD') AS "asOf",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "employmentStart",
  to_char(p.employment_end_date, 'YYYY-MM-DD') AS "employmentEnd",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'startDate',
            a.start_date,
            'endDate',
            a.end_date,
            'policy',
            json_build_object(
              'id',
              ap.id,
              'allowance',
              ap.allowance,
              'carryOverLimit',
              ap.carry_over_limit,
              'accrualFrequency',
              ap.accrual_frequency,
              'yearStartMonth',
              ap.year_start_month,
              'carryOverExpiresAfterMonths',
              ap.carry_over_expires_after_months
            )
          )
          ORDER BY
            a.start_date
        ),
        '[]'::json
      )
    FROM
      time_away_allocations a
      JOIN time_away_policies ap ON ap.company_id = a.company_id
      AND ap.id = a.time_away_policy_id
    WHERE
      a.company_id = p.company_id
      AND a.person_id = p.id
      AND a.start_date < span.to_day
      AND (
        a.end_date IS NULL
        OR a.end_date >= span.from_day
      )
  ) AS allocations,
  (
    SELECT
      json_build_object(
        'id',
        up.id,
        'allowance',
        up.allowance,
        'carryOverLimit',
        up.carry_over_limit,
        'accrualFrequency',
        up.accrual_frequency,
        'yearStartMonth',
        up.year_start_month,
        'carryOverExpiresAfterMonths',
        up.carry_over_expires_after_months
      )
    FROM
      time_away_policies up
    WHERE
      up.company_id = p.company_id
      AND up.id = COALESCE(
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
      )
  ) AS unallocated,
  (
    SELECT
      json_agg(json_build_array(m.month, m.approved, m.pending))
    FROM
      (
        SELECT
          (
            date_part('year', e.start_date)::int * 12 + date_part('month', e.start_date)::int - 1
          ) AS month,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'approved'
            ),
            0
          ) AS approved,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'pending'
            ),
            0
          ) AS pending
        FROM
          time_away e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
          AND e.time_away_type_id = ANY (
            ARRAY(
              SELECT
                tt.id
              FROM
                time_away_types tt
              WHERE
                tt.company_id = $3
                AND tt.category = 'paidTimeOff'
            )
          )
          AND e.start_date >= span.from_day
          AND e.start_date < span.to_day
          AND e.request_status <> 'declined'
        GROUP BY
          1
      ) m
  ) AS "daysByMonth",
  (
    SELECT
      json_agg(json_build_array(m.month, m.days))
    FROM
      (
        SELECT
          (
            date_part('year', adj.date)::int * 12 + date_part('month', adj.date)::int - 1
          ) AS month,
          SUM(adj.days) AS days
        FROM
          time_away_adjustments adj
        WHERE
          adj.company_id = p.company_id
          AND adj.person_id = p.id
          AND adj.date >= span.from_day
          AND adj.date < span.to_day
        GROUP BY
          1
      ) m
  ) AS "adjustmentsByMonth"
FROM
  span
  CROSS JOIN (
    SELECT DISTINCT
      unnest($5::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $3
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
ORDER BY
  p.id;

WITH
  day AS (
    SELECT
      COALESCE(
        $1::date,
        (
          ($2)::timestamptz AT TIME ZONE COALESCE(
            (
              SELECT
                l.timezone
              FROM
                locations l
              WHERE
                l.company_id = $3
              ORDER BY
                l.created_at,
                l.id
              LIMIT
                1
            ),
            'UTC'
          )
        )::date
      ) AS as_of
  ),
  span AS (
    SELECT
      as_of,
      COALESCE(
        make_date($4::int - 1, 1, 1),
        (date_trunc('month', as_of) - interval '23 months')::date
      ) AS from_day,
      COALESCE(
        make_date($4::int + 2, 1, 1),
        (date_trunc('month', as_of) + interval '12 months')::date
      ) AS to_day
    FROM
      day
  )
SELECT
  p.id AS "personId",
  to_char(span.as_of, 'YYYY-MM-DD') AS "asOf",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "employmentStart",
  to_char(p.employment_end_date, 'YYYY-MM-DD') AS "employmentEnd",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'startDate',
            a.start_date,
            'endDate',
            a.end_date,
            'policy',
            json_build_object(
              'id',
              ap.id,
              'allowance',
              ap.allowance,
              'carryOverLimit',
              ap.carry_over_limit,
              'accrualFrequency',
              ap.accrual_frequency,
              'yearStartMonth',
              ap.year_start_month,
              'carryOverExpiresAfterMonths',
              ap.carry_over_expires_after_months
            )
          )
          ORDER BY
            a.start_date
        ),
        '[]'::json
      )
    FROM
      time_away_allocations a
      JOIN time_away_policies ap ON ap.company_id = a.company_id
      AND ap.id = a.time_away_policy_id
    WHERE
      a.company_id = p.company_id
      AND a.person_id = p.id
      AND a.start_date < span.to_day
      AND (
        a.end_date IS NULL
        OR a.end_date >= span.from_day
      )
  ) AS allocations,
  (
    SELECT
      json_build_object(
        'id',
        up.id,
        'allowance',
        up.allowance,
        'carryOverLimit',
        up.carry_over_limit,
        'accrualFrequency',
        up.accrual_frequency,
        'yearStartMonth',
        up.year_start_month,
        'carryOverExpiresAfterMonths',
        up.carry_over_expires_after_months
      )
    FROM
      time_away_policies up
    WHERE
      up.company_id = p.company_id
      AND up.id = COALESCE(
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
      )
  ) AS unallocated,
  (
    SELECT
      json_agg(json_build_array(m.month, m.approved, m.pending))
    FROM
      (
        SELECT
          (
            extract(
              year
              FROM
                e.start_date
            )::int * 12 + extract(
              month
              FROM
                e.start_date
            )::int - 1
          ) AS month,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'approved'
            ),
            0
          ) AS approved,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'pending'
            ),
            0
          ) AS pending
        FROM
          time_away e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
          AND e.time_away_type_id = ANY (
            ARRAY(
              SELECT
                tt.id
              FROM
                time_away_types tt
              WHERE
                tt.company_id = $3
                AND tt.category = 'paidTimeOff'
            )
          )
          AND e.start_date >= span.from_day
          AND e.start_date < span.to_day
          AND e.request_status <> 'declined'
        GROUP BY
          1
      ) m
  ) AS "daysByMonth",
  (
    SELECT
      json_agg(json_build_array(m.month, m.days))
    FROM
      (
        SELECT
          (
            extract(
              year
              FROM
                adj.date
            )::int * 12 + extract(
              month
              FROM
                adj.date
            )::int - 1
          ) AS month,
          SUM(adj.days) AS days
        FROM
          time_away_adjustments adj
        WHERE
          adj.company_id = p.company_id
          AND adj.person_id = p.id
          AND adj.date >= span.from_day
          AND adj.date < span.to_day
        GROUP BY
          1
      ) m
  ) AS "adjustmentsByMonth"
FROM
  span
  CROSS JOIN (
    SELECT DISTINCT
      unnest($5::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $3
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
ORDER BY
  p.id;

WITH
  day AS (
    SELECT
      COALESCE(
        $1::date,
        (
          ($2)::timestamptz AT TIME ZONE COALESCE(
            (
              SELECT
                l.timezone
              FROM
                locations l
              WHERE
                l.company_id = $3
              ORDER BY
                l.created_at,
                l.id
              LIMIT
                1
            ),
            'UTC'
          )
        )::date
      ) AS as_of
  ),
  span AS (
    SELECT
      as_of,
      COALESCE(
        make_date($4::int - 1, 1, 1),
        (date_trunc('month', as_of) - interval '23 months')::date
      ) AS from_day,
      COALESCE(
        make_date($4::int + 2, 1, 1),
        (date_trunc('month', as_of) + interval '12 months')::date
      ) AS to_day
    FROM
      day
  )
SELECT
  p.id AS "personId",
  to_char(span.as_of, 'YYYY-MM-DD') AS "asOf",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "employmentStart",
  to_char(p.employment_end_date, 'YYYY-MM-DD') AS "employmentEnd",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'startDate',
            a.start_date,
            'endDate',
            a.end_date,
            'policy',
            json_build_object(
              'id',
              ap.id,
              'allowance',
              ap.allowance,
              'carryOverLimit',
              ap.carry_over_limit,
              'accrualFrequency',
              ap.accrual_frequency,
              'yearStartMonth',
              ap.year_start_month,
              'carryOverExpiresAfterMonths',
              ap.carry_over_expires_after_months,
              'unit',
              ap.unit
            )
          )
          ORDER BY
            a.start_date
        ),
        '[]'::json
      )
    FROM
      time_away_allocations a
      JOIN time_away_policies ap ON ap.company_id = a.company_id
      AND ap.id = a.time_away_policy_id
    WHERE
      a.company_id = p.company_id
      AND a.person_id = p.id
      AND a.start_date < span.to_day
      AND (
        a.end_date IS NULL
        OR a.end_date >= span.from_day
      )
  ) AS allocations,
  (
    SELECT
      json_build_object(
        'id',
        up.id,
        'allowance',
        up.allowance,
        'carryOverLimit',
        up.carry_over_limit,
        'accrualFrequency',
        up.accrual_frequency,
        'yearStartMonth',
        up.year_start_month,
        'carryOverExpiresAfterMonths',
        up.carry_over_expires_after_months,
        'unit',
        up.unit
      )
    FROM
      time_away_policies up
    WHERE
      up.company_id = p.company_id
      AND up.id = COALESCE(
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
      )
  ) AS unallocated,
  (
    SELECT
      json_agg(
        json_build_array(
          m.month,
          m.approved,
          m.pending,
          m.approved_hours,
          m.pending_hours
        )
      )
    FROM
      (
        SELECT
          (
            date_part('year', e.start_date)::int * 12 + date_part('month', e.start_date)::int - 1
          ) AS month,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'approved'
            ),
            0
          ) AS approved,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'pending'
            ),
            0
          ) AS pending,
          COALESCE(
            SUM(e.hours) FILTER (
              WHERE
                e.request_status = 'approved'
            ),
            0
          ) AS approved_hours,
          COALESCE(
            SUM(e.hours) FILTER (
              WHERE
                e.request_status = 'pending'
            ),
            0
          ) AS pending_hours
        FROM
          time_away e
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
          AND e.time_away_type_id = ANY (
            ARRAY(
              SELECT
                tt.id
              FROM
                time_away_types tt
              WHERE
                tt.company_id = $3
                AND tt.category = 'paidTimeOff'
            )
          )
          AND e.start_date >= span.from_day
          AND e.start_date < span.to_day
          AND e.request_status <> 'declined'
        GROUP BY
          1
      ) m
  ) AS "daysByMonth",
  (
    SELECT
      json_agg(json_build_array(m.month, m.days))
    FROM
      (
        SELECT
          (
            date_part('year', adj.date)::int * 12 + date_part('month', adj.date)::int - 1
          ) AS month,
          SUM(adj.days) AS days
        FROM
          time_away_adjustments adj
        WHERE
          adj.company_id = p.company_id
          AND adj.person_id = p.id
          AND adj.date >= span.from_day
          AND adj.date < span.to_day
        GROUP BY
          1
      ) m
  ) AS "adjustmentsByMonth"
FROM
  span
  CROSS JOIN (
    SELECT DISTINCT
      unnest($5::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $3
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
ORDER BY
  p.id;

-- PersonDaysChangesService.recomputePending (src/modules/time-away/person-days-changes.service.ts)

SELECT
  id,
  to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  start_period AS "startPeriod",
  end_period AS "endPeriod",
  days
FROM
  time_away
WHERE
  company_id = $1
  AND person_id = $2
  AND request_status = 'pending';

SELECT
  id,
  to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate",
  start_period AS "startPeriod",
  end_period AS "endPeriod",
  days,
  hours
FROM
  time_away
WHERE
  company_id = $1
  AND person_id = $2
  AND request_status = 'pending';

UPDATE time_away
SET
  days = $1,
  hours = $2,
  updated_at = now()
WHERE
  company_id = $3
  AND id = $4;

UPDATE time_away
SET
  days = $1,
  updated_at = now()
WHERE
  company_id = $2
  AND id = $3;

-- PersonDaysChangesService.recomputePendingAt (src/modules/time-away/person-days-changes.service.ts)

SELECT DISTINCT
  ta.person_id AS id
FROM
  time_away ta
WHERE
  ta.company_id = $1
  AND ta.request_status = 'pending'
  AND ta.person_id IN (
    SELECT
      p.id
    FROM
      people p
    WHERE
      p.company_id = $1
      AND p.location_id = $2
      AND p.public_holiday_calendar_id IS NULL
  );

-- PersonDaysChangesService.recomputePendingOf (src/modules/time-away/person-days-changes.service.ts)

SELECT DISTINCT
  ta.person_id AS id
FROM
  time_away ta
WHERE
  ta.company_id = $1
  AND ta.request_status = 'pending'
  AND ta.person_id IN (
    SELECT
      p.id
    FROM
      people p
    WHERE
      p.company_id = $1
      AND p.location_id = $2
      AND p.public_holiday_calendar_id IS NULL
  )
ORDER BY
  1;

SELECT DISTINCT
  ta.person_id AS id
FROM
  time_away ta
WHERE
  ta.company_id = $1
  AND ta.request_status = 'pending'
  AND ta.person_id IN (
    SELECT
      p.id
    FROM
      people p
    WHERE
      p.company_id = $1
      AND p.location_ref = $2
  )
ORDER BY
  1;

SELECT DISTINCT
  ta.person_id AS id
FROM
  time_away ta
WHERE
  ta.company_id = $1
  AND ta.request_status = 'pending'
  AND ta.person_id IN (
    SELECT
      unnest($2::text[])
  )
ORDER BY
  1;

SELECT DISTINCT
  ta.person_id AS id
FROM
  time_away ta
WHERE
  ta.company_id = $1
  AND ta.request_status = 'pending'
ORDER BY
  1;

-- shownPeople (src/modules/time-away/feed-entries.sql.ts)

SELECT
  p.id,
  COALESCE(NULLIF(p.preferred_name, ''), p.first_name, '') || ' ' || COALESCE(p.last_name, '') AS name,
  CASE
    WHEN p.location_id = 'remote' THEN COALESCE(p.remote_timezone, 'UTC')
    ELSE COALESCE(l.timezone, 'UTC')
  END AS timezone
FROM
  (
    SELECT
      $1::text AS id
    UNION
    (
      WITH RECURSIVE
        policy_reports (id) AS (
          SELECT
            rl.person_id
          FROM
            job_roles rl
          WHERE
            rl.company_id = $2
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
            rl.company_id = $2
            AND rl.effective_date <= (now() AT TIME ZONE 'UTC')::date
            AND (
              rl.end_date IS NULL
              OR rl.end_date >= (now() AT TIME ZONE 'UTC')::date
            )
        )
      SELECT
        id
      FROM
        policy_reports
    )
  ) shown
  JOIN people p ON p.company_id = $4
  AND p.id = shown.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
WHERE
  p.id = $1
  OR p.status <> 'newHire';

-- TimeAwayBalancesService.balancesFor (src/modules/time-away/balances/time-away-balances.service.ts)

-- also issued by balancesOf (src/modules/time-away/balances/time-away-balances.service.ts)
SELECT
  p.id AS "personId",
  pol.id AS "timeAwayPolicyId",
  pol.allowance,
  pol.carry_over_limit AS "carryOverLimit",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "startDate",
  COALESCE(u.used, 0) AS used,
  COALESCE(u.pending, 0) AS pending,
  COALESCE(u.used_before, 0) AS "usedYearBefore"
FROM
  (
    SELECT DISTINCT
      unnest($1::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $2
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  LEFT JOIN time_away_policies pol ON pol.company_id = p.company_id
  AND pol.id = COALESCE(
    (
      SELECT
        a.time_away_policy_id
      FROM
        time_away_allocations a
      WHERE
        a.company_id = p.company_id
        AND a.person_id = p.id
        AND a.start_date <= CURRENT_DATE
        AND (
          a.end_date IS NULL
          OR a.end_date >= CURRENT_DATE
        )
    ),
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
    )
  )
  LEFT JOIN (
    SELECT
      e.person_id,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'approved'
          AND e.start_date >= make_date($3, 1, 1)
      ) AS used,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'pending'
          AND e.start_date >= make_date($3, 1, 1)
      ) AS pending,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'approved'
          AND e.start_date < make_date($3, 1, 1)
      ) AS used_before
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
      AND t.category = 'paidTimeOff'
    WHERE
      e.company_id = $2
      AND e.person_id = ANY ($1::text[])
      AND e.start_date >= make_date($3 - 1, 1, 1)
      AND e.start_date < make_date($3 + 1, 1, 1)
    GROUP BY
      e.person_id
  ) u ON u.person_id = p.id
ORDER BY
  p.id;

SELECT
  p.id AS "personId",
  pol.id AS "timeAwayPolicyId",
  pol.allowance,
  pol.carry_over_limit AS "carryOverLimit",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "startDate",
  COALESCE(u.used, 0) AS used,
  COALESCE(u.pending, 0) AS pending,
  COALESCE(u.used_before, 0) AS "usedYearBefore"
FROM
  (
    SELECT DISTINCT
      unnest($1::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $2
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
  LEFT JOIN time_away_policies pol ON pol.company_id = p.company_id
  AND pol.id = COALESCE(
    p.time_away_policy_id,
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
  )
  LEFT JOIN (
    SELECT
      e.person_id,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'approved'
          AND e.start_date >= make_date($3, 1, 1)
      ) AS used,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'pending'
          AND e.start_date >= make_date($3, 1, 1)
      ) AS pending,
      SUM(e.days) FILTER (
        WHERE
          e.request_status = 'approved'
          AND e.start_date < make_date($3, 1, 1)
      ) AS used_before
    FROM
      time_away e
      JOIN time_away_types t ON t.company_id = e.company_id
      AND t.id = e.time_away_type_id
      AND t.category = 'paidTimeOff'
    WHERE
      e.company_id = $2
      AND e.person_id = ANY ($1::text[])
      AND e.start_date >= make_date($3 - 1, 1, 1)
      AND e.start_date < make_date($3 + 1, 1, 1)
    GROUP BY
      e.person_id
  ) u ON u.person_id = p.id
ORDER BY
  p.id;

-- also issued by balancesOf (src/modules/time-away/balances/time-away-balances.service.ts)
WITH
  day AS (
    SELECT
      COALESCE(
        $1::date,
        (
          ($2)::timestamptz AT TIME ZONE COALESCE(
            (
              SELECT
                l.timezone
              FROM
                locations l
              WHERE
                l.company_id = $3
              ORDER BY
                l.created_at,
                l.id
              LIMIT
                1
            ),
            'UTC'
          )
        )::date
      ) AS as_of
  ),
  span AS (
    SELECT
      as_of,
      make_date(
        COALESCE(
          $4::int - 1,
          extract(
            year
            FROM
              as_of
          )::int - 2
        ),
        1,
        1
      ) AS from_day,
      make_date(
        COALESCE(
          $4::int + 2,
          extract(
            year
            FROM
              as_of
          )::int + 2
        ),
        1,
        1
      ) AS to_day
    FROM
      day
  )
SELECT
  p.id AS "personId",
  to_char(span.as_of, 'YYYY-MM-DD') AS "asOf",
  to_char(p.employment_start_date, 'YYYY-MM-DD') AS "employmentStart",
  to_char(p.employment_end_date, 'YYYY-MM-DD') AS "employmentEnd",
  (
    SELECT
      COALESCE(
        json_agg(
          json_build_object(
            'startDate',
            a.start_date,
            'endDate',
            a.end_date,
            'policy',
            json_build_object(
              'id',
              ap.id,
              'allowance',
              ap.allowance,
              'carryOverLimit',
              ap.carry_over_limit,
              'accrualFrequency',
              ap.accrual_frequency,
              'yearStartMonth',
              ap.year_start_month,
              'carryOverExpiresAfterMonths',
              ap.carry_over_expires_after_months
            )
          )
          ORDER BY
            a.start_date
        ),
        '[]'::json
      )
    FROM
      time_away_allocations a
      JOIN time_away_policies ap ON ap.company_id = a.company_id
      AND ap.id = a.time_away_policy_id
    WHERE
      a.company_id = p.company_id
      AND a.person_id = p.id
      AND a.start_date < span.to_day
      AND (
        a.end_date IS NULL
        OR a.end_date >= span.from_day
      )
  ) AS allocations,
  (
    SELECT
      json_build_object(
        'id',
        up.id,
        'allowance',
        up.allowance,
        'carryOverLimit',
        up.carry_over_limit,
        'accrualFrequency',
        up.accrual_frequency,
        'yearStartMonth',
        up.year_start_month,
        'carryOverExpiresAfterMonths',
        up.carry_over_expires_after_months
      )
    FROM
      time_away_policies up
    WHERE
      up.company_id = p.company_id
      AND up.id = COALESCE(
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
      )
  ) AS unallocated,
  (
    SELECT
      json_agg(json_build_array(m.month, m.approved, m.pending))
    FROM
      (
        SELECT
          (
            extract(
              year
              FROM
                e.start_date
            )::int * 12 + extract(
              month
              FROM
                e.start_date
            )::int - 1
          ) AS month,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'approved'
            ),
            0
          ) AS approved,
          COALESCE(
            SUM(e.days) FILTER (
              WHERE
                e.request_status = 'pending'
            ),
            0
          ) AS pending
        FROM
          time_away e
          JOIN time_away_types t ON t.company_id = e.company_id
          AND t.id = e.time_away_type_id
          AND t.category = 'paidTimeOff'
        WHERE
          e.company_id = p.company_id
          AND e.person_id = p.id
          AND e.start_date >= span.from_day
          AND e.start_date < span.to_day
          AND e.request_status <> 'declined'
        GROUP BY
          1
      ) m
  ) AS "daysByMonth",
  (
    SELECT
      json_agg(json_build_array(m.month, m.days))
    FROM
      (
        SELECT
          (
            extract(
              year
              FROM
                adj.date
            )::int * 12 + extract(
              month
              FROM
                adj.date
            )::int - 1
          ) AS month,
          SUM(adj.days) AS days
        FROM
          time_away_adjustments adj
        WHERE
          adj.company_id = p.company_id
          AND adj.person_id = p.id
          AND adj.date >= span.from_day
          AND adj.date < span.to_day
        GROUP BY
          1
      ) m
  ) AS "adjustmentsByMonth"
FROM
  span
  CROSS JOIN (
    SELECT DISTINCT
      unnest($5::text[]) AS id
  ) asked
  JOIN people p ON p.company_id = $3
  AND p.id = asked.id
  LEFT JOIN locations l ON l.company_id = p.company_id
  AND l.id = p.location_ref
ORDER BY
  p.id;

