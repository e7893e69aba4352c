import { createPersonnelClient } from '@personnel/client';
import { newCompany, TestCompany } from '../../../test/support/factories';
import type { TestApp } from '../../../test/support/test-app';
import { FrontProxy, runningServer } from './support/server';

/**
 * Writes carry an Idempotency-Key, and 503 answers are retried after their Retry-After, through a proxy in front of
 * the running server that refuses requests or loses answers on purpose.
 */
describe('the client\'s retries and Idempotency-Key', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;
  let proxy: FrontProxy;
  let retries: { status: number; attempt: number; waitMs: number }[];
  const client = (retry = {}) =>
    createPersonnelClient({ baseUrl: proxy.baseUrl, token: c.token, retry: { onRetry: ({ status, attempt, waitMs }) => retries.push({ status, attempt, waitMs }), ...retry } });
  const cities = async (city: string) => (await t.api.get('/api/locations?$limit=250', c.token)).body.data.filter((l: any) => l.city === city);

  beforeAll(async () => {
    const server = await runningServer();
    t = server.t;
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    proxy = await new FrontProxy(server.baseUrl).start();
  });
  afterAll(async () => {
    await proxy.close();
    await t.close();
  });
  beforeEach(() => {
    retries = [];
    proxy.seen.length = 0;
    proxy.answer = () => ({ kind: 'pass' });
  });

  it('puts an Idempotency-Key on every write and none on reads, keeping one the caller set', async () => {
    const api = client();
    await api.GET('/api/me');
    await api.POST('/api/locations', { body: { city: 'Keyed', countryCode: 'GB', timeAwayPolicyId: policyId } });
    await api.POST('/api/locations', { body: { city: 'Own key', countryCode: 'GB', timeAwayPolicyId: policyId }, params: { header: { 'Idempotency-Key': 'mine-1' } } });
    expect(proxy.seen.map((s) => [s.method, s.headers['idempotency-key'] === undefined ? 'none' : 'key'])).toEqual([['GET', 'none'], ['POST', 'key'], ['POST', 'key']]);
    expect(proxy.seen[1].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(proxy.seen[2].headers['idempotency-key']).toBe('mine-1');
  });

  it('retries a 503 after the seconds its Retry-After names', async () => {
    proxy.answer = (i) => (i === 0 ? { kind: 'refuse', retryAfter: '1' } : { kind: 'pass' });
    const started = Date.now();
    const { data, response } = await client().GET('/api/me');
    expect(response.status).toBe(200);
    expect(data?.id).toBe(c.ownerId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(retries).toEqual([{ status: 503, attempt: 1, waitMs: 1000 }]);
  });

  it('retries a 503 at the HTTP date its Retry-After names', async () => {
    let at = 0;
    proxy.answer = (i) => {
      if (i > 0) return { kind: 'pass' };
      at = Math.ceil((Date.now() + 1500) / 1000) * 1000;
      return { kind: 'refuse', retryAfter: new Date(at).toUTCString() };
    };
    const { response } = await client().GET('/api/me');
    expect(response.status).toBe(200);
    expect(proxy.seen).toHaveLength(2);
    expect(Date.now()).toBeGreaterThanOrEqual(at);
  });

  it('does a write whose answer was lost once: the retry carries the same key and gets the first answer replayed', async () => {
    proxy.answer = (i) => (i === 0 ? { kind: 'lose', retryAfter: '0' } : { kind: 'pass' });
    const { data, response } = await client().POST('/api/locations', { body: { city: 'Lost answer', countryCode: 'GB', timeAwayPolicyId: policyId } });
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect(proxy.seen.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(proxy.seen[1].headers['idempotency-key']).toBe(proxy.seen[0].headers['idempotency-key']);
    expect((await cities('Lost answer')).map((l: any) => l.id)).toEqual([data!.id]);
  });

  it('backs off when no Retry-After is named, and answers the last 503 once its retries are spent', async () => {
    proxy.answer = () => ({ kind: 'refuse' });
    const { response } = await client({ retries: 2, baseDelayMs: 50 }).GET('/api/me');
    expect(response.status).toBe(503);
    expect(proxy.seen).toHaveLength(3);
    expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
    expect(retries[1].waitMs).toBeGreaterThan(retries[0].waitMs);
  });

  it('answers at once when Retry-After asks for more than it waits, or when retrying is off', async () => {
    proxy.answer = () => ({ kind: 'refuse', retryAfter: '3600' });
    expect((await client().GET('/api/me')).response.status).toBe(503);
    expect(proxy.seen).toHaveLength(1);
    proxy.answer = () => ({ kind: 'refuse', retryAfter: '0' });
    expect((await client({ retries: 0 }).GET('/api/me')).response.status).toBe(503);
    expect(proxy.seen).toHaveLength(2);
    expect(retries).toEqual([]);
  });
});
