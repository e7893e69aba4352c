import { Client } from 'pg';
import { runMigrations } from '../../src/core/database/database-setup';
import { databaseUrl, TEMPLATE_DB, TEST_PG_URL } from './test-env';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ensureBuild: (entry: string) => string = require('../../scripts/ensure-build');

/**
 * Migrates one template database; each test file clones it (CREATE DATABASE ... TEMPLATE).
 * Also builds dist/ once, before the test files that run the CLI and `npm start` start in parallel.
 */
export default async function globalSetup(): Promise<void> {
  try {
    ensureBuild('src/main.js');
  } catch (error) {
    // Only the CLI and `npm start` tests need dist/; they fail on their own if it is missing.
    process.stderr.write(`warning: nest build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const stale = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'personnel_t\\_%'`);
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  await runMigrations(databaseUrl(TEMPLATE_DB));
}
