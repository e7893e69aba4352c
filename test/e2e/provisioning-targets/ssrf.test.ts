import { ScimTargetHttp } from '../../../src/modules/provisioning-targets/push/scim-target-http';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The webhook SSRF guard (D14) applies to push targets when they are reached, not only when they are set: a name that
 * resolves to a loopback or private address is refused at the connection, and the pass stops (logged, not retried).
 * Entra's login host (ENTRA_LOGIN_URL), where an Entra target's token comes from, is guarded alike.
 */
describe('provisioning targets: the SSRF guard at connection', () => {
  let t: TestApp;
  let c: TestCompany;
  const resolved: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { ENTRA_LOGIN_URL: 'https://login.rebinding.example' } });
    c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token));
    t.app.get(ScimTargetHttp).resolver = async (hostname) => {
      resolved.push(hostname);
      return [{ address: '127.0.0.1', family: 4 }];
    };
  });
  afterAll(() => t.close());

  it('refuses a target whose name resolves to a loopback address, and logs the pass as stopped', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, { name: 'Rebinding', url: 'https://idp.rebinding.example/scim/v2', token: 'secret-token' });
    expect(made.status).toBe(201);
    const log = async () => (await t.api.get(`/api/provisioning-targets/${made.body.id}/log`, c.token)).body.data as any[];
    await waitFor(async () => (await log()).length > 0, 20_000, 'the pass logged');
    expect(await log()).toEqual([expect.objectContaining({ operation: 'reconcile', outcome: 'failed', statusCode: null, detail: 'stopped: blocked address' })]);
    expect(resolved).toContain('idp.rebinding.example');
    expect((await t.api.get(`/api/provisioning-targets/${made.body.id}`, c.token)).body.lastSyncAt).toBeNull();
  });

  it('refuses an Entra login host whose name resolves to a loopback address: no token is asked for, the pass stops', async () => {
    const made = await t.api.post('/api/provisioning-targets', c.token, {
      name: 'Rebinding Entra', kind: 'entraBulkUpload', tenantId: 'contoso.onmicrosoft.com', clientId: '0b3d6f4e-2a1c-4e7b-8f9a-5c6d7e8f9a0b', clientSecret: 'a-client-secret',
      url: 'https://graph.microsoft.com/v1.0/servicePrincipals/sp/synchronization/jobs/job/bulkUpload',
    });
    expect(made.status).toBe(201);
    const log = async () => (await t.api.get(`/api/provisioning-targets/${made.body.id}/log`, c.token)).body.data as any[];
    await waitFor(async () => (await log()).length > 0, 20_000, 'the pass logged');
    expect(await log()).toEqual([expect.objectContaining({ operation: 'reconcile', outcome: 'failed', statusCode: null, detail: 'stopped: token: blocked address' })]);
    expect(resolved).toContain('login.rebinding.example');
    expect(resolved).not.toContain('graph.microsoft.com');
  });
});
