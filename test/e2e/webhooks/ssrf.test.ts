import type { LookupAddress } from 'node:dns';
import { guardedLookup, isBlockedAddress, Resolver } from '../../../src/modules/webhooks/delivery/target-guard';
import { WebhookHttpClient } from '../../../src/modules/webhooks/delivery/webhook-http-client';
import { newCompany, TestCompany } from '../../support/factories';
import { waitFor } from '../../support/processes';
import { createTestApp, TestApp } from '../../support/test-app';
import { WebhookReceiver } from '../../support/webhook-receiver';
import { deliveriesOf } from '../../support/webhooks';

const PRIVATE_ADDRESSES = [
  '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '169.254.1.1', '100.64.0.1',
  '100.127.255.254', '0.0.0.0', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:169.254.169.254',
];

/**
 * D14's target rule at delivery time, with WEBHOOK_ALLOW_PRIVATE_TARGETS=false. The machine's network rule: tests only
 * ever reach loopback, so every non-loopback case is refused before any connection (literal addresses, or names
 * resolved by an injected resolver), and loopback is refused for real.
 */
describe('webhook SSRF guard', () => {
  let t: TestApp;
  let c: TestCompany;
  let client: WebhookHttpClient;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all', env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_RETRY_TIME_DIVISOR: '1000', WEBHOOK_RELAY_POLL_MS: '200' } });
    c = await newCompany(t);
    client = t.app.get(WebhookHttpClient);
    await receiver.start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  /** A webhook whose URL is set in the database (as if made while private targets were allowed), sent a test event. */
  const attemptTo = async (url: string) => {
    const made = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/x' })).body;
    await t.db.query(`UPDATE webhooks SET url = $2 WHERE id = $1`, [made.id, url]);
    expect((await t.api.post(`/api/webhooks/${made.id}/test`, c.token)).status).toBe(201);
    let attempts: any[] = [];
    await waitFor(async () => (attempts = (await deliveriesOf(t, c.token, made.id))[0]?.attempts ?? []).length > 0, 10_000, `an attempt to ${url}`);
    return attempts[0];
  };

  it('names every special range through ipaddr.js and lets only unicast through', () => {
    for (const address of PRIVATE_ADDRESSES) expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect([address, isBlockedAddress(address)]).toEqual([address, false]);
  });

  it('refuses loopback for real: nothing reaches the local receiver, the attempt is recorded as blockedTarget', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [`https://localhost:${port}/hook`, `https://127.0.0.1:${port}/hook`, `https://[::1]:${port}/hook`, receiver.url]) {
      expect(await attemptTo(url)).toEqual(expect.objectContaining({ succeeded: false, statusCode: null, errorKind: 'blockedTarget' }));
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses literal private, link-local, metadata, CGNAT, ULA and IPv4-mapped addresses before connecting', async () => {
    for (const host of ['10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '[fc00::1]', '[fe80::1]', '[::ffff:10.0.0.1]', '[::ffff:a00:1]']) {
      expect([host, (await attemptTo(`https://${host}/hook`)).errorKind]).toEqual([host, 'blockedTarget']);
    }
  });

  it('refuses, with 422 when the webhook is set, IPv4-compatible, site-local, 6to4, Teredo and NAT64 literals and port 0', async () => {
    const urls = [
      'https://[::127.0.0.1]/hook', 'https://[::7f00:1]/hook', 'https://[::a00:1]/hook', 'https://[fec0::1]/hook', 'https://[2002:a00:1::1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook', 'https://[64:ff9b::10.0.0.1]/hook', 'https://hooks.example.com:0/hook',
    ];
    for (const url of urls) {
      const res = await t.api.post('/api/webhooks', c.token, { url });
      expect([url, res.status, res.body.name, res.body.issues?.[0]?.name]).toEqual([url, 422, 'ValidationError', 'url']);
      const made = (await t.api.post('/api/webhooks', c.token, { url: 'https://hooks.example.com/x' })).body;
      expect([url, (await t.api.patch(`/api/webhooks/${made.id}`, c.token, { testUrl: url })).status]).toEqual([url, 422]);
    }
    // Set behind the API's back, the loopback forms are still refused at delivery, before any connection.
    for (const url of ['https://[::127.0.0.1]/hook', `https://[::7f00:1]:${new URL(receiver.url).port}/hook`]) {
      expect([url, (await attemptTo(url)).errorKind]).toEqual([url, 'blockedTarget']);
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a name that resolves to a private address, checking every address of the answer', async () => {
    const answers: Record<string, LookupAddress[]> = {
      'internal.example.test': [{ address: '10.1.2.3', family: 4 }],
      'metadata.example.test': [{ address: '169.254.169.254', family: 4 }],
      'mixed.example.test': [{ address: '93.184.216.34', family: 4 }, { address: 'fd00::5', family: 6 }],
      'mapped.example.test': [{ address: '::ffff:192.168.0.9', family: 6 }],
    };
    const asked: string[] = [];
    client.resolver = async (hostname) => {
      asked.push(hostname);
      return answers[hostname] ?? [];
    };
    for (const host of Object.keys(answers)) {
      expect([host, (await attemptTo(`https://${host}/hook`)).errorKind]).toEqual([host, 'blockedTarget']);
    }
    expect(asked).toEqual(expect.arrayContaining(Object.keys(answers)));
  });

  it('resolves at every connection: a name that changes to a private address is refused (the lookup the connector calls)', async () => {
    let answer = '93.184.216.34';
    const resolver: Resolver = async () => [{ address: answer, family: 4 }];
    const lookup = guardedLookup(() => resolver, () => false);
    const call = () => new Promise<{ error: any; address: unknown }>((resolve) => lookup('rebind.example.test', { all: true }, (error, address) => resolve({ error, address })));
    expect(await call()).toEqual({ error: null, address: [{ address: '93.184.216.34', family: 4 }] });
    answer = '10.0.0.7';
    const second = await call();
    expect(second.error.code).toBe('EBLOCKEDTARGET');
    expect(second.address).toBeUndefined();
    answer = '::ffff:127.0.0.1';
    expect((await call()).error.code).toBe('EBLOCKEDTARGET');
  });

  it('refuses plain http at delivery when private targets are not allowed', async () => {
    expect((await attemptTo('http://hooks.example.com/x')).errorKind).toBe('blockedTarget');
  });
});
