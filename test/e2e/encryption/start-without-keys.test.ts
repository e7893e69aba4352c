import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../src/config/app-config';
import { DataKeyStore } from '../../../src/core/crypto/data-key-store';
import { dataSourceOptions } from '../../../src/core/database/data-source-options';
import { runCli, startServer, waitFor } from '../../support/processes';
import { dropTestDatabase } from '../../support/test-app';
import { databaseUrl, runDatabasePrefix, TEST_REDIS_URL } from '../../support/test-env';

/**
 * The real process (`npm start`) and its master keys: production refuses to start without one, a malformed one is a
 * configuration error, a start without one outside production makes one in DATA_DIR and says so, and a key that
 * does not open the stored data keys stops the process before it serves.
 */
describe('process: master keys at start', () => {
  const databaseName = `${runDatabasePrefix()}keys_${randomBytes(4).toString('hex')}`;
  const base = (dataDir: string) => ({
    DATABASE_URL: databaseUrl(databaseName),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `test:${databaseName}`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(20000 + Math.floor(Math.random() * 20000)),
    LOG_LEVEL: 'info',
    ENCRYPTION_KEYS: '',
    ENCRYPTION_KEYS_FILE: '',
    NODE_ENV: 'development',
  });
  const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'personnel-keys-'));

  beforeAll(() => {
    runCli(['token:list'], { DATABASE_URL: databaseUrl('postgres'), LOG_LEVEL: 'silent' }); // build once if needed
  }, 180_000);
  afterAll(() => dropTestDatabase(databaseName));

  it('NODE_ENV=production without a key exits non-zero with one line naming both variables', async () => {
    const server = startServer({ ...base(newDataDir()), NODE_ENV: 'production' });
    expect(await server.exited).toBe(2);
    expect(server.output().trim()).toBe(
      'configuration error: ENCRYPTION_KEYS or ENCRYPTION_KEYS_FILE is required when NODE_ENV=production (a key: <keyId>:$(openssl rand -base64 32))',
    );
  }, 60_000);

  it('a malformed key is a configuration error that does not echo the key', async () => {
    const short = randomBytes(16).toString('base64');
    const server = startServer({ ...base(newDataDir()), ENCRYPTION_KEYS: `k1:${short}` });
    expect(await server.exited).toBe(2);
    expect(server.output().trim()).toBe(
      'configuration error: ENCRYPTION_KEYS entry 1 (key id k1) is not valid: the key must be base64 of exactly 32 bytes (openssl rand -base64 32)',
    );
  }, 60_000);

  it('outside production a key is made in DATA_DIR (mode 0600) and logged; another key for those data keys stops the start', async () => {
    const dataDir = newDataDir();
    const first = startServer(base(dataDir));
    const keyFile = path.join(dataDir, 'encryption-keys');
    try {
      await waitFor(() => first.output().includes('first start: made the demo company'), 120_000, 'the server to start', first.output);
      expect(first.output()).toContain(`made a master key in ${keyFile} (mode 0600)`);
      expect(first.output()).toContain(`"msg":"DATA_DIR is ${dataDir}"`);
      expect(existsSync(keyFile) && statSync(keyFile).mode & 0o777).toBe(0o600);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    // Company data keys made under the key in DATA_DIR (each company's first, made with it, and sealed values).
    const db = await new DataSource(dataSourceOptions(databaseUrl(databaseName), 2)).initialize();
    let dataKeys: number;
    try {
      const [{ id: companyId }] = await db.query('SELECT id FROM companies LIMIT 1');
      await new DataKeyStore(db, { dataDir } as AppConfig).activeKey(companyId);
      // The start-up check counts the blind-index root key (made with the owner's feed token index) among them.
      [{ dataKeys }] = await db.query('SELECT (SELECT count(*)::int FROM company_data_keys) + (SELECT count(*)::int FROM blind_index_keys) AS "dataKeys"');
      expect(dataKeys).toBeGreaterThanOrEqual(2);
    } finally {
      await db.destroy();
    }
    const keyId = readFileSync(keyFile, 'utf8').split(':')[0];

    // Without a key, a database that stores data keys is refused before any key is made: no key file is left behind,
    // and the refusal is the only error line (no pool error after it).
    const otherDir = newDataDir();
    const other = startServer(base(otherDir));
    expect(await other.exited).toBe(1);
    const errors = other.output().trim().split('\n').filter((line) => !line.includes(`"msg":"DATA_DIR is ${otherDir}"`));
    expect(errors).toEqual([
      `fatal: encryption keys: ${dataKeys} stored data key(s) are wrapped by master key ${keyId}, and no master key is configured ` +
        `(ENCRYPTION_KEYS, ENCRYPTION_KEYS_FILE, or ${path.join(otherDir, 'encryption-keys')}): configure the key they were made with; no key was made`,
    ]);
    expect(readdirSync(otherDir)).toEqual([]);
    // Another configured key is refused the same way, before anything is written.
    const wrongDir = newDataDir();
    const wrong = startServer({ ...base(wrongDir), ENCRYPTION_KEYS: `k9:${randomBytes(32).toString('base64')}` });
    expect(await wrong.exited).toBe(1);
    expect(wrong.output()).toMatch(
      new RegExp(`fatal: encryption keys: ${dataKeys} stored data key\\(s\\) are wrapped by master key ${keyId}, which the configured keys \\(k9\\) do not include`),
    );
    expect(wrong.output()).not.toContain('Personnel API listening');
    expect(readdirSync(wrongDir)).toEqual([]);

    // Rotation: a new first key with the old one after it; keys:rewrap; then the new key alone opens everything.
    const oldEntry = readFileSync(keyFile, 'utf8').trim();
    const newEntry = `k2:${randomBytes(32).toString('base64')}`;
    const cli = (args: string[], keys: string) => runCli(args, { ...base(newDataDir()), LOG_LEVEL: 'silent', ENCRYPTION_KEYS: keys });
    const rewrap = cli(['keys:rewrap'], `${newEntry},${oldEntry}`);
    expect({ code: rewrap.code, stderr: rewrap.stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(rewrap.stdout)).toEqual({ rewrapped: dataKeys });
    const after = cli(['token:list', '--email', 'owner@demo.example'], newEntry);
    expect({ code: after.code, stderr: after.stderr }).toEqual({ code: 0, stderr: '' });
    const before = cli(['token:list', '--email', 'owner@demo.example'], oldEntry);
    expect(before.code).toBe(1);
    expect(JSON.parse(before.stderr).message).toMatch(new RegExp(`^encryption keys: ${dataKeys} stored data key\\(s\\) are wrapped by master key k2, `));
  }, 240_000);
});
