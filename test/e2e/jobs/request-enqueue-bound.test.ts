import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { PrivateRedis } from '../../support/private-redis';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A request that hands a job to the queue waits at most ENQUEUE_TIMEOUT_MS for Redis (BullMQ itself would wait for
 * the whole outage). A stored export then answers 503 Unavailable with Retry-After and stays `pending` in PostgreSQL
 * (the pending-export sweep queues it again); the webhook test event is saved and left to the relay's sweep (201).
 */
describe('request paths: handing a job to the queue is bounded while Redis is down', () => {
  const ENQUEUE_TIMEOUT_MS = 300;
  /** The timeout plus generous slack for a busy 2-core machine (unbounded, these requests would not answer at all). */
  const ANSWER_BOUND_MS = 3000;
  let redis: PrivateRedis;
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createTestApp({
      env: { REDIS_URL: redis.url, ENQUEUE_TIMEOUT_MS: String(ENQUEUE_TIMEOUT_MS), DATA_EXPORT_SYNC_MAX_ROWS: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    });
    c = await newCompany(t);
    await newPerson(t, c.token, await newLocation(t, c.token));
    await redis.stop();
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  /** The response, or a failure naming the bound when the app does not answer within it. */
  async function answered<T>(request: Promise<T>): Promise<{ res: T; ms: number }> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      request,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BOUND_MS} ms`)), ANSWER_BOUND_MS))),
    ]).finally(() => clearTimeout(timer));
    return { res, ms: Date.now() - started };
  }

  it('a stored export answers 503 Unavailable with Retry-After, and its row stays pending', async () => {
    const { res } = await answered(t.api.post('/api/data-exports', c.token, { fields: ['lastName'] }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ id: expect.any(String), code: 503, name: 'Unavailable', message: expect.stringMatching(/queue/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.db.query(`SELECT id, status FROM data_exports WHERE company_id = $1`, [c.companyId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(res.body.message).toContain(rows[0].id);
  }, 20_000);

  it('the webhook test event is saved and answered within the configured bound', async () => {
    const made = await t.api.post('/api/webhooks', c.token, { url: 'http://127.0.0.1:9/hook' });
    expect(made.status).toBe(201);
    // The bound is ENQUEUE_TIMEOUT_MS (300 ms here), not a fixed 2 s.
    const { res, ms } = await answered(t.api.post(`/api/webhooks/${made.body.id}/test`, c.token));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(ms).toBeLessThan(1500);
    const [row] = await t.db.query(`SELECT status, enqueued_at FROM webhook_deliveries WHERE id = $1`, [res.body.id]);
    expect(row).toEqual({ status: 'pending', enqueued_at: null });
  }, 20_000);
});
