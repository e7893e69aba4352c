import { entraTargetBody, fakeEntra, FakeEntra, GRAPH_DEFAULT_SCOPE } from '../../support/fake-entra';
import { waitFor } from '../../support/processes';
import { clockOf, newPerson, scimCompany } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An Entra target's access token (docs/decisions-scim.md, "Entra"): the OAuth 2.0 client-credentials grant at
 * `{ENTRA_LOGIN_URL}/{tenant}/oauth2/v2.0/token` for Microsoft Graph's `.default` scope, kept across passes until
 * shortly before it expires, renewed once when the bulkUpload endpoint answers 401; a refused secret or permission
 * stops the pass without a retry, logged in our words.
 */
describe('Entra push target: the OAuth token', () => {
  let entra: FakeEntra;
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let targetId: string;

  const log = async (id = targetId) => (await t.api.get(`/api/provisioning-targets/${id}/log?$limit=200`, c.token)).body.data as any[];
  const joinerSent = async (email: string) => {
    const person = await newPerson(t, c.token, c.locationId, { email });
    await waitFor(() => entra.users.has(person.id), 20_000, `${email} at Entra`);
    return person;
  };

  beforeAll(async () => {
    entra = await fakeEntra();
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000', ENTRA_LOGIN_URL: entra.loginUrl } });
    c = await scimCompany(t);
    const made = await t.api.post('/api/provisioning-targets', c.token, entraTargetBody(entra));
    expect(made.status).toBe(201);
    targetId = made.body.id;
    await waitFor(() => entra.accepted().length > 0, 20_000, 'the first reconcile');
  });
  afterEach(() => {
    clockOf(t).reset();
    entra.failWith = null;
  });
  afterAll(async () => {
    await t.close();
    await entra.close();
  });

  it('asks for a token with the client-credentials grant at the tenant\'s token endpoint, the secret in the form alone', async () => {
    expect(entra.tokenRequests[0]).toEqual({
      tenant: entra.tenantId,
      contentType: 'application/x-www-form-urlencoded',
      authorization: undefined,
      form: { grant_type: 'client_credentials', client_id: entra.clientId, client_secret: entra.clientSecret, scope: GRAPH_DEFAULT_SCOPE },
      status: 200,
    });
    expect(entra.accepted()[0].authorization).toMatch(/^Bearer eyJ0eXAi\./);
  });

  it('keeps the token for every pass until shortly before it expires, then asks for another', async () => {
    const asked = entra.tokenRequests.length;
    await joinerSent('kept-1@example.com');
    await joinerSent('kept-2@example.com');
    expect(entra.tokenRequests).toHaveLength(asked);
    // 3,400 s later: the token (3,599 s) is within five minutes of its end.
    clockOf(t).freezeAt(new Date(Date.now() + 3_400_000));
    await joinerSent('renewed@example.com');
    expect(entra.tokenRequests).toHaveLength(asked + 1);
    const [before, after] = [entra.accepted().at(-2)!, entra.accepted().at(-1)!];
    expect(after.authorization).not.toBe(before.authorization);
  });

  it('asks for another token when the bulkUpload endpoint answers 401, and sends the request once more', async () => {
    const asked = entra.tokenRequests.length;
    const uploads = entra.uploads.length;
    entra.revokeTokens();
    await joinerSent('after-revocation@example.com');
    expect(entra.uploads.slice(uploads).map((u) => u.status)).toEqual([401, 202]);
    expect(entra.tokenRequests).toHaveLength(asked + 1);
  });

  it('stops the pass, without retrying, when the bulkUpload endpoint answers 401 again with a new token', async () => {
    const asked = entra.tokenRequests.length;
    const uploads = entra.uploads.length;
    entra.failWith = 401;
    entra.failTimes = 2;
    await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    await waitFor(async () => (await log()).some((e) => e.detail === 'stopped: HTTP 401'), 20_000, 'the pass stopped');
    await new Promise((r) => setTimeout(r, 500));
    expect(entra.uploads.slice(uploads).map((u) => u.status)).toEqual([401, 401]);
    expect(entra.tokenRequests).toHaveLength(asked + 1);
    expect((await log()).find((e) => e.detail === 'stopped: HTTP 401')).toEqual(expect.objectContaining({ operation: 'reconcile', outcome: 'failed', statusCode: 401 }));
  });

  it('stops the pass when the bulkUpload endpoint answers 403 (the app lacks SynchronizationData-User.Upload)', async () => {
    entra.failWith = 403;
    entra.failTimes = 1;
    await t.api.post(`/api/provisioning-targets/${targetId}/sync`, c.token);
    await waitFor(async () => (await log()).some((e) => e.detail === 'stopped: HTTP 403'), 20_000, 'the pass stopped');
  });

  it('stops, without retrying, when the token endpoint refuses the client secret, logging its codes and never its message', async () => {
    const wrong = await t.api.post('/api/provisioning-targets', c.token, entraTargetBody(entra, { name: 'Wrong secret', clientSecret: 'not-the-secret' }));
    expect(wrong.status).toBe(201);
    await waitFor(async () => (await log(wrong.body.id)).length > 0, 20_000, 'the refusal logged');
    await new Promise((r) => setTimeout(r, 500));
    expect(await log(wrong.body.id)).toEqual([expect.objectContaining({
      operation: 'reconcile', outcome: 'failed', statusCode: 401, detail: 'stopped: token: HTTP 401 invalid_client AADSTS7000215',
    })]);
    expect(entra.tokenRequests.filter((r) => r.form.client_secret === 'not-the-secret')).toHaveLength(1);
    expect((await t.api.get(`/api/provisioning-targets/${wrong.body.id}`, c.token)).body.lastSyncAt).toBeNull();
  });
});
