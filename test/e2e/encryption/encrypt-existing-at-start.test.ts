import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../src/core/database/data-source-options';
import { runCli, startServer, waitFor } from '../../support/processes';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_REDIS_URL } from '../../support/test-env';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Values stored before encryption at rest are encrypted as soon as a worker starts after the upgrade (not at the next
 * five-minute housekeeping round), and the log says when it is queued, how it progresses and when it is done.
 */
describe('process: encrypting values stored before encryption starts with the worker and logs its end', () => {
  const databaseName = `${runDatabasePrefix()}encstart_${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'personnel-encstart-')),
    HOST: '127.0.0.1',
    PORT: String(20000 + Math.floor(Math.random() * 20000)),
    LOG_LEVEL: 'info',
    ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    ENCRYPTION_KEYS_FILE: '',
    KEY_ROTATION_PAUSE_MS: '10',
    SHUTDOWN_DRAIN_MS: '0',
  };

  beforeAll(() => {
    runCli(['token:list'], { DATABASE_URL: databaseUrl('postgres'), LOG_LEVEL: 'silent' }); // build once if needed
  }, 180_000);
  afterAll(() => dropTestDatabase(databaseName));

  it('a start on a database with plain values queues their encryption at once and logs each company and the end', async () => {
    const first = startServer(env);
    try {
      await waitFor(() => first.output().includes('first start: made the demo company'), 90_000, 'the first start');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // As an installation upgraded with data: a plain value, and the task not done yet.
    const db = await new DataSource(dataSourceOptions(databaseUrl(databaseName), 1)).initialize();
    let companyId: string;
    try {
      await db.query(`UPDATE people SET tax_id = 'PLAIN-BEFORE-UPGRADE'`);
      [{ company_id: companyId }] = await db.query('SELECT company_id FROM people');
      await db.query('DELETE FROM maintenance_tasks');
    } finally {
      await db.destroy();
    }

    // Far enough from the next five-minute housekeeping boundary that only a start-up run can explain a prompt queue.
    const untilBoundary = FIVE_MINUTES - (Date.now() % FIVE_MINUTES);
    if (untilBoundary < 75_000) await new Promise((r) => setTimeout(r, untilBoundary + 1000));
    const started = Date.now();
    const server = startServer(env);
    try {
      await waitFor(() => server.output().includes('encrypting values stored before encryption: done'), 60_000, 'the end of the encryption');
      expect(Date.now() - started).toBeLessThan(60_000);
      const lines = server.output().split('\n').filter((l) => l.includes('encrypting values stored before encryption')).map((l) => JSON.parse(l).msg);
      expect(lines[0]).toMatch(/^encrypting values stored before encryption: queued for 1 companies/);
      expect(lines).toContain(`encrypting values stored before encryption: company ${companyId!}, people.tax_id: 1 encrypted`);
      expect(lines.indexOf(`encrypting values stored before encryption: company ${companyId!} done`)).toBe(lines.length - 2);
      expect(lines[lines.length - 1]).toBe('encrypting values stored before encryption: done (backups taken from now on hold no plain values)');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const check = await new DataSource(dataSourceOptions(databaseUrl(databaseName), 1)).initialize();
    try {
      expect((await check.query('SELECT tax_id FROM people'))[0].tax_id).toMatch(/^v1:/);
    } finally {
      await check.destroy();
    }
  }, 300_000);
});
