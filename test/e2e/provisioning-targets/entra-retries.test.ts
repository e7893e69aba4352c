import { entraTargetBody, fakeEntra, FakeEntra } from '../../support/fake-entra';
import { waitFor } from '../../support/processes';
import { newPerson, scimCompany } from '../../support/scim';
import { expectEntraHoldsHr } from '../../support/scim-push';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An Entra target that cannot take a bulk request now (unreachable, 503, 429) is retried on the webhook schedule,
 * no sooner than a `Retry-After` asks, each User's failure logged `will retry`, until it holds the HR record.
 */
describe('Entra push target: retries', () => {
  let entra: FakeEntra;
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let targetId: string;
  let person: { id: string };

  const log = async () => (await t.api.get(`/api/provisioning-targets/${targetId}/log?$limit=200`, c.token)).body.data as any[];
  const lastName = (id: string) => entra.users.get(id)?.name?.familyName;

  beforeAll(async () => {
    entra = await fakeEntra();
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000', ENTRA_LOGIN_URL: entra.loginUrl } });
    c = await scimCompany(t);
    person = await newPerson(t, c.token, c.locationId, { email: 'retried@example.com' });
    const made = await t.api.post('/api/provisioning-targets', c.token, entraTargetBody(entra));
    targetId = made.body.id;
    await waitFor(() => entra.users.has(person.id), 20_000, 'the person at Entra');
  });
  afterEach(() => {
    entra.failWith = null;
    entra.retryAfter = null;
  });
  afterAll(async () => {
    await t.close();
    await entra.close();
  });

  it('catches up after an outage: the pass fails, is retried, and sends once Entra is back', async () => {
    await entra.down();
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Offline' })).status).toBe(200);
    await waitFor(async () => (await log()).some((e) => e.personId === person.id && e.outcome === 'failed' && /^will retry: unreachable/.test(e.detail)), 20_000, 'a failed attempt');
    await entra.up();
    await waitFor(() => lastName(person.id) === 'Offline', 30_000, 'the change after the outage');
    await expectEntraHoldsHr(t, c.scimToken, entra);
  });

  it('retries a 503 until Entra takes the request', async () => {
    entra.failWith = 503;
    entra.failTimes = 2;
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Overloaded' })).status).toBe(200);
    await waitFor(() => lastName(person.id) === 'Overloaded', 30_000, 'the change after the 503s');
    expect((await log()).filter((e) => e.personId === person.id && e.statusCode === 503 && e.detail === 'will retry: HTTP 503')).toHaveLength(2);
  });

  it('waits as long as a 429\'s Retry-After asks before the next attempt, beyond the schedule\'s wait', async () => {
    entra.failWith = 429;
    entra.failTimes = 1;
    entra.retryAfter = '2';
    const uploads = entra.uploads.length;
    expect((await t.api.patch(`/api/people/${person.id}`, c.token, { lastName: 'Throttled' })).status).toBe(200);
    await waitFor(() => lastName(person.id) === 'Throttled', 30_000, 'the change after the 429');
    const [throttled, next] = entra.uploads.slice(uploads);
    expect([throttled.status, next.status]).toEqual([429, 202]);
    // The schedule's first wait is 5 s / 1000 here: the 2 s asked for are what held the retry back.
    expect(next.at - throttled.at).toBeGreaterThanOrEqual(1900);
    expect((await log()).find((e) => e.personId === person.id && e.statusCode === 429)).toEqual(expect.objectContaining({ outcome: 'failed', detail: 'will retry: HTTP 429' }));
  });
});
