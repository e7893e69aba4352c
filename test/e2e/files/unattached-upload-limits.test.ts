import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { multipartBody, pdf, upload } from './files-support';

const PER_USER = 3;
const PER_COMPANY = 5;
const BYTES_PER_USER = 300_000;

/** Uploads not attached to any record are limited per uploader and per company, in count and in bytes (429). */
describe('files: limits on unattached uploads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        UNATTACHED_UPLOADS_PER_USER: String(PER_USER),
        UNATTACHED_UPLOADS_PER_COMPANY: String(PER_COMPANY),
        UNATTACHED_UPLOAD_BYTES_PER_USER: String(BYTES_PER_USER),
        UNATTACHED_UPLOAD_BYTES_PER_COMPANY: String(10_000_000),
      },
    });
  });
  afterAll(() => t.close());

  const send = (token: string, personId: string, size = 0) => upload(t, token, { type: 'document', personId, filename: 'contract.pdf', bytes: pdf(size) });
  const unattached = async (companyId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM files WHERE company_id = $1 AND attached_to IS NULL`, [companyId]))[0].n as number;

  it('an uploader past the count answers 429 with the error object and Retry-After; attaching one makes room', async () => {
    const c: TestCompany = await newCompany(t);
    const ids: string[] = [];
    for (let i = 0; i < PER_USER; i++) {
      const res = await send(c.token, c.ownerId);
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const refused = await send(c.token, c.ownerId);
    expectError(refused, 429, 'TooManyRequests');
    expect(refused.body.message).toMatch(/not attached/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await unattached(c.companyId)).toBe(PER_USER);

    const doc = await t.api.post('/api/documents', c.token, { name: 'Contract', personId: c.ownerId, fileId: ids[0], type: 'Contract' });
    expect(doc.status).toBe(201);
    expect((await send(c.token, c.ownerId)).status).toBe(201);
  });

  it('an uploader past the bytes answers 429 and the refused file\'s bytes and row are not kept', async () => {
    const c = await newCompany(t);
    expect((await send(c.token, c.ownerId, 200_000)).status).toBe(201);
    const refused = await send(c.token, c.ownerId, 200_000);
    expectError(refused, 429, 'TooManyRequests');
    expect(refused.body.message).toMatch(/bytes/);
    expect(await unattached(c.companyId)).toBe(1);
    // A smaller file still fits.
    expect((await send(c.token, c.ownerId, 50_000)).status).toBe(201);
  });

  it('the company\'s count limits all its uploaders together; another company is not affected', async () => {
    const c = await newCompany(t);
    const a = await newUser(t, c.companyId, 'user');
    const b = await newUser(t, c.companyId, 'user');
    for (let i = 0; i < PER_USER; i++) expect((await send(a.token, a.personId)).status).toBe(201);
    for (let i = 0; i < PER_COMPANY - PER_USER; i++) expect((await send(b.token, b.personId)).status).toBe(201);
    const refused = await send(b.token, b.personId);
    expectError(refused, 429, 'TooManyRequests');
    expect(refused.body.message).toMatch(/This company has/);
    expect(await unattached(c.companyId)).toBe(PER_COMPANY);
    const other = await newCompany(t);
    expect((await send(other.token, other.ownerId)).status).toBe(201);
  });

  it('a keyed upload refused for the limit is not remembered: the same key passes once there is room', async () => {
    const c = await newCompany(t);
    const ids: string[] = [];
    for (let i = 0; i < PER_USER; i++) ids.push((await send(c.token, c.ownerId)).body.id);
    const { body, contentType } = multipartBody([{ name: 'type', value: 'document' }, { name: 'personId', value: c.ownerId }, { name: 'file', value: pdf(), filename: 'later.pdf' }]);
    const keyed = () =>
      t.app.inject({ method: 'POST', url: '/api/files', payload: body, headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType, 'idempotency-key': 'upload-later' } });
    const refused = await keyed();
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ code: 429, name: 'TooManyRequests' }));
    expect((await t.api.post('/api/documents', c.token, { name: 'Contract', personId: c.ownerId, fileId: ids[0], type: 'Contract' })).status).toBe(201);
    const retried = await keyed();
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.parse(retried.body).filename).toBe('later.pdf');
  });

  it('concurrent uploads cannot pass the limit together', async () => {
    const c = await newCompany(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => send(c.token, c.ownerId)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(PER_USER).fill(201), ...Array(8 - PER_USER).fill(429)]);
    expect(await unattached(c.companyId)).toBe(PER_USER);
  });
});
