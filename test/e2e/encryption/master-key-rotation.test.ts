import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { DataKeyStore } from '../../../src/core/crypto';
import { createLogger } from '../../../src/core/logging/logger';
import { ApiClient } from '../../support/api-client';
import { newCompany, newLocation, newPerson } from '../../support/factories';
import { createTestApp, TestApp, testConfig } from '../../support/test-app';
import { databaseUrl } from '../../support/test-env';

const masterKey = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

/**
 * Master-key rotation end to end (docs/security.md, "Master-key rotation"): with the new key first and the old one
 * after it, `keys:rewrap` moves every data key; the old key then goes, and every sealed value still reads through the
 * API while a dump of the database still holds none of them.
 */
describe('master-key rotation with the old key removed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const start = (keys: string) => createHttpApp(testConfig(t.databaseName, { ENCRYPTION_KEYS: keys }), createLogger('silent'));

  it('values sealed under the old master key read under the new one alone', async () => {
    const c = await newCompany(t);
    const taxId = `TAX${randomBytes(5).toString('hex')}`;
    const accountNumber = `ACC${randomBytes(5).toString('hex')}`;
    const person = await newPerson(t, c.token, await newLocation(t, c.token), { taxId });
    const bank = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber })).body;
    const oldEntry = readFileSync(`${t.config.dataDir}/encryption-keys`, 'utf8').trim();
    const newEntry = masterKey('rotated');

    const both = await start(`${newEntry},${oldEntry}`);
    expect((await both.get(DataKeyStore).rewrapAll()).rewrapped).toBeGreaterThan(0);
    await both.close();

    const onlyNew = await start(newEntry);
    try {
      const api = new ApiClient(onlyNew);
      expect((await api.get(`/api/people/${person.id}`, c.token)).body.taxId).toBe(taxId);
      expect((await api.get(`/api/bank-accounts/${bank.id}`, c.token)).body.accountNumber).toBe(accountNumber);
    } finally {
      await onlyNew.close();
    }
    const dump = execFileSync('pg_dump', ['--no-owner', databaseUrl(t.databaseName)], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8');
    expect([dump.includes(taxId), dump.includes(accountNumber)]).toEqual([false, false]);
  });
});
