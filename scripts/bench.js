#!/usr/bin/env node
/**
 * `npm run bench`: requests/s and p50/p99 latency of the people, job-role (issue 3) and compensation (issue 4) endpoints against a
 * company of --people people (default 10,000) made with `seed:demo`.
 *
 *   npm run bench                                   start a server on a bench database, seed it once, measure
 *   npm run bench -- --url https://host:8443 --token prk_...   measure a running server (company already seeded)
 *
 * Options: --people N (10000), --connections N (16), --duration seconds per endpoint (10), --port (8543),
 * --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench), --json file for the raw figures.
 */
const { spawn, spawnSync } = require('node:child_process');
const https = require('node:https');
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');
const autocannon = require('autocannon');

const ROOT = path.resolve(__dirname, '..');
const OWNER_EMAIL = 'bench-owner@bench.example';
const ALL_SCOPES = 'public:read,private:read,private:write,compensations:read,compensations:write,documents:read,documents:write,webhooks:manage';
/** Issue 3 budgets on a 2-core machine at 16 connections. */
const BUDGETS = {
  'GET /api/people?$limit=100': { p99: 50 },
  'GET /api/people/:id': { p99: 15 },
  // Issue 4: a page of 250 compensations in effect today.
  'GET /api/compensations?$asOf=<today>&$limit=250': { p99: 50 },
};

function options() {
  const args = process.argv.slice(2);
  const get = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  return {
    url: get('url', process.env.BENCH_URL),
    token: get('token', process.env.BENCH_TOKEN),
    people: Number(get('people', '10000')),
    connections: Number(get('connections', '16')),
    duration: Number(get('duration', '10')),
    port: Number(get('port', '8543')),
    databaseUrl: get('database-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench'),
    json: get('json', undefined),
  };
}

function log(line) {
  process.stderr.write(`${line}\n`);
}

function cli(args, env) {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'cli.js'), ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (res.status !== 0) {
    const error = new Error(`cli ${args[0]} failed: ${res.stderr.trim()}`);
    error.stderr = res.stderr;
    throw error;
  }
  return JSON.parse(res.stdout);
}

function request(base, method, url, token, body) {
  const target = new URL(url, base);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method, rejectUnauthorized: false, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let data = '';
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode, body: data ? JSON.parse(data) : undefined }));
      },
    );
    req.on('error', reject);
    if (body) req.write(JSON.stringify(body));
    req.end();
  });
}

async function waitReady(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      const res = await request(base, 'GET', '/health/ready', 'none');
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not become ready');
}

/** Starts a server on the bench database with a bench company of at least `people` people. */
async function startOwnServer(opts) {
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent' };
  let companyId;
  try {
    companyId = cli(['company:create', '--name', 'Bench Company', '--owner-email', OWNER_EMAIL, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env).company.id;
    log(`made the bench company ${companyId}`);
  } catch (error) {
    if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
  }
  const token = cli(['token:create', '--email', OWNER_EMAIL, '--scopes', ALL_SCOPES, '--name', 'bench'], env);
  companyId = token.companyId;

  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(opts.port), HOST: '127.0.0.1', REDIS_PREFIX: 'bench', RATE_LIMIT_PER_SECOND: '1000000000', RATE_LIMIT_BURST: '1000000000', DATA_DIR: path.join(ROOT, 'var', 'bench') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${opts.port}`;
  await waitReady(base, child);

  const have = (await request(base, 'GET', '/api/people?status=all&$limit=0', token.token)).body.total;
  if (have < opts.people) {
    log(`seeding ${opts.people - have} people (seed:demo)...`);
    const seeded = cli(['seed:demo', '--company', companyId, '--people', String(opts.people - have)], env);
    log(`seeded ${JSON.stringify(seeded)}`);
  }
  // People the POST scenario made are deleted afterwards, so every run measures the same company.
  const cleanUp = async (tag) => {
    const { Client } = require('pg');
    const db = new Client({ connectionString: opts.databaseUrl });
    await db.connect();
    try {
      await db.query(`DELETE FROM job_roles WHERE company_id = $1 AND person_id IN (SELECT id FROM people WHERE company_id = $1 AND email LIKE $2)`, [companyId, `bench-${tag}-%`]);
      await db.query(`DELETE FROM people WHERE company_id = $1 AND email LIKE $2`, [companyId, `bench-${tag}-%`]);
    } finally {
      await db.end();
    }
  };
  return { base, token: token.token, cleanUp, stop: () => child.kill('SIGTERM') };
}

function run(name, opts, setup) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: opts.connections, duration: opts.duration, pipelining: 1, ...setup },
      (error, result) => (error ? reject(error) : resolve({ name, result })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  const opts = options();
  let server;
  if (opts.url && opts.token) {
    server = { base: opts.url, token: opts.token, cleanUp: null, stop: () => undefined };
    await waitReady(server.base);
  } else {
    server = await startOwnServer(opts);
  }
  try {
    const { base, token } = server;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const total = (await request(base, 'GET', '/api/people?status=all&$limit=0', token)).body.total;
    const sample = (await request(base, 'GET', '/api/people?$limit=250&$skip=1000', token)).body.data.map((p) => p.id);
    const locationId = (await request(base, 'GET', '/api/locations?$limit=1', token)).body.data[0]?.id ?? 'remote';
    const today = new Date().toISOString().slice(0, 10);
    log(`company of ${total} people; ${opts.connections} connections, ${opts.duration}s per endpoint`);

    let nextId = 0;
    let nextPerson = 0;
    const runTag = Date.now().toString(36);
    const scenarios = [
      ['GET /api/people?$limit=100', { url: `${base}/api/people?$limit=100`, headers }],
      ['GET /api/people?$limit=250', { url: `${base}/api/people?$limit=250`, headers }],
      ['GET /api/people/:id', {
        url: base, headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/people/${sample[nextId++ % sample.length]}` }) }],
      }],
      [`GET /api/job-roles?$asOf=${today}`, { url: `${base}/api/job-roles?$asOf=${today}&$limit=100`, headers }],
      ['GET /api/compensations?$asOf=<today>&$limit=250', { url: `${base}/api/compensations?$asOf=${today}&$limit=250`, headers }],
      ['POST /api/people', {
        url: base, headers,
        requests: [{
          method: 'POST', path: '/api/people',
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              firstName: 'Bench', lastName: `Hire ${nextPerson}`, email: `bench-${runTag}-${nextPerson++}@bench.example`,
              employmentStartDate: today, locationId, jobRole: { jobTitle: 'Engineer', department: 'Engineering', reportingTo: sample[nextPerson % sample.length] },
            }),
          }),
        }],
      }],
    ];

    // Warm up the connection pool, JIT and caches.
    await run('warm-up', { ...opts, duration: 3 }, scenarios[0][1]);
    const rows = [];
    for (const [name, setup] of scenarios) {
      const { result } = await run(name, opts, setup);
      const non2xx = result.non2xx + result.errors + result.timeouts;
      rows.push({ endpoint: name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, non2xx });
      log(`  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${non2xx ? `, ${non2xx} not 2xx` : ''}`);
    }

    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const lines = [
      `Machine: ${machine}; company of ${total} people; ${opts.connections} connections, ${opts.duration}s per endpoint`,
      '',
      '| endpoint | req/s | p50 (ms) | p99 (ms) | requests | not 2xx | budget |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((r) => {
        const budget = BUDGETS[r.endpoint];
        const verdict = budget ? `p99 < ${budget.p99} ms: ${r.p99 < budget.p99 ? 'met' : 'MISSED'}` : '';
        return `| \`${r.endpoint}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.non2xx} | ${verdict} |`;
      }),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ machine, total, connections: opts.connections, duration: opts.duration, rows }, null, 2));
    if (rows.some((r) => r.non2xx > 0)) process.exitCode = 1;
    if (server.cleanUp) await server.cleanUp(runTag);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.message}\n`);
  process.exit(1);
});
