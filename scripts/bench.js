#!/usr/bin/env node
/**
 * `npm run bench`: the service's read endpoints measured against a hand-written Fastify + pg baseline
 * (`bench/baseline-server.js`) in one run, as a ratio of requests per second.
 *
 * Both servers run over HTTPS on the `personnel_bench` database with a company of --people people made once with
 * `seed:demo` and kept. Before measuring, the bench checks that both answer every endpoint with the same bytes.
 * Then, per endpoint, rounds alternate between the two servers (service, baseline, service, ...), so drift of the
 * shared machine hits both alike; each round is --duration seconds at --connections connections. Node CPU per
 * request comes from /proc/<pid>/stat of each server process. POST /api/people is measured against the baseline's
 * hand-written one (the write floor); PATCH on the service alone. Every server pays D15's rate limit (a Redis
 * token-bucket take per request), with limits the bench never reaches: a round with any answer but 2xx stops the
 * bench, since a ratio of refusals means nothing.
 *
 *   npm run bench                      3 rounds x 5 s per side and endpoint, after 15 s of warm-up each
 *   npm run bench -- --quick           2 rounds x 3 s after 3 s of warm-up (a few minutes in all)
 *   npm run bench -- --profile         also write CPU profiles of the service and the baseline (var/bench/profiles)
 *   npm run bench -- --only people     only endpoints whose name contains the text (`--only '=GET /api/people/:id'`: that one; `a|b`: either)
 *
 * Warm-up: each side serves an endpoint for --warmup seconds right before that endpoint's rounds, unmeasured. The
 * service's rate climbs for some 30 s of load before it levels (V8 tiers up its many functions and grows the young
 * generation, see docs/performance.md); the baseline's is flat after a second. Both get the same warm-up.
 *
 * A/B in one run: --against <dir> starts a second service from another checkout of the project (built or buildable,
 * its node_modules linked; e.g. `git archive <commit> | tar -x -C var/ab/before`) on --port + 1, measured in the same
 * alternating rounds as a third side; --against-env 'NAME=value;...' (and --service-env for the first service) start
 * either with extra environment (a log level, a switch), --against alone defaulting to the first service's checkout
 * (--service-root, this one unless given).
 *
 * Other options: --skip-encryption (not the sealed-against-plain pass, e.g. while profiling), --people N (10000), --connections N (16), --rounds N, --duration s, --warmup s, --port (8543), --baseline-port (8643),
 * --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench), --json file for the raw figures.
 */
const { spawn, spawnSync } = require('node:child_process');
const { log, cli } = require('./bench-support');
const { measureEncryptionCost } = require('./bench-encryption');
const { request, waitListening, assertPortFree, stopped, measure, merge } = require('./bench-http');
const path = require('node:path');
const fs = require('node:fs');
const os = require('node:os');

const ROOT = path.resolve(__dirname, '..');
const OWNER_EMAIL = 'bench-owner@bench.example';
const ALL_SCOPES = 'public:read,private:read,private:write,compensations:read,compensations:write,documents:read,documents:write,webhooks:manage,events:read';
/** Issue targets: every read at 0.90 of the baseline, the write floor at 0.70. */
const READ_TARGET = 0.9;
const WRITE_TARGET = 0.7;
/** The tables the measured reads read. */
const READ_TABLES = ['people', 'job_roles', 'locations', 'compensations', 'events'];
const LIMITS = { RATE_LIMIT_PER_SECOND: '1000000000', RATE_LIMIT_BURST: '1000000000' };

/** Unmeasured load on each target (JIT, pools, prepared statements, the young generation), --warmup seconds each. */
async function warmUp(targets, opts, setup) {
  for (const target of targets) await measure(target, { ...opts, duration: opts.warmup }, setup);
}

function options() {
  const args = process.argv.slice(2);
  const has = (name) => args.includes(`--${name}`);
  const get = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const quick = has('quick');
  return {
    quick,
    profile: has('profile'),
    only: get('only', undefined),
    people: Number(get('people', '10000')),
    connections: Number(get('connections', '16')),
    rounds: Number(get('rounds', quick ? '2' : '3')),
    duration: Number(get('duration', quick ? '3' : '5')),
    warmup: Number(get('warmup', quick ? '3' : '15')),
    port: Number(get('port', '8543')),
    baselinePort: Number(get('baseline-port', '8643')),
    databaseUrl: get('database-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench'),
    json: get('json', undefined),
    skipEncryption: has('skip-encryption'),
    serviceRoot: path.resolve(get('service-root', ROOT)),
    against: get('against', undefined) ?? (has('against-env') ? get('service-root', ROOT) : undefined),
    againstEnv: envOption(get('against-env', '')),
    serviceEnv: envOption(get('service-env', '')),
  };
}

/** Whether an endpoint is measured: every one without --only, else those whose name holds its text (`=name`: that one). */
function named(name, only) {
  if (!only) return true;
  return only.split('|').some((one) => (one.startsWith('=') ? name === one.slice(1) : name.includes(one)));
}

/** `NAME=value;NAME=value` as an object. */
function envOption(text) {
  return Object.fromEntries(text.split(';').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** An API node of the service from the checkout at `root` (its scripts/start.js builds it when needed). */
function spawnService(root, opts, env, port, extraEnv, nodeArgs) {
  return spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts', 'start.js')], {
    cwd: root,
    // An API node only (PROCESS_ROLE=api): the queue workers would dispatch the events earlier runs' writes left.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', REDIS_PREFIX: 'bench', PROCESS_ROLE: 'api', ...LIMITS, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The service and the baseline on the bench database, with a bench company of at least `people` people. */
async function startServers(opts) {
  const dataDir = path.join(ROOT, 'var', 'bench');
  // The console shares the service's DATA_DIR: the same master key (encryption at rest) opens the same data keys.
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  await assertPortFree(opts.port);
  await assertPortFree(opts.baselinePort);
  try {
    const made = cli(['company:create', '--name', 'Bench Company', '--owner-email', OWNER_EMAIL, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
    log(`made the bench company ${made.company.id}`);
  } catch (error) {
    if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
  }
  const token = cli(['token:create', '--email', OWNER_EMAIL, '--scopes', ALL_SCOPES, '--name', 'bench'], env);
  // The same owner with `public:read` alone: a person's public fields (D4), a read the audit trail does not record.
  const publicToken = cli(['token:create', '--email', OWNER_EMAIL, '--scopes', 'public:read', '--name', 'bench-public'], env);
  const profileDir = path.join(dataDir, 'profiles');
  const nodeArgs = [...process.execArgv, ...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])];
  const service = spawnService(opts.serviceRoot, opts, env, opts.port, opts.serviceEnv, nodeArgs);
  const base = `https://127.0.0.1:${opts.port}`;
  await waitListening(base, service, '/health/ready');
  let against = null;
  if (opts.against) {
    await assertPortFree(opts.port + 1);
    // Started once the first is ready: a build or migration of one never runs beside the other's.
    against = spawnService(path.resolve(opts.against), opts, env, opts.port + 1, opts.againstEnv, nodeArgs);
    await waitListening(`https://127.0.0.1:${opts.port + 1}`, against, '/health/ready');
  }

  const have = (await request(base, 'GET', '/api/people?status=all&$limit=0', token.token)).body.total;
  if (have < opts.people) {
    log(`seeding ${opts.people - have} people (seed:demo)...`);
    log(`seeded ${JSON.stringify(cli(['seed:demo', '--company', token.companyId, '--people', String(opts.people - have)], env))}`);
  }
  // Profiled too: the same profile of both sides shows where the service's extra CPU goes, package by package.
  const baseline = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'bench', 'baseline-server.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: opts.databaseUrl, PORT: String(opts.baselinePort), HOST: '127.0.0.1', TLS_DIR: path.join(dataDir, 'tls'), DATA_DIR: dataDir, ...LIMITS },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baselineBase = `https://127.0.0.1:${opts.baselinePort}`;
  await waitListening(baselineBase, baseline, '/api/locations');
  return {
    token: token.token,
    publicToken: publicToken.token,
    companyId: token.companyId,
    service: { name: 'service', base, pid: service.pid },
    against: against && { name: 'against', base: `https://127.0.0.1:${opts.port + 1}`, pid: against.pid },
    baseline: { name: 'baseline', base: baselineBase, pid: baseline.pid },
    stop: () => Promise.all([stopped(service), stopped(baseline), ...(against ? [stopped(against)] : [])]),
  };
}

async function assertSameBytes(servers, name, url, token = servers.token) {
  if (servers.against) await assertSameBytes({ ...servers, service: servers.against, against: null }, `${name} (against)`, url, token);
  const [a, b] = await Promise.all([servers.service, servers.baseline].map((s) => request(s.base, 'GET', url, token)));
  if (a.status !== 200 || b.status !== 200 || a.text !== b.text) {
    const at = [...a.text].findIndex((c, i) => c !== b.text[i]);
    throw new Error(`${name}: the service and the baseline answer differently (${a.status} vs ${b.status}; first difference at byte ${at}: ` +
      `${JSON.stringify(a.text.slice(Math.max(at - 60, 0), at + 60))} vs ${JSON.stringify(b.text.slice(Math.max(at - 60, 0), at + 60))})`);
  }
}

const f1 = (n) => (Math.round(n * 10) / 10).toFixed(1);
const f2 = (n) => (Math.round(n * 100) / 100).toFixed(2);
/** Ratios are cut, not rounded, so 0.698 never shows as a met 0.70. */
const ratio2 = (n) => (Math.floor(n * 100) / 100).toFixed(2);

async function main() {
  const opts = options();
  const loadAtStart = os.loadavg()[0].toFixed(1);
  log(`load average (1 min) at the start: ${loadAtStart}`);
  const servers = await startServers(opts);
  const started = Date.now();
  try {
    // A fresh seed, or an earlier run that stopped before its clean-up, leaves tables unanalysed or with dead rows.
    await withDatabase(opts.databaseUrl, (db) => db.query(`VACUUM ANALYZE ${READ_TABLES.join(', ')}`));
    const { token } = servers;
    const service = servers.service.base;
    const sample = (await request(service, 'GET', '/api/people?$limit=250&$skip=1000', token)).body.data.map((p) => p.id);
    const locationId = (await request(service, 'GET', '/api/locations?$limit=1', token)).body.data[0]?.id ?? 'remote';
    const today = new Date().toISOString().slice(0, 10);
    const feedCursor = await feedPageStart(service, token);

    let nextId = 0;
    const byId = (req) => ({ ...req, path: `/api/people/${sample[nextId++ % sample.length]}` });
    const reads = [
      { name: 'GET /api/people?$limit=100', path: '/api/people?$limit=100' },
      // The owner's retrieve shows the tax fields: audited on both sides (a row committed before the answer).
      { name: 'GET /api/people/:id', path: '', requests: [{ method: 'GET', setupRequest: byId }], check: `/api/people/${sample[0]}` },
      // The same retrieve with `public:read` alone: the public fields, not audited.
      { name: 'GET /api/people/:id (public:read)', path: '', requests: [{ method: 'GET', setupRequest: byId }], check: `/api/people/${sample[0]}`, token: servers.publicToken },
      // The change feed's page of 100 after a cursor, as a client reads it (issue target: no dearer than the people page).
      { name: 'GET /api/events?$limit=100', path: `/api/events?$limit=100&after=${feedCursor}` },
      { name: 'GET /api/locations?$limit=1', path: '/api/locations?$limit=1' },
      { name: 'GET /api/compensations?$asOf=<today>&$limit=250', path: `/api/compensations?$asOf=${today}&$limit=250` },
      { name: 'GET /api/job-roles?$asOf=<today>', path: `/api/job-roles?$asOf=${today}` },
      // No target: the framework's floor (no token, no database), to read the others against.
      { name: 'GET /health/live (floor)', path: '/health/live', floor: true },
    ].filter((r) => named(r.name, opts.only));
    for (const read of reads) await assertSameBytes(servers, read.name, read.check ?? read.path, read.token);
    await assertSameBytes(servers, 'an empty page past the end', '/api/people?$limit=100&$skip=100000');
    log(`identical bytes on ${reads.length} endpoints; ${opts.rounds} rounds x ${opts.duration}s per side, ${opts.connections} connections`);

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rows = [];
    for (const read of reads) {
      const setup = { ...read, headers: read.token ? { ...headers, authorization: `Bearer ${read.token}` } : headers };
      const sides = [servers.service, ...(servers.against ? [servers.against] : []), servers.baseline];
      await warmUp(sides, opts, setup);
      const rounds = { service: [], against: [], baseline: [] };
      for (let round = 0; round < opts.rounds; round++) {
        for (const target of round % 2 === 0 ? sides : [...sides].reverse()) {
          rounds[target.name].push(await measure(target, opts, setup));
        }
      }
      const b = merge(rounds.baseline);
      for (const side of servers.against ? ['service', 'against'] : ['service']) {
        const s = merge(rounds[side]);
        const endpoint = side === 'against' ? `${read.name} [against]` : read.name;
        const row = { endpoint, service: s, baseline: b, ratio: s.rps / b.rps, floor: read.floor === true };
        rows.push(row);
        log(`  ${endpoint}: ${side} ${Math.round(s.rps)} req/s (rounds ${s.perRound.join(', ')}), baseline ${Math.round(b.rps)} (rounds ${b.perRound.join(', ')}), ratio ${ratio2(row.ratio)}, CPU ${f2(s.cpu)} / ${f2(b.cpu)} ms`);
      }
    }

    const encryptionRows = opts.skipEncryption || (opts.only && !'encryption'.includes(opts.only) && !opts.only.includes('people')) ? [] : await measureEncryptionCost({
      request, merge, service, token, sample, headers, log, databaseUrl: opts.databaseUrl, rounds: Math.max(opts.rounds, 2),
      measure: (setup) => measure(servers.service, opts, setup),
    });

    // Writes, on the service alone; the people they make are deleted afterwards.
    const runTag = Date.now().toString(36);
    let nextPerson = 0;
    const writes = [
      { name: 'POST /api/people', path: '', requests: [{
        method: 'POST', path: '/api/people',
        setupRequest: (req) => ({ ...req, body: JSON.stringify({
          firstName: 'Bench', lastName: `Hire ${nextPerson}`, email: `bench-${runTag}-${nextPerson++}@bench.example`, employmentStartDate: today,
          locationId, jobRole: { jobTitle: 'Engineer', department: 'Engineering', reportingTo: sample[nextPerson % sample.length] },
        }) }),
      }] },
      { name: 'PATCH /api/people/:id', path: '', requests: [{
        method: 'PATCH',
        setupRequest: (req) => ({ ...req, path: `/api/people/${sample[nextId++ % sample.length]}`, body: JSON.stringify({ bio: `Bench ${runTag} ${nextId}` }) }),
      }] },
    ].filter((w) => named(w.name, opts.only));
    const writeRows = [];
    for (const write of writes) {
      // POST /api/people against the baseline's hand-written one (the write floor), alternating rounds; PATCH alone.
      const services = [servers.service, ...(servers.against ? [servers.against] : [])];
      const targets = write.name.startsWith('POST') ? [...services, servers.baseline] : services;
      await warmUp(targets, opts, { ...write, headers });
      const rounds = { service: [], against: [], baseline: [] };
      for (let round = 0; round < opts.rounds; round++) {
        for (const target of round % 2 === 0 ? targets : [...targets].reverse()) rounds[target.name].push(await measure(target, opts, { ...write, headers }));
      }
      const b = rounds.baseline.length ? merge(rounds.baseline) : null;
      for (const side of services.map((t) => t.name)) {
        const m = merge(rounds[side]);
        const endpoint = side === 'against' ? `${write.name} [against]` : write.name;
        writeRows.push({ endpoint, service: m, baseline: b, ratio: b ? m.rps / b.rps : null });
        log(`  ${endpoint}: ${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${f1(m.cpu)} ms CPU` +
          (b ? `; baseline ${Math.round(b.rps)} req/s, ratio ${ratio2(m.rps / b.rps)}` : ''));
      }
    }
    await cleanUp(opts.databaseUrl, servers.companyId, runTag);

    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const load = `${loadAtStart} at the start; ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} at the end`;
    const roots = [opts.serviceRoot !== ROOT ? `service from ${opts.serviceRoot}` : '', opts.against ? `against from ${path.resolve(opts.against)} ${JSON.stringify(opts.againstEnv)}` : '']
      .filter(Boolean).join(', ');
    const lines = [
      `${new Date().toISOString()}, commit ${commit}${roots ? ` (${roots})` : ''}; ${machine}; load average ${load}`,
      `${opts.rounds} alternating rounds x ${opts.duration}s per side, ${opts.connections} connections, HTTPS, owner token (the public:read retrieve: a token with that scope alone); ${Math.round((Date.now() - started) / 1000)}s`,
      '',
      '| endpoint | service req/s | baseline req/s | ratio | service p50/p99 (ms) | baseline p50/p99 (ms) | service CPU ms/req | baseline CPU ms/req | rounds (service; baseline) |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| \`${r.endpoint}\` | ${Math.round(r.service.rps)} | ${Math.round(r.baseline.rps)} | **${ratio2(r.ratio)}**${r.floor || r.ratio >= READ_TARGET ? '' : ' (< 0.90)'} | ` +
        `${r.service.p50} / ${r.service.p99} | ${r.baseline.p50} / ${r.baseline.p99} | ${f2(r.service.cpu)} | ${f2(r.baseline.cpu)} | ` +
        `${r.service.perRound.join(', ')}; ${r.baseline.perRound.join(', ')} |`),
      ...writeRows.map((r) => (r.baseline
        ? `| \`${r.endpoint}\` (write floor) | ${Math.round(r.service.rps)} | ${Math.round(r.baseline.rps)} | **${ratio2(r.ratio)}**${r.ratio >= WRITE_TARGET ? '' : ' (< 0.70)'} | ` +
          `${r.service.p50} / ${r.service.p99} | ${r.baseline.p50} / ${r.baseline.p99} | ${f2(r.service.cpu)} | ${f2(r.baseline.cpu)} | ${r.service.perRound.join(', ')}; ${r.baseline.perRound.join(', ')} |`
        : `| \`${r.endpoint}\` | ${Math.round(r.service.rps)} | | | ${r.service.p50} / ${r.service.p99} | | ${f2(r.service.cpu)} | | |`)),
    ];
    if (encryptionRows.length) {
      lines.push('', 'Encryption at rest: the service with the people\'s tax ids stored sealed, against the same values stored plain (target: ratio >= 0.90)', '',
        '| endpoint | sealed req/s | plain req/s | ratio | sealed p50/p99 (ms) | plain p50/p99 (ms) | sealed CPU ms/req | plain CPU ms/req | rounds (sealed; plain) |',
        '|---|---|---|---|---|---|---|---|---|',
        ...encryptionRows.map((r) => `| \`${r.endpoint}\` | ${Math.round(r.sealed.rps)} | ${Math.round(r.plain.rps)} | **${ratio2(r.ratio)}**${r.ratio >= 0.9 ? '' : ' (< 0.90)'} | ` +
          `${r.sealed.p50} / ${r.sealed.p99} | ${r.plain.p50} / ${r.plain.p99} | ${f2(r.sealed.cpu)} | ${f2(r.plain.cpu)} | ${r.sealed.perRound.join(', ')}; ${r.plain.perRound.join(', ')} |`));
    }
    if (opts.profile) {
      const handled = [servers.service, servers.against, servers.baseline].filter(Boolean).map((t) => `the ${t.name} (pid ${t.pid}) ${t.requests} requests`).join(', ');
      lines.push('', `CPU profile: ${handled} in all (warm-up included); profiles in var/bench/profiles, named by pid`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ machine, commit, load, opts, rows, writeRows, encryptionRows }, null, 2));
  } finally {
    await servers.stop();
  }
}

/**
 * The cursor the feed's page is read after: the company's first event, with at least 100 events after it (people's
 * updates made through the API when a fresh bench company has fewer: full person payloads, tax ids sealed).
 */
async function feedPageStart(service, token) {
  const people = (await request(service, 'GET', '/api/people?$limit=100', token)).body.data.map((p) => p.id);
  const first = (await request(service, 'GET', '/api/events?$limit=1', token)).body.data[0].id;
  const have = (await request(service, 'GET', `/api/events?$limit=101&after=${first}`, token)).body.data.length;
  for (let i = have; i < 101; i++) {
    const res = await request(service, 'PATCH', `/api/people/${people[i % people.length]}`, token, { bio: `Feed bench ${i}` });
    if (res.status !== 200) throw new Error(`PATCH for the feed's events answered ${res.status}`);
  }
  return first;
}

/** Runs `work` with a client of the bench database. */
async function withDatabase(databaseUrl, work) {
  const { Client } = require('pg');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * People the POST scenario made go, so every run measures the same company; then the tables the reads measure are
 * vacuumed, so the next run does not read past this run's dead rows (the people PATCH rewrote, the people deleted).
 */
async function cleanUp(databaseUrl, companyId, tag) {
  await withDatabase(databaseUrl, async (db) => {
    const made = `SELECT id FROM people WHERE company_id = $1 AND email LIKE $2`;
    await db.query(`DELETE FROM job_roles WHERE company_id = $1 AND person_id IN (${made})`, [companyId, `bench-${tag}-%`]);
    await db.query(`DELETE FROM people WHERE company_id = $1 AND email LIKE $2`, [companyId, `bench-${tag}-%`]);
    await db.query(`VACUUM ANALYZE ${READ_TABLES.join(', ')}`);
  });
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error.message}\n`);
  process.exit(1);
});
