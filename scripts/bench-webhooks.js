#!/usr/bin/env node
/**
 * `npm run bench:webhooks`: signed webhook deliveries per second with N worker processes, and commit-to-delivery
 * latency when idle. Real worker processes (scripts/start.js, PROCESS_ROLE=worker) relay the outbox and deliver to a
 * receiver in this process on 127.0.0.1, which checks signatures with `standardwebhooks` (every 50th delivery, so the
 * receiver is not the bottleneck on 2 cores).
 *
 * Throughput: N events committed (transactions of 200 rows, as a busy API would), timed from the first commit to the
 * last delivery received, with the CPU each process used meanwhile (/proc/<pid>/stat). Latency: events committed one
 * at a time, 25 ms apart, on an idle worker; each measured from its COMMIT returning to its delivery arriving.
 *
 *   npm run bench:webhooks                                  one worker, 20,000 events, 200 latency samples
 *   npm run bench:webhooks -- --workers 1,2                 one worker, then two (a fresh database each)
 *   npm run bench:webhooks -- --events 20000 --samples 200 --concurrency 100
 *   npm run bench:webhooks -- --backlog 1000000             a backlog for an endpoint that is down (bench-webhooks-backlog.js)
 *   --worker-node-options "--max-old-space-size=128": Node flags of the workers only
 *   --profile: the workers write V8 CPU profiles to var/bench/webhook-profiles (read them with scripts/cpu-profile-top.js)
 */
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const s = require('./webhook-bench-support');

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
    workers: get('workers', '1').split(',').map(Number),
    backlog: get('backlog', undefined),
    baseUrl: get('postgres', 'postgres://postgres@127.0.0.1:5432'),
    redisUrl: get('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'),
    profile: args.includes('--profile'),
    // Node flags of the workers alone (e.g. "--max-old-space-size=128": does the resident size level off?).
    env: get('worker-node-options') ? { NODE_OPTIONS: get('worker-node-options') } : {},
  };
}

const log = (line) => process.stderr.write(`${line}\n`);

async function run(o, workerCount) {
  const bench = await s.benchDatabase(o);
  let workers;
  const db = new Client({ connectionString: bench.databaseUrl });
  try {
    const companyId = s.newCompany(bench.env, 'throughput');
    await db.connect();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const rx = await s.receiver(secret);
    await s.publishWebhook(db, companyId, 'bench_hook', rx.url, secret);
    workers = s.startWorkers(workerCount, bench.env, o.profile && path.join(s.ROOT, 'var', 'bench', 'webhook-profiles'));
    // Warm-up: every worker is up when a first batch has arrived.
    await s.insertEvents(db, companyId, 1, 'warmup');
    const warmDeadline = Date.now() + 120_000;
    while (rx.arrivals.size < 1 && Date.now() < warmDeadline) await s.sleep(100);
    if (rx.arrivals.size < 1) throw new Error('the workers delivered nothing within 2 minutes');
    await s.sleep(workerCount * 3000);
    await s.insertEvents(db, companyId, 2000, 'warmup2');
    while (rx.arrivals.size < 2001 && Date.now() < warmDeadline) await s.sleep(20);
    await s.sleep(1000);

    // Throughput.
    const loadBefore = s.load();
    const before = rx.arrivals.size;
    const cpu = s.cpuMeter(workers.pids);
    cpu.start();
    const started = performance.now();
    for (let done = 0, batch = 0; done < o.events; done += 200, batch++) await s.insertEvents(db, companyId, Math.min(200, o.events - done), `t${batch}`);
    const committed = performance.now();
    const deadline = Date.now() + 300_000;
    while (rx.arrivals.size < before + o.events && Date.now() < deadline) await s.sleep(20);
    const finished = performance.now();
    const cpuShares = cpu.stop();
    const delivered = rx.arrivals.size - before;
    const perSecond = Math.round(delivered / ((finished - started) / 1000));
    log(`${workerCount} worker(s): ${delivered}/${o.events} deliveries in ${((finished - started) / 1000).toFixed(2)} s (commits took ${((committed - started) / 1000).toFixed(2)} s): ${perSecond}/s`);

    // Idle latency.
    await s.sleep(2000);
    const latencies = [];
    for (let i = 0; i < o.samples; i++) {
      const id = `evt_l${i}_1`;
      await s.insertEvents(db, companyId, 1, `l${i}`);
      const at = performance.now() + performance.timeOrigin;
      const until = Date.now() + 10_000;
      while (!rx.arrivals.has(id) && Date.now() < until) await s.sleep(1);
      if (rx.arrivals.has(id)) latencies.push(Math.max(0, rx.arrivals.get(id) - at));
      await s.sleep(25);
    }
    latencies.sort((a, b) => a - b);
    rx.close();
    return {
      workers: workerCount, events: o.events, delivered, deliveriesPerSecond: perSecond, concurrency: Number(o.concurrency),
      cpuShareDuringThroughput: cpuShares,
      latencyMs: { samples: latencies.length, p50: Number(s.percentile(latencies, 50).toFixed(1)), p99: Number(s.percentile(latencies, 99).toFixed(1)) },
      badSignatures: rx.state.badSignatures, load: { before: loadBefore, after: s.load() },
    };
  } finally {
    if (workers) await workers.stop();
    await db.end().catch(() => undefined);
    await bench.drop();
  }
}

async function main() {
  const o = options();
  if (o.backlog !== undefined) return require('./bench-webhooks-backlog').main(o);
  const results = [];
  for (const count of o.workers) results.push(await run(o, count));
  process.stdout.write(`${JSON.stringify({ cpus: os.cpus().length, cpu: os.cpus()[0].model, node: process.version, results }, null, 2)}\n`);
}

main().catch((error) => {
  log(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
