import { newCompany, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

/** The BullMQ path of D14's retries: eight attempts with growing waits (the schedule divided by a million), then `failed`. */
describe('webhook retries through the queue', () => {
  let t: TestApp;
  let c: TestCompany;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000000', WEBHOOK_RELAY_POLL_MS: '200' },
    });
    c = await newCompany(t);
    await receiver.start();
    receiver.respond = (_d, res) => res.writeHead(503).end('unavailable');
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('attempts eight times with the same webhook-id, then settles the delivery failed', async () => {
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['webhook.test', 'company.updated'] });
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Retried Co' });
    let delivery: any;
    await waitFor(async () => (delivery = (await deliveriesOf(t, c.token, hook.id))[0])?.status === 'failed', 30_000, 'the delivery to fail');
    expect(delivery).toEqual(expect.objectContaining({ eventType: 'company.updated', attemptCount: 8 }));
    expect(delivery.attempts).toHaveLength(8);
    expect(delivery.attempts.every((a: any) => a.statusCode === 503 && a.errorKind === 'badStatus')).toBe(true);
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((d) => d.headers['webhook-id'])).size).toBe(1);
    // The last wait is 10 h / 10^6 = 36 ms, less at most 20 % jitter: the backoff strategy ran.
    const gaps = receiver.received.slice(1).map((d, i) => d.receivedAt - receiver.received[i].receivedAt);
    expect(gaps.at(-1)!).toBeGreaterThanOrEqual(25);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(8);
  });
});
