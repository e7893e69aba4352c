import { TestApp } from './test-app';

/** Env of a test app that delivers webhooks to the test's loopback receiver quickly. */
export const DELIVERING_ENV = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  // D14's schedule divided by 1000: 5 ms, 300 ms, 1.8 s... (the real schedule is checked as values).
  WEBHOOK_RETRY_TIME_DIVISOR: '1000',
  WEBHOOK_RELAY_POLL_MS: '200',
};

/** A published webhook of the token's company; returns it with its secret. */
export async function publishedWebhook(t: TestApp, token: string, body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const made = await t.api.post('/api/webhooks', token, body);
  if (made.status !== 201) throw new Error(`webhook not made: ${made.status} ${JSON.stringify(made.body)}`);
  const published = await t.api.patch(`/api/webhooks/${made.body.id}`, token, { status: 'published' });
  if (published.status !== 200) throw new Error(`webhook not published: ${published.status}`);
  return { id: made.body.id, secret: made.body.secret };
}

export async function deliveriesOf(t: TestApp, token: string, webhookId: string, query = ''): Promise<any[]> {
  const res = await t.api.get(`/api/webhooks/${webhookId}/deliveries${query}`, token);
  if (res.status !== 200) throw new Error(`deliveries: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
