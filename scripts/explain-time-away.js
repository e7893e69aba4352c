#!/usr/bin/env node
/**
 * EXPLAIN evidence for time-away lists: a large company (10,000 people) and a small one (100 people)
 * share the `time_away` table, 24 entries a person over 2025-2026. The queries are those the core runs for
 * `GET /api/time-away` with a person's or the company's date range (the core's entity list, src/core/crud/entity-page.ts:
 * the company condition, the filters, ORDER BY created_at, id, LIMIT 100; and the count).
 *
 *   node scripts/explain-time-away.js [--database-url postgres://postgres@127.0.0.1:5432/personnel_explain_time_away]
 *
 * The database is made (dropped first if this script made it before) and migrated from dist/.
 */
const path = require('node:path');
const { Client } = require('pg');

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const urlArg = args.indexOf('--database-url');
const url = new URL(urlArg >= 0 ? args[urlArg + 1] : 'postgres://postgres@127.0.0.1:5432/personnel_explain_time_away');
const name = url.pathname.slice(1);
if (!/^personnel_explain_\w+$/.test(name)) throw new Error('the database name must start with personnel_explain_ (it is dropped and made again)');

async function main() {
  require('./ensure-build')('src/main.js');
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  await require(path.join(ROOT, 'dist/src/core/database/database-setup')).runMigrations(url.toString());

  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  for (const [company, people] of [['big', 10000], ['small', 100]]) {
    await db.query(`INSERT INTO companies (id, name, created_at, updated_at) VALUES ($1, $1, now(), now())`, [company]);
    await db.query(
      `INSERT INTO time_away_types (id, company_id, name, is_time_off, category, created_at, updated_at)
       VALUES ($1 || '-pto', $1, 'Paid time off', true, 'paidTimeOff', now(), now())`,
      [company],
    );
    await db.query(
      `INSERT INTO people (id, company_id, first_name, role, status, created_at, updated_at)
       SELECT $1 || '-p' || i, $1, 'P' || i, 'user', 'active', now(), now() FROM generate_series(1, $2) i`,
      [company, people],
    );
    // Two entries a month (the 3rd to the 5th, the 17th), 2025-01 to 2026-12, made in date order.
    await db.query(
      `INSERT INTO time_away (id, company_id, person_id, time_away_type_id, start_date, start_period, end_date, end_period,
                              request_status, days, created_at, updated_at)
       SELECT $1 || '-e' || i || '-' || m || '-' || k, $1, $1 || '-p' || i, $1 || '-pto',
              make_date(2025 + (m - 1) / 12, 1 + (m - 1) % 12, CASE k WHEN 0 THEN 3 ELSE 17 END), 'full',
              make_date(2025 + (m - 1) / 12, 1 + (m - 1) % 12, CASE k WHEN 0 THEN 5 ELSE 17 END), 'full',
              'approved', CASE k WHEN 0 THEN 3 ELSE 1 END,
              timestamptz '2024-12-01' + (m * 2 + k) * interval '1 day' + i * interval '1 ms', now()
         FROM generate_series(1, $2) i, generate_series(1, 24) m, generate_series(0, 1) k`,
      [company, people],
    );
  }
  await db.query('ANALYZE');

  // What the core runs for a time-away list narrowed by person or dates (narrowPage, entity-page.ts): page ids and total.
  const narrowed = (where) => `WITH m AS MATERIALIZED (SELECT entry.id AS id, entry.created_at AS o0 FROM time_away entry
      WHERE entry.company_id = $1 ${where})
    SELECT c.total, p.id FROM (SELECT count(*)::int AS total FROM m) c
      LEFT JOIN LATERAL (SELECT * FROM m ORDER BY m.o0 ASC, m.id ASC LIMIT 100 OFFSET 0) p ON true
    ORDER BY p.o0 ASC, p.id ASC`;
  // What the core's generic list would run (ORDER BY created_at, id LIMIT 100), for comparison.
  const generic = (where) => `SELECT entry.* FROM time_away entry WHERE entry.company_id = $1 ${where} ORDER BY entry.created_at ASC, entry.id ASC LIMIT 100`;
  const week = `AND entry.start_date >= '2026-03-16' AND entry.start_date <= '2026-03-22'`;
  // With the range condition time away's narrowPage adds to the two one-sided ones (date-range-narrowing.ts, overlapCondition).
  const overlapping = `AND entry.start_date <= '2026-03-22' AND entry.end_date >= '2026-03-16'
    AND daterange(entry.start_date, entry.end_date, '[]') && daterange('2026-03-16'::date, '2026-03-22'::date, '[]')`;
  const queries = [
    ['a person, date range', narrowed(`AND entry.person_id = $2 AND entry.start_date >= '2026-03-01' AND entry.start_date <= '2026-05-31'`), 'p42'],
    ['a person, overlapping a range', narrowed(`AND entry.person_id = $2 AND entry.start_date <= '2026-05-31' AND entry.end_date >= '2026-03-01'
      AND daterange(entry.start_date, entry.end_date, '[]') && daterange('2026-03-01'::date, '2026-05-31'::date, '[]')`), 'p42'],
    ['the company, one week', narrowed(week), null],
    ['the company, overlapping one week', narrowed(overlapping), null],
    ['(generic core list) the company, one week', generic(week), null],
  ];
  const results = [];
  for (const [label, sql, person] of queries) {
    for (const company of ['big', 'small']) {
      const params = person ? [company, `${company}-${person}`] : [company];
      const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params)).rows[0]['QUERY PLAN'][0];
      const text = (await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']);
      const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
      results.push({ label, company, buffers, ms: plan['Execution Time'], rows: plan.Plan['Actual Rows'], plan: text });
    }
  }
  const totals = (await db.query(`SELECT company_id, count(*)::int AS n FROM time_away GROUP BY company_id ORDER BY 1`)).rows;
  console.log(JSON.stringify({ totals, results }, null, 2));
  await db.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
