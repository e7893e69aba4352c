import { Client } from 'pg';
import { TEST_PG_URL } from './test-env';

export default async function globalTeardown(): Promise<void> {
  const admin = new Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    const left = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'personnel_t\\_%'`);
    for (const row of left.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
