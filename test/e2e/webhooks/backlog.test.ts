import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { publishedWebhook } from '../../support/webhooks';

const HIGH_WATER = 40;

/**
 * A backlog waits in PostgreSQL, not in Redis (docs/decisions-webhooks.md, "Delivery"): the feeder hands due deliveries
 * to the queue only as far as WEBHOOK_QUEUE_HIGH_WATER allows, a failed attempt's retry waits as the delivery's next
 * attempt time (no delayed job), and a round takes a bounded share of each webhook, its first ones ahead of the rest,
 * so another company's endpoint is not served after a down endpoint's backlog.
 */
describe('a backlog of webhook deliveries', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let queue: Queue;
  const down = new WebhookReceiver();
  const healthy = new WebhookReceiver();

  /** `n` location.updated events of the company, committed at once (as a burst of writes would). */
  const commitEvents = (c: TestCompany, n: number, label: string) => t.db.query(
    `INSERT INTO events (id, company_id, type, resource_type, record_id, created_at, payload)
     SELECT 'evt_' || $3 || '_' || g, $1, 'location.updated', 'location', 'loc_' || g, now(),
            jsonb_build_object('id', 'evt_' || $3 || '_' || g, 'type', 'location.updated', 'createdAt', now(), 'companyId', $1::text,
              'data', jsonb_build_object('object', jsonb_build_object('id', 'loc_' || g, 'city', 'London')))
       FROM generate_series(1, $2) g`,
    [c.companyId, n, label],
  );
  const firstAttempts = async (webhookId: string): Promise<number> =>
    (await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1 AND attempt_count > 0`, [webhookId]))[0].n;

  beforeAll(async () => {
    t = await createTestApp({
      mode: 'all',
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_POLL_MS: '100', WEBHOOK_QUEUE_HIGH_WATER: String(HIGH_WATER) },
    });
    queue = t.app.get(getQueueToken(WEBHOOK_DELIVERY_QUEUE));
    await down.start();
    await healthy.start();
    down.respond = (_d, res) => setTimeout(() => res.writeHead(503).end('unavailable'), 20);
  });
  afterAll(async () => {
    await down.close();
    await healthy.close();
    await t.close();
  });

  it('Redis holds at most WEBHOOK_QUEUE_HIGH_WATER delivery jobs however many are due, and no job waits there for a retry', async () => {
    const c = await newCompany(t);
    const hook = await publishedWebhook(t, c.token, { url: down.url, eventTypes: ['location.updated'] });
    const before = down.received.length;
    await commitEvents(c, 1500, 'burst');
    let most = 0;
    let delayed = 0;
    await waitFor(async () => {
      const counts = await queue.getJobCounts('wait', 'prioritized', 'active', 'delayed');
      most = Math.max(most, counts.wait + counts.prioritized + counts.active + counts.delayed);
      delayed = Math.max(delayed, counts.delayed);
      return (await firstAttempts(hook.id)) === 1500;
    }, 90_000, 'every delivery attempted once');
    expect(most).toBeLessThanOrEqual(HIGH_WATER);
    // Each failed attempt's retry waits in PostgreSQL, no job in Redis; it comes at its scheduled time (D14's first
    // wait, 5 s +-20 %), never earlier: a slow machine may reach it for some deliveries before the test ends.
    expect(delayed).toBe(0);
    const [{ early }] = await t.db.query(
      `SELECT count(*)::int AS early FROM webhook_attempts a
        WHERE a.webhook_id = $1 AND EXISTS (SELECT 1 FROM webhook_attempts b
               WHERE b.delivery_id = a.delivery_id AND b.attempted_at < a.attempted_at AND a.attempted_at - b.attempted_at < interval '3900 milliseconds')`,
      [hook.id],
    );
    expect(early).toBe(0);
    expect(down.received.length - before).toBeGreaterThanOrEqual(1500);
  });

  it("another company's healthy endpoint is served ahead of a down endpoint's backlog that is due", async () => {
    const failing = await newCompany(t);
    const served = await newCompany(t);
    const downHook = await publishedWebhook(t, failing.token, { url: down.url, eventTypes: ['location.updated'] });
    await publishedWebhook(t, served.token, { url: healthy.url, eventTypes: ['location.created'] });
    down.respond = (_d, res) => setTimeout(() => res.writeHead(503).end('unavailable'), 100);
    // 3,000 due deliveries that take 100 ms each: at least 3 s of the workers' whole concurrency.
    await commitEvents(failing, 3000, 'backlog');
    await waitFor(async () => (await firstAttempts(downHook.id)) > 0, 30_000, "the backlog's first attempts");

    const committed = new Map<string, number>();
    for (let i = 0; i < 10; i++) committed.set(await newLocation(t, served.token, { city: `Served ${i}` }), Date.now());
    await healthy.waitForCount(10, "the healthy endpoint's deliveries", 60_000);
    const backlogLeft = 3000 - (await firstAttempts(downHook.id));
    const latencies = healthy.received.map((d) => d.receivedAt - committed.get(d.json.data.object.id)!);
    // Served after the backlog (one queue in commit order), they would arrive once all 3,000 had been attempted.
    expect(backlogLeft).toBeGreaterThan(1500);
    // Generous for a shared machine (each arrives in tens of milliseconds on a quiet one).
    expect(Math.max(...latencies)).toBeLessThan(10_000);
  });
});
