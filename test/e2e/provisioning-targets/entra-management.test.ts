import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Entra targets as a resource (docs/decisions-scim.md, "Entra"): kind `entraBulkUpload`, the job's bulkUpload URL
 * (https, the SSRF guard), tenant and client ids answered, the client secret write-only and stored sealed; each kind
 * takes its own credentials and refuses the other's (422, and the database's check); owner only; company-scoped.
 */
describe('provisioning targets: Entra targets', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  const url = 'https://graph.microsoft.com/v1.0/servicePrincipals/5a1e1d0c-8f5e-4d8a-9b0e-3c2f1a7d6e54/synchronization/jobs/API2AAD.8d2b.4f1e/bulkUpload';
  const tenantId = '72f988bf-86f1-41af-91ab-2d7cd011db47';
  const clientId = '0b3d6f4e-2a1c-4e7b-8f9a-5c6d7e8f9a0b';
  const clientSecret = 'Xy8Q~entra-client-secret-4f1c2a9e77d0b3';
  const entra = (extra: Record<string, unknown> = {}) => ({ name: 'Entra', kind: 'entraBulkUpload', url, tenantId, clientId, clientSecret, ...extra });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('makes an Entra target and answers its kind, tenant and client, never its client secret', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, entra({ url: `${url}/` }));
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String), companyId: c.companyId, name: 'Entra', kind: 'entraBulkUpload', url, tenantId, clientId, status: 'active', lastSyncAt: null,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const patched = await t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, { clientSecret: `${clientSecret}-rotated`, tenantId: 'contoso.onmicrosoft.com' });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(expect.objectContaining({ kind: 'entraBulkUpload', tenantId: 'contoso.onmicrosoft.com', clientId }));
    const answers = JSON.stringify([made.body, patched.body, (await t.api.get('/api/provisioning-targets', c.token)).body, (await t.api.get(`/api/provisioning-targets/${made.body.id}`, c.token)).body]);
    expect(answers).not.toContain(clientSecret);
    expect(answers).not.toContain('clientSecret');
  });

  it('stores the client secret sealed, never in plain text, and no token', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, entra({ name: 'Sealed' }));
    const [row] = await t.db.query(`SELECT kind, token, client_secret FROM provisioning_targets WHERE id = $1`, [made.body.id]);
    expect(row.kind).toBe('entraBulkUpload');
    expect(row.token).toBeNull();
    expect(row.client_secret).toMatch(/^v1:/);
    expect(row.client_secret).not.toContain(clientSecret);
  });

  it('audits the changes of an Entra target by name, never the client secret', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, entra({ name: 'Audited' }));
    await t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, { clientSecret: 'another-client-secret-of-the-app' });
    const entries = await t.db.query(`SELECT action, fields, changes FROM audit_events WHERE company_id = $1 AND target_id = $2 ORDER BY occurred_at`, [c.companyId, made.body.id]);
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['provisioningTarget.created', 'provisioningTarget.updated']);
    expect(JSON.stringify(entries)).not.toContain('another-client-secret-of-the-app');
    expect(JSON.stringify(entries)).not.toContain(clientSecret);
  });

  it('keeps a target of no kind a scim target, as before', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'SCIM', url: 'https://idp.example.com/scim/v2', token: 'a-bearer-token' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ kind: 'scim', tenantId: null, clientId: null }));
  });

  describe('validation (422 naming each field)', () => {
    const refused = async (body: Record<string, unknown>, fields: string[]) => {
      const res = await t.api.post('/api/provisioning-targets', c.token, body);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
      expect(res.body.issues.map((i: { name: string }) => i.name).sort()).toEqual([...fields].sort());
      return res.body.issues;
    };

    it('refuses a kind it does not know', async () => {
      await refused(entra({ kind: 'okta' }), ['kind']);
      await refused(entra({ kind: null }), ['kind']);
    });

    it('asks an Entra target for its tenant, client id and client secret, and refuses a token', async () => {
      const issues = await refused({ name: 'Bare', kind: 'entraBulkUpload', url }, ['tenantId', 'clientId', 'clientSecret']);
      expect(issues[0].reason).toBe('is required for kind entraBulkUpload');
      expect((await refused(entra({ token: 'a-bearer-token' }), ['token']))[0].reason).toBe('is not accepted for kind entraBulkUpload');
    });

    it('refuses the Entra credentials on a scim target, which needs its token', async () => {
      await refused({ name: 'SCIM', url: 'https://idp.example.com/scim/v2', token: 'a-bearer-token', tenantId, clientId, clientSecret }, ['tenantId', 'clientId', 'clientSecret']);
      await refused({ name: 'SCIM', kind: 'scim', url: 'https://idp.example.com/scim/v2' }, ['token']);
    });

    it('takes only a synchronization job\'s bulkUpload endpoint, https and not private, as an Entra target\'s URL', async () => {
      const reason = (await refused(entra({ url: 'https://graph.microsoft.com/v1.0/servicePrincipals/abc' }), ['url']))[0].reason;
      expect(reason).toMatch(/bulkUpload endpoint/);
      await refused(entra({ url: `${url}?api-version=1` }), ['url']);
      await refused(entra({ url: url.replace('https:', 'http:') }), ['url']);
      await refused(entra({ url: url.replace('graph.microsoft.com', '10.0.0.8') }), ['url']);
      await refused(entra({ url: url.replace('graph.microsoft.com', '169.254.169.254') }), ['url']);
      await refused(entra({ url: 'not a url' }), ['url']);
    });

    it('refuses a tenant or client id that is not one (a path, a name)', async () => {
      await refused(entra({ tenantId: '../common' }), ['tenantId']);
      await refused(entra({ tenantId: 'contoso.com/x' }), ['tenantId']);
      await refused(entra({ clientId: 'my-app' }), ['clientId']);
      await refused(entra({ clientSecret: '' }), ['clientSecret']);
      await refused(entra({ clientSecret: 42 }), ['clientSecret']);
      await refused(entra({ tenantId: 'bad tenant', clientId: 'bad' }), ['tenantId', 'clientId']);
    });

    it('refuses on an update the credentials of the other kind, a kind change and a URL that is not a bulkUpload endpoint', async () => {
      const made = await t.api.post('/api/provisioning-targets', c.token, entra({ name: 'To update' }));
      const patch = (body: Record<string, unknown>) => t.api.patch(`/api/provisioning-targets/${made.body.id}`, c.token, body);
      const token = await patch({ token: 'a-bearer-token' });
      expect(token.status).toBe(422);
      expect(token.body.issues).toEqual([{ name: 'token', reason: 'is not accepted for kind entraBulkUpload' }]);
      expect((await patch({ kind: 'scim' })).body.issues).toEqual([{ name: 'kind', reason: 'is not an accepted field' }]);
      expect((await patch({ url: 'https://idp.example.com/scim/v2' })).body.issues).toEqual([expect.objectContaining({ name: 'url' })]);
      expect((await patch({ clientId: null })).status).toBe(422);
      const scim = await t.api.post('/api/provisioning-targets', c.token, { name: 'SCIM', url: 'https://idp.example.com/scim/v2', token: 'a-bearer-token' });
      const secret = await t.api.patch(`/api/provisioning-targets/${scim.body.id}`, c.token, { clientSecret });
      expect(secret.status).toBe(422);
      expect(secret.body.issues).toEqual([{ name: 'clientSecret', reason: 'is not accepted for kind scim' }]);
      expect((await t.api.get(`/api/provisioning-targets/${made.body.id}`, c.token)).body).toEqual(expect.objectContaining({ url, tenantId, clientId }));
    });

    it('is held by the database too: a row with the other kind\'s credentials is refused', async () => {
      const insert = (kind: string, token: string | null, secret: string | null) => t.db.query(
        `INSERT INTO provisioning_targets (id, company_id, name, kind, url, token, tenant_id, client_id, client_secret, created_at, updated_at)
         VALUES ($1, $2, 'Raw', $3, $4, $5, $6, $7, $8, now(), now())`,
        [randomUUID(), c.companyId, kind, url, token, secret ? tenantId : null, secret ? clientId : null, secret]);
      await expect(insert('entraBulkUpload', 'a-token', clientSecret)).rejects.toThrow(/provisioning_targets_credentials_check/);
      await expect(insert('scim', 'a-token', clientSecret)).rejects.toThrow(/provisioning_targets_credentials_check/);
      await expect(insert('entraBulkUpload', null, null)).rejects.toThrow(/provisioning_targets_credentials_check/);
      await expect(insert('okta', 'a-token', null)).rejects.toThrow(/provisioning_targets_(kind|credentials)_check/);
    });
  });

  it('keeps each company\'s Entra targets its own: another company\'s id answers 404', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, entra({ name: 'Ours' }));
    const id = made.body.id;
    expect((await t.api.get('/api/provisioning-targets', other.token)).body.data).toEqual([]);
    expect((await t.api.get(`/api/provisioning-targets/${id}`, other.token)).status).toBe(404);
    expect((await t.api.patch(`/api/provisioning-targets/${id}`, other.token, { clientSecret: 'theirs' })).status).toBe(404);
    expect((await t.api.post(`/api/provisioning-targets/${id}/sync`, other.token)).status).toBe(404);
    expect((await t.api.delete(`/api/provisioning-targets/${id}`, other.token)).status).toBe(404);
  });

  describe('access, generated from the policy table', () => {
    const cases = ASSIGNABLE_ROLES.map((role) => [role, POLICY_TABLE.provisioningTarget[role]] as const);

    it.each(cases)('as %s follows the table on Entra targets', async (role, policy) => {
      const target = (await t.api.post('/api/provisioning-targets', c.token, entra({ name: 'For roles' }))).body;
      const user = role === 'owner' ? { token: c.token } : await newUser(t, c.companyId, role, SCOPES);
      const reads = [await t.api.get(`/api/provisioning-targets/${target.id}`, user.token), await t.api.get(`/api/provisioning-targets/${target.id}/log`, user.token)];
      const writes = [
        await t.api.post('/api/provisioning-targets', user.token, entra({ name: 'By role' })),
        await t.api.patch(`/api/provisioning-targets/${target.id}`, user.token, { clientSecret: 'rotated-by-role' }),
      ];
      for (const res of reads) expect(res.status).toBe(policy.read === 'none' ? 403 : 200);
      for (const res of writes) expect(policy.write === 'all' ? [200, 201] : [403]).toContain(res.status);
    });
  });
});
