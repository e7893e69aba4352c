#!/usr/bin/env node
/**
 * `npm run bench:webhooks`: signed webhook deliveries per second with one worker process, and
 * commit-to-delivery latency when idle. A real worker process (scripts/start.js, PROCESS_ROLE=worker) relays the
 * outbox and delivers to a receiver in this process on 127.0.0.1, which checks signatures with `standardwebhooks`
 * (every 50th delivery, so the receiver is not the bottleneck on 2 cores).
 *
 * Throughput: N events committed (transactions of 200 rows, as a busy API would), timed from the first commit to the
 * last delivery received. Latency: events committed one at a time, 25 ms apart, on an idle worker; each measured
 * from its COMMIT returning to its delivery arriving (p50, p99). Targets: >= 1,000 deliveries/s, p50 < 200 ms.
 *
 *   npm run bench:webhooks                                  20,000 events, 200 latency samples
 *   npm run bench:webhooks -- --events 20000 --samples 200 --concurrency 100
 *   --profile: the worker writes a V8 CPU profile to var/bench/webhook-profiles (read it with scripts/cpu-profile-top.js)
 */
const { spawn, spawnSync } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const os = require('node:os');
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const { Webhook } = require('standardwebhooks');

const ROOT = path.resolve(__dirname, '..');

function options() {
  const args = process.argv.slice(2);
  const get = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  return {
    events: Number(get('events', '20000')),
    samples: Number(get('samples', '200')),
    concurrency: get('concurrency', '100'),
    baseUrl: get('postgres', 'postgres://postgres@127.0.0.1:5432'),
    redisUrl: get('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
    profile: args.includes('--profile'),
  };
}

const log = (line) => process.stderr.write(`${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function admin(baseUrl, sql) {
  const client = new Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function receiver(secret) {
  const arrivals = new Map();
  const verifier = new Webhook(secret);
  let count = 0;
  let badSignatures = 0;
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (!arrivals.has(id)) arrivals.set(id, performance.now() + performance.timeOrigin);
      if (count++ % 50 === 0) {
        try {
          verifier.verify(Buffer.concat(chunks).toString('utf8'), req.headers);
        } catch {
          badSignatures++;
        }
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, arrivals, bad: () => badSignatures })));
}

async function main() {
  const o = options();
  const name = `personnel_bench_webhooks_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${o.baseUrl}/${name}`;
  await admin(o.baseUrl, `CREATE DATABASE ${name}`);
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL: o.redisUrl, REDIS_PREFIX: `bench:${name}`, LOG_LEVEL: 'warn', PROCESS_ROLE: 'worker',
    DATA_DIR: path.join(os.tmpdir(), name), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CONCURRENCY: o.concurrency,
  };
  let worker;
  const db = new Client({ connectionString: databaseUrl });
  try {
    const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), 'company:create', '--name', 'Bench Webhooks',
      '--owner-email', 'bench-webhooks@bench.example', '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`company:create failed: ${made.stderr}`);
    const companyId = JSON.parse(made.stdout).company.id;
    await db.connect();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const rx = await receiver(secret);
    const url = `http://127.0.0.1:${rx.server.address().port}/hook`;
    await db.query(
      `INSERT INTO webhooks (id, company_id, url, status, secret, published_after_seq, active_since, created_at, updated_at)
       VALUES ('bench_hook', $1, $2, 'published', $3, (SELECT COALESCE(max(seq), 0) FROM events), now(), now(), now())`,
      [companyId, url, secret],
    );

    const profiling = o.profile ? ['--cpu-prof', '--cpu-prof-dir', path.join(ROOT, 'var', 'bench', 'webhook-profiles')] : [];
    worker = spawn(process.execPath, [...profiling, path.join(ROOT, 'scripts', 'start.js')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    // Warm-up: the worker is up when a first event arrives.
    const insert = (n, label) => db.query(
      `INSERT INTO events (id, company_id, type, resource_type, record_id, created_at, payload)
       SELECT 'evt_' || $3 || '_' || g, $1, 'location.updated', 'location', 'loc_' || g, now(),
              jsonb_build_object('id', 'evt_' || $3 || '_' || g, 'type', 'location.updated', 'createdAt', now(), 'companyId', $1::text,
                'data', jsonb_build_object('object', jsonb_build_object('id', 'loc_' || g, 'city', 'London', 'countryCode', 'GB',
                  'displayName', 'London, United Kingdom', 'timezone', 'Europe/London', 'isAddressInvalid', false),
                  'previousAttributes', jsonb_build_object('city', 'Leeds')))
         FROM generate_series(1, $2) g`,
      [companyId, n, label],
    );
    await insert(1, 'warmup');
    const warmDeadline = Date.now() + 120_000;
    while (rx.arrivals.size < 1 && Date.now() < warmDeadline) await sleep(100);
    if (rx.arrivals.size < 1) throw new Error('the worker delivered nothing within 2 minutes');
    await sleep(1000);

    // Throughput.
    const before = rx.arrivals.size;
    const started = performance.now();
    for (let done = 0, batch = 0; done < o.events; done += 200, batch++) await insert(Math.min(200, o.events - done), `t${batch}`);
    const committed = performance.now();
    const deadline = Date.now() + 300_000;
    while (rx.arrivals.size < before + o.events && Date.now() < deadline) await sleep(20);
    const finished = performance.now();
    const delivered = rx.arrivals.size - before;
    const perSecond = (delivered / ((finished - started) / 1000)).toFixed(0);
    log(`throughput: ${delivered}/${o.events} deliveries in ${((finished - started) / 1000).toFixed(2)} s (commits took ${((committed - started) / 1000).toFixed(2)} s): ${perSecond}/s`);

    // Idle latency.
    await sleep(2000);
    const latencies = [];
    for (let i = 0; i < o.samples; i++) {
      const id = `evt_l${i}_1`;
      await insert(1, `l${i}`);
      const at = performance.now() + performance.timeOrigin;
      const until = Date.now() + 10_000;
      while (!rx.arrivals.has(id) && Date.now() < until) await sleep(1);
      if (rx.arrivals.has(id)) latencies.push(Math.max(0, rx.arrivals.get(id) - at));
      await sleep(25);
    }
    latencies.sort((a, b) => a - b);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    const result = {
      events: o.events, delivered, deliveriesPerSecond: Number(perSecond), concurrency: Number(o.concurrency),
      latencyMs: { samples: latencies.length, p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
      badSignatures: rx.bad(), cpus: os.cpus().length, cpu: os.cpus()[0].model, load,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    rx.server.close();
    rx.server.closeAllConnections();
  } finally {
    if (worker) {
      worker.kill('SIGTERM');
      await new Promise((r) => worker.once('exit', r));
    }
    await db.end().catch(() => undefined);
    await admin(o.baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}

main().catch((error) => {
  log(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
