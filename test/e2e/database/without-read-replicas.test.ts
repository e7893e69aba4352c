import { Redis } from 'ioredis';
import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { TEST_REDIS_URL } from '../../support/test-env';

/**
 * Without DATABASE_READ_URLS the service is as it was before read replicas (docs/scaling.md): nothing of them is
 * loaded, so no poller, no replica pool and no read-your-writes key in Redis.
 */
describe('without read replicas', () => {
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp();
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('loads no replica routing and keeps no write positions', async () => {
    // TypeORM's reads are not routed: the driver is as TypeORM made it.
    expect((t.db.driver as unknown as { isReplicated: boolean }).isReplicated).toBe(false);
    const c = await newCompany(t);
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const created = await t.api.post('/api/locations', c.token, { city: 'Oslo', countryCode: 'NO', timeAwayPolicyId: policyId });
    expect(created.status).toBe(201);
    expect((await t.api.get(`/api/locations/${created.body.id}`, c.token)).status).toBe(200);
    expect(await redis.keys(`${t.config.redisPrefix}:ryw:*`)).toEqual([]);
  });
});
