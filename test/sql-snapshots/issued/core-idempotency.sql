-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- ClaimInTransaction.beforeCommit (src/core/idempotency/idempotency-claim.ts)

INSERT INTO
  idempotency_keys (
    company_id,
    token_id,
    key,
    request_hash,
    write_transaction_id
  )
VALUES
  ($1, …, txid_current());

-- forgetRequestHashesAbout (src/core/idempotency/forget-request-hashes.ts)

SELECT
  token_id,
  key,
  request_hash AS hash,
  response_body AS body
FROM
  idempotency_keys
WHERE
  company_id = $1
  AND request_hash IS NOT NULL
  AND response_body IS NOT NULL
  AND response_body <> ''
  AND (
    $2::text IS NULL
    OR (token_id, key) > ($2::text, $3::text)
  )
ORDER BY
  token_id,
  key
LIMIT
  200;

UPDATE idempotency_keys k
SET
  request_hash = NULL
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS r (token_id, key, hash)
WHERE
  k.company_id = $4
  AND k.token_id = r.token_id
  AND k.key = r.key
  AND k.request_hash = r.hash;

-- IdempotencyKeyedStore.companies (src/core/idempotency/idempotency-keyed-store.ts)

SELECT DISTINCT
  company_id
FROM
  idempotency_keys
WHERE
  response_body IS NOT NULL;

-- IdempotencyKeyedStore.countByKey (src/core/idempotency/idempotency-keyed-store.ts)

SELECT
  CASE
    WHEN response_body ~ $1 THEN split_part(response_body, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  idempotency_keys
WHERE
  company_id = $3
  AND response_body IS NOT NULL
  AND response_body <> ''
GROUP BY
  1;

-- IdempotencyKeyedStore.reencrypt (src/core/idempotency/idempotency-keyed-store.ts)

SELECT
  token_id,
  key,
  response_body AS body
FROM
  idempotency_keys
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR (token_id, key) > ($2::text, $3::text)
  )
  AND (
    response_body IS NOT NULL
    AND response_body <> ''
    AND NOT (
      response_body ~ $4
      AND starts_with(response_body, $5)
    )
  )
ORDER BY
  token_id,
  key
LIMIT
  $6;

UPDATE idempotency_keys k
SET
  response_body = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u (token_id, key, old, fresh)
WHERE
  k.company_id = $5
  AND k.token_id = u.token_id
  AND k.key = u.key
  AND k.response_body = u.old
  AND (k.token_id, k.key) IN (
    SELECT
      l.token_id,
      l.key
    FROM
      idempotency_keys l
    WHERE
      l.company_id = $5
      AND (l.token_id, l.key) IN (
        SELECT
          *
        FROM
          unnest($1::text[], $2::text[])
      )
    FOR UPDATE
      SKIP LOCKED
  );

-- IdempotencyService.begin (src/core/idempotency/idempotency.service.ts)

DELETE FROM idempotency_keys
WHERE
  company_id = $1
  AND token_id = $2
  AND key = $3
  AND created_at <= now() - interval '24 hours';

SELECT
  request_hash,
  status_code,
  response_headers,
  response_body,
  created_at <= now() - interval '24 hours' AS expired
FROM
  idempotency_keys
WHERE
  company_id = $1
  AND token_id = $2
  AND key = $3;

-- IdempotencyService.store (src/core/idempotency/idempotency.service.ts)

INSERT INTO
  idempotency_keys (
    company_id,
    token_id,
    key,
    request_hash,
    status_code,
    response_headers,
    response_body,
    completed_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, $7, now())
ON CONFLICT DO NOTHING;

UPDATE idempotency_keys
SET
  status_code = $1,
  response_headers = $2,
  response_body = $3,
  completed_at = now()
WHERE
  company_id = $4
  AND token_id = $5
  AND key = $6;

-- purgeExpiredIdempotencyKeys (src/core/idempotency/purge-expired-keys.ts)

DELETE FROM idempotency_keys k USING companies c
WHERE
  k.company_id = c.id
  AND k.created_at < now() - interval '24 hours';

-- redactStoredResponses (src/core/idempotency/redact-stored-responses.ts)

SELECT
  token_id,
  key,
  response_body AS body
FROM
  idempotency_keys
WHERE
  company_id = $1
  AND response_body IS NOT NULL
  AND response_body <> ''
  AND (
    $2::text IS NULL
    OR (token_id, key) > ($2::text, $3::text)
  )
ORDER BY
  token_id,
  key
LIMIT
  200;

UPDATE idempotency_keys
SET
  response_body = $1
WHERE
  company_id = $2
  AND token_id = $3
  AND key = $4
  AND response_body = $5;

