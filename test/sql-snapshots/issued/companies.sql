-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- lockCompanyRow (src/modules/companies/company-lock.ts)

SELECT
  1
FROM
  companies
WHERE
  id = $1
FOR NO KEY UPDATE;

-- readEmployeeIdSettings (src/modules/companies/employee-id-counter.ts)

SELECT
  autogenerate_employee_id,
  autogenerate_employee_id_for_new_hires,
  next_employee_id,
  autogenerate_employee_id_filters
FROM
  companies
WHERE
  id = $1;

SELECT
  autogenerate_employee_id,
  autogenerate_employee_id_for_new_hires,
  next_employee_id,
  autogenerate_employee_id_filters
FROM
  companies
WHERE
  id = $1
FOR NO KEY UPDATE;

-- setNextEmployeeId (src/modules/companies/employee-id-counter.ts)

UPDATE companies
SET
  next_employee_id = $1,
  updated_at = now()
WHERE
  id = $2;

