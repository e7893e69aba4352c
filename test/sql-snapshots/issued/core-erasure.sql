-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- addCount (src/core/erasure/person-erasures.ts)

UPDATE person_erasures
SET
  counts = jsonb_set(
    counts,
    ARRAY[$1::text],
    to_jsonb(COALESCE((counts ->> $1)::int, 0) + $2)
  )
WHERE
  company_id = $3
  AND person_id = $4;

-- erasedAmong (src/core/erasure/person-erasures.ts)

SELECT
  person_id
FROM
  person_erasures
WHERE
  company_id = $1
  AND person_id = ANY ($2)
  AND erased_at IS NOT NULL;

-- find (src/core/erasure/person-erasures.ts)

SELECT
  company_id AS "companyId",
  person_id AS "personId",
  requested_at AS "requestedAt",
  requested_by AS "requestedBy",
  actor_type AS "actorType",
  reason,
  forced,
  status,
  counts,
  erased_at AS "erasedAt",
  finished_at AS "finishedAt"
FROM
  person_erasures
WHERE
  company_id = $1
  AND person_id = $2;

SELECT
  company_id AS "companyId",
  person_id AS "personId",
  requested_at AS "requestedAt",
  requested_by AS "requestedBy",
  actor_type AS "actorType",
  reason,
  forced,
  status,
  counts,
  erased_at AS "erasedAt",
  finished_at AS "finishedAt"
FROM
  person_erasures
WHERE
  company_id = $1
  AND person_id = $2
FOR UPDATE;

-- finish (src/core/erasure/person-erasures.ts)

UPDATE person_erasures
SET
  status = 'done',
  finished_at = $1
WHERE
  company_id = $2
  AND person_id = $3
  AND status = 'pending'
  AND erased_at IS NOT NULL
RETURNING
  erased_at;

-- pending (src/core/erasure/person-erasures.ts)

SELECT
  company_id AS "companyId",
  person_id AS "personId"
FROM
  person_erasures
WHERE
  status = 'pending'
ORDER BY
  requested_at
LIMIT
  $1;

-- recordsErased (src/core/erasure/person-erasures.ts)

UPDATE person_erasures
SET
  erased_at = $1,
  counts = counts || $2::jsonb
WHERE
  company_id = $3
  AND person_id = $4;

-- request (src/core/erasure/person-erasures.ts)

INSERT INTO
  person_erasures (
    company_id,
    person_id,
    requested_by,
    actor_type,
    reason,
    forced
  )
VALUES
  ($1, …)
ON CONFLICT (company_id, person_id) DO NOTHING;

