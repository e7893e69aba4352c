import type { FastifyInstance } from 'fastify';
import { createLogger } from '../../../src/core/logging/logger';
import { startWorkerHealthServer } from '../../../src/modules/health/worker-health-server';
import { freePort } from '../../support/private-redis';
import { createTestApp, TestApp } from '../../support/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef0123456789';

/**
 * `/metrics` is not public: with METRICS_TOKEN only its bearer token reads it (API and worker listeners alike);
 * without it, only a scraper on this host that no proxy forwarded. Refusals are the API's 401 error object.
 */
describe('metrics access', () => {
  let withToken: TestApp;
  let withoutToken: TestApp;
  let worker: FastifyInstance;
  let workerPort: number;

  beforeAll(async () => {
    withToken = await createTestApp({ env: { METRICS_TOKEN } });
    withoutToken = await createTestApp();
    workerPort = await freePort();
    worker = await startWorkerHealthServer(withToken.app, { port: workerPort, host: '127.0.0.1', logger: createLogger('silent'), metricsToken: METRICS_TOKEN });
  });
  afterAll(async () => {
    await worker.close();
    await withToken.close();
    await withoutToken.close();
  });

  const scrape = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('with METRICS_TOKEN: 200 with the bearer token from any address, 401 without it even from this host', async () => {
    const ok = await scrape(withToken, { authorization: `Bearer ${METRICS_TOKEN}` }, '10.1.2.3');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789abcdef0123456789' }] as Record<string, string>[]) {
      const refused = await scrape(withToken, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ id: expect.any(String), code: 401, name: 'NotAuthenticated', message: 'Metrics need the METRICS_TOKEN bearer token' });
    }
  });

  it('without METRICS_TOKEN: this host only, not another address and not through a proxy', async () => {
    expect((await scrape(withoutToken)).statusCode).toBe(200);
    const message = 'Metrics are served to this host only; set METRICS_TOKEN to scrape them from another';
    for (const refused of [await scrape(withoutToken, {}, '10.1.2.3'), await scrape(withoutToken, { 'x-forwarded-for': '203.0.113.9' })]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(expect.objectContaining({ code: 401, name: 'NotAuthenticated', message }));
    }
  });

  it('the worker\'s listener asks the same token', async () => {
    const url = `http://127.0.0.1:${workerPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const ok = await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect((await fetch(`http://127.0.0.1:${workerPort}/health/live`)).status).toBe(200);
  });
});
