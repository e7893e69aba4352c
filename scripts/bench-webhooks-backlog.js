/**
 * `npm run bench:webhooks -- --backlog N`: an endpoint that is down with N deliveries waiting, then back.
 *
 * Company "down" has N pending deliveries (seeded with SQL in bulk: attempted once, their retry due now); its receiver
 * answers 503 for `--down-seconds` (60), then 204 for at most `--back-seconds` (300) or until the backlog is delivered.
 * Company "healthy" commits one event every 200 ms throughout; each is timed from its COMMIT to its delivery.
 * Every 5 s: the workers' RSS, Redis `used_memory`, the delivery jobs in Redis, the down endpoint's attempts so far.
 *
 *   npm run bench:webhooks -- --backlog 1000000 [--workers 1] [--down-seconds 60] [--back-seconds 300]
 */
const fs = require('node:fs');
const os = require('node:os');
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const s = require('./webhook-bench-support');

const log = (line) => process.stderr.write(`${line}\n`);
const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));
const rssOf = (pid) => Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const redis = (url, ...args) => execFileSync('redis-cli', ['-u', url, ...args], { encoding: 'utf8' });
const redisUsedMemory = (url) => Number(/used_memory:(\d+)/.exec(redis(url, 'info', 'memory'))[1]);
/** Delivery jobs in Redis: waiting, prioritized, active, delayed. */
function jobsInRedis(url, prefix) {
  const key = (k) => `${prefix}:bull:webhook-delivery:${k}`;
  const n = (cmd, k) => Number(redis(url, cmd, key(k)).trim());
  return n('llen', 'wait') + n('zcard', 'prioritized') + n('llen', 'active') + n('zcard', 'delayed');
}

/** N deliveries of the webhook, attempted once (their first attempt's row too), all due now; in chunks of 100,000. */
async function seedBacklog(db, companyId, webhookId, n) {
  for (let from = 1; from <= n; from += 100_000) {
    const to = Math.min(n, from + 99_999);
    await db.query(
      `WITH d AS (
         INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
         SELECT 'whd_backlog_' || g, $1, $2, 'evt_backlog_' || g, 'location.updated',
                json_build_object('id', 'evt_backlog_' || g, 'type', 'location.updated', 'createdAt', now(), 'companyId', $1::text,
                  'data', json_build_object('object', json_build_object('id', 'loc_' || g, 'city', 'London', 'countryCode', 'GB')))::text,
                'url', 'pending', 1, now(), now() - interval '5 seconds', now() - interval '5 seconds'
           FROM generate_series($3::int, $4::int) g
         RETURNING id
       )
       INSERT INTO webhook_attempts (id, company_id, webhook_id, delivery_id, attempted_at, succeeded, status_code, duration_ms, response_body, error_kind)
       SELECT 'wha_backlog_' || substr(id, 13), $1, $2, id, now() - interval '5 seconds', false, 503, 1, '', 'badStatus' FROM d`,
      [companyId, webhookId, from, to],
    );
  }
  await db.query('ANALYZE webhook_deliveries');
  await db.query('ANALYZE webhook_attempts');
}

async function main(o) {
  const n = Number(o.backlog);
  const workerCount = o.workers[0];
  const get = (name, fallback) => {
    const args = process.argv.slice(2);
    const i = args.indexOf(`--${name}`);
    return Number(i >= 0 ? args[i + 1] : fallback);
  };
  const downSeconds = get('down-seconds', 60);
  const backSeconds = get('back-seconds', 300);
  const bench = await s.benchDatabase(o);
  const db = new Client({ connectionString: bench.databaseUrl });
  let workers;
  try {
    const downCompany = s.newCompany(bench.env, 'down');
    const healthyCompany = s.newCompany(bench.env, 'healthy');
    await db.connect();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const down = await s.receiver(secret);
    const healthy = await s.receiver(secret);
    down.state.answer = 503;
    await s.publishWebhook(db, downCompany, 'hook_down', down.url, secret);
    await s.publishWebhook(db, healthyCompany, 'hook_healthy', healthy.url, secret);
    let seeded = performance.now();
    await seedBacklog(db, downCompany, 'hook_down', n);
    seeded = ((performance.now() - seeded) / 1000).toFixed(1);
    log(`seeded ${n} deliveries in ${seeded} s`);

    workers = s.startWorkers(workerCount, bench.env);
    await s.insertEvents(db, healthyCompany, 1, 'warmup');
    const warmDeadline = Date.now() + 120_000;
    while (healthy.arrivals.size < 1 && Date.now() < warmDeadline) await s.sleep(100);
    if (healthy.arrivals.size < 1) throw new Error('the workers delivered nothing within 2 minutes');

    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    let phase = 'down';
    const commits = []; // [label, committedAt, phase]
    let probing = true;
    const prober = (async () => {
      for (let i = 0; probing; i++) {
        await s.insertEvents(db, healthyCompany, 1, `p${i}`);
        commits.push([`evt_p${i}_1`, performance.now() + performance.timeOrigin, phase]);
        await s.sleep(200);
      }
    })();
    const samples = [];
    const sample = async () => {
      const [{ due }] = (await db.query(
        `SELECT count(*)::int AS due FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()`)).rows;
      const row = {
        t: Math.round(elapsed()), phase, due, downRefused: down.state.refused, downDelivered: down.arrivals.size,
        workerRssMb: workers.pids.map((p) => mb(rssOf(p))), redisUsedMb: mb(redisUsedMemory(o.redisUrl)), jobsInRedis: jobsInRedis(o.redisUrl, `bench:${bench.name}`),
        load: s.load(),
      };
      samples.push(row);
      log(JSON.stringify(row));
      return row;
    };
    await sample();
    while (elapsed() < downSeconds) {
      await s.sleep(5000);
      await sample();
    }
    phase = 'back';
    down.state.answer = 204;
    const backStarted = elapsed();
    let last;
    while (elapsed() - backStarted < backSeconds) {
      await s.sleep(5000);
      last = await sample();
      if (last.due === 0 && last.jobsInRedis === 0) break;
    }
    probing = false;
    await prober;
    await s.sleep(1000);

    const latency = (which) => {
      const l = commits.filter((c) => c[2] === which).map(([id, at]) => (healthy.arrivals.has(id) ? healthy.arrivals.get(id) - at : Infinity)).sort((a, b) => a - b);
      return { samples: l.length, p50: Number(s.percentile(l, 50).toFixed(1)), p99: Number(s.percentile(l, 99).toFixed(1)), lost: l.filter((x) => x === Infinity).length };
    };
    const backDelivered = down.arrivals.size;
    const result = {
      backlog: n, workers: workerCount, seedSeconds: Number(seeded), downSeconds, concurrency: Number(o.concurrency),
      downPhase: { attemptsToDownEndpoint: samples.filter((r) => r.phase === 'down').at(-1).downRefused, healthyLatencyMs: latency('down') },
      backPhase: {
        seconds: Math.round(elapsed() - backStarted), deliveredToReturningEndpoint: backDelivered,
        deliveriesPerSecond: Math.round(backDelivered / Math.max(1, elapsed() - backStarted)), healthyLatencyMs: latency('back'),
      },
      peaks: {
        workerRssMb: Math.max(...samples.flatMap((r) => r.workerRssMb)), redisUsedMb: Math.max(...samples.map((r) => r.redisUsedMb)),
        jobsInRedis: Math.max(...samples.map((r) => r.jobsInRedis)),
      },
      samples, badSignatures: down.state.badSignatures + healthy.state.badSignatures, cpus: os.cpus().length,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    down.close();
    healthy.close();
  } finally {
    if (workers) await workers.stop();
    await db.end().catch(() => undefined);
    await bench.drop();
  }
}

module.exports = { main };
