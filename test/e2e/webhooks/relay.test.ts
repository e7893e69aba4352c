import type { Queue } from 'bullmq';
import { Client } from 'pg';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { DeliveryFeeder } from '../../../src/modules/webhooks/delivery/delivery-feeder';
import { EventRelay } from '../../../src/modules/webhooks/delivery/event-relay.service';
import { newCompany, TestCompany } from '../../support/factories';
import { appQueue } from '../../support/app-queue';
import { createTestApp, TestApp } from '../../support/test-app';
import { publishedWebhook } from '../../support/webhooks';

/**
 * The relay from the outbox to deliveries, run by hand on an API-only app (no worker consumes the queue): events
 * before publishing are not delivered, concurrent relays never relay an event twice, lost jobs are handed over again.
 */
describe('event relay', () => {
  let t: TestApp;
  let c: TestCompany;
  let queue: Queue;
  let policyId: string;
  const feeder = () => new DeliveryFeeder(t.db, t.config, queue);
  // The relays' own feeder is stopped (it hands nothing over by itself, in the background): the tests hand over.
  let stoppedFeeder: DeliveryFeeder;
  const relay = () => new EventRelay(t.db, t.config, stoppedFeeder);
  const newLocation = async (city: string) => {
    const res = await t.api.post('/api/locations', c.token, { city, countryCode: 'GB', timeAwayPolicyId: policyId });
    if (res.status !== 201) throw new Error(`location not made: ${res.status} ${JSON.stringify(res.body)}`);
  };

  beforeAll(async () => {
    // The app's own sweep (every WEBHOOK_RELAY_POLL_MS) would race the sweeps this file runs by hand: it waits 10 minutes.
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_REQUEUE_AFTER_MS: '100', WEBHOOK_RELAY_POLL_MS: '600000' } });
    c = await newCompany(t);
    queue = appQueue(t, WEBHOOK_DELIVERY_QUEUE);
    stoppedFeeder = feeder();
    await stoppedFeeder.onModuleDestroy();
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await t.close();
  });

  it('delivers only events committed after the webhook was published, one delivery and one job each, even with four relays at once', async () => {
    await newLocation('Backlog');
    const hook = await publishedWebhook(t, c.token, { url: 'https://hooks.example.com/a', eventTypes: ['location.created'] });
    const other = await publishedWebhook(t, c.token, { url: 'https://hooks.example.com/b', eventTypes: ['location.deleted'] });
    await Promise.all(Array.from({ length: 120 }, (_, i) => newLocation(`City ${i}`)));

    await Promise.all([relay().drain(), relay().drain(), relay().drain(), relay().drain()]);
    await Promise.all([feeder().handOverDue(), feeder().handOverDue()]);
    const unrelayed = await t.db.query(`SELECT count(*)::int AS n FROM events WHERE dispatched_at IS NULL`);
    expect(unrelayed[0].n).toBe(0);
    const deliveries = await t.db.query(
      `SELECT d.id, d.event_id, e.payload #>> '{data,object,city}' AS city FROM webhook_deliveries d JOIN events e ON e.id = d.event_id WHERE d.webhook_id = $1`,
      [hook.id],
    );
    expect(deliveries).toHaveLength(120);
    expect(new Set(deliveries.map((d: any) => d.event_id)).size).toBe(120);
    // D7 ids, as newId makes them: 24 URL-safe characters after the prefix.
    for (const d of deliveries) expect(d.id).toMatch(/^whd_[A-Za-z0-9_-]{24}$/);
    expect(deliveries.map((d: any) => d.city)).not.toContain('Backlog');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1`, [other.id]))[0].n).toBe(0);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized']);
    expect(jobs.map((j) => j.data.deliveryId).sort()).toEqual(deliveries.map((d: any) => d.id).sort());
    expect(jobs.every((j) => j.opts.attempts === 8 && (j.opts.backoff as { type: string }).type === 'webhook')).toBe(true);
  });

  it('hands over again pending deliveries whose job was lost, and handing over an existing job adds nothing', async () => {
    const before = await queue.getJobCountByTypes('waiting', 'delayed', 'prioritized');
    // The jobs of pending deliveries still exist: handing them over again is a no-op.
    await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 hour'`);
    expect(await feeder().handOverDue()).toBeGreaterThan(0);
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'prioritized')).toBe(before);
    // A crash between commit and enqueue (or Redis losing its jobs): the feeder adds them back, with their ids.
    await queue.obliterate({ force: true });
    await t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() - interval '1 hour'`);
    const pending: { id: string }[] = await t.db.query(`SELECT id FROM webhook_deliveries WHERE status = 'pending'`);
    expect(await feeder().handOverDue()).toBe(pending.length);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.map((j) => j.data.deliveryId).sort()).toEqual(pending.map((d) => d.id).sort());
    // One job per attempt: the delivery's id and the attempts made so far.
    expect(jobs.every((j) => j.id === `${j.data.deliveryId}.0`)).toBe(true);
  });

  it('the events trigger notifies on commit', async () => {
    const listener = new Client({ connectionString: t.config.databaseUrl });
    await listener.connect();
    try {
      await listener.query('LISTEN personnel_events');
      const heard = new Promise<string>((resolve) => listener.on('notification', (n) => resolve(n.channel)));
      await newLocation('Notifying');
      expect(await heard).toBe('personnel_events');
    } finally {
      await listener.end();
    }
  });
  it('listens again after its LISTEN connection is killed, and closes it on shutdown', async () => {
    // The reconnect waits one poll interval.
    const listening = new EventRelay(t.db, { ...t.config, webhookRelayPollMs: 200 }, stoppedFeeder);
    const listeners = async (): Promise<number[]> => (await t.db.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN personnel_events'`,
    )).map((r: { pid: number }) => r.pid);
    await listening.onApplicationBootstrap();
    try {
      const [first] = await listeners();
      expect(first).toBeDefined();
      await t.db.query('SELECT pg_terminate_backend($1)', [first]);
      let after: number[] = [];
      for (let i = 0; i < 50 && !(after = await listeners()).some((pid: number) => pid !== first); i++) await new Promise((r) => setTimeout(r, 100));
      expect(after.filter((pid) => pid !== first)).toHaveLength(1);
    } finally {
      await listening.onModuleDestroy();
    }
    expect(await listeners()).toEqual([]);
  });
});
