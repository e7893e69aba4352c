-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

INSERT INTO public_holiday_calendars (id, company_id, name, country_code, country, region_code, region, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT DO NOTHING;

SELECT 1 FROM public_holiday_calendars WHERE company_id = $1 AND id = $2;

