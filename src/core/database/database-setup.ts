import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

const MIGRATION_LOCK = 7_141_592;
/** Distinct from first-start's 7141593 and the migrations' lock: taken in the `postgres` database. */
const CREATE_DATABASE_LOCK = 7_141_591;

/**
 * Creates the database named in the URL when it does not exist yet (D1: no setup step). It first connects to that
 * database itself: only when the server answers that it does not exist (3D000) does it go to the `postgres` maintenance
 * database to create it, so a role that may not connect there or create databases (managed services) starts on a
 * database made for it.
 */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const probe = new Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    // Nodes starting at once on a cluster without the database take turns: two concurrent CREATE DATABASE of one name
    // can fail with a unique violation on pg_database rather than "already exists".
    await client.query('SELECT pg_advisory_lock($1)', [CREATE_DATABASE_LOCK]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by a process that does not take the lock
      });
    }
  } finally {
    await client.end();
  }
}

/** Runs pending migrations under an advisory lock, so several nodes starting at once take turns. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(databaseUrl, 2), entities: [] });
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
