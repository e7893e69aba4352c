#!/usr/bin/env node
/**
 * `npm run bench:scale`: how the cost of reads and exports grows with the company (docs/performance.md, "Cost as
 * companies grow"). Companies of --sizes people (1,000 / 10,000 / 100,000, made once with `seed:demo` and kept) in
 * one database, one API node (scripts/start.js, HTTPS, PROCESS_ROLE=api, limits the bench never reaches).
 *
 * Per company, one request at a time (the cost of one request, not a rate), the median of --samples requests after
 * warm-up: the list of 100 at `$skip=0` and at its last page, a retrieve, a filter on an indexed field
 * (`email`, unique per instance), and a full CSV export (`download: true`, every person) timed to its last byte with the server's
 * peak resident memory during it (bench-support's `measured`). SCIM (a `scim:read` token of the owner): the lookup
 * `filter=userName eq "…"` beside the retrieve, and a full page walk by `startIndex` (measureScim). Targets: the last page of the largest company costs
 * no more than 3x its first page; the export's time grows linearly and its peak memory does not grow with the company.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --sizes 1000,10000 --samples 30 --port 8574
 *   --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench_scale, made when missing)
 */
const os = require('node:os');
const path = require('node:path');
const { ROOT, argument, log, cli, ensureDatabase, measured, mb, startApiNode } = require('./bench-support');
const bench = require('./bench-http');

/** A request, once more when a kept-alive socket was closed by the server meanwhile (a long seed between two). */
async function request(...args) {
  try {
    return await bench.request(...args);
  } catch (error) {
    if (!/socket hang up|ECONNRESET/.test(error.message)) throw error;
    return bench.request(...args);
  }
}

const LAST_PAGE_TARGET = 3;

function options() {
  return {
    sizes: argument('sizes', '1000,10000,100000').split(',').map(Number),
    samples: Number(argument('samples', '30')),
    port: Number(argument('port', '8574')),
    databaseUrl: argument('database-url', process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench_scale'),
  };
}

/** The median time of `samples` requests (after a few unmeasured ones), each answered 200. */
async function median(base, url, token, samples) {
  const times = [];
  for (let i = 0; i < samples + 3; i++) {
    const started = process.hrtime.bigint();
    const res = await request(base, 'GET', typeof url === 'function' ? url(i) : url, token);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`${typeof url === 'function' ? url(i) : url} answered ${res.status}: ${res.text.slice(0, 200)}`);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The bench company of `size` people (made and seeded once), with an owner token. */
function company(size, env) {
  const email = `bench-scale-${size}@bench.example`;
  try {
    cli(['company:create', '--name', `Scale ${size}`, '--owner-email', email, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
  } catch (error) {
    if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
  }
  const owner = cli(['token:create', '--email', email, '--scopes', 'public:read,private:read', '--name', 'bench-scale'], env);
  const scim = cli(['token:create', '--email', email, '--scopes', 'scim:read', '--name', 'bench-scale-scim'], env);
  return { ...owner, scimToken: scim.token };
}

function exportCsv(base, token) {
  const https = require('node:https');
  return new Promise((resolve, reject) => {
    const req = https.request(new URL('/api/data-exports', base), {
      method: 'POST', rejectUnauthorized: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (d) => {
        bytes += d.length;
        for (let i = d.indexOf(10); i !== -1; i = d.indexOf(10, i + 1)) lines += 1;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, rows: lines - 1 }) : reject(new Error(`export answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ includeOffboarded: true, download: true }));
  });
}

/**
 * SCIM reads (docs/decisions-scim.md) against the people retrieve of the same run: a lookup by `userName` (what an
 * identity provider sends before it creates a user), and a full walk of `/scim/v2/Users` by `startIndex` with the
 * time of each page, so the walk's first and last tenth compare (flat: the last tenth costs about what the first does).
 */
async function measureScim(base, scimToken, email, total, samples) {
  const userName = `/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`;
  const found = await request(base, 'GET', userName, scimToken);
  if (found.status !== 200 || found.body?.totalResults !== 1) throw new Error(`SCIM userName filter answered ${found.status}: ${found.text.slice(0, 200)}`);
  const lookup = await median(base, userName, scimToken, samples);
  const pageMs = [];
  let listed = 0;
  for (let startIndex = 1; ; startIndex += 100) {
    const started = process.hrtime.bigint();
    const res = await request(base, 'GET', `/scim/v2/Users?startIndex=${startIndex}&count=100`, scimToken);
    pageMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (res.status !== 200) throw new Error(`SCIM page at ${startIndex} answered ${res.status}: ${res.text.slice(0, 200)}`);
    listed += res.body.Resources.length;
    if (res.body.Resources.length < 100 || startIndex + 100 > res.body.totalResults) break;
  }
  const tenth = Math.max(1, Math.floor(pageMs.length / 10));
  const mid = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    scimLookup: lookup,
    walkPages: pageMs.length,
    walkListed: listed,
    walkSeconds: pageMs.reduce((a, b) => a + b, 0) / 1000,
    walkFirstTenth: mid(pageMs.slice(0, tenth)),
    walkLastTenth: mid(pageMs.slice(-tenth)),
  };
}

async function measureCompany(base, pid, token, scimToken, samples) {
  const first = await request(base, 'GET', '/api/people?$limit=100', token);
  const total = first.body.total;
  const ids = first.body.data.map((p) => p.id);
  const email = first.body.data.find((p) => p.email)?.email;
  const lastSkip = Math.max(total - 100, 0);
  const figures = {
    total,
    firstPage: await median(base, '/api/people?$limit=100', token, samples),
    lastPage: await median(base, `/api/people?$limit=100&$skip=${lastSkip}`, token, samples),
    retrieve: await median(base, (i) => `/api/people/${ids[i % ids.length]}`, token, samples),
    filter: await median(base, `/api/people?email=${encodeURIComponent(email)}&$limit=100`, token, samples),
  };
  const scim = scimToken ? await measureScim(base, scimToken, email, total, samples) : {};
  await exportCsv(base, token);
  await new Promise((r) => setTimeout(r, 500));
  const run = await measured(pid, () => exportCsv(base, token));
  return { ...figures, ...scim, exportMs: run.ms, exportRows: run.result.rows, exportMb: run.result.bytes / 2 ** 20, rssBefore: run.before, rssPeak: run.peak };
}

async function main() {
  const opts = options();
  await ensureDatabase(opts.databaseUrl);
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: path.join(ROOT, 'var', 'bench-scale') };
  const server = await startApiNode(env, opts.port, 'bench-scale');
  const { base } = server;
  try {
    const tokens = opts.sizes.map((size) => company(size, env));
    const rows = [];
    for (const [i, size] of opts.sizes.entries()) {
      const { token, companyId, scimToken } = tokens[i];
      const have = (await request(base, 'GET', '/api/people?status=all&$limit=0', token)).body.total;
      if (have < size) {
        log(`seeding ${size - have} people into Scale ${size} (seed:demo, once)...`);
        cli(['seed:demo', '--company', companyId, '--people', String(size - have)], env);
      }
      const figures = await measureCompany(base, server.pid, token, scimToken, opts.samples);
      rows.push({ size, ...figures });
      log(`  ${size}: first ${figures.firstPage.toFixed(1)} ms, last ${figures.lastPage.toFixed(1)} ms, retrieve ${figures.retrieve.toFixed(1)} ms, ` +
        `filter ${figures.filter.toFixed(1)} ms, export ${figures.exportRows} rows in ${Math.round(figures.exportMs)} ms, peak ${mb(figures.rssPeak)} MB`);
    }
    const largest = rows[rows.length - 1];
    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const f1 = (n) => n.toFixed(1);
    const lines = [
      `${new Date().toISOString()}; ${machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; median of ${opts.samples} requests, one at a time, HTTPS, owner token`,
      '',
      '| people | list of 100, first page (ms) | last page (ms) | last / first | retrieve (ms) | filter `email` (ms) | CSV export (ms) | ms per 1,000 rows | export MB | RSS before / peak (MB) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.size.toLocaleString('en')} | ${f1(r.firstPage)} | ${f1(r.lastPage)} | ${(r.lastPage / r.firstPage).toFixed(2)} | ${f1(r.retrieve)} | ${f1(r.filter)} | ` +
        `${Math.round(r.exportMs)} | ${f1((r.exportMs / r.exportRows) * 1000)} | ${f1(r.exportMb)} | ${mb(r.rssBefore)} / ${mb(r.rssPeak)} |`),
    ];
    lines.push(
      '',
      '| people | people retrieve (ms) | SCIM `userName eq` (ms) | lookup / retrieve | SCIM page walk: pages (users) | walk (s) | page, first tenth (ms) | page, last tenth (ms) | last / first |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.size.toLocaleString('en')} | ${f1(r.retrieve)} | ${f1(r.scimLookup)} | ${(r.scimLookup / r.retrieve).toFixed(2)} | ` +
        `${r.walkPages} (${r.walkListed.toLocaleString('en')}) | ${r.walkSeconds.toFixed(1)} | ${f1(r.walkFirstTenth)} | ${f1(r.walkLastTenth)} | ${(r.walkLastTenth / r.walkFirstTenth).toFixed(2)} |`),
    );
    process.stdout.write(`${lines.join('\n')}\n`);
    const ratio = largest.lastPage / largest.firstPage;
    if (ratio > LAST_PAGE_TARGET) log(`SHORT: the last page of ${largest.size} costs ${ratio.toFixed(2)}x its first (target ${LAST_PAGE_TARGET}x)`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:scale failed: ${error.message}\n`);
  process.exit(1);
});
