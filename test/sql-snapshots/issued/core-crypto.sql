-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- checkMasterKeys (src/core/crypto/master-key-check.ts)

SELECT DISTINCT
  ON (master_key_id) master_key_id,
  count(*) OVER (
    PARTITION BY
      master_key_id
  )::int AS keys,
  company_id,
  id,
  wrapped_key
FROM
  (
    SELECT
      master_key_id,
      company_id,
      id,
      wrapped_key
    FROM
      company_data_keys
    UNION ALL
    SELECT
      master_key_id,
      NULL,
      id,
      wrapped_key
    FROM
      blind_index_keys
  ) k
ORDER BY
  master_key_id,
  company_id NULLS FIRST,
  id;

-- companiesWithKeys (src/core/crypto/rotation/company-key-rows.ts)

SELECT DISTINCT
  company_id
FROM
  company_data_keys
ORDER BY
  company_id;

-- companyKeys (src/core/crypto/rotation/company-key-rows.ts)

SELECT
  id,
  created_at,
  retired_at
FROM
  company_data_keys
WHERE
  company_id = $1
ORDER BY
  created_at,
  id;

-- DataKeyStore.blindIndexRootKey (src/core/crypto/data-key-store.ts)

INSERT INTO
  blind_index_keys (id, master_key_id, wrapped_key)
VALUES
  ($1, …)
ON CONFLICT DO NOTHING;

SELECT
  id,
  master_key_id,
  wrapped_key
FROM
  blind_index_keys;

-- DataKeyStore.createActive (src/core/crypto/data-key-store.ts)

INSERT INTO
  company_data_keys (company_id, id, master_key_id, wrapped_key)
VALUES
  ($1, …)
ON CONFLICT (company_id)
WHERE
  retired_at IS NULL DO NOTHING
RETURNING
  id;

-- DataKeyStore.findActive (src/core/crypto/data-key-store.ts)

SELECT
  id,
  master_key_id,
  wrapped_key
FROM
  company_data_keys
WHERE
  company_id = $1
  AND retired_at IS NULL;

-- DataKeyStore.key (src/core/crypto/data-key-store.ts)

SELECT
  id,
  master_key_id,
  wrapped_key
FROM
  company_data_keys
WHERE
  company_id = $1
  AND id = $2;

-- DataKeyStore.rotate (src/core/crypto/data-key-store.ts)

INSERT INTO
  company_data_keys (company_id, id, master_key_id, wrapped_key)
VALUES
  ($1, …);

UPDATE company_data_keys
SET
  retired_at = now()
WHERE
  company_id = $1
  AND retired_at IS NULL
RETURNING
  id;

-- deleteRetiredKey (src/core/crypto/rotation/company-key-rows.ts)

DELETE FROM company_data_keys
WHERE
  company_id = $1
  AND id = $2
  AND retired_at IS NOT NULL
  AND retired_at <= now() - make_interval(secs => $3::float8 / 1000);

-- EncryptAfterUpgradeJob.run (src/core/crypto/rotation/encrypt-after-upgrade.job.ts)

INSERT INTO
  maintenance_tasks (name)
VALUES
  ($1)
ON CONFLICT DO NOTHING;

SELECT
  1
FROM
  maintenance_tasks
WHERE
  name = $1;

-- msSinceRotation (src/core/crypto/rotation/company-key-rows.ts)

SELECT
  (
    extract(
      epoch
      FROM
        now() - max(retired_at)
    ) * 1000
  )::float8 AS ms
FROM
  company_data_keys
WHERE
  company_id = $1;

-- rewrapAllKeys (src/core/crypto/rewrap-keys.ts)

SELECT
  company_id,
  id,
  master_key_id,
  wrapped_key
FROM
  company_data_keys
WHERE
  master_key_id <> $1
ORDER BY
  company_id,
  id
LIMIT
  $2;

SELECT
  NULL AS company_id,
  id,
  master_key_id,
  wrapped_key
FROM
  blind_index_keys
WHERE
  master_key_id <> $1;

UPDATE blind_index_keys
SET
  master_key_id = $1,
  wrapped_key = $2
WHERE
  id = $3
  AND master_key_id = $4;

UPDATE company_data_keys k
SET
  master_key_id = $1,
  wrapped_key = u.wrapped
FROM
  unnest($2::text[], $3::text[], $4::text[], $5::bytea[]) AS u (company_id, id, old_master_key_id, wrapped)
WHERE
  k.company_id = u.company_id
  AND k.id = u.id
  AND k.master_key_id = u.old_master_key_id;

-- SealedColumnStore.companies (src/core/crypto/rotation/sealed-column-store.ts)

SELECT DISTINCT
  company_id
FROM
  bank_accounts
WHERE
  account_number IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  bank_accounts
WHERE
  routing_number IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  bank_accounts
WHERE
  sort_code IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  identity_documents
WHERE
  number IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  people
WHERE
  calendar_feed_token IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  people
WHERE
  tax_code IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  people
WHERE
  tax_id IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  provisioning_targets
WHERE
  token IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  webhook_attempts
WHERE
  response_body IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  webhooks
WHERE
  previous_secret IS NOT NULL;

SELECT DISTINCT
  company_id
FROM
  webhooks
WHERE
  secret IS NOT NULL;

-- SealedColumnStore.countByKey (src/core/crypto/rotation/sealed-column-store.ts)

SELECT
  CASE
    WHEN account_number ~ $1 THEN split_part(account_number, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  bank_accounts
WHERE
  company_id = $3
  AND account_number IS NOT NULL
  AND account_number <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN calendar_feed_token ~ $1 THEN split_part(calendar_feed_token, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  people
WHERE
  company_id = $3
  AND calendar_feed_token IS NOT NULL
  AND calendar_feed_token <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN number ~ $1 THEN split_part(number, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  identity_documents
WHERE
  company_id = $3
  AND number IS NOT NULL
  AND number <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN previous_secret ~ $1 THEN split_part(previous_secret, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  webhooks
WHERE
  company_id = $3
  AND previous_secret IS NOT NULL
  AND previous_secret <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN response_body ~ $1 THEN split_part(response_body, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  webhook_attempts
WHERE
  company_id = $3
  AND response_body IS NOT NULL
  AND response_body <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN routing_number ~ $1 THEN split_part(routing_number, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  bank_accounts
WHERE
  company_id = $3
  AND routing_number IS NOT NULL
  AND routing_number <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN secret ~ $1 THEN split_part(secret, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  webhooks
WHERE
  company_id = $3
  AND secret IS NOT NULL
  AND secret <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN sort_code ~ $1 THEN split_part(sort_code, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  bank_accounts
WHERE
  company_id = $3
  AND sort_code IS NOT NULL
  AND sort_code <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN tax_code ~ $1 THEN split_part(tax_code, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  people
WHERE
  company_id = $3
  AND tax_code IS NOT NULL
  AND tax_code <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN tax_id ~ $1 THEN split_part(tax_id, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  people
WHERE
  company_id = $3
  AND tax_id IS NOT NULL
  AND tax_id <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN token ~ $1 THEN split_part(token, ':', 2)
    ELSE $2
  END AS key_id,
  count(*)::int AS n
FROM
  provisioning_targets
WHERE
  company_id = $3
  AND token IS NOT NULL
  AND token <> ''
GROUP BY
  1;

-- SealedColumnStore.reencrypt (src/core/crypto/rotation/sealed-column-store.ts)

SELECT
  id,
  account_number AS value
FROM
  bank_accounts
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    account_number IS NOT NULL
    AND account_number <> ''
    AND NOT (
      account_number ~ $3
      AND starts_with(account_number, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  calendar_feed_token AS value
FROM
  people
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    calendar_feed_token IS NOT NULL
    AND calendar_feed_token <> ''
    AND NOT (
      calendar_feed_token ~ $3
      AND starts_with(calendar_feed_token, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  number AS value
FROM
  identity_documents
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    number IS NOT NULL
    AND number <> ''
    AND NOT (
      number ~ $3
      AND starts_with(number, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  previous_secret AS value
FROM
  webhooks
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    previous_secret IS NOT NULL
    AND previous_secret <> ''
    AND NOT (
      previous_secret ~ $3
      AND starts_with(previous_secret, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  response_body AS value
FROM
  webhook_attempts
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    response_body IS NOT NULL
    AND response_body <> ''
    AND NOT (
      response_body ~ $3
      AND starts_with(response_body, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  routing_number AS value
FROM
  bank_accounts
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    routing_number IS NOT NULL
    AND routing_number <> ''
    AND NOT (
      routing_number ~ $3
      AND starts_with(routing_number, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  secret AS value
FROM
  webhooks
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    secret IS NOT NULL
    AND secret <> ''
    AND NOT (
      secret ~ $3
      AND starts_with(secret, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  sort_code AS value
FROM
  bank_accounts
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    sort_code IS NOT NULL
    AND sort_code <> ''
    AND NOT (
      sort_code ~ $3
      AND starts_with(sort_code, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  tax_code AS value
FROM
  people
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    tax_code IS NOT NULL
    AND tax_code <> ''
    AND NOT (
      tax_code ~ $3
      AND starts_with(tax_code, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  tax_id AS value
FROM
  people
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    tax_id IS NOT NULL
    AND tax_id <> ''
    AND NOT (
      tax_id ~ $3
      AND starts_with(tax_id, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

SELECT
  id,
  token AS value
FROM
  provisioning_targets
WHERE
  company_id = $1
  AND (
    $2::text IS NULL
    OR id > $2
  )
  AND (
    token IS NOT NULL
    AND token <> ''
    AND NOT (
      token ~ $3
      AND starts_with(token, $4)
    )
  )
ORDER BY
  id
LIMIT
  $5;

-- SealedPayloadStore.companies (src/core/crypto/rotation/sealed-payload-store.ts)

SELECT DISTINCT
  company_id
FROM
  events;

SELECT DISTINCT
  company_id
FROM
  webhook_deliveries;

-- SealedPayloadStore.countByKey (src/core/crypto/rotation/sealed-payload-store.ts)

SELECT
  CASE
    WHEN v.value ~ $1 THEN split_part(v.value, ':', 2)
    ELSE $2
  END AS key_id,
  count(DISTINCT t.id)::int AS n
FROM
  events t
  CROSS JOIN LATERAL (
    SELECT
      (t.payload)::jsonb AS doc
  ) d
  JOIN unnest($3::text[], $4::text[]) AS f (resource, name) ON f.resource = split_part(d.doc ->> 'type', '.', 1)
  CROSS JOIN unnest(ARRAY['object', 'previousAttributes']) AS p (part)
  CROSS JOIN LATERAL (
    SELECT
      d.doc -> 'data' -> p.part ->> f.name AS value
  ) v
WHERE
  t.company_id = $5
  AND jsonb_typeof(d.doc -> 'data' -> p.part -> f.name) = 'string'
  AND v.value <> ''
GROUP BY
  1;

SELECT
  CASE
    WHEN v.value ~ $1 THEN split_part(v.value, ':', 2)
    ELSE $2
  END AS key_id,
  count(DISTINCT t.id)::int AS n
FROM
  webhook_deliveries t
  CROSS JOIN LATERAL (
    SELECT
      (t.payload)::jsonb AS doc
  ) d
  JOIN unnest($3::text[], $4::text[]) AS f (resource, name) ON f.resource = split_part(d.doc ->> 'type', '.', 1)
  CROSS JOIN unnest(ARRAY['object', 'previousAttributes']) AS p (part)
  CROSS JOIN LATERAL (
    SELECT
      d.doc -> 'data' -> p.part ->> f.name AS value
  ) v
WHERE
  t.company_id = $5
  AND jsonb_typeof(d.doc -> 'data' -> p.part -> f.name) = 'string'
  AND v.value <> ''
GROUP BY
  1;

-- SealedPayloadStore.reencrypt (src/core/crypto/rotation/sealed-payload-store.ts)

SELECT
  t.id,
  t.payload AS payload
FROM
  events t
WHERE
  t.company_id = $1
  AND (
    $2::text IS NULL
    OR t.id > $2
  )
  AND EXISTS (
    SELECT
      1
    FROM
      unnest($3::text[], $4::text[]) AS f (resource, name),
      unnest(ARRAY['object', 'previousAttributes']) AS p (part)
    WHERE
      f.resource = split_part((t.payload)::jsonb ->> 'type', '.', 1)
      AND jsonb_typeof((t.payload)::jsonb -> 'data' -> p.part -> f.name) = 'string'
      AND (
        (t.payload)::jsonb -> 'data' -> p.part ->> f.name IS NOT NULL
        AND (t.payload)::jsonb -> 'data' -> p.part ->> f.name <> ''
        AND NOT (
          (t.payload)::jsonb -> 'data' -> p.part ->> f.name ~ $5
          AND starts_with(
            (t.payload)::jsonb -> 'data' -> p.part ->> f.name,
            $6
          )
        )
      )
  )
ORDER BY
  t.id
LIMIT
  $7;

SELECT
  t.id,
  t.payload AS payload
FROM
  webhook_deliveries t
WHERE
  t.company_id = $1
  AND (
    $2::text IS NULL
    OR t.id > $2
  )
  AND EXISTS (
    SELECT
      1
    FROM
      unnest($3::text[], $4::text[]) AS f (resource, name),
      unnest(ARRAY['object', 'previousAttributes']) AS p (part)
    WHERE
      f.resource = split_part((t.payload)::jsonb ->> 'type', '.', 1)
      AND jsonb_typeof((t.payload)::jsonb -> 'data' -> p.part -> f.name) = 'string'
      AND (
        (t.payload)::jsonb -> 'data' -> p.part ->> f.name IS NOT NULL
        AND (t.payload)::jsonb -> 'data' -> p.part ->> f.name <> ''
        AND NOT (
          (t.payload)::jsonb -> 'data' -> p.part ->> f.name ~ $5
          AND starts_with(
            (t.payload)::jsonb -> 'data' -> p.part ->> f.name,
            $6
          )
        )
      )
  )
ORDER BY
  t.id
LIMIT
  $7;

-- updateWhereUnchanged (src/core/crypto/rotation/update-where-unchanged.ts)

UPDATE bank_accounts t
SET
  account_number = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.account_number = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      bank_accounts l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE bank_accounts t
SET
  routing_number = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.routing_number = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      bank_accounts l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE bank_accounts t
SET
  sort_code = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.sort_code = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      bank_accounts l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE events t
SET
  payload = u.fresh
FROM
  unnest($1::text[], $2::jsonb[], $3::jsonb[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.payload = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      events l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE people t
SET
  calendar_feed_token = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.calendar_feed_token = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      people l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE people t
SET
  tax_code = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.tax_code = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      people l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE people t
SET
  tax_id = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.tax_id = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      people l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE webhook_attempts t
SET
  response_body = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.response_body = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      webhook_attempts l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE webhook_deliveries t
SET
  payload = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.payload = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      webhook_deliveries l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

UPDATE webhooks t
SET
  secret = u.fresh
FROM
  unnest($1::text[], $2::text[], $3::text[]) AS u (id, old, fresh)
WHERE
  t.company_id = $4
  AND t.id = u.id
  AND t.secret = u.old
  AND t.id IN (
    SELECT
      l.id
    FROM
      webhooks l
    WHERE
      l.company_id = $4
      AND l.id = ANY ($1::text[])
    FOR UPDATE
      SKIP LOCKED
  );

