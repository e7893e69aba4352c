import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, TestCompany, tokenFor } from '../../support/factories';
import { SMALL_RATE_LIMITS, withinRefill } from '../../support/rate-limits';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D15: every request the API routes is rate limited, whatever the spelling of its URL. The router decodes
 * percent-escapes (`/%61pi` is `/api`), so the limit is decided by the route matched, not by the URL's text; a
 * request no route matches (`//api/...`, `/API/...`, an escaped slash) is limited too.
 */
describe('rate limits whatever the spelling of the URL', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ env: SMALL_RATE_LIMITS });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const SPELLINGS: { method: 'GET' | 'POST'; url: string; withToken: boolean }[] = [
    { method: 'GET', url: '/%61pi/companies', withToken: true },
    { method: 'GET', url: '/ap%69/companies', withToken: true },
    { method: 'GET', url: '/%61%70%69/%63ompanies', withToken: true },
    { method: 'GET', url: '/%41pi/companies', withToken: true },
    { method: 'POST', url: '/%61pi/files', withToken: true },
    { method: 'GET', url: '/%61pi/public-holidays?year=2026&countryCode=GB', withToken: false },
    { method: 'GET', url: '/api%2Fcompanies', withToken: true },
    { method: 'GET', url: '//api/companies', withToken: true },
    { method: 'GET', url: '/api//companies', withToken: true },
    { method: 'GET', url: '/API/companies', withToken: true },
    { method: 'GET', url: '/api/companies/', withToken: true },
  ];

  it.each(SPELLINGS)('$method $url carries the RateLimit headers and answers 429 once the burst is spent', async ({ method, url, withToken }) => {
    await withinRefill(async (attempt) => {
      // A fresh address (and token) per spelling and attempt: its own buckets.
      const from = `10.40.${SPELLINGS.findIndex((s) => s.url === url)}.${attempt}`;
      const headers = withToken ? { authorization: `Bearer ${await tokenFor(t, c.ownerEmail, SCOPES)}` } : {};
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({ method, url, remoteAddress: from, headers });
        statuses.push(res.statusCode);
        expect([url, res.headers['ratelimit-limit'], res.headers['ratelimit-remaining']]).toEqual([url, '3', String(2 - i)]);
      }
      expect(statuses.every((s) => s !== 429)).toBe(true);
      const refused = await t.app.inject({ method, url, remoteAddress: from, headers });
      expect([url, refused.statusCode]).toEqual([url, 429]);
      expect(refused.json()).toEqual({ id: expect.stringMatching(/^err_/), code: 429, name: 'TooManyRequests', message: expect.any(String) });
    });
  });

  it('routes the percent-encoded spellings to the API (the limit guards real work, not only 404s)', async () => {
    const token = await tokenFor(t, c.ownerEmail, SCOPES);
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/companies', remoteAddress: '10.41.0.1', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe('3');
  });

  it('limits CORS preflights of API paths too (answered by a catch-all route)', async () => {
    await withinRefill(async (attempt) => {
      const from = `10.43.0.${attempt}`;
      const preflight = () =>
        t.app.inject({ method: 'OPTIONS', url: '/%61pi/companies', remoteAddress: from, headers: { origin: 'https://app.example.test', 'access-control-request-method': 'GET' } });
      for (let i = 0; i < 3; i++) expect((await preflight()).headers['ratelimit-limit']).toBe('3');
      expect((await preflight()).statusCode).toBe(429);
    });
  });

  it('still leaves health and metrics unlimited, however spelled', async () => {
    // `/metrics` answers a scraper on this host without METRICS_TOKEN (docs/security.md, API8).
    for (const [url, remoteAddress] of [['/health/live', '10.42.0.1'], ['/%68ealth/live', '10.42.0.1'], ['/metrics', '127.0.0.1'], ['/%6detrics', '127.0.0.1']]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress });
      expect([url, res.statusCode, res.headers['ratelimit-limit']]).toEqual([url, 200, undefined]);
    }
  });
});
