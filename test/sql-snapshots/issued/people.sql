-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT 1 AS "row_exists" FROM (SELECT 1 AS dummy_column) "dummy_table" WHERE EXISTS (SELECT 1 FROM "people" "person" WHERE "person"."company_id" = $1 AND "person"."location_id" = $2) LIMIT 1;

SELECT 1 FROM people WHERE company_id = $1 AND id = $2 AND role = 'owner';

SELECT autogenerate_employee_id, autogenerate_employee_id_for_new_hires, next_employee_id, autogenerate_employee_id_filters FROM companies WHERE id = $1;

SELECT p.id, (SELECT json_build_object( 'status', CASE WHEN p.employment_end_date < (now() AT TIME ZONE 'UTC')::date THEN 'offboarded' ELSE p.status END, 'location', (SELECT json_build_object('timezone', l.timezone, 'countryCode', l.country_code) FROM locations l WHERE l.company_id = p.company_id AND l.id = p.location_ref), 'jobRole', (SELECT json_build_object('id', r.id, 'jobTitle', r.job_title, 'department', r.department, 'effectiveDate', r.effective_date, 'endDate', r.end_date, 'isFirst', r.is_first, 'reportingTo', r.reporting_to, 'note', r.note, 'createdAt', r.created_at, 'updatedAt', r.updated_at) FROM job_roles r WHERE r.company_id = p.company_id AND r.person_id = p.id AND r.effective_date <= (now() AT TIME ZONE 'UTC')::date AND (r.end_date IS NULL OR r.end_date >= (now() AT TIME ZONE 'UTC')::date) ORDER BY r.effective_date DESC LIMIT 1))) AS read_model FROM people p WHERE p.company_id = $1 AND p.id = ANY($2::text[]);

