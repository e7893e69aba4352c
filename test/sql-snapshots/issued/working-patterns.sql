-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- WorkingPatternAllocationsService.beforeLock (src/modules/working-patterns/allocations/working-pattern-allocations.service.ts)

SELECT
  person_id
FROM
  working_pattern_allocations
WHERE
  company_id = $1
  AND id = $2;

-- WorkingPatternsService.clearDefault (src/modules/working-patterns/working-patterns.service.ts)

SELECT
  id
FROM
  working_patterns
WHERE
  company_id = $1
  AND is_default
  AND id IS DISTINCT FROM $2;

UPDATE working_patterns
SET
  is_default = false,
  updated_at = now()
WHERE
  company_id = $1
  AND id = ANY ($2::text[]);

