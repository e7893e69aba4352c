import { getQueueToken } from '@nestjs/bullmq';
import { readdir } from 'node:fs/promises';
import type { Queue } from 'bullmq';
import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { DATA_EXPORTS_QUEUE } from '../../../src/modules/data-exports/export-queue';
import { DataExportsService } from '../../../src/modules/data-exports/data-exports.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { encryptedObjectKey } from '../../support/stored-objects';

const KB = 1024;
/** A stored export of one person: built at once (DATA_EXPORT_SYNC_MAX_ROWS is 1 here). */
const ONE_PERSON = { fields: ['lastName'], filters: [{ field: 'department', operator: 'in', value: ['Sales'] }] };
/** Every person: above the threshold, so queued for the worker. */
const EVERYONE = { fields: ['lastName'] };

/**
 * D11 quotas: pending exports per maker and per company, stored bytes per maker and per company; over a limit the
 * create answers 429 with the error object and Retry-After, and a built file that does not fit is not kept.
 */
describe('data exports: quotas on pending exports and stored bytes', () => {
  let t: TestApp;
  let c: TestCompany;
  let queue: Queue;

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: {
        DATA_EXPORT_SYNC_MAX_ROWS: '1',
        DATA_EXPORT_MAX_PENDING_PER_PERSON: '2',
        DATA_EXPORT_MAX_PENDING_PER_COMPANY: '3',
        DATA_EXPORT_MAX_STORED_BYTES_PER_PERSON: String(4 * KB),
        DATA_EXPORT_MAX_STORED_BYTES_PER_COMPANY: String(10 * KB),
      },
    });
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    await newPerson(t, c.token, london, { lastName: 'Aardvark', jobRole: { jobTitle: 'Seller', department: 'Sales' } });
    await newPerson(t, c.token, london, { lastName: 'Badger' });
    queue = t.app.get(getQueueToken(DATA_EXPORTS_QUEUE));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM data_exports');
  });
  afterEach(() => queue.resume());

  function expectTooMany(res: { status: number; body: any; headers: Record<string, unknown> }, message: RegExp) {
    expect(res.status).toBe(429);
    expect(res.body).toEqual(expect.objectContaining({ code: 429, name: 'TooManyRequests', message: expect.stringMatching(message) }));
    expect(typeof res.body.id).toBe('string');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses a maker\'s pending export beyond DATA_EXPORT_MAX_PENDING_PER_PERSON, then the company\'s beyond its limit', async () => {
    await queue.pause();
    const user = await newUser(t, c.companyId, 'admin');
    for (let i = 0; i < 2; i++) expect((await t.api.post('/api/data-exports', user.token, EVERYONE)).body.status).toBe('pending');
    const third = await t.api.post('/api/data-exports', user.token, EVERYONE);
    expectTooMany(third, /You have 2 exports being built \(at most 2\)/);
    expect(third.headers['retry-after']).toBe('30');
    // A small export built at once is not queued: the pending limit does not stop it.
    expect((await t.api.post('/api/data-exports', user.token, ONE_PERSON)).body.status).toBe('ready');

    const colleague = await newUser(t, c.companyId, 'admin');
    expect((await t.api.post('/api/data-exports', colleague.token, EVERYONE)).body.status).toBe('pending');
    expectTooMany(await t.api.post('/api/data-exports', c.token, EVERYONE), /Your company has 3 exports being built \(at most 3\)/);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM data_exports WHERE status = 'pending'`))[0].n).toBe(3);

    // Once built, they no longer count.
    await queue.resume();
    for (let i = 0; i < 100 && (await t.db.query(`SELECT count(*)::int AS n FROM data_exports WHERE status = 'pending'`))[0].n > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await t.api.post('/api/data-exports', user.token, EVERYONE)).status).toBe(201);
  });

  it('holds concurrent creates to the pending limit (checked again under the company lock)', async () => {
    await queue.pause();
    const user = await newUser(t, c.companyId, 'admin');
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.api.post('/api/data-exports', user.token, EVERYONE)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(6);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM data_exports WHERE created_by = $1`, [user.personId]))[0].n).toBe(2);
  });

  it('refuses a stored export once the maker\'s stored bytes reach DATA_EXPORT_MAX_STORED_BYTES_PER_PERSON; DELETE makes room', async () => {
    const user = await newUser(t, c.companyId, 'admin');
    const first = (await t.api.post('/api/data-exports', user.token, ONE_PERSON)).body;
    expect(first.status).toBe('ready');
    // The maker's files now hold the limit (as a large export would).
    await t.db.query('UPDATE data_exports SET size = $2 WHERE id = $1', [first.id, 4 * KB]);
    const refused = await t.api.post('/api/data-exports', user.token, ONE_PERSON);
    expectTooMany(refused, /Your stored exports hold 4096 bytes \(at most 4096\)/);
    // Room comes back when the oldest export expires (an hour here).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Downloads store nothing: not limited.
    expect((await t.api.post('/api/data-exports', user.token, { ...ONE_PERSON, download: true })).status).toBe(200);
    expect((await t.api.delete(`/api/data-exports/${first.id}`, user.token)).status).toBe(200);
    expect((await t.api.post('/api/data-exports', user.token, ONE_PERSON)).status).toBe(201);
  });

  it('does not keep a file that would take the maker over the limit: 429, no row, no file', async () => {
    const user = await newUser(t, c.companyId, 'admin');
    const first = (await t.api.post('/api/data-exports', user.token, ONE_PERSON)).body;
    await t.db.query('UPDATE data_exports SET size = $2 WHERE id = $1', [first.id, 4 * KB - 5]);
    const before = await fileCount();
    expect(before).toBeGreaterThan(0);
    expectTooMany(await t.api.post('/api/data-exports', user.token, ONE_PERSON), /and this one has \d+/);
    expect((await t.db.query('SELECT count(*)::int AS n FROM data_exports WHERE created_by = $1', [user.personId]))[0].n).toBe(1);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a stored export once the company\'s stored bytes reach DATA_EXPORT_MAX_STORED_BYTES_PER_COMPANY', async () => {
    const user = await newUser(t, c.companyId, 'admin');
    const first = (await t.api.post('/api/data-exports', user.token, ONE_PERSON)).body;
    await t.db.query('UPDATE data_exports SET size = $2 WHERE id = $1', [first.id, 10 * KB]);
    const other = await newUser(t, c.companyId, 'admin');
    expectTooMany(await t.api.post('/api/data-exports', other.token, ONE_PERSON), /Your company's stored exports hold 10240 bytes \(at most 10240\)/);
    // Another company is not affected.
    const d = await newCompany(t);
    expect((await t.api.post('/api/data-exports', d.token, { fields: ['lastName'] })).status).toBe(201);
  });

  it('fails a queued export whose built file does not fit the maker\'s stored bytes, and does not keep the file', async () => {
    await queue.pause();
    const user = await newUser(t, c.companyId, 'admin');
    const big = (await t.api.post('/api/data-exports', user.token, ONE_PERSON)).body;
    const queued = (await t.api.post('/api/data-exports', user.token, EVERYONE)).body;
    expect(queued.status).toBe('pending');
    await t.db.query('UPDATE data_exports SET size = $2 WHERE id = $1', [big.id, 4 * KB - 5]);
    const tokenId = (await t.app.get(TokenResolver).resolve(`Bearer ${user.token}`)).tokenId;
    expect(await t.app.get(DataExportsService).build({ exportId: queued.id, companyId: c.companyId, tokenId })).toEqual({ status: 'failed' });
    const failed = (await t.api.get(`/api/data-exports/${queued.id}`, user.token)).body;
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', url: null, rowCount: null }));
    expect(failed.failureReason).toMatch(/^Your stored exports hold 4091 bytes \(at most 4096\) and this one has \d+/);
    expect(await t.app.get<StorageDriver>(STORAGE_DRIVER).size(await encryptedObjectKey(t, c.companyId, `${c.companyId}/data-exports/${queued.id}`))).toBeNull();
  });

  async function fileCount(): Promise<number> {
    return (await readdir(`${t.config.storageDir}/${c.companyId}/data-exports`).catch(() => [] as string[])).length;
  }
});
