import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { DeliveryFeeder } from '../../../src/modules/webhooks/delivery/delivery-feeder';
import { EventRelay } from '../../../src/modules/webhooks/delivery/event-relay.service';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { PrivateRedis } from '../../support/private-redis';
import { createTestApp, TestApp } from '../../support/test-app';
import { publishedWebhook } from '../../support/webhooks';

/**
 * D14 with Redis down: the relay still turns events into deliveries in PostgreSQL, and handing them to the queue gives
 * up after ENQUEUE_TIMEOUT_MS instead of waiting for Redis (a shutdown waits for the relay); the deliveries stay
 * pending, not handed over, due for the feeder once Redis is back.
 */
describe('event relay while Redis is down', () => {
  const ENQUEUE_TIMEOUT_MS = 500;
  let redis: PrivateRedis;
  let t: TestApp;
  let c: TestCompany;
  let queue: Queue;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createTestApp({ env: { REDIS_URL: redis.url, ENQUEUE_TIMEOUT_MS: String(ENQUEUE_TIMEOUT_MS), WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
    c = await newCompany(t);
    queue = t.app.get(getQueueToken(WEBHOOK_DELIVERY_QUEUE));
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it('makes the deliveries and gives up handing them over within the enqueue timeout', async () => {
    const hook = await publishedWebhook(t, c.token, { url: 'https://hooks.example.com/a', eventTypes: ['location.created'] });
    await redis.stop();
    await newLocation(t, c.token);
    const feeder = new DeliveryFeeder(t.db, t.config, queue);
    await new EventRelay(t.db, t.config, feeder).relayBatch();
    const started = Date.now();
    const outcome = await feeder.handOverDue().then(
      () => 'handed over',
      (error: Error) => error.message,
    );
    const waited = Date.now() - started;
    expect(outcome).toMatch(/handing deliveries to the queue did not answer/);
    // Generous for a busy machine; without the bound it waits for Redis to come back.
    expect(waited).toBeLessThan(ENQUEUE_TIMEOUT_MS + 5000);
    const rows = await t.db.query(`SELECT status, enqueued_at FROM webhook_deliveries WHERE webhook_id = $1`, [hook.id]);
    expect(rows).toEqual([{ status: 'pending', enqueued_at: null }]);
  }, 60_000);
});
