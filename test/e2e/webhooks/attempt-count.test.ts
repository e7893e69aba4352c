import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { newCompany, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

/**
 * D14: a delivery is attempted 8 times in all. The count is the delivery's own, in PostgreSQL: when Redis loses the
 * delivery's job and the relay's sweep hands the delivery over again (a new job, whose queue count starts at 0), the
 * attempts already made still count, and the delivery still stops at 8.
 */
describe('webhook attempts counted with the delivery', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let c: TestCompany;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: '1000000', WEBHOOK_RELAY_POLL_MS: '100',
        WEBHOOK_REQUEUE_AFTER_MS: '300', WEBHOOK_JOB_LOCK_MS: '1000',
      },
    });
    c = await newCompany(t);
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('stops at 8 attempts in all when the job is lost after 3 and the delivery is handed over again', async () => {
    const queue: Queue = t.app.get(getQueueToken(WEBHOOK_DELIVERY_QUEUE));
    let release: (() => void) | undefined;
    receiver.respond = (_d, res) => {
      // The third attempt is held until Redis has lost the job; every attempt fails.
      if (receiver.received.length === 3) release = () => res.writeHead(503).end('unavailable');
      else res.writeHead(503).end('unavailable');
    };
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Lost Job Co' });
    await waitFor(() => release !== undefined, 20_000, 'the third attempt');
    // Redis loses every job of the queue, the running one included.
    await queue.obliterate({ force: true });
    release!();

    let delivery: any;
    await waitFor(async () => (delivery = (await deliveriesOf(t, c.token, hook.id))[0])?.status === 'failed', 30_000, 'the delivery to fail');
    // Time for any attempt a fresh job would still make (the sweep runs every 100 ms, retries wait microseconds).
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.length).toBe(8);
    expect(new Set(receiver.received.map((d) => d.headers['webhook-id'])).size).toBe(1);
    delivery = (await deliveriesOf(t, c.token, hook.id))[0];
    expect(delivery).toEqual(expect.objectContaining({ status: 'failed', attemptCount: 8 }));
    expect(delivery.attempts).toHaveLength(8);
  });
});
