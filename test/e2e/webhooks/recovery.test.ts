import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { verify, WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

/**
 * `POST /api/webhooks/{id}/recover`: after an endpoint's outage, the deliveries of a period that were not delivered
 * are queued again (same `webhook-id`), once, through the queue to a real receiver on 127.0.0.1.
 */
describe('webhook recovery', () => {
  let t: TestApp;
  const receivers: WebhookReceiver[] = [];

  /** A receiver that answers 503 until it is brought back. */
  const endpoint = async () => {
    const r = await new WebhookReceiver().start();
    receivers.push(r);
    let up = false;
    r.respond = (_d, res) => (up ? res.writeHead(200).end('ok') : res.writeHead(503).end('down'));
    return { receiver: r, bringBack: () => (up = true) };
  };
  const rename = (c: TestCompany, name: string) => t.api.patch(`/api/companies/${c.companyId}`, c.token, { name });
  const recover = (c: TestCompany, id: string, body: unknown, headers: Record<string, string> = {}) =>
    t.api.request('POST', `/api/webhooks/${id}/recover`, c.token, body, headers);
  const settled = async (c: TestCompany, id: string, count: number) => {
    await waitFor(async () => (await deliveriesOf(t, c.token, id, '?status=failed')).length >= count, 20_000, `${count} failed deliveries`);
    return deliveriesOf(t, c.token, id, '?status=failed');
  };

  beforeAll(async () => {
    // D14's schedule divided by a million: a delivery to a down endpoint fails its eight attempts at once.
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000000', WEBHOOK_RELAY_POLL_MS: '200' } });
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });

  it('after an outage, sends every event that failed again, with its webhook-id, once', async () => {
    const c = await newCompany(t);
    const { receiver, bringBack } = await endpoint();
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    const since = new Date().toISOString();
    for (const name of ['Outage One', 'Outage Two', 'Outage Three']) await rename(c, name);
    const failed = await settled(c, hook.id, 3);
    expect(failed.every((d) => d.attemptCount === 8)).toBe(true);
    expect(receiver.received).toHaveLength(24);

    bringBack();
    const answer = await recover(c, hook.id, { since });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ queued: 3 });
    const delivered = (await receiver.waitForCount(27, 'the recovered deliveries')).slice(24);
    for (const d of delivered) verify(hook.secret, d);
    expect(delivered.map((d) => d.headers['webhook-id']).sort()).toEqual(failed.map((d) => d.eventId).sort());
    expect(delivered.map((d) => d.json.data.object.name).sort()).toEqual(['Outage One', 'Outage Three', 'Outage Two']);
    await waitFor(async () => (await deliveriesOf(t, c.token, hook.id, '?status=succeeded')).length === 3, 10_000, 'the log to show them sent');

    // Nothing is left to recover: a second recovery queues nothing and nothing more is sent.
    expect((await recover(c, hook.id, { since })).body).toEqual({ queued: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(27);
  });

  it('is idempotent under Idempotency-Key: the same key answers the first recovery and queues nothing more', async () => {
    const c = await newCompany(t);
    const { receiver } = await endpoint();
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    const since = new Date().toISOString();
    await rename(c, 'Keyed One');
    await rename(c, 'Keyed Two');
    await settled(c, hook.id, 2);
    const first = await recover(c, hook.id, { since }, { 'idempotency-key': 'recover-1' });
    expect(first.body).toEqual({ queued: 2 });
    // The endpoint is still down: the recovered deliveries fail again and could be recovered again, but not by a replay.
    await settled(c, hook.id, 4);
    const replayed = await recover(c, hook.id, { since }, { 'idempotency-key': 'recover-1' });
    expect([replayed.status, replayed.body]).toEqual([202, { queued: 2 }]);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await deliveriesOf(t, c.token, hook.id)).toHaveLength(4);
    expect((await recover(c, hook.id, { since }, { 'idempotency-key': 'recover-2' })).body).toEqual({ queued: 2 });
  });

  it('queues only deliveries created in [since, until), of the types subscribed now, not sent since and not test events', async () => {
    const c = await newCompany(t);
    const { receiver, bringBack } = await endpoint();
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated', 'location.created', 'webhook.test'] });
    await rename(c, 'Before');
    await rename(c, 'Inside');
    await rename(c, 'Sent by hand');
    await rename(c, 'After');
    await t.api.post('/api/locations', c.token, { city: 'Unsubscribed', countryCode: 'GB', timeAwayPolicyId: (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id });
    await t.api.post(`/api/webhooks/${hook.id}/test`, c.token);
    const failed = await settled(c, hook.id, 6);
    const of = (name: string) => failed.find((d) => receiver.received.some((r) => r.json?.id === d.eventId && r.json.data.object.name === name))!;
    // The period: 10:00 to 11:00 of a day; the deliveries are placed around it.
    const at = (time: string) => `2026-11-20T${time}.000Z`;
    const place = (id: string, time: string) => t.db.query(`UPDATE webhook_deliveries SET created_at = $2 WHERE id = $1`, [id, at(time)]);
    await place(of('Before').id, '09:59:59');
    await place(of('Inside').id, '10:00:00');
    await place(of('Sent by hand').id, '10:30:00');
    await place(of('After').id, '11:00:00');
    await place(failed.find((d) => d.eventType === 'location.created').id, '10:30:00');
    await place(failed.find((d) => d.eventType === 'webhook.test').id, '10:30:00');
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { eventTypes: ['company.updated', 'webhook.test'] });
    bringBack();
    expect((await t.api.post(`/api/webhooks/${hook.id}/deliveries/${of('Sent by hand').id}/retry`, c.token)).status).toBe(201);
    await waitFor(async () => (await deliveriesOf(t, c.token, hook.id, '?status=succeeded')).length === 1, 10_000, 'the retry by hand');

    expect((await recover(c, hook.id, { since: at('10:00:00'), until: at('11:00:00') })).body).toEqual({ queued: 1 });
    await waitFor(async () => (await deliveriesOf(t, c.token, hook.id, '?status=succeeded')).length === 2, 10_000, 'the recovered delivery');
    const sent = await deliveriesOf(t, c.token, hook.id, '?status=succeeded');
    expect(sent.map((d) => d.eventId).sort()).toEqual([of('Inside').eventId, of('Sent by hand').eventId].sort());
  });

  it('makes a delivery still waiting for a retry due at once, keeping its attempts', async () => {
    const c = await newCompany(t);
    const { receiver, bringBack } = await endpoint();
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    const since = new Date().toISOString();
    await rename(c, 'Waiting');
    const [failed] = await settled(c, hook.id, 1);
    // As after its third failed attempt: pending, the next attempt an hour away.
    await t.db.query(`UPDATE webhook_deliveries SET status = 'pending', attempt_count = 3, next_attempt_at = now() + interval '1 hour' WHERE id = $1`, [failed.id]);
    bringBack();
    expect((await recover(c, hook.id, { since })).body).toEqual({ queued: 1 });
    let delivery: any;
    await waitFor(async () => (delivery = (await deliveriesOf(t, c.token, hook.id))[0])?.status === 'succeeded', 10_000, 'the waiting delivery to be sent');
    expect(delivery).toEqual(expect.objectContaining({ id: failed.id, attemptCount: 4 }));
    expect(await deliveriesOf(t, c.token, hook.id)).toHaveLength(1);
  });

  it('answers 422 for a body that is not a period, 404 for another company\'s webhook and 403 for every role but the owner', async () => {
    const c = await newCompany(t);
    const other = await newCompany(t);
    const hook = await publishedWebhook(t, c.token, { url: 'https://hooks.example.com/x' });
    const issue = async (body: unknown) => {
      const res = await recover(c, hook.id, body);
      return [res.status, res.body.issues?.[0]?.name];
    };
    expect(await issue({})).toEqual([422, 'since']);
    expect(await issue({ since: 'yesterday' })).toEqual([422, 'since']);
    expect(await issue({ since: '2026-11-20T10:00:00Z', until: '2026-11-31T10:00:00Z' })).toEqual([422, 'until']);
    expect(await issue({ since: '2026-11-20T10:00:00Z', until: '2026-11-20T10:00:00Z' })).toEqual([422, 'until']);
    expect(await issue({ since: '2026-11-20T10:00:00Z', until: '2026-11-19T10:00:00Z' })).toEqual([422, 'until']);
    expect(await issue({ since: '2999-01-01T00:00:00Z' })).toEqual([422, 'since']);
    expect(await issue({ since: '2026-11-20T10:00:00Z', color: 'red' })).toEqual([422, 'color']);
    expect((await recover(other, hook.id, { since: '2026-11-20T10:00:00Z' })).status).toBe(404);
    for (const role of ASSIGNABLE_ROLES.filter((r) => r !== 'owner')) {
      const user = await newUser(t, c.companyId, role, SCOPES);
      const res = await t.api.post(`/api/webhooks/${hook.id}/recover`, user.token, { since: '2026-11-20T10:00:00Z' });
      expect([role, res.status]).toEqual([role, 403]);
    }
  });
});
