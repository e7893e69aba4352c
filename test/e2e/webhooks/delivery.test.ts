import { Clock } from '../../../src/core/clock';
import { LocationsService } from '../../../src/modules/locations/locations.service';
import { newCompany, newPerson, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { verifies, verify, WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, deliveriesOf, publishedWebhook } from '../../support/webhooks';

/** D14 delivery end to end: outbox -> relay -> BullMQ -> signed POST to a real receiver on 127.0.0.1. */
describe('webhook delivery', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;
  const receivers: WebhookReceiver[] = [];
  const receiver = async () => {
    const r = await new WebhookReceiver().start();
    receivers.push(r);
    return r;
  };
  const newLocation = async (city: string) => (await t.api.post('/api/locations', c.token, { city, countryCode: 'GB', timeAwayPolicyId: policyId })).body;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: DELIVERING_ENV });
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });
  afterEach(() => t.app.get(Clock).reset());

  it('delivers created, updated and deleted events of several resources, signed so svix and standardwebhooks verify them', async () => {
    const r = await receiver();
    const hook = await publishedWebhook(t, c.token, { url: r.url });
    const location = await newLocation('London');
    await t.api.patch(`/api/locations/${location.id}`, c.token, { city: 'Leeds' });
    const person = await newPerson(t, c.token, location.id);
    await t.api.patch(`/api/people/${person.id}`, c.token, { preferredName: 'Countess' });
    expect((await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name: 'Byron' })).status).toBe(201);
    expect((await t.api.delete(`/api/people/${person.id}`, c.token)).status).toBe(200);

    await r.waitForCount(1, 'person.deleted', 20_000, (d) => d.json?.type === 'person.deleted');
    for (const delivery of r.received) {
      const payload = verify(hook.secret, delivery) as any;
      expect(delivery.headers['webhook-id']).toBe(payload.id);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(payload).toEqual({ id: expect.stringMatching(/^evt_/), type: expect.any(String), createdAt: expect.any(String), companyId: c.companyId, data: expect.any(Object) });
    }
    const types = r.received.map((d) => d.json.type);
    expect(types).toEqual(expect.arrayContaining([
      'location.created', 'location.updated', 'person.created', 'jobRole.created', 'person.updated', 'emergencyContact.created',
      'emergencyContact.deleted', 'jobRole.deleted', 'person.deleted',
    ]));
    const updated = r.ofType('location.updated')[0].json;
    expect(updated.data.object).toEqual(expect.objectContaining({ id: location.id, city: 'Leeds' }));
    expect(updated.data.previousAttributes).toEqual(expect.objectContaining({ city: 'London' }));
    expect(r.ofType('person.updated')[0].json.data.previousAttributes).toEqual(expect.objectContaining({ preferredName: null }));
    // Parent first: the person's event precedes its first job role's in commit order.
    const order = await t.db.query(`SELECT type FROM events WHERE record_id IN ($1, $2) ORDER BY seq`, [person.id, r.ofType('jobRole.created')[0].json.data.object.id]);
    expect(order.map((e: any) => e.type).slice(0, 2)).toEqual(['person.created', 'jobRole.created']);
    const log = await deliveriesOf(t, c.token, hook.id, '?eventType=location.updated');
    expect(log).toEqual([expect.objectContaining({ eventType: 'location.updated', status: 'succeeded', attemptCount: 1 })]);
    expect(log[0].attempts).toEqual([expect.objectContaining({ succeeded: true, statusCode: 200, responseBody: 'ok', errorKind: null })]);
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('sends only the subscribed event types, and nothing to drafts, disabled webhooks or for events before publishing', async () => {
    const filtered = await receiver();
    const draft = await receiver();
    const disabled = await receiver();
    const before = await newLocation('Before publishing');
    const only = await publishedWebhook(t, c.token, { url: filtered.url, eventTypes: ['location.deleted'] });
    await t.api.post('/api/webhooks', c.token, { url: draft.url });
    const off = await publishedWebhook(t, c.token, { url: disabled.url });
    await t.db.query(`UPDATE webhooks SET status = 'disabled', disabled_at = now(), disabled_reason = 'test' WHERE id = $1`, [off.id]);

    const location = await newLocation('York');
    await t.api.delete(`/api/locations/${location.id}`, c.token);
    await t.api.delete(`/api/locations/${before.id}`, c.token);
    const got = await filtered.waitForCount(2, 'two location.deleted');
    expect(got.map((d) => d.json.type)).toEqual(['location.deleted', 'location.deleted']);
    expect(got.every((d) => verifies(only.secret, d))).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(filtered.received).toHaveLength(2);
    expect(draft.received).toHaveLength(0);
    expect(disabled.received).toHaveLength(0);
    // Publishing again re-enables it (and restarts the failure clock); only later events arrive.
    const republished = await t.api.patch(`/api/webhooks/${off.id}`, c.token, { status: 'published' });
    expect(republished.body).toEqual(expect.objectContaining({ status: 'published', disabledAt: null, disabledReason: null }));
    await newLocation('After re-enabling');
    const later = await disabled.waitForCount(1, 'the re-enabled webhook');
    expect(later[0].json.type).toBe('location.created');
    await t.api.patch(`/api/webhooks/${only.id}`, c.token, { status: 'draft' });
    await t.api.patch(`/api/webhooks/${off.id}`, c.token, { status: 'draft' });
  });

  it('a rolled-back change delivers nothing', async () => {
    const r = await receiver();
    await publishedWebhook(t, c.token, { url: r.url });
    await expect(t.db.transaction(async (em) => {
      await t.app.get(LocationsService).insertRow(em, { companyId: c.companyId }, { city: 'Ghost', countryCode: 'GB', timeAwayPolicyId: policyId, isAddressInvalid: false });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    await newLocation('Real');
    const got = await r.waitForCount(1, 'the committed location');
    await new Promise((res) => setTimeout(res, 300));
    expect(r.received.map((d) => d.json.data.object.city)).toEqual(['Real']);
    expect(got).toHaveLength(1);
  });

  it('after a rotation both secrets verify for 24 hours, then only the new one (with the clock moved)', async () => {
    const r = await receiver();
    const hook = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['location.created'] });
    const rotated = await t.api.post(`/api/webhooks/${hook.id}/rotate-secret`, c.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    expect((await t.api.get(`/api/webhooks/${hook.id}/secret`, c.token)).body).toEqual({ secret: rotated.body.secret });

    await newLocation('During overlap');
    const [during] = await r.waitForCount(1, 'the delivery during the overlap');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(hook.secret, during)).toBe(true);
    expect(verifies(rotated.body.secret, during)).toBe(true);

    t.app.get(Clock).advance(24 * 60 * 60 * 1000 + 60_000);
    await newLocation('After overlap');
    const [, after] = await r.waitForCount(2, 'the delivery after the overlap');
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(rotated.body.secret, after)).toBe(true);
    expect(verifies(hook.secret, after)).toBe(false);
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('sends a test event to the test URL, even for a draft, and retries a delivery by hand with the same webhook-id', async () => {
    const live = await receiver();
    const test = await receiver();
    const made = (await t.api.post('/api/webhooks', c.token, { url: live.url, testUrl: test.url })).body;
    const sent = await t.api.post(`/api/webhooks/${made.id}/test`, c.token);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual(expect.objectContaining({ eventType: 'webhook.test', status: 'pending', target: 'testUrl' }));
    const [first] = await test.waitForCount(1, 'the test event');
    expect(verify(made.secret, first)).toEqual(expect.objectContaining({ type: 'webhook.test', data: { object: { webhookId: made.id, message: expect.any(String) } } }));
    expect(live.received).toHaveLength(0);

    const retried = await t.api.post(`/api/webhooks/${made.id}/deliveries/${sent.body.id}/retry`, c.token);
    expect(retried.status).toBe(201);
    expect(retried.body.id).not.toBe(sent.body.id);
    const [, second] = await test.waitForCount(2, 'the retried test event');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(verifies(made.secret, second)).toBe(true);
    expect((await t.api.post(`/api/webhooks/${made.id}/deliveries/whd_unknown/retry`, c.token)).status).toBe(404);
  });

  it('retries a receiver answering 500, then 200, with the same webhook-id and a fresh signature', async () => {
    const r = await receiver();
    let calls = 0;
    r.respond = (_d, res) => (++calls === 1 ? res.writeHead(500).end('broken') : res.writeHead(204).end());
    const hook = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['location.created'] });
    await newLocation('Flaky');
    const [failed, ok] = await r.waitForCount(2, 'the retry');
    expect(ok.headers['webhook-id']).toBe(failed.headers['webhook-id']);
    expect(verifies(hook.secret, ok)).toBe(true);
    let log: any[] = [];
    await waitFor(async () => (log = await deliveriesOf(t, c.token, hook.id))[0]?.status === 'succeeded', 10_000, 'the delivery to succeed');
    expect(log[0].attempts).toEqual([
      expect.objectContaining({ succeeded: false, statusCode: 500, responseBody: 'broken', errorKind: 'badStatus' }),
      expect.objectContaining({ succeeded: true, statusCode: 204, errorKind: null }),
    ]);
    expect(await deliveriesOf(t, c.token, hook.id, '?status=failed')).toEqual([]);
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('does not follow redirects: a 3xx is a failed attempt and the redirect target gets nothing', async () => {
    const elsewhere = await receiver();
    const r = await receiver();
    r.respond = (_d, res) => res.writeHead(302, { location: elsewhere.url }).end();
    const hook = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['location.created'] });
    await newLocation('Redirected');
    await r.waitForCount(2, 'the first retry after the redirect');
    expect(elsewhere.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(t, c.token, hook.id);
    expect(delivery.attempts[0]).toEqual(expect.objectContaining({ succeeded: false, statusCode: 302, errorKind: 'redirect' }));
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });
});
