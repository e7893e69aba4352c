import { newCompany, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { ReceivedDelivery, WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

/**
 * A receiver answering 429 or 503 with `Retry-After` (seconds or an HTTP date) gets its next attempt no earlier than
 * it asked, the wait bounded by the schedule's longest; the delivery log shows the wait on the attempt.
 */
describe('Retry-After of a receiver', () => {
  let t: TestApp;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    // D14's schedule divided by 10,000: the first retry after 0.5 ms, the longest wait 3.6 s.
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '10000', WEBHOOK_RELAY_POLL_MS: '200' } });
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });

  /** A receiver whose first answer is `status` with `retryAfter` (made when it answers), then 200; its two deliveries and the log. */
  async function firstRefused(status: number, retryAfter: (() => string) | null) {
    const c: TestCompany = await newCompany(t);
    const r = await new WebhookReceiver().start();
    receivers.push(r);
    let asked = '';
    r.respond = (_d, res) => {
      if (r.received.length > 1) return res.writeHead(200).end('ok');
      asked = retryAfter?.() ?? '';
      return res.writeHead(status, retryAfter ? { 'retry-after': asked } : {}).end('busy');
    };
    const hook = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['company.updated'] });
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Busy Co' });
    const [first, second]: ReceivedDelivery[] = await r.waitForCount(2, 'the second attempt', 20_000);
    let log: any;
    await waitFor(async () => (log = (await deliveriesOf(t, c.token, hook.id))[0])?.status === 'succeeded', 10_000, 'the delivery to succeed');
    return { first, second, asked, attempts: log.attempts };
  }

  it('waits the seconds a 503 asks for, and shows them on the attempt', async () => {
    const { first, second, attempts } = await firstRefused(503, () => '2');
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(2000);
    expect(attempts.map((a: any) => [a.statusCode, a.retryAfterMs])).toEqual([[503, 2000], [200, null]]);
  });

  it('waits until the HTTP date a 429 names', async () => {
    const { second, asked, attempts } = await firstRefused(429, () => new Date(Date.now() + 3000).toUTCString());
    expect(second.receivedAt).toBeGreaterThanOrEqual(Date.parse(asked));
    expect(attempts[0].retryAfterMs).toBeGreaterThan(1000);
    expect(attempts[0].retryAfterMs).toBeLessThanOrEqual(3000);
  });

  it('bounds a longer wait by the schedule\'s longest', async () => {
    const { first, second, attempts } = await firstRefused(503, () => String(7 * 24 * 3600));
    expect(attempts[0].retryAfterMs).toBe(3600);
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(3600);
    expect(second.receivedAt - first.receivedAt).toBeLessThan(15_000);
  });

  it('keeps the schedule when no Retry-After is sent, and ignores it on other statuses', async () => {
    const plain = await firstRefused(503, null);
    expect(plain.second.receivedAt - plain.first.receivedAt).toBeLessThan(1500);
    expect(plain.attempts[0].retryAfterMs).toBeNull();
    const other = await firstRefused(500, () => '2');
    expect(other.second.receivedAt - other.first.receivedAt).toBeLessThan(1500);
    expect(other.attempts[0].retryAfterMs).toBeNull();
  });
});
