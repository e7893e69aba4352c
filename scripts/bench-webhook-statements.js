#!/usr/bin/env node
/**
 * PostgreSQL's CPU per delivery for each statement a webhook delivery goes through, on a fresh database: the relay's
 * insert (batches of 500), the feeder's hand-over (rounds of 250), the worker's read and its attempt record (batches of
 * `--batch`, as the worker's batchers send them). CPU is the backend's own (/proc/<pid>/stat), which a busy machine
 * inflates far less than wall time. Nothing is sent: the statements run as the worker runs them, back to back.
 *
 *   node scripts/bench-webhook-statements.js                          10,000 deliveries, batches of 20
 *   node scripts/bench-webhook-statements.js --batch 60
 *   node scripts/bench-webhook-statements.js --variant hot --fillfactor 45   the lease in a column of no index
 *   node scripts/bench-webhook-statements.js --variant no-fk          the attempts' foreign key dropped (sizing only)
 */
require('./ensure-build')('src/main.js'); // the statements' pieces come from dist/
const { Client } = require('pg');
const s = require('./webhook-bench-support');
const { NEW_DELIVERY_ID_SQL } = require('../dist/src/modules/webhooks/delivery/delivery-ids');
const { claimEventBatchCtes } = require('../dist/src/core/outbox/event-store');

const args = process.argv.slice(2);
const get = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const N = Number(get('deliveries', '10000'));
const BATCH = Number(get('batch', '20'));
const variant = get('variant', 'main');
const fillfactor = get('fillfactor', undefined);

const RELAY_SQL = `WITH ${claimEventBatchCtes('500')}, made AS (
    INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
    SELECT ${NEW_DELIVERY_ID_SQL}, b.company_id, w.id, b.id, b.type, b.payload::text, 'url', 'pending', 0, now(), now(), now()
      FROM batch b JOIN webhooks w ON w.company_id = b.company_id AND w.status = 'published' AND b.seq > w.published_after_seq
     ORDER BY b.seq RETURNING 1)
  SELECT (SELECT count(*)::int FROM marked) AS relayed, (SELECT count(*)::int FROM made) AS made`;

// The feeder's statement (delivery-feeder.ts); `hot` leases in a column of no index instead of next_attempt_at.
const hot = variant === 'hot';
const TAKE_DUE_SQL = `
  WITH due AS (
    SELECT d.company_id, d.id, d.rank
      FROM (SELECT company_id, id FROM webhooks ORDER BY random()) w
      CROSS JOIN LATERAL (
        SELECT company_id, id, row_number() OVER () AS rank FROM (
          SELECT company_id, id FROM webhook_deliveries
           WHERE company_id = w.company_id AND webhook_id = w.id AND status = 'pending' AND next_attempt_at <= now()
           ${hot ? 'AND (leased_until IS NULL OR leased_until <= now())' : ''}
           ORDER BY next_attempt_at LIMIT $2
             FOR UPDATE SKIP LOCKED) locked) d
     LIMIT $1
  )
  UPDATE webhook_deliveries d SET ${hot ? 'leased_until' : 'next_attempt_at'} = now() + make_interval(secs => $3), enqueued_at = now()
    FROM due WHERE d.company_id = due.company_id AND d.id = due.id
  RETURNING d.id, d.attempt_count, due.rank::int AS rank`;

// The worker's read and record (delivery-attempt.service.ts).
const READ_SQL = `
  SELECT d.id, d.company_id, d.webhook_id, d.event_id, d.payload, d.target, d.status, d.attempt_count,
         w.status AS webhook_status, w.url, w.test_url, w.secret, w.previous_secret, w.previous_secret_expires_at
    FROM webhook_deliveries d
    LEFT JOIN webhooks w ON w.company_id = d.company_id AND w.id = d.webhook_id
   WHERE d.id = ANY ($1)`;
const RECORD_SQL = `
  WITH r AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[])
      AS r(id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, status, retry_ms, retry_after_ms)
  ), attempts AS (
    INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind, retry_after_ms)
    SELECT r.id, r.company_id, r.webhook_id, r.delivery_id, r.attempted_at, r.succeeded, r.status_code, r.duration_ms, r.response_body, r.error_kind, r.retry_after_ms
      FROM r JOIN webhook_deliveries d ON d.company_id = r.company_id AND d.id = r.delivery_id
  )
  UPDATE webhook_deliveries d SET status = r.status, attempt_count = d.attempt_count + 1, updated_at = r.attempted_at,
         next_attempt_at = CASE WHEN r.status = 'pending' THEN now() + r.retry_ms * interval '1 millisecond' END${hot ? ', leased_until = NULL' : ''}
    FROM r WHERE d.company_id = r.company_id AND d.id = r.delivery_id`;

async function main() {
  const bench = await s.benchDatabase({ baseUrl: get('postgres', 'postgres://postgres@127.0.0.1:5432'), redisUrl: 'redis://127.0.0.1:6379', concurrency: 100, env: {} });
  const db = new Client({ connectionString: bench.databaseUrl });
  try {
    const companyId = s.newCompany(bench.env, 'statements');
    await db.connect();
    if (hot) await db.query(`ALTER TABLE webhook_deliveries ADD COLUMN leased_until timestamptz`);
    if (fillfactor) await db.query(`ALTER TABLE webhook_deliveries SET (fillfactor = ${Number(fillfactor)})`);
    if (variant === 'no-fk') await db.query(`ALTER TABLE webhook_attempts DROP CONSTRAINT webhook_attempts_company_id_delivery_id_fkey`);
    await s.publishWebhook(db, companyId, 'bench_hook', 'http://127.0.0.1:9/hook', 'whsec_unused');
    for (let i = 0; i < N / 500; i++) await s.insertEvents(db, companyId, 500, `s${i}`);
    const pid = (await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const cpu = {};
    const run = async (name, sql, params) => {
      const before = s.cpuSeconds(pid);
      const result = await db.query({ name, text: sql, values: params });
      cpu[name] = (cpu[name] ?? 0) + s.cpuSeconds(pid) - before;
      return result;
    };
    const loadBefore = s.load();
    for (let i = 0; i < N / 500; i++) await run('relay', RELAY_SQL);
    const ids = [];
    for (let i = 0; i < N / 250; i++) ids.push(...(await run('handOver', TAKE_DUE_SQL, [500, 250, 60])).rows.map((r) => r.id));
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      await run('read', READ_SQL, [chunk]);
      const now = new Date();
      await run('record', RECORD_SQL, [chunk.map((_, j) => `wha_s${i}_${j}`), chunk.map(() => companyId), chunk.map(() => 'bench_hook'), chunk,
        chunk.map(() => now), chunk.map(() => true), chunk.map(() => 204), chunk.map(() => 3), chunk.map(() => null), chunk.map(() => null),
        chunk.map(() => 'succeeded'), chunk.map(() => null), chunk.map(() => null)]);
    }
    const [updates] = (await db.query(`SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS hot FROM pg_stat_user_tables WHERE relname = 'webhook_deliveries'`)).rows;
    const perDelivery = Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, Math.round((v * 1e6) / ids.length)]));
    const total = Object.values(perDelivery).reduce((a, b) => a + b, 0);
    process.stdout.write(`${JSON.stringify({ variant, fillfactor: fillfactor ?? null, batch: BATCH, deliveries: ids.length, cpuMicrosecondsPerDelivery: { ...perDelivery, total }, deliveryUpdates: updates, load: { before: loadBefore, after: s.load() } })}\n`);
  } finally {
    await db.end().catch(() => undefined);
    await bench.drop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
