-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development).
-- Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

SELECT id, name, category AS "group" FROM time_away_types WHERE company_id = $1 AND id = ANY($2::text[]);

SELECT id, name, is_time_off AS "isTimeOff", category FROM time_away_types WHERE company_id = $1 AND id = ANY($2);

