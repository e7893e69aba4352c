-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ChangeFeedService.get (src/modules/change-feed/change-feed.service.ts)

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND e.id = $2
  AND (
    (
      e.resource_type = ANY ($3::text[])
      OR (
        e.resource_type = $4
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $5)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $6
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (
                cvalue.section IN ($10, …)
                AND (cvalue.person_id = $11)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
    )
  );

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND e.id = $2
  AND (
    (
      e.resource_type = ANY ($3::text[])
      OR (
        e.resource_type = $4
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $5)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $6
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (
                cvalue.section IN ($10, …)
                AND (cvalue.person_id = $11)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
      OR (
        e.resource_type = $12
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $13
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  );

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND e.id = $2
  AND (
    (
      e.resource_type = ANY ($3::text[])
      OR (
        e.resource_type = $4
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($5, …))
              OR (cvalue.section IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
            )
        )
      )
    )
  );

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND e.id = $2
  AND (
    (
      e.resource_type = ANY ($3::text[])
      OR (
        e.resource_type = $4
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($5, …))
              OR (cvalue.section IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
            )
        )
      )
      OR (
        e.resource_type = $9
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  );

-- ChangeFeedService.list (src/modules/change-feed/change-feed.service.ts)

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
    )
  )
  AND (e.resource_type = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
            )
        )
      )
    )
  )
  AND (e.type = $9)
  AND (e.record_id = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at < $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at >= $10)
  AND (e.resource_type = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at >= $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.record_id = $10)
  AND (e.type = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.record_id = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  11;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  2;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type IN ($10, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type = $10)
  AND (e.record_id = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type IN ($10, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  3;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.record_id = $5)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.resource_type = $5)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.type = $5)
  AND (e.record_id = $6)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      pg_snapshot_xmin(pg_current_snapshot())::text::bigint
  )
  AND ((e.resource_type = ANY ($4::text[])))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
    )
  )
  AND (e.resource_type = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
      OR (
        e.resource_type = $13
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $14
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type = $15)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) comp
          WHERE
            (comp.person_id = $6)
            AND NOT EXISTS (
              SELECT
                1
              FROM
                people nh
              WHERE
                nh.company_id = comp.company_id
                AND nh.id = comp.person_id
                AND nh.status = 'newHire'
            )
        )
      )
      OR (
        e.resource_type = $7
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($8, …))
              OR (cvalue.section IN ($9, …))
              OR (cvalue.section IN ($10, …))
              OR (
                cvalue.section IN ($11, …)
                AND (cvalue.person_id = $12)
                AND NOT EXISTS (
                  SELECT
                    1
                  FROM
                    people nh
                  WHERE
                    nh.company_id = cvalue.company_id
                    AND nh.id = cvalue.person_id
                    AND nh.status = 'newHire'
                )
              )
            )
        )
      )
      OR (
        e.resource_type = $13
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $14
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
            )
        )
      )
    )
  )
  AND (e.type = $9)
  AND (e.record_id = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
            )
        )
      )
      OR (
        e.resource_type = $9
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.type = $11)
  AND (e.record_id = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at < $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at >= $10)
  AND (e.resource_type = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.created_at >= $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.record_id = $10)
  AND (e.type = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.record_id = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  11;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  2;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type IN ($10, …))
  AND (e.record_id = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.resource_type IN ($10, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type = $10)
  AND (e.record_id = $11)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type = $10)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type IN ($10, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
  AND (e.type IN ($10, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  3;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  3;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.created_at < $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.created_at >= $12)
  AND (e.resource_type = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.created_at >= $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.record_id = $12)
  AND (e.type = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.record_id = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  11;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  2;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type IN ($12, …))
  AND (e.record_id = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.resource_type IN ($12, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.type = $12)
  AND (e.record_id = $13)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.type = $12)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.type IN ($12, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
  AND (e.type IN ($12, …))
ORDER BY
  e.txid,
  e.seq
LIMIT
  3;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  101;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND (
    (
      e.resource_type = ANY ($4::text[])
      OR (
        e.resource_type = $5
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id,
                e.payload #>> '{data,object,section}' AS section
            ) cvalue
          WHERE
            (
              (cvalue.section NOT IN ($6, …))
              OR (cvalue.section IN ($7, …))
              OR (cvalue.section IN ($8, …))
              OR (cvalue.section IN ($9, …))
            )
        )
      )
      OR (
        e.resource_type = $10
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) tentry
          WHERE
            FALSE
        )
      )
      OR (
        e.resource_type = $11
        AND EXISTS (
          SELECT
            1
          FROM
            (
              SELECT
                e.company_id AS company_id,
                e.record_id AS id,
                e.payload #>> '{data,object,personId}' AS person_id
            ) submission
          WHERE
            FALSE
        )
      )
    )
  )
ORDER BY
  e.txid,
  e.seq
LIMIT
  3;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.record_id = $5)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.resource_type = $5)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND ((e.resource_type = ANY ($4::text[])))
  AND (e.type = $5)
  AND (e.record_id = $6)
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

WITH
  snapshot AS MATERIALIZED (
    SELECT
      pg_current_snapshot() AS s
  ),
  elsewhere AS MATERIALIZED (
    SELECT
      a.backend_xid::text::bigint AS xid
    FROM
      pg_stat_get_activity (NULL) a
    WHERE
      a.backend_xid IS NOT NULL
      AND a.datid <> (
        SELECT
          oid
        FROM
          pg_database
        WHERE
          datname = current_database()
      )
  ),
  horizon AS MATERIALIZED (
    SELECT
      COALESCE(
        min(x.xid::text::bigint),
        (
          SELECT
            pg_snapshot_xmax(s)::text::bigint
          FROM
            snapshot
        )
      ) AS txid
    FROM
      snapshot,
      pg_snapshot_xip(snapshot.s) AS x (xid)
    WHERE
      (x.xid::text::bigint & 4294967295) NOT IN (
        SELECT
          xid
        FROM
          elsewhere
      )
  )
SELECT
  e.id,
  e.type,
  e.resource_type,
  e.record_id,
  e.payload::text AS payload
FROM
  events e
WHERE
  e.company_id = $1
  AND (e.txid, e.seq) > ($2::bigint, $3::bigint)
  AND e.txid < (
    SELECT
      txid
    FROM
      horizon
  )
  AND ((e.resource_type = ANY ($4::text[])))
ORDER BY
  e.txid,
  e.seq
LIMIT
  251;

