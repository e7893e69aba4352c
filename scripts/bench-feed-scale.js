#!/usr/bin/env node
/**
 * `npm run bench:feed-scale`: whether the change feed's page stays flat as a company's events grow (docs/integrations.md,
 * "Cost"). One company on its own database (made once and kept), one API node (scripts/start.js, HTTPS,
 * PROCESS_ROLE=api); its outbox grown to each of --sizes events (1,000 / 100,000 / 1,000,000 by default) with copies
 * of a real `location.updated` event (its id made anew, marked relayed), 20,000 per transaction.
 *
 * Per size, one request at a time (the cost of one request, not a rate), the median of --samples requests after
 * warm-up: the page of 100 from the start, after a cursor half way, after a cursor 100 events from the end (where a
 * client that keeps up reads), and the same last page filtered by `type`. Target: the last page at the largest size
 * costs no more than 1.5x the first page at the smallest.
 *
 *   npm run bench:feed-scale
 *   npm run bench:feed-scale -- --sizes 1000,100000 --samples 30 --port 8576
 *   --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench_feed, made when missing)
 */
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { ROOT, argument, log, cli, ensureDatabase, startApiNode } = require('./bench-support');
const { request } = require('./bench-http');

const TARGET = 1.5;
const BATCH = 20_000;
const EMAIL = 'bench-feed@bench.example';

function options() {
  return {
    sizes: argument('sizes', '1000,100000,1000000').split(',').map(Number),
    samples: Number(argument('samples', '30')),
    port: Number(argument('port', '8576')),
    databaseUrl: argument('database-url', process.env.BENCH_FEED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench_feed'),
  };
}

/** The median time of `samples` requests (after a few unmeasured ones), each answered 200 with a page. */
async function median(base, url, token, samples) {
  const times = [];
  for (let i = 0; i < samples + 3; i++) {
    const started = process.hrtime.bigint();
    const res = await request(base, 'GET', url, token);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.text.slice(0, 200)}`);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** The bench company (made once), an owner token reading the feed, and a location whose update is the template event. */
async function company(base, env) {
  try {
    cli(['company:create', '--name', 'Feed scale', '--owner-email', EMAIL, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
  } catch (error) {
    if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
  }
  const { token, companyId } = cli(['token:create', '--email', EMAIL, '--scopes', 'public:read,private:read,private:write,events:read', '--name', 'bench-feed'], env);
  const policy = (await request(base, 'GET', '/api/time-away-policies', token)).body.data[0].id;
  let location = (await request(base, 'GET', '/api/locations?$limit=1', token)).body.data[0]?.id;
  if (!location) location = (await request(base, 'POST', '/api/locations', token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policy })).body.id;
  const patched = await request(base, 'PATCH', `/api/locations/${location}`, token, { label: `Feed scale ${Date.now()}` });
  if (patched.status !== 200) throw new Error(`the template event's write answered ${patched.status}`);
  return { token, companyId };
}

/** Grows the company's outbox to `size` events with copies of its latest `location.updated` (ids as newId makes them). */
async function grow(db, companyId, size) {
  for (;;) {
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM events WHERE company_id = $1`, [companyId])).rows;
    if (n >= size) return n;
    const batch = Math.min(BATCH, size - n);
    await db.query(
      `WITH template AS (
         SELECT type, resource_type, record_id, payload FROM events WHERE company_id = $1 AND type = 'location.updated' ORDER BY txid DESC, seq DESC LIMIT 1
       ), made AS (
         SELECT 'evt_' || translate(encode(substr(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 1, 18), 'base64'), '+/', '-_') AS id
           FROM generate_series(1, $2)
       )
       INSERT INTO events (id, company_id, type, resource_type, record_id, created_at, payload, dispatched_at)
       SELECT made.id, $1, t.type, t.resource_type, t.record_id, now(), jsonb_set(t.payload, '{id}', to_jsonb(made.id)), now()
         FROM made, template t`,
      [companyId, batch],
    );
  }
}

/** The id of the event at `offset` in the company's feed order. */
async function eventAt(db, companyId, offset) {
  return (await db.query(`SELECT id FROM events WHERE company_id = $1 ORDER BY txid, seq OFFSET $2 LIMIT 1`, [companyId, Math.max(offset, 0)])).rows[0].id;
}

async function main() {
  const opts = options();
  await ensureDatabase(opts.databaseUrl);
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: path.join(ROOT, 'var', 'bench-feed') };
  const server = await startApiNode(env, opts.port, 'bench-feed');
  const db = new Client({ connectionString: opts.databaseUrl });
  await db.connect();
  try {
    const { token, companyId } = await company(server.base, env);
    const rows = [];
    for (const size of opts.sizes) {
      log(`growing the outbox to ${size.toLocaleString('en')} events...`);
      const total = await grow(db, companyId, size);
      await db.query('VACUUM ANALYZE events');
      const [middle, last] = [await eventAt(db, companyId, Math.floor(total / 2)), await eventAt(db, companyId, total - 101)];
      const figures = {
        size: total,
        first: await median(server.base, '/api/events?$limit=100', token, opts.samples),
        middle: await median(server.base, `/api/events?$limit=100&after=${middle}`, token, opts.samples),
        last: await median(server.base, `/api/events?$limit=100&after=${last}`, token, opts.samples),
        lastByType: await median(server.base, `/api/events?$limit=100&type=location.updated&after=${last}`, token, opts.samples),
      };
      rows.push(figures);
      log(`  ${total}: first ${figures.first.toFixed(1)} ms, middle ${figures.middle.toFixed(1)} ms, last ${figures.last.toFixed(1)} ms, last by type ${figures.lastByType.toFixed(1)} ms`);
    }
    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const f1 = (n) => n.toFixed(1);
    const lines = [
      `${new Date().toISOString()}; ${machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; median of ${opts.samples} requests, one at a time, HTTPS, owner token`,
      '',
      '| events | page of 100 from the start (ms) | after a cursor half way (ms) | after a cursor at the end (ms) | the same, `type=` (ms) |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.size.toLocaleString('en')} | ${f1(r.first)} | ${f1(r.middle)} | ${f1(r.last)} | ${f1(r.lastByType)} |`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const ratio = rows[rows.length - 1].last / rows[0].first;
    if (ratio > TARGET) log(`SHORT: the last page at ${rows[rows.length - 1].size} events costs ${ratio.toFixed(2)}x the first page at ${rows[0].size} (target ${TARGET}x)`);
  } finally {
    await db.end();
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:feed-scale failed: ${error.message}\n`);
  process.exit(1);
});
