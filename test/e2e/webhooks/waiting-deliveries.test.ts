import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf, publishedWebhook } from '../../support/webhooks';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A delivery waiting for its retry costs nothing until the retry is due (docs/decisions-webhooks.md, "Delivery"): the
 * attempt schedules the retry once (the delivery's `next_attempt_at`; no job waits in Redis), and the feeder, which
 * runs at least every 100 ms here, takes only deliveries whose next attempt has come: their retry, or a job lost a
 * second after its hand-over. So an endpoint that is down does not slow another company's healthy one.
 */
describe('webhook deliveries waiting for a retry', () => {
  jest.setTimeout(60_000);
  const DIVISOR = 2;
  let t: TestApp;
  let queue: Queue;
  let handOvers: jest.SpyInstance;
  const down = new WebhookReceiver();

  /** How many times a delivery was handed to the queue since the spy was last cleared (the relay or its sweep). */
  const handedOver = (deliveryId: string): number =>
    handOvers.mock.calls.flatMap(([jobs]) => (jobs as { data: { deliveryId: string } }[]).map((j) => j.data.deliveryId)).filter((id) => id === deliveryId).length;
  const deliveryRow = async (companyId: string, id: string) =>
    (await t.db.query(`SELECT status, attempt_count, next_attempt_at, now() AS now FROM webhook_deliveries WHERE company_id = $1 AND id = $2`, [companyId, id]))[0];

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: {
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_TIME_DIVISOR: String(DIVISOR), WEBHOOK_RELAY_POLL_MS: '100',
        WEBHOOK_REQUEUE_AFTER_MS: '1000',
      },
    });
    queue = t.app.get(getQueueToken(WEBHOOK_DELIVERY_QUEUE));
    handOvers = jest.spyOn(queue, 'addBulk');
    await down.start();
    down.respond = (_d, res) => res.writeHead(503).end('unavailable');
  });
  afterAll(async () => {
    handOvers.mockRestore();
    await down.close();
    await t.close();
  });

  describe('one delivery to a down endpoint', () => {
    let c: TestCompany;
    let deliveryId: string;

    it('is attempted at its scheduled retry only, handed over once when due and never while it waits', async () => {
      c = await newCompany(t);
      const hook = await publishedWebhook(t, c.token, { url: down.url, eventTypes: ['company.updated'] });
      await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Down Endpoint Co' });
      await down.waitForCount(1, 'the first attempt');
      let delivery: any;
      await waitFor(async () => (delivery = (await deliveriesOf(t, c.token, hook.id))[0])?.attemptCount === 1, 10_000, 'the first attempt recorded');
      deliveryId = delivery.id;
      const waiting = await deliveryRow(c.companyId, deliveryId);
      // D14's first wait, 5 s (halved here), +-20 % jitter, counted from the attempt.
      const wait = waiting.next_attempt_at.getTime() - new Date(delivery.attempts[0].attemptedAt).getTime();
      expect(wait).toBeGreaterThanOrEqual((5000 / DIVISOR) * 0.8);
      expect(wait).toBeLessThanOrEqual((5000 / DIVISOR) * 1.2 + 500);

      handOvers.mockClear();
      await sleep(1500); // about fifteen runs of the sweep, the first attempt's hand-over over a second old
      expect(handedOver(deliveryId)).toBe(0);
      expect(down.received).toHaveLength(1);

      await down.waitForCount(2, 'the retry', 10_000);
      expect(down.received[1].receivedAt - down.received[0].receivedAt).toBeGreaterThanOrEqual((5000 / DIVISOR) * 0.8 - 50);
      await waitFor(async () => (await deliveryRow(c.companyId, deliveryId)).attempt_count === 2, 10_000, 'the retry recorded');
      // The retry was handed over once, when it came due (it waited in PostgreSQL, not in Redis).
      expect(handedOver(deliveryId)).toBe(1);
      const next = await deliveryRow(c.companyId, deliveryId);
      expect(next.status).toBe('pending');
      // The second wait: 5 min, halved.
      expect(next.next_attempt_at.getTime() - next.now.getTime()).toBeGreaterThan((300_000 / DIVISOR) * 0.8 - 5000);
    });

    it('is taken by the feeder once its retry is due after Redis lost its jobs, and only then', async () => {
      await queue.obliterate({ force: true });
      handOvers.mockClear();
      await sleep(700);
      // Not due yet: the sweep leaves it alone, job or no job.
      expect(handedOver(deliveryId)).toBe(0);
      expect(down.received).toHaveLength(2);

      // Its retry comes due (the wait moved back rather than waited for).
      await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '5 seconds' WHERE company_id = $1 AND id = $2`, [c.companyId, deliveryId]);
      await down.waitForCount(3, 'the retry handed over by the feeder', 10_000);
      await waitFor(async () => (await deliveryRow(c.companyId, deliveryId)).attempt_count === 3, 10_000, 'the third attempt recorded');
      await sleep(700);
      expect(handedOver(deliveryId)).toBe(1);
      expect(down.received).toHaveLength(3);
      expect(new Set(down.received.map((d) => d.headers['webhook-id'])).size).toBe(1);
      const after = await deliveryRow(c.companyId, deliveryId);
      // The third wait: 30 min, halved.
      expect(after.next_attempt_at.getTime() - after.now.getTime()).toBeGreaterThan((1_800_000 / DIVISOR) * 0.8 - 5000);
    });
  });

  it("another company's healthy endpoint gets its deliveries at once while a down endpoint has thousands waiting", async () => {
    const failing = await newCompany(t);
    const healthy = await newCompany(t);
    const receiver = await new WebhookReceiver().start();
    try {
      const downHook = await publishedWebhook(t, failing.token, { url: down.url, eventTypes: ['location.created'] });
      // 3,000 deliveries attempted once and waiting for their retry (their delayed jobs are not even in Redis).
      await t.db.query(
        `INSERT INTO webhook_deliveries (id, company_id, webhook_id, event_id, event_type, payload, target, status, attempt_count, next_attempt_at, created_at, updated_at)
         SELECT 'whd_waiting_' || n, $1, $2, 'evt_waiting_' || n, 'location.created', '{}', 'url', 'pending', 1,
                now() + interval '1 hour', now() - interval '1 hour', now() - interval '1 hour'
           FROM generate_series(1, 3000) AS n`,
        [failing.companyId, downHook.id],
      );
      const downBefore = down.received.length;
      const hook = await publishedWebhook(t, healthy.token, { url: receiver.url, eventTypes: ['location.created'] });
      handOvers.mockClear();

      const committed = new Map<string, number>();
      for (let i = 0; i < 20; i++) committed.set(await newLocation(t, healthy.token, { city: `Healthy ${i}` }), Date.now());
      await receiver.waitForCount(20, "the healthy endpoint's deliveries", 20_000);
      const latencies = receiver.received.map((d) => d.receivedAt - committed.get(d.json.data.object.id)!);
      // Generous for a shared machine; each arrives in tens of milliseconds when nothing is in its way.
      expect(Math.max(...latencies)).toBeLessThan(2000);
      expect((await deliveriesOf(t, healthy.token, hook.id)).every((d) => d.status === 'succeeded')).toBe(true);

      await sleep(500);
      // The feeder handed over none of the waiting deliveries, and the down endpoint got nothing more.
      const handed = handOvers.mock.calls.flatMap(([jobs]) => (jobs as { data: { deliveryId: string } }[]).map((j) => j.data.deliveryId));
      expect(handed.filter((id) => id?.startsWith('whd_waiting_'))).toEqual([]);
      expect(new Set(handed)).toEqual(new Set((await deliveriesOf(t, healthy.token, hook.id)).map((d) => d.id)));
      expect(down.received.length).toBe(downBefore);
      const [{ attempted }] = await t.db.query(
        `SELECT count(*)::int AS attempted FROM webhook_deliveries WHERE company_id = $1 AND attempt_count > 1`, [failing.companyId],
      );
      expect(attempted).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});
