import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { csvRows } from './exports-support';
import { DataExportsService } from '../../../src/modules/data-exports/data-exports.service';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';

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

  async function until(id: string, status: string) {
    for (let i = 0; i < 100; i++) {
      const res = await t.api.get(`/api/data-exports/${id}`, c.token);
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

  it('marks the export failed with the reason when it cannot be built (the rights it was asked with do not reach a column)', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    const ready = await until(made.body.id, 'ready');
    await t.db.query(`UPDATE data_exports SET status = 'pending', request = jsonb_set(request, '{fields}', '["salary"]') WHERE id = $1`, [ready.id]);
    const me = (await t.api.get('/api/me', c.token)).body;
    const auth = { tokenId: 'x', companyId: c.companyId, personId: me.id, role: 'owner' as const, isManager: false, scopes: ['public:read' as const], grants: { compensations: [], documents: [] } };
    expect(await t.app.get(DataExportsService).build({ exportId: ready.id, companyId: c.companyId, auth })).toEqual({ status: 'failed' });
    const failed = (await t.api.get(`/api/data-exports/${ready.id}`, c.token)).body;
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', url: null, failureReason: 'You may not read these columns: salary' }));
  });
  it('deletes the file of an export deleted while the worker was writing it (no row would ever expire it)', async () => {
    const made = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    const ready = await until(made.id, 'ready');
    await t.db.query(`UPDATE data_exports SET status = 'pending' WHERE id = $1`, [ready.id]);
    const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    const key = `${c.companyId}/data-exports/${ready.id}`;
    const put = storage.put.bind(storage);
    // The owner deletes the export just as its bytes are stored.
    const during = jest.spyOn(storage, 'put').mockImplementationOnce(async (...args: Parameters<StorageDriver['put']>) => {
      const stored = await put(...args);
      expect((await t.api.delete(`/api/data-exports/${ready.id}`, c.token)).status).toBe(200);
      return stored;
    });
    const me = (await t.api.get('/api/me', c.token)).body;
    const auth = { tokenId: 'x', companyId: c.companyId, personId: me.id, role: 'owner' as const, isManager: false, scopes: ['public:read' as const], grants: { compensations: [], documents: [] } };
    try {
      expect(await t.app.get(DataExportsService).build({ exportId: ready.id, companyId: c.companyId, auth })).toEqual({ status: 'gone' });
    } finally {
      during.mockRestore();
    }
    expect(await storage.size(key)).toBeNull();
  });
});
