#!/usr/bin/env node
// Drops databases left behind by interrupted test runs (every personnel_t_* and personnel_tpl_* database), and their
// folders of recorded SQL statements (personnel-sql-* in the temporary folder).
const { readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

(async () => {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'personnel\\_t\\_%' OR datname LIKE 'personnel\\_tpl\\_%'`);
  for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await client.end();
  process.stdout.write(`dropped ${rows.length} test database(s)\n`);
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('personnel-sql-'))) {
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
})();
