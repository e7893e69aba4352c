import type { FastifyInstance } from 'fastify';
import { createLogger } from '../../../src/core/logging/logger';
import { startWorkerHealthServer } from '../../../src/modules/health/worker-health-server';
import { freePort, PrivateRedis } from '../../support/private-redis';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A worker's jobs all come from Redis: without it the worker can do nothing, so its readiness (WORKER_HEALTH_PORT)
 * answers 503 naming Redis, where an API node stays ready and `degraded`.
 */
describe('health: a worker is not ready without Redis', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let server: FastifyInstance;
  let port: number;

  const workerReady = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
    return { status: res.status, body: (await res.json()) as { status: string; error: Record<string, unknown> } };
  };

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createTestApp({ env: { REDIS_URL: redis.url } });
    port = await freePort();
    server = await startWorkerHealthServer(t.app, { port, host: '127.0.0.1', logger: createLogger('silent') });
  });
  afterAll(async () => {
    await server.close();
    await t.close();
    await redis.stop();
  });

  it('is ready with PostgreSQL and Redis up', async () => {
    expect(await workerReady()).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', error: {} }) });
  });

  it('answers 503 naming Redis once Redis is gone, while the API readiness of the same process says degraded', async () => {
    await redis.stop();
    const worker = await workerReady();
    expect(worker.status).toBe(503);
    expect(worker.body.status).toBe('error');
    expect(Object.keys(worker.body.error)).toEqual(['redis']);
    const api = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect({ status: api.statusCode, body: api.json().status }).toEqual({ status: 200, body: 'degraded' });
  });
});
