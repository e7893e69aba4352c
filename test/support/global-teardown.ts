import { Client } from 'pg';
import { checkIssuedStatements, RunSelection } from './sql-recording/check-issued-statements';
import { runDatabasePrefix, templateDatabase, TEST_PG_URL } from './test-env';

/**
 * Drops this run's databases and template (a crashed run's are dropped by `npm run test:clean`), then checks the SQL
 * the run issued against the snapshot (failing the run when a statement is not in it).
 */
export default async function globalTeardown(globalConfig: RunSelection, projectConfig: { testPathIgnorePatterns?: string[] }): Promise<void> {
  try {
    await dropRunDatabases();
  } finally {
    checkIssuedStatements({ ...globalConfig, testPathIgnorePatterns: projectConfig?.testPathIgnorePatterns });
  }
}

async function dropRunDatabases(): Promise<void> {
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const mine = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'`, [runDatabasePrefix()]);
    for (const row of mine.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
