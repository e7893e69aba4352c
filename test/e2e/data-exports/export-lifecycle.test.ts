import { Clock } from '../../../src/core/clock';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { newCompany, newLocation, newPerson, newUser, TestCompany, utcDay } from '../../support/factories';
import { queueRunner, QueueRunner } from '../../support/queue-runner';
import { createTestApp, TestApp } from '../../support/test-app';
import { csvRows } from './exports-support';
import { encryptedObjectKey } from '../../support/stored-objects';

const HOUR = 60 * 60 * 1000;

/** D10, D11: stored exports behind signed links, `download` streaming, delete, expiry by the injected clock and the job. */
describe('data exports: storage, links, expiry', () => {
  let t: TestApp;
  let c: TestCompany;
  let housekeeping: QueueRunner;
  let storage: StorageDriver;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token), { firstName: 'Ada', lastName: 'Aardvark' });
    housekeeping = await queueRunner(t, HOUSEKEEPING_QUEUE);
    storage = t.app.get(STORAGE_DRIVER);
  });
  afterAll(async () => {
    await housekeeping.close();
    await t.close();
  });
  afterEach(() => t.app.get(Clock).reset());

  const stored = async (id: string) => (await storage.size(await encryptedObjectKey(t, c.companyId, `${c.companyId}/data-exports/${id}`))) !== null;
  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores a small export at once: ready, with a signed link to the file that works without a token', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['firstName', 'lastName'] });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({
      status: 'ready', type: 'people', format: 'csv', rowCount: 2, fields: ['firstName', 'lastName'], filters: [], dataExportTemplateId: null, failureReason: null,
    }));
    expect(Date.parse(made.body.expiresAt) - Date.parse(made.body.createdAt)).toBe(HOUR);
    const file = await fetchUrl(made.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="people-${utcDay()}.csv"`);
    expect(csvRows(file.body)).toEqual([['firstName', 'lastName'], ['Ada', 'Aardvark'], ['Olive', 'Owner']]);
    expect((await fetchUrl(made.body.url.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`))).statusCode).toBe(403);
    const again = await t.api.get(`/api/data-exports/${made.body.id}`, c.token);
    expect(again.body).toEqual({ ...made.body, url: expect.stringMatching(/^\/api\/data-exports\/.+\/content\?expires=\d+&signature=/) });
  });

  it('stores JSON exports too, served as application/json', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'], json: true });
    const file = await fetchUrl(made.body.url);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(file.body)).toEqual([{ lastName: 'Aardvark' }, { lastName: 'Owner' }]);
  });

  it('answers the file in the response with download: true, with its length, storing nothing', async () => {
    const before = await t.db.query('SELECT count(*)::int AS n FROM data_exports');
    const res = await t.app.inject({
      method: 'POST', url: '/api/data-exports', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ fields: ['lastName'], download: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="people-${utcDay()}.csv"`);
    // Built whole before it is sent: its length is known, so a cut response is told from a whole one.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(csvRows(res.body)).toEqual([['lastName'], ['Aardvark'], ['Owner']]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM data_exports')).toEqual(before);
  });

  it('replays a stored export for a retried Idempotency-Key instead of making another (D15)', async () => {
    const keyed = (key: string) => t.api.request('POST', '/api/data-exports', c.token, { fields: ['lastName'] }, { 'idempotency-key': key });
    const first = await keyed('export-once');
    const again = await keyed('export-once');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect((await keyed('export-twice')).body.id).not.toBe(first.body.id);
  });

  it('deletes an export with its file; then it is 404 and so is its link', async () => {
    const made = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    expect(await stored(made.id)).toBe(true);
    expect((await t.api.delete(`/api/data-exports/${made.id}`, c.token)).body).toEqual({ id: made.id, deleted: true });
    expect(await stored(made.id)).toBe(false);
    expect((await t.api.get(`/api/data-exports/${made.id}`, c.token)).status).toBe(404);
    expect((await t.api.delete(`/api/data-exports/${made.id}`, c.token)).status).toBe(404);
    expect((await fetchUrl(made.url)).statusCode).toBe(404);
  });

  it('expires after DATA_EXPORT_TTL: 404 at once by the clock, then the scheduled job deletes row and file', async () => {
    const schedulers = await housekeeping.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern])).toContainEqual(['dataExports.expire', '*/5 * * * *']);
    const made = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    const young = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    t.app.get(Clock).advance(30 * 60 * 1000);
    const fresh = (await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] })).body;
    t.app.get(Clock).advance(31 * 60 * 1000);
    expect((await t.api.get(`/api/data-exports/${made.id}`, c.token)).status).toBe(404);
    expect((await t.api.get(`/api/data-exports/${fresh.id}`, c.token)).status).toBe(200);
    expect(await stored(made.id)).toBe(true);
    const result = await housekeeping.run('dataExports.expire');
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect([await stored(made.id), await stored(young.id), await stored(fresh.id)]).toEqual([false, false, true]);
    const rows = await t.db.query('SELECT id FROM data_exports WHERE id = ANY($1)', [[made.id, young.id, fresh.id]]);
    expect(rows).toEqual([{ id: fresh.id }]);
  });
  it('a deleted maker\'s export is read by nobody, waits for its expiry, then the job deletes it and its file', async () => {
    const admin = await newUser(t, c.companyId, 'admin', ['public:read', 'private:read']);
    const made = (await t.api.post('/api/data-exports', admin.token, { fields: ['lastName'] })).body;
    expect(made.status).toBe('ready');
    expect((await t.api.delete(`/api/people/${admin.personId}`, c.token)).status).toBe(200);
    expect(await t.db.query('SELECT created_by FROM data_exports WHERE id = $1', [made.id])).toEqual([{ created_by: null }]);
    expect((await t.api.get(`/api/data-exports/${made.id}`, c.token)).status).toBe(404);
    expect(await stored(made.id)).toBe(true);
    t.app.get(Clock).advance(HOUR + 1000);
    await housekeeping.run('dataExports.expire');
    expect(await stored(made.id)).toBe(false);
    expect(await t.db.query('SELECT id FROM data_exports WHERE id = $1', [made.id])).toEqual([]);
  });
});
