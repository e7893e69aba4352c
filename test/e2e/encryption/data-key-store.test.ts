import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import type { AppConfig } from '../../../src/config/app-config';
import { UnknownKeyError } from '../../../src/core/crypto/crypto-errors';
import { DataKeyStore } from '../../../src/core/crypto/data-key-store';
import { MasterKeyMismatchError } from '../../../src/core/crypto/master-key-check';
import { decryptValue, encryptValue } from '../../../src/core/crypto/value-cipher';
import { createLogger } from '../../../src/core/logging/logger';
import { newCompany } from '../../support/factories';
import { createTestApp, TestApp, testConfig } from '../../support/test-app';

const masterKey = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

/** Company data keys in real PostgreSQL: made once per company even when raced, rewrapped online, checked at start. */
describe('company data keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A store as another process would have: its own caches, the given master keys. */
  const storeWith = (encryptionKeys?: string) => new DataKeyStore(t.db, { ...t.config, encryptionKeys } as AppConfig);

  it('concurrent first uses from separate processes make one key per company, stored wrapped', async () => {
    const companies = await Promise.all([1, 2, 3].map(() => newCompany(t)));
    const stores = Array.from({ length: 8 }, () => storeWith());
    const results = await Promise.all(companies.flatMap((c) => stores.map((s) => s.activeKey(c.companyId).then((key) => ({ company: c.companyId, key })))));
    for (const { companyId } of companies) {
      const mine = results.filter((r) => r.company === companyId);
      expect(new Set(mine.map((r) => r.key.id)).size).toBe(1);
      expect(new Set(mine.map((r) => r.key.key.toString('hex'))).size).toBe(1);
      const rows: { id: string; wrapped_key: Buffer; master_key_id: string }[] = await t.db.query(
        'SELECT id, wrapped_key, master_key_id FROM company_data_keys WHERE company_id = $1',
        [companyId],
      );
      expect(rows.map((r) => r.id)).toEqual([mine[0].key.id]);
      expect(rows[0].master_key_id).toBe(stores[0].ring.primary.id);
      expect(rows[0].wrapped_key.includes(mine[0].key.key)).toBe(false);
    }
    expect(new Set(results.map((r) => r.key.id)).size).toBe(companies.length);
  });

  it('a key is found again by its id from a fresh process; an unknown id is an UnknownKeyError', async () => {
    const { companyId } = await newCompany(t);
    const made = await storeWith().activeKey(companyId);
    const again = storeWith();
    expect((await again.key(companyId, made.id)).equals(made.key)).toBe(true);
    expect((await again.activeKey(companyId)).id).toBe(made.id);
    await expect(again.key(companyId, 'dkNoSuchKey')).rejects.toThrow(UnknownKeyError);
    const other = await newCompany(t);
    await expect(again.key(other.companyId, made.id)).rejects.toThrow(UnknownKeyError);
  });

  it('the blind-index root key is one for the instance, made once even when raced', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => storeWith().blindIndexRootKey()));
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(1);
    expect((await t.db.query('SELECT count(*)::int AS n FROM blind_index_keys'))[0].n).toBe(1);
  });

  it('master-key rotation: rewrapAll moves every key to the new first key; the old key can then go, and values still decrypt', async () => {
    const old = storeWith();
    const companies = await Promise.all([1, 2].map(() => newCompany(t)));
    const context = (companyId: string) => ({ table: 'bank_accounts', column: 'account_number', companyId, rowId: 'ba_1' });
    const stored = await Promise.all(
      companies.map(async ({ companyId }) => ({ companyId, text: encryptValue(`acct-${companyId}`, await old.activeKey(companyId), context(companyId)) })),
    );
    const indexRoot = await old.blindIndexRootKey();
    const oldEntry = readFileSync(`${t.config.dataDir}/encryption-keys`, 'utf8').trim();
    const newEntry = masterKey('k2');

    const rotated = storeWith(`${newEntry},${oldEntry}`);
    const before: { n: number }[] = await t.db.query('SELECT count(*)::int AS n FROM company_data_keys');
    expect(await rotated.rewrapAll()).toEqual({ rewrapped: before[0].n + 1 });
    expect(await t.db.query('SELECT DISTINCT master_key_id FROM company_data_keys UNION SELECT master_key_id FROM blind_index_keys')).toEqual([{ master_key_id: 'k2' }]);
    expect(await rotated.rewrapAll()).toEqual({ rewrapped: 0 });

    const onlyNew = storeWith(newEntry);
    await expect(onlyNew.onApplicationBootstrap()).resolves.toBeUndefined();
    for (const { companyId, text } of stored) {
      const key = await onlyNew.key(companyId, text.split(':')[1]);
      expect(decryptValue(text, context(companyId), () => key)).toBe(`acct-${companyId}`);
    }
    expect((await onlyNew.blindIndexRootKey()).equals(indexRoot)).toBe(true);
  });
});

describe('start-up: stored data keys the configured master keys cannot open stop the application', () => {
  let t: TestApp;
  let madeWith: string;
  let dataKeys: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { companyId } = await newCompany(t);
    const store = t.app.get(DataKeyStore);
    await store.activeKey(companyId);
    madeWith = store.ring.primary.id;
    // Each company's first key is made with it, and the blind-index root key with its owner's feed token index.
    [{ n: dataKeys }] = await t.db.query('SELECT (SELECT count(*) FROM company_data_keys) + (SELECT count(*) FROM blind_index_keys) AS n');
    dataKeys = Number(dataKeys);
  });
  afterAll(() => t.close());

  const start = (env: Record<string, string>) => createHttpApp(testConfig(t.databaseName, env), createLogger('silent'));

  it('a missing master key: the start fails with one line naming the key id', async () => {
    const error = await start({ ENCRYPTION_KEYS: masterKey('other') }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(MasterKeyMismatchError);
    expect((error as Error).message).toBe(
      `encryption keys: ${dataKeys} stored data key(s) are wrapped by master key ${madeWith}, which the configured keys (other) do not include; ` +
        'add it to ENCRYPTION_KEYS (after the new first key until the keys are rewrapped) or restore the key file',
    );
  });

  it('a missing master key: any unwrap (the audit chain key, a data key) fails with the start-up explanation, whichever bootstrap hook asks first', async () => {
    const store = new DataKeyStore(t.db, { ...t.config, encryptionKeys: masterKey('other') } as AppConfig);
    const [{ company_id: companyId, id: keyId }] = await t.db.query('SELECT company_id, id FROM company_data_keys LIMIT 1');
    await expect(store.blindIndexRootKey()).rejects.toThrow(MasterKeyMismatchError);
    await expect(store.key(companyId, keyId)).rejects.toThrow(MasterKeyMismatchError);
    await expect(store.activeKey(companyId)).rejects.toThrow(MasterKeyMismatchError);
  });

  it('a key with the right id but other bytes: the start fails, before any request can meet garbage', async () => {
    const error = await start({ ENCRYPTION_KEYS: masterKey(madeWith) }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(MasterKeyMismatchError);
    expect((error as Error).message).toBe(
      `encryption keys: master key ${madeWith} does not unwrap the data keys stored under its id: it is not the key they were made with; configure the original key`,
    );
  });

  it('the right key (from DATA_DIR, or given after a new first key) starts', async () => {
    const app = await start({});
    await app.close();
    const entry = readFileSync(`${t.config.dataDir}/encryption-keys`, 'utf8').trim();
    const rotated = await start({ ENCRYPTION_KEYS: `${masterKey('next')},${entry}` });
    await rotated.close();
  });
});
