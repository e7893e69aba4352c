import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { createLogger } from '../../../src/core/logging/logger';
import { ApiClient } from '../../support/api-client';
import { newCompany } from '../../support/factories';
import { createTestApp, dropTestDatabase, TestApp, testConfig } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, deliveriesOf, publishedWebhook } from '../../support/webhooks';

/**
 * WEBHOOKS_PAUSED=true (a restored copy): events and their deliveries are recorded, nothing is sent, not even a test
 * event, and readiness says so; the same database without the switch sends what was recorded.
 */
describe('webhooks paused', () => {
  let t: TestApp;
  let unpaused: NestFastifyApplication | undefined;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ mode: 'all', env: { ...DELIVERING_ENV, WEBHOOKS_PAUSED: 'true' } });
  });
  afterAll(async () => {
    await receiver.close();
    await unpaused?.close();
    await t.app.close();
    await dropTestDatabase(t.databaseName);
  });

  it('records events and deliveries but sends none, answers readiness degraded naming webhooks, and sends them once unpaused', async () => {
    const c = await newCompany(t);
    const hook = await publishedWebhook(t, c.token, { url: receiver.url });
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    expect((await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId })).status).toBe(201);
    expect((await t.api.post(`/api/webhooks/${hook.id}/test`, c.token, {})).status).toBeLessThan(300);

    // The relay records the deliveries (relay poll 200 ms); give the feeder and the workers time to (not) send them.
    const deadline = Date.now() + 10_000;
    let deliveries: any[] = [];
    while (Date.now() < deadline && deliveries.length < 2) deliveries = await deliveriesOf(t, c.token, hook.id);
    await new Promise((r) => setTimeout(r, 2000));
    deliveries = await deliveriesOf(t, c.token, hook.id);
    expect(deliveries.map((d) => ({ type: d.eventType, status: d.status, attempts: d.attemptCount })).sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      { type: 'location.created', status: 'pending', attempts: 0 },
      { type: 'webhook.test', status: 'pending', attempts: 0 },
    ]);
    expect(receiver.received).toEqual([]);

    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual(expect.objectContaining({
      status: 'degraded',
      error: { webhooks: { status: 'down', message: 'WEBHOOKS_PAUSED=true: events and deliveries are recorded, nothing is sent' } },
    }));

    // The installation that takes over (the switch unset) sends what the paused one recorded.
    await t.app.close();
    const config = testConfig(t.databaseName, { ...DELIVERING_ENV, WEBHOOK_REQUEUE_AFTER_MS: '500' });
    unpaused = await createHttpApp(config, createLogger('silent'), { mode: 'all' });
    await receiver.waitForCount(2, 'the recorded deliveries', 20_000);
    expect(receiver.received.map((d) => d.json.type).sort()).toEqual(['location.created', 'webhook.test']);
    const after = await new ApiClient(unpaused).get('/health/ready');
    expect(after.body.status).toBe('ok');
  }, 60_000);
});
