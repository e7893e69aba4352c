import { getQueueToken } from '@nestjs/bullmq';
import { Queue, QueueEvents } from 'bullmq';
import { blockingBullConnection, bullPrefix, redisKey } from '../../../src/core/redis/redis-connections';
import { DATA_EXPORTS_QUEUE } from '../../../src/modules/data-exports/export-queue';
import { HOUSEKEEPING_QUEUE } from '../../../src/core/jobs/queues';
import { WEBHOOK_DELIVERY_QUEUE } from '../../../src/modules/webhooks/delivery/delivery-queue';
import { JobRegistry } from '../../../src/core/jobs/job-registry';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { SMALL_RATE_LIMITS, withinRefill } from '../../support/rate-limits';
import { RedisClusterProcesses } from '../../support/redis-cluster';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, publishedWebhook } from '../../support/webhooks';

/** How long every event may take to arrive at the subscriber, a master's failover included. */
const DELIVERY_BOUND_MS = 30_000;

/**
 * REDIS_CLUSTER_NODES: the whole service on a Redis Cluster of 3 masters with a replica each (docs/scaling.md, "Redis
 * Cluster"): rate limits, idempotency markers, the BullMQ queues (exports, housekeeping and its schedules, webhook
 * deliveries), and a master failing during webhook delivery with no event lost.
 */
describe('Redis Cluster (REDIS_CLUSTER_NODES)', () => {
  jest.setTimeout(90_000);
  let cluster: RedisClusterProcesses;
  let t: TestApp;
  let c: TestCompany;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    cluster = await RedisClusterProcesses.start(3);
    await receiver.start();
    t = await createTestApp({
      mode: 'all',
      env: {
        REDIS_CLUSTER_NODES: cluster.seedNodes,
        ...DELIVERING_ENV,
        // Deliveries whose job a failover lost are handed to the queue again after this.
        WEBHOOK_REQUEUE_AFTER_MS: '2000',
        DATA_EXPORT_SYNC_MAX_ROWS: '1',
      },
    });
    c = await newCompany(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receiver.close();
    await cluster?.stop();
  });

  it('answers 429 with the error object once a small bucket is empty, the buckets living on the cluster', async () => {
    const limited = await createTestApp({ env: { REDIS_CLUSTER_NODES: cluster.seedNodes, ...SMALL_RATE_LIMITS } });
    try {
      const other = await newCompany(limited);
      await withinRefill(async (attempt) => {
        const from = `203.0.113.${attempt}`;
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/companies', remoteAddress: from })).statusCode);
        expect(statuses).toEqual([401, 401, 401]);
        const refused = await limited.app.inject({ method: 'GET', url: '/api/companies', remoteAddress: from });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ id: expect.stringMatching(/^err_/), code: 429, name: 'TooManyRequests', message: expect.any(String) });
        expect(refused.headers['retry-after']).toBe('1');
      });
      // The bucket is a key of the cluster (not skipped as Redis unavailable): named as on a single Redis.
      const key = redisKey(limited.config, 'ratelimit:address:203.0.113.1');
      expect(await cluster.cli(await cluster.masterOf(key), 'EXISTS', key)).toBe('1');
      // Idempotency markers too: the same key and body replays the first answer.
      const body = { city: 'Replayed', countryCode: 'GB', timeAwayPolicyId: (await limited.api.get('/api/time-away-policies', other.token)).body.data[0].id };
      const first = await limited.api.request('POST', '/api/locations', other.token, body, { 'idempotency-key': 'cluster-key' });
      const again = await limited.api.request('POST', '/api/locations', other.token, body, { 'idempotency-key': 'cluster-key' });
      expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
      expect(again.body.id).toBe(first.body.id);
    } finally {
      await limited.close();
    }
  });

  it('keeps each queue in one slot of its own: the hash tag `{<prefix>:bull:<queue>}`', async () => {
    const slotOf = async (key: string) => cluster.cli(await cluster.masterOf(key), 'CLUSTER', 'KEYSLOT', key);
    const prefix = bullPrefix(t.config, WEBHOOK_DELIVERY_QUEUE);
    expect(prefix).toBe(`{${t.config.redisPrefix}:bull:${WEBHOOK_DELIVERY_QUEUE}}`);
    expect(await slotOf(`${prefix}:${WEBHOOK_DELIVERY_QUEUE}:wait`)).toBe(await slotOf(`${prefix}:${WEBHOOK_DELIVERY_QUEUE}:meta`));
  });

  it('builds a data export queued through BullMQ', async () => {
    const london = await newLocation(t, c.token);
    await newPerson(t, c.token, london, { lastName: 'Clustered' });
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.body.status).toBe('pending');
    let status = made.body.status;
    await waitFor(async () => (status = (await t.api.get(`/api/data-exports/${made.body.id}`, c.token)).body.status) !== 'pending', 20_000, 'the export to be built');
    expect(status).toBe('ready');
    const queue: Queue = t.app.get(getQueueToken(DATA_EXPORTS_QUEUE));
    expect(queue.opts.prefix).toBe(bullPrefix(t.config, DATA_EXPORTS_QUEUE));
  });

  it('registers the housekeeping schedules and runs scheduled jobs', async () => {
    const housekeeping: Queue = t.app.get(getQueueToken(HOUSEKEEPING_QUEUE));
    const expected = t.app.get(JobRegistry).schedules().filter((j) => j.queue === HOUSEKEEPING_QUEUE).map((j) => j.name).sort();
    await waitFor(async () => (await housekeeping.getJobSchedulers()).length === expected.length, 10_000, 'the schedules');
    expect((await housekeeping.getJobSchedulers()).map((s) => s.key).sort()).toEqual(expected);

    // A schedule firing every 300 ms runs a housekeeping job through the worker, twice.
    const { connection, release } = blockingBullConnection(t.config);
    const events = new QueueEvents(HOUSEKEEPING_QUEUE, { connection, prefix: bullPrefix(t.config, HOUSEKEEPING_QUEUE) });
    const completed: string[] = [];
    events.on('completed', ({ jobId }) => completed.push(jobId));
    try {
      await events.waitUntilReady();
      await housekeeping.upsertJobScheduler('cluster-test.prune', { every: 300 }, { name: 'tokens.prune' });
      // Scheduled jobs' ids are `repeat:<scheduler>:<time>`.
      await waitFor(() => completed.filter((id) => id.startsWith('repeat:cluster-test.prune:')).length >= 2, 15_000, 'the scheduled job to run twice');
    } finally {
      await housekeeping.removeJobScheduler('cluster-test.prune');
      await events.close();
      await release();
    }
  });

  it('delivers every webhook event while the master holding the delivery queue fails over to its replica', async () => {
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['location.created'] });
    const prefix = bullPrefix(t.config, WEBHOOK_DELIVERY_QUEUE);
    const master = await cluster.masterOf(`${prefix}:${WEBHOOK_DELIVERY_QUEUE}:wait`);
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const created: string[] = [];
    const create = async (i: number) => {
      const res = await t.api.post('/api/locations', c.token, { city: `Failover ${i}`, countryCode: 'GB', timeAwayPolicyId: policyId });
      expect(res.status).toBe(201);
      created.push(res.body.id);
    };
    for (let i = 0; i < 15; i++) await create(i);
    await receiver.waitForCount(1, 'the first delivery', 10_000);
    const started = Date.now();
    await cluster.kill(master);
    // Writes go on during the failover: their events must arrive too.
    for (let i = 15; i < 30; i++) await create(i);
    const replica = await cluster.waitForFailover(`${prefix}:${WEBHOOK_DELIVERY_QUEUE}:wait`, master);
    expect(replica).not.toBe(master);
    for (let i = 30; i < 40; i++) await create(i);

    const delivered = () => new Set(receiver.ofType('location.created').map((d) => d.json.data.object.id));
    await waitFor(() => created.every((id) => delivered().has(id)), DELIVERY_BOUND_MS, 'every event delivered after the failover');
    // Within the bound, at least once each; the receiver sees duplicates only as repeats of one webhook-id.
    expect(Date.now() - started).toBeLessThan(DELIVERY_BOUND_MS);
    const byEvent = new Map<string, Set<string>>();
    for (const d of receiver.ofType('location.created')) {
      const ids = byEvent.get(d.json.data.object.id) ?? new Set();
      ids.add(String(d.headers['webhook-id']));
      byEvent.set(d.json.data.object.id, ids);
    }
    for (const id of created) expect(byEvent.get(id)?.size).toBe(1);
    const succeeded = async () =>
      (await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1 AND status = 'succeeded'`, [hook.id]))[0].n;
    await waitFor(async () => (await succeeded()) === created.length, 10_000, 'every delivery recorded as succeeded');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE webhook_id = $1`, [hook.id]))[0].n).toBe(created.length);
  });
});
