import { Client } from 'pg';
import { runMigrations } from '../../src/core/database/database-setup';
import { databaseUrl, TEMPLATE_DB, TEST_PG_URL } from './test-env';

/** Migrates one template database; each test file clones it (CREATE DATABASE ... TEMPLATE). */
export default async function globalSetup(): Promise<void> {
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
