-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate", to_char(end_date, 'YYYY-MM-DD') AS "endDate", start_period AS "startPeriod", end_period AS "endPeriod", days FROM time_away WHERE company_id = $1 AND person_id = $2 AND request_status = 'pending';

