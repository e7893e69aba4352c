import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The push connector's targets (docs/decisions-scim.md, "Push connector"): owner only, company-scoped, the token
 * write-only and stored sealed, the URL checked by the webhook SSRF guard (https, no private address), audited
 * changes and no events.
 */
describe('provisioning targets: management', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  const url = 'https://idp.example.com/scim/v2';
  const token = 'target-bearer-token-4f1c2a9e77d0b3';

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('makes, lists, retrieves, updates and deletes a target, never answering its token', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Entra', url: `${url}/`, token });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String), companyId: c.companyId, name: 'Entra', kind: 'scim', url, tenantId: null, clientId: null, status: 'active', lastSyncAt: null,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const listed = await t.api.get('/api/provisioning-targets', c.token);
    expect(listed.body.data.map((x: { id: string }) => x.id)).toEqual([made.body.id]);
    const got = await t.api.get(`/api/provisioning-targets/${made.body.id}`, c.token);
    const patched = await t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, { token: `${token}-rotated`, status: 'paused', name: 'Entra (paused)' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(expect.objectContaining({ status: 'paused', name: 'Entra (paused)' }));
    const answers = JSON.stringify([made.body, listed.body, got.body, patched.body]);
    expect(answers).not.toContain(token);
    expect(answers).not.toContain('"token"');
    expect((await t.api.delete(`/api/provisioning-targets/${made.body.id}`, c.token)).body).toEqual({ id: made.body.id, deleted: true });
    expect((await t.api.get(`/api/provisioning-targets/${made.body.id}`, c.token)).status).toBe(404);
  });

  it('stores the token sealed, never in plain text', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Sealed', url, token });
    const [row] = await t.db.query(`SELECT token FROM provisioning_targets WHERE id = $1`, [made.body.id]);
    expect(row.token).toMatch(/^v1:/);
    expect(row.token).not.toContain(token);
  });

  it('audits its changes with their names and no token, and records no events', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Audited', url, token });
    await t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, { token: 'another-token-of-the-target' });
    const entries = await t.db.query(`SELECT action, target_id, fields, changes FROM audit_events WHERE company_id = $1 AND action LIKE 'provisioningTarget.%' AND target_id = $2 ORDER BY occurred_at`, [c.companyId, made.body.id]);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['provisioningTarget.created', 'provisioningTarget.updated']);
    expect(JSON.stringify(entries)).not.toContain('another-token-of-the-target');
    expect(await t.db.query(`SELECT type FROM events WHERE type LIKE 'provisioningTarget.%'`)).toEqual([]);
  });

  it('refuses a URL the webhook SSRF guard refuses, and bad fields, with 422 naming them', async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await t.api.post('/api/provisioning-targets', c.token, { name: 'Bad', url, token, ...body });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ name: field })]));
    };
    await refused({ url: 'http://idp.example.com/scim/v2' }, 'url');
    await refused({ url: 'https://127.0.0.1/scim/v2' }, 'url');
    await refused({ url: 'https://10.1.2.3/scim/v2' }, 'url');
    await refused({ url: 'https://169.254.169.254/latest' }, 'url');
    await refused({ url: 'https://user:pass@idp.example.com/scim/v2' }, 'url');
    await refused({ url: 'not a url' }, 'url');
    await refused({ token: undefined }, 'token');
    await refused({ token: 42 }, 'token');
    await refused({ status: 'failing' }, 'status');
    await refused({ lastSyncAt: '2030-01-01T00:00:00Z' }, 'lastSyncAt');
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Good', url, token });
    const patched = await t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, { url: 'https://192.168.0.10/scim' });
    expect(patched.status).toBe(422);
    expect(patched.body.issues).toEqual([expect.objectContaining({ name: 'url' })]);
  });

  it('keeps each company\'s targets its own: another company\'s id answers 404 on every route', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Ours', url, token });
    const id = made.body.id;
    expect((await t.api.get('/api/provisioning-targets', other.token)).body.data).toEqual([]);
    expect((await t.api.get(`/api/provisioning-targets/${id}`, other.token)).status).toBe(404);
    expect((await t.api.patch(`/api/provisioning-targets/${id}`, other.token, { name: 'Theirs' })).status).toBe(404);
    expect((await t.api.get(`/api/provisioning-targets/${id}/log`, other.token)).status).toBe(404);
    expect((await t.api.post(`/api/provisioning-targets/${id}/sync`, other.token)).status).toBe(404);
    expect((await t.api.delete(`/api/provisioning-targets/${id}`, other.token)).status).toBe(404);
    expect((await t.api.get(`/api/provisioning-targets/${id}`, c.token)).body.name).toBe('Ours');
  });

  it('answers the log (empty at first) and queues a reconcile on sync', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Logged', url, token });
    const log = await t.api.get(`/api/provisioning-targets/${made.body.id}/log`, c.token);
    expect(log.status).toBe(200);
    expect(log.body).toEqual({ total: 0, limit: expect.any(Number), skip: 0, data: [] });
    expect((await t.api.get(`/api/provisioning-targets/${made.body.id}/log?outcome=maybe`, c.token)).status).toBe(422);
    const sync = await t.api.post(`/api/provisioning-targets/${made.body.id}/sync`, c.token);
    expect(sync.status).toBe(202);
    expect(sync.body).toEqual({ targetId: made.body.id, queued: true });
  });

  describe('access, generated from the policy table', () => {
    const cases = ASSIGNABLE_ROLES.map((role) => [role, POLICY_TABLE.provisioningTarget[role]] as const);

    it.each(cases)('as %s follows the table on every route', async (role, policy) => {
      const target = (await t.api.post('/api/provisioning-targets', c.token, { name: 'For roles', url, token })).body;
      const user = role === 'owner' ? { token: c.token } : await newUser(t, c.companyId, role, SCOPES);
      const reads = [
        await t.api.get('/api/provisioning-targets', user.token),
        await t.api.get(`/api/provisioning-targets/${target.id}`, user.token),
        await t.api.get(`/api/provisioning-targets/${target.id}/log`, user.token),
      ];
      const writes = [
        await t.api.post('/api/provisioning-targets', user.token, { name: 'By role', url, token }),
        await t.api.patch(`/api/provisioning-targets/${target.id}`, user.token, { name: 'Renamed by role' }),
        await t.api.post(`/api/provisioning-targets/${target.id}/sync`, user.token),
      ];
      for (const res of reads) expect(res.status).toBe(policy.read === 'none' ? 403 : 200);
      for (const res of writes) expect(policy.write === 'all' ? [200, 201, 202] : [403]).toContain(res.status);
    });

    it('refuses the owner\'s token without the provisioning:manage scope', async () => {
      const narrow = SCOPES.filter((s) => s !== 'provisioning:manage');
      const owner = await newUser(t, c.companyId, 'owner', narrow);
      expect((await t.api.get('/api/provisioning-targets', owner.token)).status).toBe(403);
    });
  });
});
