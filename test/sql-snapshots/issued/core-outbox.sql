-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- companiesWithEvents (src/core/outbox/event-feed.ts)

WITH RECURSIVE
  c AS (
    SELECT
      min(company_id) AS id
    FROM
      events
    UNION ALL
    SELECT
      (
        SELECT
          min(company_id)
        FROM
          events
        WHERE
          company_id > c.id
      )
    FROM
      c
    WHERE
      c.id IS NOT NULL
  )
SELECT
  id
FROM
  c
WHERE
  id IS NOT NULL;

-- deleteEventsRelayedBefore (src/core/outbox/event-store.ts)

DELETE FROM events
WHERE
  dispatched_at < $1;

-- deleteFeedPrefix (src/core/outbox/event-feed.ts)

DELETE FROM events
WHERE
  company_id = $1
  AND id IN (
    SELECT
      id
    FROM
      events
    WHERE
      company_id = $1
      AND dispatched_at IS NOT NULL
      AND (txid, seq) < ($2::bigint, $3::bigint)
    ORDER BY
      txid,
      seq
    LIMIT
      $4
  );

DELETE FROM events
WHERE
  company_id = $1
  AND id IN (
    SELECT
      id
    FROM
      events
    WHERE
      company_id = $1
      AND dispatched_at IS NOT NULL
      AND created_at < $2
    ORDER BY
      txid,
      seq
    LIMIT
      $3
  );

SELECT
  txid::text AS txid,
  seq::text AS seq
FROM
  events
WHERE
  company_id = $1
  AND created_at >= $2
ORDER BY
  txid,
  seq
LIMIT
  1;

-- feedPositionOf (src/core/outbox/event-feed.ts)

SELECT
  txid::text AS txid,
  seq::text AS seq
FROM
  events
WHERE
  company_id = $1
  AND id = $2;

-- outboxEndSeq (src/core/outbox/event-store.ts)

SELECT
  COALESCE(max(seq), 0)::text AS seq
FROM
  events;

-- OutboxService.record (src/core/outbox/outbox.service.ts)

INSERT INTO
  events (
    id,
    seq,
    company_id,
    type,
    resource_type,
    record_id,
    created_at,
    payload
  )
VALUES
  (
    $1,
    COALESCE(
      $2::bigint,
      nextval(pg_get_serial_sequence('events', 'seq'))
    ),
    $3,
    …
  );

-- redactEventsAbout (src/core/outbox/event-store.ts)

UPDATE events e
SET
  payload = jsonb_set(
    e.payload,
    '{data}',
    jsonb_build_object('object', $1::jsonb)
  )
WHERE
  e.company_id = $2
  AND e.id IN (
    SELECT
      id
    FROM
      events
    WHERE
      company_id = $2
      AND type <> 'person.erased'
      AND payload #> '{data,object,erased}' IS NULL
      AND (
        (
          resource_type = 'person'
          AND record_id = $3
        )
        OR payload #>> '{data,object,personId}' = $3
      )
    LIMIT
      $4
    FOR UPDATE
  );

-- writeTail (src/core/outbox/write-tail.ts)

WITH
  written_events AS (
    INSERT INTO
      events (
        id,
        seq,
        company_id,
        type,
        resource_type,
        record_id,
        created_at,
        payload
      )
    SELECT
      id,
      nextval(pg_get_serial_sequence('events', 'seq')),
      company_id,
      type,
      resource_type,
      record_id,
      created_at,
      payload::jsonb
    FROM
      jsonb_to_recordset($1::jsonb) AS e (
        id text,
        company_id text,
        type text,
        resource_type text,
        record_id text,
        created_at timestamptz,
        payload text
      )
  )
INSERT INTO
  audit_events (
    company_id,
    id,
    occurred_at,
    action,
    outcome,
    actor_type,
    actor_person_id,
    actor_token_id,
    actor_role,
    subject_person_ids,
    target_type,
    target_id,
    fields,
    changes,
    row_count,
    request,
    mac,
    seq,
    prev_hash,
    hash
  )
SELECT
  company_id,
  id,
  occurred_at,
  action,
  outcome,
  actor_type,
  actor_person_id,
  actor_token_id,
  actor_role,
  subject_person_ids,
  target_type,
  target_id,
  fields,
  changes,
  row_count,
  request,
  mac,
  seq,
  prev_hash,
  hash
FROM
  jsonb_to_recordset($2::jsonb) AS r (
    company_id text,
    id text,
    occurred_at timestamptz,
    action text,
    outcome text,
    actor_type text,
    actor_person_id text,
    actor_token_id text,
    actor_role text,
    subject_person_ids text[],
    target_type text,
    target_id text,
    fields text[],
    changes jsonb,
    row_count integer,
    request jsonb,
    mac text,
    seq bigint,
    prev_hash text,
    hash text
  );

