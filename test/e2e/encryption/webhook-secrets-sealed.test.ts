import { isEncryptedValue } from '../../../src/core/crypto';
import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { verifies, WebhookReceiver } from '../../support/webhook-receiver';
import { DELIVERING_ENV, publishedWebhook } from '../../support/webhooks';

/** Encryption at rest: webhook signing secrets are stored sealed, shown and used opened, bound to their row. */
describe('webhook secrets sealed at rest', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let policyId: string;
  const receivers: WebhookReceiver[] = [];
  const receiver = async () => {
    const r = await new WebhookReceiver().start();
    receivers.push(r);
    return r;
  };
  const stored = async (id: string): Promise<{ secret: string; previous_secret: string | null }> =>
    (await t.db.query('SELECT secret, previous_secret FROM webhooks WHERE id = $1', [id]))[0];
  const newLocation = (city: string) => t.api.post('/api/locations', c.token, { city, countryCode: 'GB', timeAwayPolicyId: policyId });

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: DELIVERING_ENV });
    c = await newCompany(t);
    other = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(async () => {
    for (const r of receivers) await r.close();
    await t.close();
  });

  it('the row holds the secrets sealed, never in plain; the create answer and /secret show the secret as before', async () => {
    const made = await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/sealed' });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const row = await stored(made.body.id);
    expect(isEncryptedValue(row.secret)).toBe(true);
    expect(row.secret).not.toContain(made.body.secret.slice('whsec_'.length));
    expect(row.previous_secret).toBeNull();
    expect((await t.api.get(`/api/webhooks/${made.body.id}/secret`, c.token)).body).toEqual({ secret: made.body.secret });

    const rotated = await t.api.post(`/api/webhooks/${made.body.id}/rotate-secret`, c.token);
    expect(rotated.status).toBe(200);
    const after = await stored(made.body.id);
    expect(isEncryptedValue(after.secret)).toBe(true);
    expect(isEncryptedValue(after.previous_secret!)).toBe(true);
    const dump = JSON.stringify(await t.db.query('SELECT * FROM webhooks'));
    for (const secret of [made.body.secret, rotated.body.secret]) expect(dump).not.toContain(secret.slice('whsec_'.length));
    expect((await t.api.get(`/api/webhooks/${made.body.id}/secret`, c.token)).body).toEqual({ secret: rotated.body.secret });
  });

  it('deliveries are signed with the opened secret (verifies with the one shown), and with the previous one after a rotation', async () => {
    const r = await receiver();
    const hook = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['location.created'] });
    expect((await newLocation('Sealed before')).status).toBe(201);
    const [before] = await r.waitForCount(1, 'the delivery before the rotation');
    expect(verifies(hook.secret, before)).toBe(true);

    const rotated = (await t.api.post(`/api/webhooks/${hook.id}/rotate-secret`, c.token)).body.secret as string;
    await newLocation('Sealed after');
    const [, during] = await r.waitForCount(2, 'the delivery after the rotation');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(rotated, during)).toBe(true);
    expect(verifies(hook.secret, during)).toBe(true);
    await t.api.patch(`/api/webhooks/${hook.id}`, c.token, { status: 'draft' });
  });

  it('a secret copied into another webhook row or another company answers 500 GeneralError, never the copied value', async () => {
    const source = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/source' })).body;
    const sameCompany = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/target' })).body;
    const otherCompany = (await t.api.post('/api/webhooks', other.token, { url: 'https://hooks.example.com/other' })).body;
    const copy = `UPDATE webhooks SET secret = (SELECT secret FROM webhooks WHERE id = $1) WHERE id = $2`;
    await t.db.query(copy, [source.id, sameCompany.id]);
    await t.db.query(copy, [source.id, otherCompany.id]);

    for (const [target, token] of [[sameCompany, c.token], [otherCompany, other.token]] as const) {
      for (const path of [`/api/webhooks/${target.id}`, `/api/webhooks/${target.id}/secret`]) {
        const res = await t.api.get(path, token);
        expectError(res, 500, 'GeneralError');
        expect(JSON.stringify(res.body)).not.toContain(source.secret.slice('whsec_'.length));
      }
    }
    // The source itself still reads.
    expect((await t.api.get(`/api/webhooks/${source.id}/secret`, c.token)).body).toEqual({ secret: source.secret });
  });

  it('a sealed secret altered by one character answers 500 GeneralError', async () => {
    const made = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/altered' })).body;
    const { secret } = await stored(made.id);
    const last = secret.at(-2) === 'A' ? 'B' : 'A';
    await t.db.query('UPDATE webhooks SET secret = $1 WHERE id = $2', [`${secret.slice(0, -2)}${last}${secret.at(-1)}`, made.id]);
    expectError(await t.api.get(`/api/webhooks/${made.id}/secret`, c.token), 500, 'GeneralError');
  });

  it('the delivery worker does not sign with a secret moved from another webhook: nothing is sent', async () => {
    const r = await receiver();
    const source = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/source-2' })).body;
    const target = await publishedWebhook(t, c.token, { url: r.url, eventTypes: ['location.created'] });
    await t.db.query(`UPDATE webhooks SET secret = (SELECT secret FROM webhooks WHERE id = $1) WHERE id = $2`, [source.id, target.id]);
    expect((await newLocation('Tampered')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.received).toEqual([]);
  });
});
