-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- <anonymous> (src/modules/webhooks/delivery/delivery-attempt.service.ts)

-- also issued by WebhookDisablingSweep.sweep (src/modules/webhooks/delivery/webhook-disabling-sweep.ts)
SELECT
  company_id,
  active_since,
  test_url IS NULL AS tests_share_url
FROM
  webhooks
WHERE
  id = $1
  AND status = 'published'
FOR UPDATE;

-- also issued by WebhookDisablingSweep.sweep (src/modules/webhooks/delivery/webhook-disabling-sweep.ts)
UPDATE webhooks
SET
  status = 'disabled',
  disabled_at = $1,
  disabled_reason = $2,
  updated_at = $1
WHERE
  company_id = $3
  AND id = $4;

-- also issued by WebhookDisablingSweep.sweep (src/modules/webhooks/delivery/webhook-disabling-sweep.ts)
WITH
  bounds AS (
    SELECT
      COALESCE($1::timestamptz, '-infinity') AS active_since,
      COALESCE(
        (
          SELECT
            s.attempted_at
          FROM
            webhook_attempts s
            JOIN webhook_deliveries sd ON sd.company_id = s.company_id
            AND sd.id = s.delivery_id
            AND (
              sd.target = 'url'
              OR $2::boolean
            )
          WHERE
            s.webhook_id = $3
            AND s.succeeded
          ORDER BY
            s.attempted_at DESC
          LIMIT
            1
        ),
        '-infinity'
      ) AS last_success
  )
SELECT
  a.attempted_at AS opened
FROM
  webhook_attempts a,
  bounds
WHERE
  a.webhook_id = $3
  AND NOT a.succeeded
  AND a.attempted_at >= bounds.active_since
  AND a.attempted_at > bounds.last_success
  AND EXISTS (
    SELECT
      1
    FROM
      webhook_deliveries ad
    WHERE
      ad.company_id = a.company_id
      AND ad.id = a.delivery_id
      AND (
        ad.target = 'url'
        OR $2::boolean
      )
  )
  AND EXISTS (
    SELECT
      1
    FROM
      webhook_attempts e
    WHERE
      e.webhook_id = $3
      AND NOT e.succeeded
      AND e.attempted_at >= bounds.active_since
      AND e.attempted_at > bounds.last_success
      AND EXISTS (
        SELECT
          1
        FROM
          webhook_deliveries ed
        WHERE
          ed.company_id = e.company_id
          AND ed.id = e.delivery_id
          AND (
            ed.target = 'url'
            OR $2::boolean
          )
      )
      AND e.attempted_at BETWEEN a.attempted_at - interval '24 hours' AND a.attempted_at - interval '12 hours'
  )
ORDER BY
  a.attempted_at
LIMIT
  1;

-- also issued by WebhookDisablingSweep.sweep (src/modules/webhooks/delivery/webhook-disabling-sweep.ts)
WITH
  bounds AS (
    SELECT
      COALESCE($1::timestamptz, '-infinity') AS active_since,
      COALESCE(
        (
          SELECT
            s.attempted_at
          FROM
            webhook_attempts s
            JOIN webhook_deliveries sd ON sd.company_id = s.company_id
            AND sd.id = s.delivery_id
            AND (
              sd.target = 'url'
              OR $2::boolean
            )
          WHERE
            s.webhook_id = $3
            AND s.succeeded
          ORDER BY
            s.attempted_at DESC
          LIMIT
            1
        ),
        '-infinity'
      ) AS last_success
  )
SELECT
  count(*)::int AS failures
FROM
  webhook_attempts a,
  bounds
WHERE
  a.webhook_id = $3
  AND NOT a.succeeded
  AND a.attempted_at >= bounds.active_since
  AND a.attempted_at > bounds.last_success
  AND EXISTS (
    SELECT
      1
    FROM
      webhook_deliveries ad
    WHERE
      ad.company_id = a.company_id
      AND ad.id = a.delivery_id
      AND (
        ad.target = 'url'
        OR $2::boolean
      )
  );

-- <anonymous> (src/modules/webhooks/delivery/delivery-feeder.ts)

-- also issued by DeliveryFeeder.feed (src/modules/webhooks/delivery/delivery-feeder.ts)
WITH
  due AS (
    SELECT
      d.company_id,
      d.id,
      d.rank
    FROM
      (
        SELECT
          company_id,
          id
        FROM
          webhooks
        ORDER BY
          random()
      ) w
      CROSS JOIN LATERAL (
        SELECT
          company_id,
          id,
          row_number() OVER () AS rank
        FROM
          (
            SELECT
              company_id,
              id
            FROM
              webhook_deliveries
            WHERE
              company_id = w.company_id
              AND webhook_id = w.id
              AND status = 'pending'
              AND next_attempt_at <= now()
            ORDER BY
              next_attempt_at
            LIMIT
              $1
            FOR UPDATE
              SKIP LOCKED
          ) locked
      ) d
    LIMIT
      $2
  )
UPDATE webhook_deliveries d
SET
  next_attempt_at = now() + make_interval(secs => $3),
  enqueued_at = now()
FROM
  due
WHERE
  d.company_id = due.company_id
  AND d.id = due.id
RETURNING
  d.id,
  d.attempt_count,
  due.rank::int AS rank;

-- <anonymous> (src/modules/webhooks/recovery/webhook-recovery.service.ts)

UPDATE webhook_deliveries
SET
  next_attempt_at = now()
WHERE
  company_id = $1
  AND webhook_id = $2
  AND created_at >= $3
  AND created_at < $4
  AND target = 'url'
  AND status = 'pending'
  AND attempt_count > 0
  AND next_attempt_at > now()
  AND (
    $5::text[] IS NULL
    OR event_type = ANY ($5)
  );

WITH
  failed AS (
    SELECT DISTINCT
      ON (event_id) event_id,
      event_type,
      payload
    FROM
      webhook_deliveries
    WHERE
      company_id = $1
      AND webhook_id = $2
      AND created_at >= $3
      AND created_at < $4
      AND target = 'url'
      AND status = 'failed'
      AND (
        $5::text[] IS NULL
        OR event_type = ANY ($5)
      )
    ORDER BY
      event_id,
      created_at DESC
  ),
  settled AS (
    SELECT DISTINCT
      event_id
    FROM
      webhook_deliveries
    WHERE
      company_id = $1
      AND webhook_id = $2
      AND created_at >= $3
      AND target = 'url'
      AND status <> 'failed'
      AND event_id IN (
        SELECT
          event_id
        FROM
          failed
      )
  )
INSERT INTO
  webhook_deliveries (
    id,
    company_id,
    webhook_id,
    event_id,
    event_type,
    payload,
    target,
    status,
    attempt_count,
    next_attempt_at,
    created_at,
    updated_at
  )
SELECT
  'whd_' || translate(
    encode(
      substr(
        uuid_send (gen_random_uuid()) || uuid_send (gen_random_uuid()),
        1,
        18
      ),
      'base64'
    ),
    '+/',
    '-_'
  ),
  $1,
  …,
  f.event_id,
  f.event_type,
  f.payload,
  'url',
  'pending',
  0,
  now(),
  $6,
  $6
FROM
  failed f
WHERE
  f.event_id NOT IN (
    SELECT
      event_id
    FROM
      settled
  )
RETURNING
  1;

-- <anonymous> (src/modules/webhooks/webhook-actions.service.ts)

UPDATE "webhooks"
SET
  "…" = $1,
  …
WHERE
  (
    "company_id" = $2
    AND "id" = $3
  );

-- count (src/modules/webhooks/delivery/webhook-retention.service.ts)

DELETE FROM webhook_attempts
WHERE
  attempted_at < $1;

DELETE FROM webhook_deliveries
WHERE
  status <> 'pending'
  AND updated_at < $1;

-- DeliveryAttemptService.applyDisablingRule (src/modules/webhooks/delivery/delivery-attempt.service.ts)

SELECT
  active_since,
  test_url IS NULL AS tests_share_url
FROM
  webhooks
WHERE
  id = $1
  AND status = 'published';

WITH
  bounds AS (
    SELECT
      COALESCE($1::timestamptz, '-infinity') AS active_since,
      COALESCE(
        (
          SELECT
            s.attempted_at
          FROM
            webhook_attempts s
            JOIN webhook_deliveries sd ON sd.company_id = s.company_id
            AND sd.id = s.delivery_id
            AND (
              sd.target = 'url'
              OR $2::boolean
            )
          WHERE
            s.webhook_id = $3
            AND s.succeeded
          ORDER BY
            s.attempted_at DESC
          LIMIT
            1
        ),
        '-infinity'
      ) AS last_success
  )
SELECT
  a.attempted_at AS first
FROM
  webhook_attempts a,
  bounds
WHERE
  a.webhook_id = $3
  AND NOT a.succeeded
  AND a.attempted_at >= bounds.active_since
  AND a.attempted_at > bounds.last_success
  AND EXISTS (
    SELECT
      1
    FROM
      webhook_deliveries ad
    WHERE
      ad.company_id = a.company_id
      AND ad.id = a.delivery_id
      AND (
        ad.target = 'url'
        OR $2::boolean
      )
  )
ORDER BY
  a.webhook_id,
  a.attempted_at
LIMIT
  1 -- the order of (webhook_id, attempted_at): not walked through every webhook's attempts by age;

-- DeliveryAttemptService.attemptCounted (src/modules/webhooks/delivery/delivery-attempt.service.ts)

UPDATE webhook_deliveries
SET
  status = 'failed',
  next_attempt_at = NULL,
  updated_at = $1
WHERE
  company_id = $2
  AND id = $3;

-- DeliveryAttemptService.recorder (src/modules/webhooks/delivery/delivery-attempt.service.ts)

WITH r AS ( SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[]) AS r(id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, status, retry_ms, retry_after_ms) ), attempts AS ( INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, retry_after_ms) SELECT r.id, r.company_id, r.webhook_id, r.delivery_id, r.attempted_at, r.succeeded, r.status_code, r.duration_ms, r.response_body, r.error_kind, r.retry_after_ms FROM r JOIN webhook_deliveries d ON d.company_id = r.company_id AND d.id = r.delivery_id -- a delivery deleted meanwhile (its webhook was) is skipped ) UPDATE webhook_deliveries d SET status = r.status, attempt_count = d.attempt_count + 1, updated_at = r.attempted_at, next_attempt_at = CASE WHEN r.status = 'pending' THEN now() + r.retry_ms * interval '1 millisecond' END FROM r WHERE d.company_id = r.company_id AND d.id = r.delivery_id;

WITH r AS ( SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::int[]) AS r(id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, status, retry_ms) ), attempts AS ( INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind) SELECT r.id, r.company_id, r.webhook_id, r.delivery_id, r.attempted_at, r.succeeded, r.status_code, r.duration_ms, r.response_body, r.error_kind FROM r JOIN webhook_deliveries d ON d.company_id = r.company_id AND d.id = r.delivery_id -- a delivery deleted meanwhile (its webhook was) is skipped ) UPDATE webhook_deliveries d SET status = r.status, attempt_count = d.attempt_count + 1, updated_at = r.attempted_at, next_attempt_at = CASE WHEN r.status = 'pending' THEN now() + r.retry_ms * interval '1 millisecond' END FROM r WHERE d.company_id = r.company_id AND d.id = r.delivery_id;

-- DeliveryAttemptService.targets (src/modules/webhooks/delivery/delivery-attempt.service.ts)

SELECT
  d.id,
  d.company_id,
  d.webhook_id,
  d.event_id,
  d.payload,
  d.target,
  d.status,
  d.attempt_count,
  w.status AS webhook_status,
  w.url,
  w.test_url,
  w.secret,
  w.previous_secret,
  w.previous_secret_expires_at
FROM
  webhook_deliveries d
  LEFT JOIN webhooks w ON w.company_id = d.company_id
  AND w.id = d.webhook_id
WHERE
  d.id = ANY ($1);

-- DeliveryFeeder.feed (src/modules/webhooks/delivery/delivery-feeder.ts)

SELECT
  (
    extract(
      epoch
      FROM
        min(next.at) - now()
    ) * 1000
  )::float8 AS ms
FROM
  webhooks w
  CROSS JOIN LATERAL (
    SELECT
      next_attempt_at AS at
    FROM
      webhook_deliveries
    WHERE
      company_id = w.company_id
      AND webhook_id = w.id
      AND status = 'pending'
    ORDER BY
      next_attempt_at
    LIMIT
      1
  ) next;

-- enqueueDeliveries (src/modules/webhooks/delivery/delivery-queue.ts)

UPDATE webhook_deliveries d
SET
  enqueued_at = now()
FROM
  unnest($1::text[], $2::text[]) AS h (company_id, id)
WHERE
  d.company_id = h.company_id
  AND d.id = h.id;

-- EventRelay.listen (src/modules/webhooks/delivery/event-relay.service.ts)

LISTEN personnel_events;

-- EventRelay.relayBatch (src/modules/webhooks/delivery/event-relay.service.ts)

WITH batch AS ( SELECT id, seq, company_id, type, payload FROM events WHERE dispatched_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED ), marked AS ( UPDATE events e SET dispatched_at = now() FROM batch WHERE e.id = batch.id RETURNING e.id ), made AS ( -- Ids as newId makes them (D7): 18 random bytes as 24 base64url characters. INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at) SELECT 'whd_' || translate(encode(substr(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 1, 18), 'base64'), '+/', '-_'), b.company_id, w.id, b.id, b.type, b.payload::text, 'url', 'pending', 0, now(), now(), now() FROM batch b JOIN webhooks w ON w.company_id = b.company_id AND w.status = 'published' AND b.seq > w.published_after_seq AND (w.event_types IS NULL OR b.type = ANY (w.event_types)) ORDER BY b.seq RETURNING 1 ) SELECT (SELECT count(*)::int FROM marked) AS relayed, (SELECT count(*)::int FROM made) AS made;

-- redactDeliveriesAbout (src/modules/webhooks/delivery-redaction.ts)

UPDATE webhook_attempts
SET
  response_body = NULL
WHERE
  company_id = $1
  AND delivery_id = ANY ($2::text[])
  AND response_body IS NOT NULL;

UPDATE webhook_deliveries d
SET
  payload = jsonb_set(
    d.payload::jsonb,
    '{data}',
    jsonb_build_object('object', $1::jsonb)
  )::text,
  updated_at = now()
WHERE
  d.company_id = $2
  AND d.id IN (
    SELECT
      id
    FROM
      webhook_deliveries
    WHERE
      company_id = $2
      AND event_type <> 'person.erased'
      AND payload::jsonb #> '{data,object,erased}' IS NULL
      AND (
        (
          event_type LIKE 'person.%'
          AND payload::jsonb #>> '{data,object,id}' = $3
        )
        OR payload::jsonb #>> '{data,object,personId}' = $3
      )
    LIMIT
      $4
    FOR UPDATE
  )
RETURNING
  d.id;

-- WebhookActionsService.deliveries (src/modules/webhooks/webhook-actions.service.ts)

SELECT
  "a"."id" AS "a_id",
  "a"."company_id" AS "a_company_id",
  "a"."webhook_id" AS "a_webhook_id",
  "a"."delivery_id" AS "a_delivery_id",
  "a"."attempted_at" AS "a_attempted_at",
  "a"."succeeded" AS "a_succeeded",
  "a"."status_code" AS "a_status_code",
  "a"."duration_ms" AS "a_duration_ms",
  "a"."response_body" AS "a_response_body",
  "a"."error_kind" AS "a_error_kind"
FROM
  "webhook_attempts" "a"
WHERE
  "a"."company_id" = $1
  AND "a"."delivery_id" IN ($2, …)
ORDER BY
  "a"."attempted_at" ASC;

SELECT
  "a"."id" AS "a_id",
  "a"."company_id" AS "a_company_id",
  "a"."webhook_id" AS "a_webhook_id",
  "a"."delivery_id" AS "a_delivery_id",
  "a"."attempted_at" AS "a_attempted_at",
  "a"."succeeded" AS "a_succeeded",
  "a"."status_code" AS "a_status_code",
  "a"."duration_ms" AS "a_duration_ms",
  "a"."response_body" AS "a_response_body",
  "a"."error_kind" AS "a_error_kind",
  "a"."retry_after_ms" AS "a_retry_after_ms"
FROM
  "webhook_attempts" "a"
WHERE
  "a"."company_id" = $1
  AND "a"."delivery_id" IN ($2, …)
ORDER BY
  "a"."attempted_at" ASC;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."event_type" = $3
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  100
OFFSET
  0;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."status" = $3
  AND "d"."event_type" = $4
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  5
OFFSET
  0;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."status" = $3
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  100
OFFSET
  0;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  100
OFFSET
  0;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  2
OFFSET
  1;

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
ORDER BY
  "d"."created_at" DESC,
  "d"."id" DESC
LIMIT
  2
OFFSET
  3;

SELECT
  COUNT(1) AS "cnt"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2;

SELECT
  COUNT(1) AS "cnt"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."event_type" = $3;

SELECT
  COUNT(1) AS "cnt"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."status" = $3;

SELECT
  COUNT(1) AS "cnt"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."status" = $3
  AND "d"."event_type" = $4;

-- WebhookActionsService.insertDelivery (src/modules/webhooks/webhook-actions.service.ts)

INSERT INTO
  "webhook_deliveries" (
    "id",
    "company_id",
    "webhook_id",
    "event_id",
    "event_type",
    "payload",
    "target",
    "status",
    "attempt_count",
    "enqueued_at",
    "next_attempt_at",
    "created_at",
    "updated_at"
  )
VALUES
  ($1, …)
RETURNING
  "target",
  "status",
  "attempt_count",
  "next_attempt_at";

-- WebhookActionsService.retry (src/modules/webhooks/webhook-actions.service.ts)

SELECT
  "d"."id" AS "d_id",
  "d"."company_id" AS "d_company_id",
  "d"."webhook_id" AS "d_webhook_id",
  "d"."event_id" AS "d_event_id",
  "d"."event_type" AS "d_event_type",
  "d"."payload" AS "d_payload",
  "d"."target" AS "d_target",
  "d"."status" AS "d_status",
  "d"."attempt_count" AS "d_attempt_count",
  "d"."enqueued_at" AS "d_enqueued_at",
  "d"."next_attempt_at" AS "d_next_attempt_at",
  "d"."created_at" AS "d_created_at",
  "d"."updated_at" AS "d_updated_at"
FROM
  "webhook_deliveries" "d"
WHERE
  "d"."company_id" = $1
  AND "d"."webhook_id" = $2
  AND "d"."id" = $3;

-- WebhookDisablingSweep.sweep (src/modules/webhooks/delivery/webhook-disabling-sweep.ts)

SELECT
  w.id
FROM
  webhooks w
WHERE
  w.status = 'published'
  AND NOT (
    SELECT
      a.succeeded
    FROM
      webhook_attempts a
      JOIN webhook_deliveries d ON d.company_id = a.company_id
      AND d.id = a.delivery_id
      AND (
        d.target = 'url'
        OR w.test_url IS NULL
      )
    WHERE
      a.webhook_id = w.id
    ORDER BY
      a.attempted_at DESC
    LIMIT
      1
  );

