import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { csvRows } from './exports-support';
import { DataExportsService } from '../../../src/modules/data-exports/data-exports.service';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { encryptedObjectKey } from '../../support/stored-objects';

/** D11: a stored export above DATA_EXPORT_SYNC_MAX_ROWS is answered `pending` at once and built by a worker. */
describe('data exports: large exports built by a worker', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { DATA_EXPORT_SYNC_MAX_ROWS: '1' } });
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    for (const lastName of ['Aardvark', 'Badger']) await newPerson(t, c.token, london, { lastName });
  });
  afterAll(() => t.close());

  async function until(id: string, status: string, token = c.token) {
    for (let i = 0; i < 100; i++) {
      const res = await t.api.get(`/api/data-exports/${id}`, token);
      if (res.body.status === status) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`export ${id} never became ${status}`);
  }

  it('answers pending with no url, then the worker makes it ready', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ status: 'pending', url: null, rowCount: null }));
    const ready = await until(made.body.id, 'ready');
    expect(ready.rowCount).toBe(3);
    const file = await t.app.inject({ method: 'GET', url: ready.url });
    expect(csvRows(file.body)).toEqual([['lastName'], ['Aardvark'], ['Badger'], ['Owner']]);
  });

  it('keeps small exports and downloads synchronous', async () => {
    const small = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'], filters: [{ field: 'teams', operator: 'exists' }] });
    expect(small.body.status).toBe('ready');
    const streamed = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'], download: true });
    expect(streamed.status).toBe(200);
  });

  const tokenIdOf = async (token: string) => (await t.app.get(TokenResolver).resolve(`Bearer ${token}`)).tokenId;

  /** A ready export of `token`, put back to pending (asking for `fields`), as a worker would find it. */
  async function pendingExport(token: string, fields: string[]): Promise<string> {
    const made = await t.api.post('/api/data-exports', token, { fields: ['lastName'] });
    expect(made.status).toBe(201);
    const ready = await until(made.body.id, 'ready', token);
    await t.db.query(`UPDATE data_exports SET status = 'pending', request = jsonb_set(request, '{fields}', $2::jsonb) WHERE id = $1`, [ready.id, JSON.stringify(fields)]);
    return ready.id;
  }
  const build = async (exportId: string, token: string) =>
    t.app.get(DataExportsService).build({ exportId, companyId: c.companyId, tokenId: await tokenIdOf(token) });

  it('marks the export failed with the reason when it cannot be built (the token\'s rights do not reach a column)', async () => {
    const reader = await newUser(t, c.companyId, 'admin', ['public:read']);
    const id = await pendingExport(reader.token, ['salary']);
    expect(await build(id, reader.token)).toEqual({ status: 'failed' });
    const failed = (await t.api.get(`/api/data-exports/${id}`, reader.token)).body;
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', url: null, failureReason: 'You may not read these columns: salary' }));
  });

  it('builds with the rights the token has when the worker runs, not those it had at the request', async () => {
    // Scopes narrowed after the request: the column is no longer readable.
    const narrowed = await newUser(t, c.companyId, 'admin');
    const first = await pendingExport(narrowed.token, ['lastName', 'personalEmail']);
    await t.db.query(`UPDATE api_tokens SET scopes = '{public:read}' WHERE id = $1`, [await tokenIdOf(narrowed.token)]);
    expect(await build(first, narrowed.token)).toEqual({ status: 'failed' });
    expect((await t.api.get(`/api/data-exports/${first}`, narrowed.token)).body.failureReason).toBe('You may not read these columns: personalEmail');

    // Token revoked after the request: nothing is built.
    const revoked = await newUser(t, c.companyId, 'admin');
    const revokedId = await tokenIdOf(revoked.token);
    const second = await pendingExport(revoked.token, ['lastName']);
    await t.db.query(`UPDATE api_tokens SET revoked_at = now() WHERE id = $1`, [revokedId]);
    expect(await t.app.get(DataExportsService).build({ exportId: second, companyId: c.companyId, tokenId: revokedId })).toEqual({ status: 'failed' });
    const [row] = await t.db.query(`SELECT status, failure_reason FROM data_exports WHERE id = $1`, [second]);
    expect(row).toEqual({ status: 'failed', failure_reason: 'The access token has been revoked' });

    // Still allowed: built as asked.
    const kept = await newUser(t, c.companyId, 'admin');
    const third = await pendingExport(kept.token, ['lastName', 'personalEmail']);
    expect(await build(third, kept.token)).toEqual({ status: 'ready' });
  });

  it('deletes the file of an export deleted while the worker was writing it (no row would ever expire it)', async () => {
    const made = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    const ready = await until(made.id, 'ready');
    await t.db.query(`UPDATE data_exports SET status = 'pending' WHERE id = $1`, [ready.id]);
    const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    const key = await encryptedObjectKey(t, c.companyId, `${c.companyId}/data-exports/${ready.id}`);
    expect(await storage.size(key)).not.toBeNull();
    const put = storage.put.bind(storage);
    // The owner deletes the export just as its bytes are stored.
    const during = jest.spyOn(storage, 'put').mockImplementationOnce(async (...args: Parameters<StorageDriver['put']>) => {
      const stored = await put(...args);
      expect((await t.api.delete(`/api/data-exports/${ready.id}`, c.token)).status).toBe(200);
      return stored;
    });
    try {
      expect(await build(ready.id, c.token)).toEqual({ status: 'gone' });
    } finally {
      during.mockRestore();
    }
    expect(await storage.size(key)).toBeNull();
  });
});
