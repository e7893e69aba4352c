import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { FIRST_START_LOCK } from '../../../src/bootstrap/first-start';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_PG_URL, TEST_REDIS_URL } from '../../support/test-env';
import { startServer, waitFor } from '../../support/processes';

/**
 * D1 with graceful shutdown: the listener is up before the first start's work (demo company, owner token) is done; a
 * SIGTERM in that window still drains, lets that work commit and exits 0, rather than killing the process midway.
 */
describe('SIGTERM during the first start', () => {
  const databaseName = `${runDatabasePrefix()}sigterm_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'personnel-sigterm-'));
  let holder: Client;

  beforeAll(async () => {
    const admin = new Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    holder = new Client({ connectionString: databaseUrl(databaseName) });
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end().catch(() => undefined);
    await dropTestDatabase(databaseName);
  });

  const start = (env: Record<string, string> = {}) => startServer({
    DATABASE_URL: databaseUrl(databaseName), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: dataDir, PORT: String(20000 + Math.floor(Math.random() * 20000)), HOST: '127.0.0.1', LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_MS: '0', ...env,
  });

  it('waits for the first start to finish, then stops with exit code 0', async () => {
    await holder.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]); // the first start waits on it
    const server = start();
    try {
      await waitFor(() => server.output().includes('Personnel API listening'), 150_000, 'the server to listen', server.output);
      server.child.kill('SIGTERM');
      const early = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('running'), 1500))]);
      expect(early).toBe('running'); // not killed by the signal, and not stopped before the first start's work
      await holder.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('first start: made the demo company');
      expect(existsSync(path.join(dataDir, 'first-owner-token'))).toBe(true);
      expect(server.output()).toContain('stopped');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('a first start that never finishes holds the stop no longer than the shutdown deadline', async () => {
    await holder.query('SELECT pg_advisory_lock($1)', [FIRST_START_LOCK]); // held to the end: the first start never gets it
    const server = start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    try {
      await waitFor(() => server.output().includes('Personnel API listening'), 150_000, 'the server to listen', server.output);
      server.child.kill('SIGTERM');
      const ended = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 20_000))]);
      expect(ended).toBe(1);
      expect(server.output()).toContain('shutdown took too long');
    } finally {
      server.child.kill('SIGKILL');
      await holder.query('SELECT pg_advisory_unlock($1)', [FIRST_START_LOCK]);
    }
  }, 180_000);
});
