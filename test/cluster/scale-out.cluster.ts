import { loadConfig } from '../../src/config/app-config';
import { bullPrefix } from '../../src/core/redis/redis-connections';
import { WEBHOOK_DELIVERY_QUEUE } from '../../src/modules/webhooks/delivery/delivery-queue';
import { waitFor } from '../support/processes';
import { call, failed, Outcome } from './support/http';
import { DATABASE, Topology } from './topology';

/**
 * The fault test of the scaled-out topology (docs/scaling.md, "Fault test"): two API nodes and two workers reading
 * from a streaming replica (DATABASE_READ_URLS) and on a 3-master Redis Cluster (REDIS_CLUSTER_NODES). A replica that
 * lags and then stops during reads, and the cluster master of the delivery queue failing over during webhook
 * delivery: no request fails, a token always reads its own writes, no event is lost.
 */
describe('cluster scaled out: a streaming replica and a Redis Cluster under faults', () => {
  const t = new Topology();
  const figures: Record<string, unknown> = {};
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const notOk = (outcomes: Outcome[], status = 200) => outcomes.filter((o) => failed(o) || o.status !== status);

  beforeAll(async () => {
    require('../../scripts/ensure-build')('src/main.js');
    await t.startServices({ replica: true, redisCluster: true });
    t.refuseFirstAttemptOfEvery(40);
    for (const api of t.apis) api.start();
    await Promise.all(t.apis.map((api) => api.ready()));
    for (const worker of t.workers) worker.start();
    await Promise.all(t.workers.map((w) => w.ready()));
    await t.makeCompany();
    await t.replicaPair!.caughtUp(30_000);
  }, 240_000);

  afterAll(async () => {
    process.stdout.write(`\nscaled-out fault test figures:\n${JSON.stringify(figures, null, 2)}\n`);
    await t.stop();
  }, 60_000);

  /** GETs of the company's locations over both API nodes until `stop()`; their outcomes. */
  function readLoad(): { stop: () => Promise<Outcome[]> } {
    const outcomes: Outcome[] = [];
    let running = true;
    const lanes = Array.from({ length: 4 }, async (_, lane) => {
      for (let i = 0; running; i++) {
        outcomes.push(await call(t.apis[(lane + i) % t.apis.length].port, 'GET', '/api/locations?$limit=20', { token: t.token, timeoutMs: 10_000 }));
      }
    });
    return { stop: async () => ((running = false), await Promise.all(lanes), outcomes) };
  }

  it('reads through a lagging replica, then a stopped one, with no failed request; a writer reads its writes on the other node at once', async () => {
    const pair = t.replicaPair!;
    const replicaScans = async () =>
      Number((await pair.replica.query<{ n: string }>(DATABASE, `SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS n FROM pg_stat_user_tables WHERE relname = 'locations'`))[0].n);
    const load = readLoad();
    await sleep(1000);
    // The lists are read from the replica while it keeps up.
    const before = await replicaScans();
    await sleep(1000);
    figures.replicaScansPerSecond = (await replicaScans()) - before;
    expect(figures.replicaScansPerSecond).toBeGreaterThan(10);

    await pair.pauseReplay();
    const ownReads: Outcome[] = [];
    for (let i = 0; i < 10; i++) {
      const [made] = await t.createLocations(1, `Lagging ${i}`, 1);
      if (failed(made) || made.status !== 201) throw new Error(`create failed: ${JSON.stringify(made)}`);
      // Written through one node, read at once through both: never the stale replica for the writer.
      for (const api of t.apis) ownReads.push(await call(api.port, 'GET', `/api/locations/${made.body.id}`, { token: t.token }));
    }
    await sleep(1500);
    await pair.resumeReplay();
    await pair.caughtUp(30_000);

    await pair.replica.stopInBackground();
    await sleep(3000);
    pair.replica.start();
    await sleep(1500);
    const reads = await load.stop();

    figures.replicaReads = reads.length;
    figures.replicaReadsNotOk = notOk(reads).length;
    expect(reads.length).toBeGreaterThan(20);
    expect(notOk(reads)).toEqual([]);
    expect(notOk(ownReads)).toEqual([]);
    const retried = await Promise.all(t.apis.map(async (api) => {
      const metrics = await call(api.port, 'GET', '/metrics');
      return failed(metrics) ? '' : String(metrics.body);
    }));
    figures.replicaRetriedOnPrimary = retried.map((text) => /personnel_replica_reads_retried_total\S* (\d+)/.exec(text)?.[1] ?? '0');
  });

  it('delivers every event while the Redis Cluster master of the delivery queue fails over', async () => {
    const cluster = t.redisCluster!;
    const prefix = bullPrefix(loadConfig({ REDIS_CLUSTER_NODES: cluster.seedNodes }), WEBHOOK_DELIVERY_QUEUE);
    const key = `${prefix}:${WEBHOOK_DELIVERY_QUEUE}:wait`;
    const master = await cluster.masterOf(key);
    const writes = t.createLocations(300, 'Failover', 8);
    await sleep(1500);
    const killedAt = Date.now();
    await cluster.kill(master);
    const promoted = await cluster.waitForFailover(key, master);
    figures.failoverMs = Date.now() - killedAt;
    expect(promoted).not.toBe(master);
    const outcomes = await writes;
    figures.writesNotCreated = notOk(outcomes, 201).length;
    expect(notOk(outcomes, 201)).toEqual([]);

    const result = await t.everyEventDelivered(90_000);
    figures.delivery = result;
    expect(result.badSignatures).toBe(0);
    expect(result.unknown).toEqual([]);
    expect(result.mismatched).toBe(0);
    await waitFor(async () => {
      const [{ n }] = await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE company_id = $1 AND status <> 'succeeded'`, [t.companyId]);
      return n === 0;
    }, 30_000, 'every delivery recorded as succeeded');
  });
});
