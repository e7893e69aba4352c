#!/usr/bin/env node
/**
 * `npm run bench:time-away`: time away at volume (docs/performance.md, "Time away at volume"). One company of
 * --people people (1,000, `seed:demo`) with --entries time-away entries in all (1,000,000: one-day entries on
 * distinct days, 2022 onwards, written once with SQL), leave accounting (--adjustments adjustments in all, 100,000,
 * 2022 onwards; every person's policy over time as allocations: the default policy until 2024, then a monthly policy
 * with expiring carry-over or a yearly one from April), and a manager of 50 people (direct reports who manage nobody).
 * One API node (HTTPS, PROCESS_ROLE=api). Measured one request at a time, the median of --samples: the balances of
 * 100 people (`GET /api/time-away-balances?personId[$in]=...`) and that manager's calendar feed.
 * Target: each under 100 ms.
 *
 *   npm run bench:time-away
 *   npm run bench:time-away -- --samples 20 --port 8584 --adjustments 100000
 *   --database-url (postgres://postgres@127.0.0.1:5432/personnel_bench_time_away, made when missing)
 */
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');
const { ROOT, argument, log, cli, ensureDatabase, startApiNode } = require('./bench-support');
const { request } = require('./bench-http');

const OWNER_EMAIL = 'bench-time-away-owner@bench.example';
const REPORTS = 50;
const TARGET_MS = 100;

function options() {
  return {
    people: Number(argument('people', '1000')),
    entries: Number(argument('entries', '1000000')),
    adjustments: Number(argument('adjustments', '100000')),
    samples: Number(argument('samples', '20')),
    port: Number(argument('port', '8584')),
    databaseUrl: argument('database-url', process.env.BENCH_TIME_AWAY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/personnel_bench_time_away'),
  };
}

async function median(base, url, token, samples, check) {
  const times = [];
  let last;
  for (let i = 0; i < samples + 3; i++) {
    const started = process.hrtime.bigint();
    last = await request(base, 'GET', url, token);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (last.status !== 200) throw new Error(`${url.slice(0, 80)} answered ${last.status}: ${last.text.slice(0, 200)}`);
    if (i >= 3) times.push(ms);
  }
  check?.(last);
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p90: times[Math.floor(times.length * 0.9)], bytes: last.text.length };
}

/** --entries one-day entries spread evenly over the people, on distinct days of each, approved, of the first type. */
async function ensureEntries(db, companyId, ownerId, entries) {
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM time_away WHERE company_id = $1', [companyId])).rows;
  if (n < entries) {
    log(`adding ${entries - n} time-away entries (SQL, once)...`);
    await db.query(`
      WITH people AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS i, count(*) OVER () AS total FROM people WHERE company_id = $1),
           kind AS (SELECT id FROM time_away_types WHERE company_id = $1 ORDER BY created_at, id LIMIT 1)
      INSERT INTO time_away (id, company_id, person_id, time_away_type_id, start_date, start_period, end_date, end_period, request_status, days, created_at, updated_at)
      SELECT 'bta_' || g, $1, p.id, kind.id, DATE '2022-01-03' + (g / p.total)::int * 2, 'full', DATE '2022-01-03' + (g / p.total)::int * 2, 'full', 'approved', 1, now(), now()
        FROM generate_series($2::bigint, $3::bigint - 1) AS g
        JOIN people p ON p.i = g % p.total
        CROSS JOIN kind`, [companyId, n, entries]);
    await db.query('ANALYZE time_away');
  }
  // As autovacuum would have after the bulk insert (a test server may run without it): the feed's index-only scan
  // reads the visibility map. Quick once done.
  await db.query('VACUUM time_away');
  // A manager of exactly REPORTS people: a person nobody reports to, with REPORTS others who manage nobody.
  const current = `p.status = 'active' AND p.email IS NOT NULL AND (p.employment_end_date IS NULL OR p.employment_end_date >= CURRENT_DATE)
      AND (p.employment_start_date IS NULL OR p.employment_start_date <= CURRENT_DATE)`;
  const leaves = `SELECT p.id, p.email FROM people p WHERE p.company_id = $1 AND p.id <> $2 AND ${current}
      AND NOT EXISTS (SELECT 1 FROM job_roles r WHERE r.company_id = p.company_id AND r.reporting_to = p.id)
    ORDER BY p.created_at, p.id`;
  // The manager an earlier run made (exactly REPORTS direct reports) is kept; otherwise the first person nobody reports to.
  const [earlier] = (await db.query(`
    SELECT p.id, p.email FROM job_roles r JOIN people p ON p.company_id = r.company_id AND p.id = r.reporting_to
     WHERE r.company_id = $1 AND r.reporting_to <> $2 AND ${current} AND r.effective_date <= CURRENT_DATE AND (r.end_date IS NULL OR r.end_date >= CURRENT_DATE)
     GROUP BY p.id, p.email HAVING count(*) = ${REPORTS} ORDER BY p.id LIMIT 1`, [companyId, ownerId])).rows;
  const manager = earlier ?? (await db.query(`${leaves} LIMIT 1`, [companyId, ownerId])).rows[0];
  if (!earlier) await db.query(`
    UPDATE job_roles r SET reporting_to = $3 WHERE r.company_id = $1
       AND r.person_id IN (SELECT id FROM (${leaves} OFFSET 1 LIMIT ${REPORTS}) l)
       AND r.effective_date <= CURRENT_DATE AND (r.end_date IS NULL OR r.end_date >= CURRENT_DATE)`, [companyId, ownerId, manager.id]);
  const [{ n: reportCount }] = (await db.query(`
    WITH RECURSIVE reports(id) AS (
      SELECT person_id FROM job_roles WHERE company_id = $1 AND reporting_to = $2 AND effective_date <= CURRENT_DATE AND (end_date IS NULL OR end_date >= CURRENT_DATE)
      UNION SELECT r.person_id FROM job_roles r JOIN reports ON r.reporting_to = reports.id
       WHERE r.company_id = $1 AND r.effective_date <= CURRENT_DATE AND (r.end_date IS NULL OR r.end_date >= CURRENT_DATE))
    SELECT count(*)::int AS n FROM reports`, [companyId, manager.id])).rows;
  if (reportCount !== REPORTS) throw new Error(`the bench manager has ${reportCount} reports, not ${REPORTS}`);
  return manager;
}

/**
 * Leave accounting, written once with SQL: two policies beside the default, each person's allocations (the default
 * policy from their start until 2024-12-31, then the monthly or the April policy, alternately, open: so every balance
 * of 2025 on reads two policies' terms for the year before and the year), and --adjustments adjustments spread evenly
 * over the people (about one every 18 days of each from 2022, +1.5 and -0.5 alternately).
 */
async function ensureLeaveAccounting(db, companyId, adjustments) {
  await db.query(`
    INSERT INTO time_away_policies (id, company_id, name, allowance, carry_over_limit, is_default, accrual_frequency, year_start_month,
                                    carry_over_expires_after_months, created_at, updated_at)
    VALUES ('btp_monthly', $1, 'Bench monthly', 24, 5, false, 'monthly', 1, 3, now(), now()),
           ('btp_april', $1, 'Bench April', 25, 10, false, 'yearly', 4, NULL, now(), now())
    ON CONFLICT DO NOTHING`, [companyId]);
  const [{ n: unallocated }] = (await db.query(`
    SELECT count(*)::int AS n FROM people p
     WHERE p.company_id = $1 AND NOT EXISTS (SELECT 1 FROM time_away_allocations a WHERE a.company_id = p.company_id AND a.person_id = p.id)`, [companyId])).rows;
  if (unallocated > 0) {
    log(`adding the allocations of ${unallocated} people (SQL, once)...`);
    await db.query(`
      WITH people AS (
        SELECT p.id, COALESCE(p.employment_start_date, DATE '2020-01-01') AS start, row_number() OVER (ORDER BY p.created_at, p.id) AS i
          FROM people p
         WHERE p.company_id = $1 AND NOT EXISTS (SELECT 1 FROM time_away_allocations a WHERE a.company_id = p.company_id AND a.person_id = p.id)),
      fallback AS (SELECT id FROM time_away_policies WHERE company_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1)
      INSERT INTO time_away_allocations (id, company_id, person_id, time_away_policy_id, start_date, end_date, created_at, updated_at)
      SELECT 'bal_a_' || p.id, $1, p.id, fallback.id, p.start, DATE '2024-12-31', now(), now() FROM people p, fallback WHERE p.start <= DATE '2024-12-31'
      UNION ALL
      SELECT 'bal_b_' || p.id, $1, p.id, CASE WHEN p.i % 2 = 0 THEN 'btp_monthly' ELSE 'btp_april' END, GREATEST(p.start, DATE '2025-01-01'), NULL, now(), now()
        FROM people p`, [companyId]);
    await db.query('ANALYZE time_away_allocations');
  }
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM time_away_adjustments WHERE company_id = $1', [companyId])).rows;
  if (n < adjustments) {
    log(`adding ${adjustments - n} time-away adjustments (SQL, once)...`);
    await db.query(`
      WITH people AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS i, count(*) OVER () AS total FROM people WHERE company_id = $1)
      INSERT INTO time_away_adjustments (id, company_id, person_id, date, days, note, created_at, updated_at)
      SELECT 'badj_' || g, $1, p.id, DATE '2022-01-05' + ((g / p.total)::int * 18) % 1800, CASE WHEN g % 2 = 0 THEN 1.5 ELSE -0.5 END, 'bench', now(), now()
        FROM generate_series($2::bigint, $3::bigint - 1) AS g
        JOIN people p ON p.i = g % p.total`, [companyId, n, adjustments]);
    await db.query('ANALYZE time_away_adjustments');
  }
  await db.query('VACUUM time_away_adjustments');
  const count = async (table) => (await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [companyId])).rows[0].n;
  return { adjustments: await count('time_away_adjustments'), allocations: await count('time_away_allocations') };
}

async function main() {
  const opts = options();
  await ensureDatabase(opts.databaseUrl);
  const env = { DATABASE_URL: opts.databaseUrl, LOG_LEVEL: 'silent', DATA_DIR: path.join(ROOT, 'var', 'bench-time-away') };
  const server = await startApiNode(env, opts.port, 'bench-time-away');
  const { base } = server;
  const db = new Client({ connectionString: opts.databaseUrl });
  try {
    await db.connect();
    try {
      cli(['company:create', '--name', 'Time Away Bench', '--owner-email', OWNER_EMAIL, '--owner-first-name', 'Bench', '--owner-last-name', 'Owner'], env);
    } catch (error) {
      if (!/EmailTaken/.test(error.stderr ?? '')) throw error;
    }
    const { token, companyId } = cli(['token:create', '--email', OWNER_EMAIL, '--scopes', 'public:read,private:read', '--name', 'bench-time-away'], env);
    const have = (await request(base, 'GET', '/api/people?status=all&$limit=0', token)).body.total;
    if (have < opts.people) {
      log(`seeding ${opts.people - have} people (seed:demo, once)...`);
      cli(['seed:demo', '--company', companyId, '--people', String(opts.people - have)], env);
    }
    const owner = (await request(base, 'GET', '/api/me', token)).body;
    const manager = await ensureEntries(db, companyId, owner.id, opts.entries);
    const accounting = await ensureLeaveAccounting(db, companyId, opts.adjustments);
    // The manager's own token shows their feed address.
    const managerToken = cli(['token:create', '--email', manager.email, '--scopes', 'public:read,private:read', '--name', 'bench-time-away'], env).token;
    const me = (await request(base, 'GET', '/api/me', managerToken)).body;
    const [{ n: entries }] = (await db.query('SELECT count(*)::int AS n FROM time_away WHERE company_id = $1', [companyId])).rows;

    const people = (await request(base, 'GET', '/api/people?$limit=100', token)).body.data.map((p) => p.id);
    const ids = people.map((id) => `personId[$in]=${id}`).join('&');
    const balances = await median(base, `/api/time-away-balances?${ids}`, token, opts.samples, (res) => {
      if (res.body.data?.length !== 100 && res.body.length !== 100) log(`balances answered ${JSON.stringify(res.body).slice(0, 120)}`);
    });
    const feed = await median(base, `/api/calendar-feeds/${me.calendarFeedToken}.ics`, 'none', opts.samples);
    const events = (await request(base, 'GET', `/api/calendar-feeds/${me.calendarFeedToken}.ics`, 'none')).text.split('BEGIN:VEVENT').length - 1;

    const machine = `${os.cpus().length} cores (${os.cpus()[0].model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const f1 = (v) => v.toFixed(1);
    const lines = [
      `${new Date().toISOString()}; ${machine}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      `${entries} time-away entries, ${accounting.adjustments} adjustments and ${accounting.allocations} allocations in one company of ${have < opts.people ? opts.people : have} people;`
        + ` median and p90 of ${opts.samples} requests, one at a time, HTTPS`, '',
      '| request | p50 (ms) | p90 (ms) | answer | target |', '|---|---|---|---|---|',
      `| balances of 100 people (\`GET /api/time-away-balances?personId[$in]=...\`) | ${f1(balances.p50)} | ${f1(balances.p90)} | ${balances.bytes} bytes | < ${TARGET_MS} ms |`,
      `| calendar feed of a manager with ${REPORTS} reports | ${f1(feed.p50)} | ${f1(feed.p90)} | ${events} events, ${feed.bytes} bytes | < ${TARGET_MS} ms |`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (balances.p50 >= TARGET_MS || feed.p50 >= TARGET_MS) log('SHORT: a median is over the target');
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:time-away failed: ${error.message}\n`);
  process.exit(1);
});
