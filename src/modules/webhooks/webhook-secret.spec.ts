import { createHmac } from 'node:crypto';
import { Webhook as SvixWebhook } from 'svix';
import { newWebhookSecret, ROTATION_OVERLAP_MS, signature, signatureHeader, signingSecrets } from './webhook-secret';

/**
 * D14: deliveries are signed as Standard Webhooks (Svix) expect: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`
 * keyed with the secret's decoded bytes; while a rotation overlaps, the previous secret signs beside the new one.
 */
const body = JSON.stringify({ type: 'person.updated', data: { id: 'p1', firstName: 'Ada' } });

describe('webhook signatures', () => {
  it('makes secrets of 32 random bytes after whsec_', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('signs id.timestamp.body with HMAC-SHA256 keyed by the decoded secret', () => {
    const secret = `whsec_${Buffer.from('k'.repeat(32)).toString('base64')}`;
    const expected = createHmac('sha256', Buffer.from('k'.repeat(32))).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(signature(secret, 'msg_1', 1700000000, body)).toBe(`v1,${expected}`);
  });

  it('is verified by the svix library, as a subscriber would check it', () => {
    const secret = newWebhookSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(timestamp), 'webhook-signature': signatureHeader([secret], 'msg_2', timestamp, body) };
    expect(new SvixWebhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new SvixWebhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new SvixWebhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('signs with both secrets during a rotation, so subscribers holding either verify', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const timestamp = Math.floor(Date.now() / 1000);
    const header = signatureHeader([current, previous], 'msg_3', timestamp, body);
    expect(header.split(' ')).toEqual([signature(current, 'msg_3', timestamp, body), signature(previous, 'msg_3', timestamp, body)]);
    for (const secret of [current, previous]) {
      expect(new SvixWebhook(secret).verify(body, { 'webhook-id': 'msg_3', 'webhook-timestamp': String(timestamp), 'webhook-signature': header })).toBeTruthy();
    }
  });

  it('keeps the previous secret signing only until its overlap ends', () => {
    const rotatedAt = new Date('2026-11-01T00:00:00Z');
    const webhook = { secret: 'whsec_new', previousSecret: 'whsec_old', previousSecretExpiresAt: new Date(rotatedAt.getTime() + ROTATION_OVERLAP_MS) };
    expect(ROTATION_OVERLAP_MS).toBe(24 * 60 * 60 * 1000);
    expect(signingSecrets(webhook, rotatedAt)).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(webhook, new Date(rotatedAt.getTime() + ROTATION_OVERLAP_MS - 1))).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(webhook, new Date(rotatedAt.getTime() + ROTATION_OVERLAP_MS))).toEqual(['whsec_new']);
    expect(signingSecrets({ secret: 'whsec_new', previousSecret: null, previousSecretExpiresAt: null }, rotatedAt)).toEqual(['whsec_new']);
  });
});
