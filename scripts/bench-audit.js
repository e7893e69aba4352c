#!/usr/bin/env node
/**
 * `npm run bench:audit`: the cost of the audit trail (docs/performance.md, "Audit trail").
 *
 * 1. Auditing on vs off: two API nodes on the bench database, one with AUDIT_ENABLED=true (the default), one with
 *    false (a switch for this measurement only); rounds alternate between them on `GET /api/bank-accounts?$limit=100`
 *    (a sensitive read: one entry per request, stored before the answer) and `PATCH /api/people/:id` (a change: the
 *    entry commits with it). Target: the audited side within 15 % of the other.
 * 2. An audit list filtered by subject over --entries entries (1,000,000) of one company: the median time of
 *    `GET /api/audit-events?subjectPersonId=<id>` and the plan PostgreSQL uses. Target: under 50 ms.
 *
 *   npm run bench:audit                 3 rounds x 5 s per side
 *   npm run bench:audit -- --quick      2 rounds x 3 s
 * Other options: --connections N (16), --port (8545), --port-off (8546), --entries N (1000000),
 * --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench).
 */
const { spawn, spawnSync } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { argument, cli, log } = require('./bench-support');
const { assertPortFree, measure, merge, request, stopped, waitListening } = require('./bench-http');

const ROOT = path.resolve(__dirname, '..');
const OWNER_EMAIL = 'bench-owner@bench.example';
const AUDIT_OWNER_EMAIL = 'bench-audit-owner@bench.example';
const SCOPES = 'public:read,private:read,private:write,compensations:read,documents:read,audit:read';
const ACCOUNTS = 100;

function options() {
  const quick = process.argv.includes('--quick');
  return {
    rounds: Number(argument('rounds', quick ? '2' : '3')),
    duration: Number(argument('duration', quick ? '3' : '5')),
    connections: Number(argument('connections', '16')),
    port: Number(argument('port', '8545')),
    portOff: Number(argument('port-off', '8546')),
    entries: Number(argument('entries', '1000000')),
    databaseUrl: argument('database-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench'),
  };
}

const dataDir = path.join(ROOT, 'var', 'bench');

function ownerToken(env, email, companyName) {
  try {
    cli(['company:create', '--name', companyName, '--owner-email', email, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
  } catch (error) {
    if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
  }
  return cli(['token:create', '--email', email, '--scopes', SCOPES, '--name', 'bench-audit'], env);
}

async function startNode(opts, port, audit) {
  await assertPortFree(port);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    env: {
      ...process.env, DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1',
      REDIS_PREFIX: `bench-audit-${audit ? 'on' : 'off'}`, PROCESS_ROLE: 'api', AUDIT_ENABLED: String(audit),
      RATE_LIMIT_PER_SECOND: '1000000000', RATE_LIMIT_BURST: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `https://127.0.0.1:${port}`;
  await waitListening(base, child, '/health/ready');
  return { name: audit ? 'on' : 'off', base, pid: child.pid, child };
}

/** At least ACCOUNTS people of the bench company have a bank account (made once, kept). */
async function ensureAccounts(node, token) {
  const have = (await request(node.base, 'GET', '/api/bank-accounts?$limit=0', token)).body.total;
  if (have >= ACCOUNTS) return;
  const people = (await request(node.base, 'GET', `/api/people?$limit=250&includeWithoutBankAccount=true`, token)).body?.data
    ?? (await request(node.base, 'GET', '/api/people?$limit=250', token)).body.data;
  let made = have;
  for (const person of people) {
    if (made >= ACCOUNTS) break;
    const res = await request(node.base, 'POST', '/api/bank-accounts', token, { personId: person.id, accountNumber: `GB00BENCH${String(made).padStart(8, '0')}` });
    if (res.status === 201) made += 1;
  }
  log(`bank accounts of the bench company: ${made}`);
}

/**
 * --entries audit entries in the audit bench company (made once with SQL), one subject in about 1 of 1,000. They get
 * seqs below the chain's start (negative), outside the company's chain: its head stays the one the service signed, so
 * the chainer goes on chaining the bench's own entries (a head moved by SQL does not verify and is never moved on).
 */
async function ensureEntries(db, companyId, entries) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1', [companyId])).rows;
  if (n < entries) {
    log(`adding ${entries - n} audit entries to the audit bench company (SQL, once)...`);
    const [{ low }] = (await db.query('SELECT least(min(seq), 0)::bigint AS low FROM audit_events WHERE company_id = $1', [companyId])).rows;
    await db.query(`
      INSERT INTO audit_events (company_id, seq, id, occurred_at, action, outcome, actor_type, actor_person_id, subject_person_ids,
                                target_type, target_id, fields, mac, prev_hash, hash)
      SELECT $1, $3::bigint - ($2::bigint - g + 1), 'aud_bench_' || ($3::bigint - ($2::bigint - g + 1)), now() - (($2 - g) || ' seconds')::interval,
             (ARRAY['person.read', 'bankAccount.read', 'person.updated', 'compensation.read'])[1 + g % 4], 'success', 'token', 'bench-actor',
             ARRAY['bench-subject-' || (g % 1000)], 'person', 'bench-subject-' || (g % 1000), '{}', repeat('0', 64), repeat('0', 64), repeat('0', 64)
        FROM generate_series(1, $2::bigint) AS g`,
      [companyId, entries - n, low]);
    await db.query('ANALYZE audit_events');
  }
}

async function subjectFilter(node, db, token, companyId) {
  const url = '/api/audit-events?subjectPersonId=bench-subject-7&$limit=100';
  const times = [];
  for (let i = 0; i < 60; i++) {
    const started = process.hrtime.bigint();
    const res = await request(node.base, 'GET', url, token);
    if (res.status !== 200) throw new Error(`audit list answered ${res.status}`);
    if (i >= 10) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const plan = (await db.query(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT * FROM audit_events audit WHERE (audit.company_id = $1)
       AND (audit.subject_person_ids @> ARRAY[$2]::text[]) ORDER BY audit.seq ASC LIMIT 100 OFFSET 0`,
    [companyId, 'bench-subject-7'])).rows.map((r) => r['QUERY PLAN']);
  const count = (await db.query(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*)::int AS total FROM audit_events audit WHERE (audit.company_id = $1)
       AND (audit.subject_person_ids @> ARRAY[$2]::text[])`, [companyId, 'bench-subject-7'])).rows.map((r) => r['QUERY PLAN']);
  return { p50: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)], plan, count };
}

async function main() {
  const opts = options();
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir };
  const bench = ownerToken(env, OWNER_EMAIL, 'Bench Company');
  const auditBench = ownerToken(env, AUDIT_OWNER_EMAIL, 'Audit Bench Company');
  const nodes = [await startNode(opts, opts.port, true), await startNode(opts, opts.portOff, false)];
  const db = new Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    const token = bench.token;
    const have = (await request(nodes[0].base, 'GET', '/api/people?$limit=0', token)).body.total;
    if (have < 300) cli(['seed:demo', '--company', bench.companyId, '--people', String(300 - have)], env);
    await ensureAccounts(nodes[0], token);
    const sample = (await request(nodes[0].base, 'GET', '/api/people?$limit=250', token)).body.data.map((p) => p.id);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    let next = 0;
    const scenarios = [
      { name: 'GET /api/bank-accounts?$limit=100', path: '/api/bank-accounts?$limit=100' },
      { name: 'PATCH /api/people/:id', path: '', requests: [{
        method: 'PATCH', setupRequest: (req) => ({ ...req, path: `/api/people/${sample[next++ % sample.length]}`, body: JSON.stringify({ bio: `Audit bench ${next}` }) }),
      }] },
    ];
    for (const node of nodes) for (const s of scenarios) await measure(node, { ...opts, duration: 1 }, { ...s, headers });
    const rows = [];
    for (const s of scenarios) {
      const figures = { on: [], off: [] };
      for (let round = 0; round < opts.rounds; round++) {
        for (const node of round % 2 === 0 ? nodes : [...nodes].reverse()) figures[node.name].push(await measure(node, opts, { ...s, headers }));
      }
      const on = merge(figures.on);
      const off = merge(figures.off);
      rows.push({ endpoint: s.name, on, off, ratio: on.rps / off.rps });
      log(`  ${s.name}: audited ${Math.round(on.rps)} req/s (${on.perRound.join(', ')}), not audited ${Math.round(off.rps)} (${off.perRound.join(', ')})`);
    }
    await ensureEntries(db, auditBench.companyId, opts.entries);
    const filter = await subjectFilter(nodes[0], db, auditBench.token, auditBench.companyId);

    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const f2 = (n) => n.toFixed(2);
    const lines = [
      `${new Date().toISOString()}, commit ${commit}; ${machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      `${opts.rounds} alternating rounds x ${opts.duration}s per side, ${opts.connections} connections, HTTPS, owner token`, '',
      '| endpoint | audited req/s | not audited req/s | ratio | audited p50/p99 (ms) | not audited p50/p99 (ms) | audited CPU ms/req | not audited CPU ms/req | not 2xx |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| \`${r.endpoint}\` | ${Math.round(r.on.rps)} | ${Math.round(r.off.rps)} | **${(Math.floor(r.ratio * 100) / 100).toFixed(2)}**${r.ratio >= 0.85 ? '' : ' (< 0.85)'} | ` +
        `${r.on.p50} / ${r.on.p99} | ${r.off.p50} / ${r.off.p99} | ${f2(r.on.cpu)} | ${f2(r.off.cpu)} | ${r.on.bad + r.off.bad} |`),
      '', `Audit list filtered by subject over ${opts.entries} entries of one company (a subject in 1,000 of them): p50 ${f2(filter.p50)} ms, p90 ${f2(filter.p90)} ms (50 requests, one at a time)`,
      '', 'Page plan:', '```', ...filter.plan, '```', 'Count plan:', '```', ...filter.count, '```',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (rows.some((r) => r.on.bad + r.off.bad > 0)) process.exitCode = 1;
  } finally {
    await db.end();
    await Promise.all(nodes.map((n) => stopped(n.child)));
  }
}

main().catch((error) => {
  process.stderr.write(`bench:audit failed: ${error.message}\n`);
  process.exit(1);
});
