/** What the webhook benches share: a fresh database with a company, a receiver, worker processes, CPU per process. */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const { Webhook } = require('standardwebhooks');

const ROOT = path.resolve(__dirname, '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function admin(baseUrl, sql) {
  const client = new Client({ connectionString: `${baseUrl}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A receiver on 127.0.0.1: records each webhook-id's first arrival (epoch ms) and verifies every 50th delivery with
 * `standardwebhooks`. `answer` (204 by default) may be switched while it runs (an endpoint that goes down and back).
 */
function receiver(secret) {
  const arrivals = new Map();
  const verifier = new Webhook(secret);
  const state = { answer: 204, count: 0, badSignatures: 0, refused: 0 };
  const server = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (state.answer !== 204) {
        state.refused++;
        res.writeHead(state.answer).end();
        return;
      }
      const id = req.headers['webhook-id'];
      if (!arrivals.has(id)) arrivals.set(id, performance.now() + performance.timeOrigin);
      if (state.count++ % 50 === 0) {
        try {
          verifier.verify(Buffer.concat(chunks).toString('utf8'), req.headers);
        } catch {
          state.badSignatures++;
        }
      }
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    server, arrivals, state, url: `http://127.0.0.1:${server.address().port}/hook`,
    close: () => {
      server.close();
      server.closeAllConnections();
    },
  })));
}

/** A fresh database named `personnel_bench_webhooks_*`, migrated by `company:create`; the worker environment. */
async function benchDatabase(o) {
  const name = `personnel_bench_webhooks_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${o.baseUrl}/${name}`;
  await admin(o.baseUrl, `CREATE DATABASE ${name}`);
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL: o.redisUrl, REDIS_PREFIX: `bench:${name}`, LOG_LEVEL: 'warn', PROCESS_ROLE: 'worker',
    DATA_DIR: path.join(os.tmpdir(), name), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CONCURRENCY: String(o.concurrency), ...o.env,
  };
  const drop = () => admin(o.baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  return { name, databaseUrl, env, drop };
}

/** A company made through the console (which migrates a fresh database); its id. */
function newCompany(env, label) {
  const made = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), 'company:create', '--name', `Bench Webhooks ${label}`,
    '--owner-email', `bench-webhooks-${label}@bench.example`, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`company:create failed: ${made.stderr}`);
  return JSON.parse(made.stdout).company.id;
}

/** A published webhook of the company to `url` (stored as written here: the bench's secret is not sealed). */
async function publishWebhook(db, companyId, id, url, secret) {
  await db.query(
    `INSERT INTO webhooks (id, company_id, url, status, secret, published_after_seq, active_since, created_at, updated_at)
     VALUES ($4, $1, $2, 'published', $3, (SELECT COALESCE(max(seq), 0) FROM events), now(), now(), now())`,
    [companyId, url, secret, id],
  );
}

/** `n` location.updated events of the company, committed in one transaction, ids `evt_<label>_<1..n>`. */
function insertEvents(db, companyId, n, label) {
  return db.query(
    `INSERT INTO events (id, company_id, type, resource_type, record_id, created_at, payload)
     SELECT 'evt_' || $3 || '_' || g, $1, 'location.updated', 'location', 'loc_' || g, now(),
            jsonb_build_object('id', 'evt_' || $3 || '_' || g, 'type', 'location.updated', 'createdAt', now(), 'companyId', $1::text,
              'data', jsonb_build_object('object', jsonb_build_object('id', 'loc_' || g, 'city', 'London', 'countryCode', 'GB',
                'displayName', 'London, United Kingdom', 'timezone', 'Europe/London', 'isAddressInvalid', false),
                'previousAttributes', jsonb_build_object('city', 'Leeds')))
       FROM generate_series(1, $2) g`,
    [companyId, n, label],
  );
}

/** `count` worker processes (scripts/start.js, PROCESS_ROLE=worker); `stop()` ends them all. */
function startWorkers(count, env, profileDir) {
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, [...profiling, path.join(ROOT, 'scripts', 'start.js')], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] }));
  const stop = () => Promise.all(children.map((child) => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  })));
  return { pids: children.map((c) => c.pid), stop };
}

const TICKS = 100; // USER_HZ on Linux
/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** Pids of the processes whose command name is `comm` (all PostgreSQL backends, Redis). */
function pidsNamed(comm) {
  return fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
    try {
      return fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim() === comm;
    } catch {
      return false;
    }
  }).map(Number);
}

/**
 * CPU used by each side between `start()` and `stop()`: every worker, all PostgreSQL processes (another engineer's
 * queries included: the server is shared), Redis, and this process (the receiver and the committing client).
 */
function cpuMeter(workerPids) {
  const groups = () => ({
    workers: workerPids.map(cpuSeconds),
    postgres: pidsNamed('postgres').reduce((sum, p) => sum + cpuSeconds(p), 0),
    redis: pidsNamed('redis-server').reduce((sum, p) => sum + cpuSeconds(p), 0),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  let first;
  let at;
  return {
    start() {
      first = groups();
      at = performance.now();
    },
    /** Each side's share of one core over the interval (1.0 = a whole core). */
    stop() {
      const last = groups();
      const seconds = (performance.now() - at) / 1000;
      const share = (a, b) => Number(((b - a) / seconds).toFixed(2));
      return {
        workers: last.workers.map((w, i) => share(first.workers[i], w)),
        postgres: share(first.postgres, last.postgres),
        redis: share(first.redis, last.redis),
        bench: share(first.bench, last.bench),
      };
    },
  };
}

module.exports = {
  ROOT, sleep, percentile, load, receiver, benchDatabase, newCompany, publishWebhook, insertEvents, startWorkers, cpuSeconds, cpuMeter,
};
