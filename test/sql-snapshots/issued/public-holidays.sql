-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- HolidayCalendarStore.ensureCalendar (src/modules/public-holidays/holiday-calendar.store.ts)

INSERT INTO
  public_holiday_calendars (
    id,
    company_id,
    name,
    country_code,
    country,
    region_code,
    region,
    created_at,
    updated_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, $8, $8)
ON CONFLICT DO NOTHING;

SELECT
  1
FROM
  public_holiday_calendars
WHERE
  company_id = $1
  AND id = $2;

-- HolidayCalendarStore.ensureYears (src/modules/public-holidays/holiday-calendar.store.ts)

INSERT INTO
  public_holiday_years (company_id, public_holiday_calendar_id, year)
SELECT
  $1,
  …,
  unnest($2::int[])
ON CONFLICT DO NOTHING;

INSERT INTO
  public_holidays (
    id,
    company_id,
    public_holiday_calendar_id,
    date,
    name,
    created_at,
    updated_at
  )
SELECT
  h.id,
  $1,
  …,
  h.date,
  h.name,
  $2,
  $2
FROM
  unnest($3::text[], $4::date[], $5::text[]) AS h (id, date, name)
ON CONFLICT DO NOTHING;

SELECT
  year
FROM
  public_holiday_years
WHERE
  company_id = $1
  AND public_holiday_calendar_id = $2
  AND year BETWEEN $3 AND $4;

-- HolidayCalendarStore.holidayDates (src/modules/public-holidays/holiday-calendar.store.ts)

SELECT DISTINCT
  to_char(date, 'YYYY-MM-DD') AS date
FROM
  public_holidays
WHERE
  company_id = $1
  AND public_holiday_calendar_id = $2
  AND date BETWEEN $3 AND $4;

-- HolidayCalendarStore.holidaysBetween (src/modules/public-holidays/holiday-calendar.store.ts)

SELECT
  id,
  to_char(date, 'YYYY-MM-DD') AS date,
  name
FROM
  public_holidays
WHERE
  company_id = $1
  AND public_holiday_calendar_id = $2
  AND date BETWEEN $3 AND $4
ORDER BY
  date,
  name
LIMIT
  5000;

