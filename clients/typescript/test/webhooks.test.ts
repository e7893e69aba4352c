import { verifyWebhook, Webhook, WebhookVerificationError } from '@personnel/client';
import * as standardwebhooks from 'standardwebhooks';
import { newCompany } from '../../../test/support/factories';
import type { TestApp } from '../../../test/support/test-app';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { DELIVERING_ENV, publishedWebhook } from '../../../test/support/webhooks';
import { runningServer } from './support/server';

/** Deliveries of the running server verified with the client, as a subscriber's endpoint would. */
describe('the client\'s webhook verification', () => {
  let t: TestApp;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    ({ t } = await runningServer({ mode: 'all', env: DELIVERING_ENV }));
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it('answers the typed event of a genuine delivery, and refuses a changed body, another secret or a stale timestamp', async () => {
    const c = await newCompany(t);
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Verified Co' });
    const [delivery] = await receiver.waitForCount(1, 'the delivery', 20_000, (d) => d.json?.companyId === c.companyId);

    const event = verifyWebhook(hook.secret, delivery.body, delivery.headers);
    expect(event.id).toBe(delivery.headers['webhook-id']);
    expect(event.type).toBe('company.updated');
    if (event.type === 'company.updated') expect(event.data.object.name).toBe('Verified Co');
    expect(verifyWebhook(hook.secret, Buffer.from(delivery.body), new Headers(delivery.headers as Record<string, string>)).id).toBe(event.id);

    expect(() => verifyWebhook(hook.secret, delivery.body.replace('Verified Co', 'Forged Co'), delivery.headers)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivery.body, delivery.headers)).toThrow(WebhookVerificationError);
    const stale = { ...delivery.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    expect(() => verifyWebhook(hook.secret, delivery.body, stale)).toThrow(WebhookVerificationError);
  });

  it('verifies with the old secret and the new one while a rotation overlaps', async () => {
    const c = await newCompany(t);
    const hook = await publishedWebhook(t, c.token, { url: receiver.url, eventTypes: ['company.updated'] });
    const rotated = (await t.api.post(`/api/webhooks/${hook.id}/rotate-secret`, c.token)).body.secret;
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Rotated Co' });
    const [delivery] = await receiver.waitForCount(1, 'the delivery after rotation', 20_000, (d) => d.json?.companyId === c.companyId);
    expect(verifyWebhook(hook.secret, delivery.body, delivery.headers).id).toBe(verifyWebhook(rotated, delivery.body, delivery.headers).id);
  });

  it('re-exports standardwebhooks itself', () => {
    expect(Webhook).toBe(standardwebhooks.Webhook);
    expect(WebhookVerificationError).toBe(standardwebhooks.WebhookVerificationError);
  });
});
