-- Every SQL statement this part of src/ issued during the test suite (normalised; see README.md, Development),
-- under the code that issued it. Checked by the suite; `npm run sql:snapshots` writes it. Do not edit.

-- auditChainEnds (src/core/audit/audit-store.ts)

SELECT
  company_id AS "companyId",
  seq::text AS seq,
  hash,
  removed::text AS removed,
  purged_at AS "purgedAt",
  mac
FROM
  audit_chain_anchors a
WHERE
  company_id = $1
ORDER BY
  a.seq DESC;

SELECT
  seq::text AS seq,
  hash,
  mac
FROM
  audit_chain_heads
WHERE
  company_id = $1;

-- AuditChainer.appendChained (src/core/audit/audit-chainer.ts)

UPDATE audit_chain_heads
SET
  seq = $1,
  hash = $2,
  mac = $3
WHERE
  company_id = $4;

WITH
  head AS (
    UPDATE audit_chain_heads
    SET
      seq = $1,
      hash = $2,
      mac = $3
    WHERE
      company_id = $4
      AND seq = $5
      AND hash = $6
    RETURNING
      1
  ),
  written AS (
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
      jsonb_to_recordset($7::jsonb) AS r (
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
      )
    WHERE
      EXISTS (
        SELECT
          1
        FROM
          head
      )
    RETURNING
      1
  )
SELECT
  count(*)::int AS written
FROM
  written;

-- AuditChainer.chainBatch (src/core/audit/audit-chainer.ts)

WITH
  chained AS (
    UPDATE audit_events a
    SET
      seq = v.seq,
      prev_hash = v.prev_hash,
      hash = v.hash
    FROM
      unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS v (id, seq, prev_hash, hash)
    WHERE
      a.company_id = $5
      AND a.id = v.id
      AND a.seq IS NULL
    RETURNING
      1
  ),
  moved AS (
    UPDATE audit_chain_heads
    SET
      seq = $6,
      hash = $7,
      mac = $8
    WHERE
      company_id = $5
      AND (
        SELECT
          count(*)
        FROM
          chained
      ) = $9
  )
SELECT
  count(*)::int AS chained
FROM
  chained;

-- AuditChainer.chainDue (src/core/audit/audit-chainer.ts)

SELECT DISTINCT
  company_id
FROM
  audit_events
WHERE
  seq IS NULL;

-- auditChainHeads (src/core/audit/audit-store.ts)

SELECT
  company_id AS "companyId",
  seq::text AS seq,
  hash,
  mac
FROM
  audit_chain_heads
ORDER BY
  company_id;

SELECT
  company_id AS "companyId",
  seq::text AS seq,
  hash,
  mac
FROM
  audit_chain_heads
WHERE
  company_id = $1;

-- auditEntriesAfter (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND seq > $2
  AND occurred_at >= $3
ORDER BY
  audit.seq
LIMIT
  $4;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND seq > $2
ORDER BY
  audit.seq
LIMIT
  $3;

-- auditEntriesOfSubject (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND (
    (
      (
        audit.subject_person_ids @> ARRAY[$2]::text[]
        OR audit.target_id = ANY (
          ARRAY(
            SELECT
              l.target_id
            FROM
              audit_subject_lists l
            WHERE
              l.company_id = $1
              AND l.person_ids @> ARRAY[$2]::text[]
          )
        )
      )
      AND outcome <> 'denied'
    )
    OR (
      outcome = 'denied'
      AND actor_person_id = $2
    )
  )
  AND seq > $3
ORDER BY
  audit.seq
LIMIT
  $4;

-- auditEntryAtOrBelow (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND seq <= $2
ORDER BY
  audit.seq DESC
LIMIT
  1;

-- auditEntryById (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND id = $2;

-- auditPage (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (
    (
      audit.subject_person_ids @> ARRAY[$2]::text[]
      OR audit.target_id = ANY (
        ARRAY(
          SELECT
            l.target_id
          FROM
            audit_subject_lists l
          WHERE
            l.company_id = $1
            AND l.person_ids @> ARRAY[$2]::text[]
        )
      )
    )
  )
  AND (audit.action = $3)
ORDER BY
  audit.seq ASC
LIMIT
  $4
OFFSET
  $5;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (
    (
      audit.subject_person_ids @> ARRAY[$2]::text[]
      OR audit.target_id = ANY (
        ARRAY(
          SELECT
            l.target_id
          FROM
            audit_subject_lists l
          WHERE
            l.company_id = $1
            AND l.person_ids @> ARRAY[$2]::text[]
        )
      )
    )
  )
ORDER BY
  audit.seq ASC
LIMIT
  $3
OFFSET
  $4;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.action = $2)
  AND (audit.outcome = $3)
ORDER BY
  audit.seq ASC
LIMIT
  $4
OFFSET
  $5;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.action LIKE $2)
ORDER BY
  audit.seq ASC
LIMIT
  $3
OFFSET
  $4;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.actor_person_id = $2)
  AND (audit.action = $3)
ORDER BY
  audit.seq ASC
LIMIT
  $4
OFFSET
  $5;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.actor_person_id = $2)
  AND (audit.outcome = $3)
  AND (audit.action = $4)
ORDER BY
  audit.seq ASC
LIMIT
  $5
OFFSET
  $6;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.seq > $2)
ORDER BY
  audit.seq ASC
LIMIT
  $3
OFFSET
  $4;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
ORDER BY
  audit.seq ASC
LIMIT
  $2
OFFSET
  $3;

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (
    (
      audit.subject_person_ids @> ARRAY[$2]::text[]
      OR audit.target_id = ANY (
        ARRAY(
          SELECT
            l.target_id
          FROM
            audit_subject_lists l
          WHERE
            l.company_id = $1
            AND l.person_ids @> ARRAY[$2]::text[]
        )
      )
    )
  );

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (
    (
      audit.subject_person_ids @> ARRAY[$2]::text[]
      OR audit.target_id = ANY (
        ARRAY(
          SELECT
            l.target_id
          FROM
            audit_subject_lists l
          WHERE
            l.company_id = $1
            AND l.person_ids @> ARRAY[$2]::text[]
        )
      )
    )
  )
  AND (audit.action = $3);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.action = $2)
  AND (audit.outcome = $3);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.action LIKE $2);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.actor_person_id = $2)
  AND (audit.action = $3);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.actor_person_id = $2)
  AND (audit.outcome = $3)
  AND (audit.action = $4);

SELECT
  count(*)::int AS total
FROM
  audit_events audit
WHERE
  (audit.company_id = $1)
  AND (audit.seq IS NOT NULL)
  AND (audit.seq > $2);

-- AuditPurgeJob.purge (src/core/audit/audit-purge.job.ts)

DELETE FROM audit_events
WHERE
  company_id = $1
  AND seq <= $2;

DELETE FROM audit_subject_lists l
WHERE
  l.company_id = $1
  AND l.created_at < $2
  AND NOT EXISTS (
    SELECT
      1
    FROM
      audit_events e
    WHERE
      e.company_id = l.company_id
      AND e.target_id = l.target_id
  );

INSERT INTO
  audit_chain_anchors (company_id, seq, hash, removed, purged_at, mac)
VALUES
  ($1, …);

SELECT
  1
FROM
  audit_chain_heads
WHERE
  company_id = $1
FOR UPDATE;

SELECT
  count(*)::text AS removed
FROM
  audit_events
WHERE
  company_id = $1
  AND seq <= $2;

SELECT DISTINCT
  company_id
FROM
  audit_events
WHERE
  occurred_at < $1;

SELECT
  e.seq::text AS seq,
  e.hash
FROM
  audit_events e
WHERE
  e.company_id = $1
  AND e.occurred_at < $2
  AND e.seq IS NOT NULL
ORDER BY
  e.seq DESC
LIMIT
  1;

-- auditSubjectCount (src/core/audit/audit-store.ts)

SELECT
  count(*)::int AS n
FROM
  audit_events audit
WHERE
  company_id = $1
  AND (
    (
      (
        audit.subject_person_ids @> ARRAY[$2]::text[]
        OR audit.target_id = ANY (
          ARRAY(
            SELECT
              l.target_id
            FROM
              audit_subject_lists l
            WHERE
              l.company_id = $1
              AND l.person_ids @> ARRAY[$2]::text[]
          )
        )
      )
      AND outcome <> 'denied'
    )
    OR (
      outcome = 'denied'
      AND actor_person_id = $2
    )
  );

-- countInOpenWindow (src/core/audit/audit-denial-windows.ts)

WITH
  counted AS (
    UPDATE audit_denial_windows
    SET
      repeats = repeats + 1,
      last_at = $1,
      last_entry = $2
    WHERE
      company_id = $3
      AND key = $4
      AND closes_at > $5
    RETURNING
      1
  )
SELECT
  count(*)::int AS n
FROM
  counted;

-- hasUnchained (src/core/audit/audit-store.ts)

SELECT
  1
FROM
  audit_events
WHERE
  company_id = $1
  AND seq IS NULL
LIMIT
  1;

-- insertEntries (src/core/audit/audit-entry-rows.ts)

-- also issued by writeTail (src/core/outbox/write-tail.ts)
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
  jsonb_to_recordset($1::jsonb) AS r (
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

-- lockedHeadWithUnchained (src/core/audit/audit-store.ts)

WITH
  head AS (
    SELECT
      seq::text AS seq,
      hash,
      mac
    FROM
      audit_chain_heads
    WHERE
      company_id = $1
    FOR UPDATE
  )
SELECT
  h.seq AS head_seq,
  h.hash AS head_hash,
  h.mac AS head_mac,
  e.*
FROM
  head h
  LEFT JOIN LATERAL (
    SELECT
      company_id,
      seq::text AS seq,
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
      prev_hash,
      hash
    FROM
      audit_events audit
    WHERE
      audit.company_id = $1
      AND audit.seq IS NULL
      AND (audit.occurred_at, audit.id) > ($2, …)
    ORDER BY
      audit.occurred_at,
      audit.id
    LIMIT
      $3
  ) e ON true;

WITH
  head AS (
    SELECT
      seq::text AS seq,
      hash,
      mac
    FROM
      audit_chain_heads
    WHERE
      company_id = $1
    FOR UPDATE
  )
SELECT
  h.seq AS head_seq,
  h.hash AS head_hash,
  h.mac AS head_mac,
  e.*
FROM
  head h
  LEFT JOIN LATERAL (
    SELECT
      company_id,
      seq::text AS seq,
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
      prev_hash,
      hash
    FROM
      audit_events audit
    WHERE
      audit.company_id = $1
      AND audit.seq IS NULL
    ORDER BY
      audit.occurred_at,
      audit.id
    LIMIT
      $2
  ) e ON true;

WITH
  head AS (
    SELECT
      seq::text AS seq,
      hash,
      mac
    FROM
      audit_chain_heads
    WHERE
      company_id = $1
    FOR UPDATE
      SKIP LOCKED
  )
SELECT
  h.seq AS head_seq,
  h.hash AS head_hash,
  h.mac AS head_mac,
  e.*
FROM
  head h
  LEFT JOIN LATERAL (
    SELECT
      company_id,
      seq::text AS seq,
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
      prev_hash,
      hash
    FROM
      audit_events audit
    WHERE
      audit.company_id = $1
      AND audit.seq IS NULL
      AND (audit.occurred_at, audit.id) > ($2, …)
    ORDER BY
      audit.occurred_at,
      audit.id
    LIMIT
      $3
  ) e ON true;

WITH
  head AS (
    SELECT
      seq::text AS seq,
      hash,
      mac
    FROM
      audit_chain_heads
    WHERE
      company_id = $1
    FOR UPDATE
      SKIP LOCKED
  )
SELECT
  h.seq AS head_seq,
  h.hash AS head_hash,
  h.mac AS head_mac,
  e.*
FROM
  head h
  LEFT JOIN LATERAL (
    SELECT
      company_id,
      seq::text AS seq,
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
      prev_hash,
      hash
    FROM
      audit_events audit
    WHERE
      audit.company_id = $1
      AND audit.seq IS NULL
    ORDER BY
      audit.occurred_at,
      audit.id
    LIMIT
      $2
  ) e ON true;

-- lockHead (src/core/audit/audit-chainer.ts)

INSERT INTO
  audit_chain_heads (company_id, seq, hash, mac)
VALUES
  ($1, 0, $2, …)
ON CONFLICT (company_id) DO NOTHING;

SELECT
  seq::text AS seq,
  hash,
  mac
FROM
  audit_chain_heads
WHERE
  company_id = $1
FOR UPDATE;

SELECT
  seq::text AS seq,
  hash,
  mac
FROM
  audit_chain_heads
WHERE
  company_id = $1
FOR UPDATE
  SKIP LOCKED;

-- openWindow (src/core/audit/audit-denial-windows.ts)

INSERT INTO
  audit_denial_windows (company_id, key, opened_at, closes_at)
VALUES
  ($1, …)
ON CONFLICT (company_id, key) DO UPDATE
SET
  repeats = audit_denial_windows.repeats + 1,
  last_at = $2,
  last_entry = $3
RETURNING
  repeats;

-- signChainEndsFromBeforeMacs (src/core/audit/chain-ends-signing.ts)

SELECT
  company_id AS "companyId",
  seq::text AS seq,
  hash
FROM
  audit_chain_heads
WHERE
  mac IS NULL;

SELECT
  company_id AS "companyId",
  seq::text AS seq,
  hash,
  removed::text AS removed,
  purged_at AS "purgedAt",
  mac
FROM
  audit_chain_anchors
WHERE
  mac IS NULL;

SELECT
  EXISTS (
    SELECT
      1
    FROM
      audit_chain_heads
    WHERE
      mac IS NOT NULL
  )
  OR EXISTS (
    SELECT
      1
    FROM
      audit_chain_anchors
    WHERE
      mac IS NOT NULL
  ) AS signed;

UPDATE audit_chain_anchors a
SET
  mac = v.mac
FROM
  unnest($1::text[], $2::bigint[], $3::text[]) AS v (company_id, seq, mac)
WHERE
  a.company_id = v.company_id
  AND a.seq = v.seq
  AND a.mac IS NULL;

UPDATE audit_chain_heads h
SET
  mac = v.mac
FROM
  unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) AS v (company_id, seq, hash, mac)
WHERE
  h.company_id = v.company_id
  AND h.seq = v.seq
  AND h.hash = v.hash
  AND h.mac IS NULL;

-- storeSubjectList (src/core/audit/audit-subject-lists.ts)

INSERT INTO
  audit_subject_lists (
    company_id,
    target_type,
    target_id,
    person_ids,
    created_at
  )
VALUES
  ($1, …)
ON CONFLICT (company_id, target_type, target_id) DO NOTHING;

-- subjectListOf (src/core/audit/audit-subject-lists.ts)

SELECT
  person_ids
FROM
  audit_subject_lists
WHERE
  company_id = $1
  AND target_type = $2
  AND target_id = $3;

-- takeClosedWindow (src/core/audit/audit-denial-windows.ts)

WITH
  closed AS (
    DELETE FROM audit_denial_windows
    WHERE
      company_id = $1
      AND key = $2
      AND closes_at <= $3
    RETURNING
      company_id,
      repeats,
      last_at,
      last_entry
  )
SELECT
  *
FROM
  closed;

-- takeClosedWindows (src/core/audit/audit-denial-windows.ts)

WITH
  due AS (
    SELECT
      company_id,
      key
    FROM
      audit_denial_windows
    WHERE
      closes_at <= $1
    ORDER BY
      closes_at
    LIMIT
      $2
    FOR UPDATE
      SKIP LOCKED
  ),
  closed AS (
    DELETE FROM audit_denial_windows w USING due
    WHERE
      w.company_id = due.company_id
      AND w.key = due.key
    RETURNING
      w.company_id,
      w.repeats,
      w.last_at,
      w.last_entry
  )
SELECT
  *
FROM
  closed;

-- unchainedEntries (src/core/audit/audit-store.ts)

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND seq IS NULL
  AND (occurred_at, id) > ($2, …)
ORDER BY
  occurred_at,
  id
LIMIT
  $3;

SELECT
  company_id,
  seq::text AS seq,
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
  prev_hash,
  hash
FROM
  audit_events audit
WHERE
  company_id = $1
  AND seq IS NULL
ORDER BY
  occurred_at,
  id
LIMIT
  $2;

