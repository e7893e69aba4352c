import { Writable } from 'node:stream';
import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** D14 management routes: owner only, validation, secrets shown only where D14 says, no events of their own. */
describe('webhook management', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let logs = '';
  const url = 'https://hooks.example.com/personnel';

  beforeAll(async () => {
    const logStream = new Writable({ write: (chunk, _enc, done) => ((logs += chunk.toString()), done()) });
    t = await createTestApp({ logStream });
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('creates a draft with a whsec_ secret shown once, lists and retrieves without it, updates and deletes', async () => {
    const made = await t.api.post('/api/webhooks', c.token, { url, name: 'HR sync', eventTypes: ['person.created', 'person.updated'] });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ url, name: 'HR sync', status: 'draft', testUrl: null, eventTypes: ['person.created', 'person.updated'], disabledAt: null }));
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(made.body.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const listed = await t.api.get('/api/webhooks', c.token);
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0]).not.toHaveProperty('secret');
    const got = await t.api.get(`/api/webhooks/${made.body.id}`, c.token);
    expect(got.body).not.toHaveProperty('secret');
    expect(JSON.stringify([listed.body, got.body])).not.toContain(made.body.secret.slice(6));
    expect((await t.api.get(`/api/webhooks/${made.body.id}/secret`, c.token)).body).toEqual({ secret: made.body.secret });

    const patched = await t.api.patch(`/api/webhooks/${made.body.id}`, c.token, { status: 'published', eventTypes: null, testUrl: 'https://test.example.com/x' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(expect.objectContaining({ status: 'published', eventTypes: null, testUrl: 'https://test.example.com/x' }));
    expect(patched.body).not.toHaveProperty('secret');
    expect((await t.api.delete(`/api/webhooks/${made.body.id}`, c.token)).body).toEqual({ id: made.body.id, deleted: true });
    expect((await t.api.get(`/api/webhooks/${made.body.id}`, c.token)).status).toBe(404);
  });

  it('webhook changes are not events, and secrets never reach the logs', async () => {
    const made = await t.api.post('/api/webhooks', c.token, { url });
    await t.api.patch(`/api/webhooks/${made.body.id}`, c.token, { name: 'Renamed' });
    await t.api.post(`/api/webhooks/${made.body.id}/rotate-secret`, c.token);
    await t.api.delete(`/api/webhooks/${made.body.id}`, c.token);
    expect(await t.db.query(`SELECT type FROM events WHERE type LIKE 'webhook.%'`)).toEqual([]);
    expect(logs).not.toContain(made.body.secret.slice(6));
  });

  it('refuses bad targets, unknown event types, a disabled status and unknown fields with 422 naming them', async () => {
    const bad = async (body: Record<string, unknown>, field: string, reason?: RegExp) => {
      const res = await t.api.post('/api/webhooks', c.token, body);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ name: field, ...(reason ? { reason: expect.stringMatching(reason) } : {}) })]));
    };
    await bad({ url: 'http://hooks.example.com/x' }, 'url', /https/);
    await bad({ url: 'not a url' }, 'url');
    await bad({ url: '/relative' }, 'url');
    await bad({ url: 'https://user:pw@hooks.example.com/' }, 'url');
    for (const address of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '[::1]', '[fc00::1]', '[fe80::1]', '[::ffff:10.0.0.1]']) {
      await bad({ url: `https://${address}/hook` }, 'url', /private/);
    }
    await bad({ url, testUrl: 'ftp://example.com/' }, 'testUrl');
    await bad({ url, eventTypes: ['person.created', 'person.exploded', 'nope'] }, 'eventTypes', /person\.exploded, nope/);
    await bad({ url, eventTypes: 'person.created' }, 'eventTypes');
    await bad({ url, eventTypes: [] }, 'eventTypes');
    await bad({ url, secret: 'whsec_mine' }, 'secret');
    const made = await t.api.post('/api/webhooks', c.token, { url });
    const disabling = await t.api.patch(`/api/webhooks/${made.body.id}`, c.token, { status: 'disabled' });
    expect(disabling.status).toBe(422);
    expect(disabling.body.issues[0].name).toBe('status');
  });

  it('is for the owner alone: every other role gets 403 on every route, whatever its scopes', async () => {
    const made = (await t.api.post('/api/webhooks', c.token, { url })).body;
    const routes: [string, string][] = [
      ['GET', '/api/webhooks'], ['GET', `/api/webhooks/${made.id}`], ['POST', '/api/webhooks'], ['PATCH', `/api/webhooks/${made.id}`],
      ['DELETE', `/api/webhooks/${made.id}`], ['GET', `/api/webhooks/${made.id}/secret`], ['POST', `/api/webhooks/${made.id}/rotate-secret`],
      ['POST', `/api/webhooks/${made.id}/test`], ['GET', `/api/webhooks/${made.id}/deliveries`], ['POST', `/api/webhooks/${made.id}/deliveries/x/retry`],
    ];
    for (const role of ASSIGNABLE_ROLES.filter((r) => r !== 'owner')) {
      const user = await newUser(t, c.companyId, role, SCOPES);
      for (const [method, path] of routes) {
        const res = await t.api.request(method as never, path, user.token, method === 'POST' || method === 'PATCH' ? { url } : undefined);
        expect([role, method, path, res.status]).toEqual([role, method, path, 403]);
      }
    }
  });

  it('another company\'s webhooks are 404 on every route', async () => {
    const made = (await t.api.post('/api/webhooks', c.token, { url })).body;
    for (const [method, path] of [
      ['GET', `/api/webhooks/${made.id}`], ['PATCH', `/api/webhooks/${made.id}`], ['DELETE', `/api/webhooks/${made.id}`],
      ['GET', `/api/webhooks/${made.id}/secret`], ['POST', `/api/webhooks/${made.id}/rotate-secret`], ['POST', `/api/webhooks/${made.id}/test`],
      ['GET', `/api/webhooks/${made.id}/deliveries`],
    ]) {
      const res = await t.api.request(method as never, path, other.token, method === 'PATCH' ? { name: 'x' } : undefined);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect((await t.api.get('/api/webhooks', other.token)).body.total).toBe(0);
  });

  it('the delivery log takes status, eventType, $limit and $skip and refuses anything else', async () => {
    const made = (await t.api.post('/api/webhooks', c.token, { url })).body;
    const ok = await t.api.get(`/api/webhooks/${made.id}/deliveries?status=failed&eventType=person.created&$limit=5&$skip=0`, c.token);
    expect(ok.body).toEqual({ total: 0, limit: 5, skip: 0, data: [] });
    expect((await t.api.get(`/api/webhooks/${made.id}/deliveries?status=lost`, c.token)).status).toBe(422);
    expect((await t.api.get(`/api/webhooks/${made.id}/deliveries?color=red`, c.token)).body.name).toBe('QueryParameterValidationError');
    expect((await t.api.get(`/api/webhooks/${made.id}/deliveries?$limit=-1`, c.token)).status).toBe(422);
  });
});
