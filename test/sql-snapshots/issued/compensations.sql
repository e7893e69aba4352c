-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- CompensationsService.findType (src/modules/compensations/compensations.service.ts)

SELECT
  "ctype"."id" AS "ctype_id",
  "ctype"."company_id" AS "ctype_company_id",
  "ctype"."created_at" AS "ctype_created_at",
  "ctype"."updated_at" AS "ctype_updated_at",
  "ctype"."name" AS "ctype_name",
  "ctype"."base_type" AS "ctype_base_type"
FROM
  "compensation_types" "ctype"
WHERE
  "ctype"."company_id" = $1
  AND "ctype"."id" = $2;

-- insert (src/modules/compensations/demo/compensation-seed.ts)

INSERT INTO
  compensations (
    id,
    company_id,
    person_id,
    compensation_type_id,
    amount,
    is_percentage,
    currency,
    period,
    effective_date,
    created_at,
    updated_at
  )
SELECT
  id,
  $1,
  person_id,
  type_id,
  amount::numeric,
  is_percentage,
  currency,
  period,
  effective_date,
  created,
  created
FROM
  unnest(
    $2::text[],
    $3::text[],
    $4::text[],
    $5::text[],
    $6::boolean[],
    $7::text[],
    $8::text[],
    $9::date[],
    $10::timestamptz[]
  ) AS s (
    id,
    person_id,
    type_id,
    amount,
    is_percentage,
    currency,
    period,
    effective_date,
    created
  );

-- relinkCompensations (src/modules/compensations/compensation-in-effect.sql.ts)

UPDATE compensations c
SET
  superseded_on = chain.next
FROM
  (
    SELECT
      id,
      COALESCE(
        lead(effective_date) OVER (
          PARTITION BY
            person_id,
            compensation_type_id
          ORDER BY
            effective_date,
            created_at,
            id
        ),
        'infinity'::date
      ) AS next
    FROM
      compensations
    WHERE
      company_id = $1
      AND person_id = ANY ($2)
  ) chain
WHERE
  c.id = chain.id
  AND c.superseded_on IS DISTINCT FROM chain.next;

-- seedCompensationHistory (src/modules/compensations/demo/compensation-seed.ts)

ANALYZE compensations;

