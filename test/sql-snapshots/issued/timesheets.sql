-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- assertDatesOpen (src/modules/timesheets/locked-periods.sql.ts)

SELECT
  to_char(s.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(s.end_date, 'YYYY-MM-DD') AS "endDate",
  s.status
FROM
  timesheet_submissions s
WHERE
  s.company_id = $1
  AND s.person_id = $2
  AND daterange (s.start_date, s.end_date, '[]') @> $3::date
  AND s.status IN ('pending', 'approved');

-- minutesByDate (src/modules/timesheets/period-minutes.sql.ts)

SELECT
  to_char(e.date, 'YYYY-MM-DD') AS date,
  sum(
    (
      EXTRACT(
        EPOCH
        FROM
          e.end_time - e.start_time
      )::int / 60
    )
  )::int AS minutes
FROM
  timesheet_entries e
WHERE
  e.company_id = $1
  AND e.person_id = $2
  AND e.date BETWEEN $3::date AND $4::date
GROUP BY
  e.date;

