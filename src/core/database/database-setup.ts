import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

const MIGRATION_LOCK = 7_141_592;

/** Creates the database named in the URL when it does not exist yet (D1: no setup step). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another node
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
