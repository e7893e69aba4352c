-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT DISTINCT p.id FROM people p JOIN time_away ta ON ta.company_id = p.company_id AND ta.person_id = p.id AND ta.request_status = 'pending' WHERE p.company_id = $1 AND p.location_id = $2 AND p.public_holiday_calendar_id IS NULL;

