import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { PrivateRedis } from '../../support/private-redis';
import { createTestApp, dropTestDatabase, TestApp } from '../../support/test-app';

/**
 * Readiness reflects what the node can serve (D1, D15): without Redis the API still serves (fail open), so the node
 * stays ready and says `degraded`; without PostgreSQL nothing can be served: 503. Each check is bounded by
 * HEALTH_CHECK_TIMEOUT_MS (500 ms by default), so readiness answers within a second either way.
 */
describe('health: readiness follows the dependencies the node needs', () => {
  /** Generous for a busy 2-core machine; the checks themselves are bounded at 500 ms and run at once. */
  const READY_BOUND_MS = 1000;

  const timedReady = async (t: TestApp) => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/health/ready' });
    return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
  };
  const metric = async (t: TestApp, dependency: string) => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const line = text.split('\n').find((l) => l.startsWith(`personnel_dependency_up{dependency="${dependency}"}`));
    return line ? Number(line.split(' ').pop()) : undefined;
  };

  describe('Redis stopped', () => {
    let redis: PrivateRedis;
    let t: TestApp;
    let c: TestCompany;

    beforeAll(async () => {
      redis = await PrivateRedis.start();
      t = await createTestApp({ env: { REDIS_URL: redis.url } });
      c = await newCompany(t);
    });
    afterAll(async () => {
      await t.close();
      await redis.stop();
    });

    it('answers 200 ok with every dependency up', async () => {
      const ready = await timedReady(t);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual(expect.objectContaining({ status: 'ok', details: { database: { status: 'up' }, redis: { status: 'up' } } }));
      expect(await metric(t, 'redis')).toBe(1);
      expect(await metric(t, 'database')).toBe(1);
    });

    it('stays ready (200 degraded, naming Redis) while the API still serves writes, and answers fast', async () => {
      await redis.stop();
      const ready = await timedReady(t);
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('degraded');
      expect(ready.body.error).toEqual({ redis: { status: 'down', message: expect.any(String) } });
      expect(ready.body.details.database).toEqual({ status: 'up' });
      expect(ready.ms).toBeLessThan(READY_BOUND_MS);
      expect(await metric(t, 'redis')).toBe(0);
      expect(await metric(t, 'database')).toBe(1);
      // What the 200 promises: the node serves (rate limits and idempotency fail open).
      await expect(newLocation(t, c.token)).resolves.toEqual(expect.any(String));
    });

    it('is ok again once Redis is back', async () => {
      await redis.restart();
      const deadline = Date.now() + 20_000;
      let ready = await timedReady(t);
      while (ready.body.status !== 'ok' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        ready = await timedReady(t);
      }
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ok');
      expect(await metric(t, 'redis')).toBe(1);
    });
  });

  it('answers 503 (naming the database) fast when PostgreSQL cannot be reached', async () => {
    const t = await createTestApp();
    try {
      // The node's own database disappears: every connection is ended and no new one can be made.
      await dropTestDatabase(t.databaseName);
      const ready = await timedReady(t);
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('error');
      expect(ready.body.error).toEqual({ database: { status: 'down', message: expect.any(String) } });
      expect(ready.body.details.redis).toEqual({ status: 'up' });
      expect(ready.ms).toBeLessThan(READY_BOUND_MS);
      expect(await metric(t, 'database')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
