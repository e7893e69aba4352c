import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../../src/bootstrap/create-app';
import { loadConfig } from '../../../src/config/app-config';
import { SCOPES } from '../../../src/core/auth/scopes';
import { createLogger } from '../../../src/core/logging/logger';
import { newCompany, TestCompany, tokenFor } from '../../support/factories';
import { captureLogs } from '../../support/log-capture';
import { SMALL_RATE_LIMITS, withinRefill } from '../../support/rate-limits';
import { createTestApp, TestApp } from '../../support/test-app';

/** D15 rate limits: a token bucket per token, or per client address without a valid token, shared through Redis. */

interface Call {
  method?: 'GET' | 'POST';
  url?: string;
  token?: string;
  authorization?: string;
  from?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

async function call(app: NestFastifyApplication, { method = 'GET', url = '/api/companies', token, authorization, from, headers = {}, body }: Call) {
  const auth = authorization ?? (token ? `Bearer ${token}` : undefined);
  const res = await app.inject({
    method,
    url,
    remoteAddress: from,
    headers: { ...(auth ? { authorization: auth } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = String(res.headers['content-type'] ?? "").startsWith('application/json');
  return { status: res.statusCode, headers: res.headers, body: json && res.body ? JSON.parse(res.body) : res.body };
}

const limits = (res: { headers: Record<string, unknown> }) => ({
  limit: res.headers['ratelimit-limit'],
  remaining: res.headers['ratelimit-remaining'],
  reset: res.headers['ratelimit-reset'],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metricValue(app: NestFastifyApplication, line: RegExp): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const match = text.split('\n').find((l) => line.test(l));
  return match ? Number(match.split(' ').pop()) : 0;
}

const SMALL = SMALL_RATE_LIMITS;

describe('rate limits', () => {
  let t: TestApp;
  let c: TestCompany;
  const freshToken = () => tokenFor(t, c.ownerEmail, SCOPES);

  beforeAll(async () => {
    t = await createTestApp({ env: SMALL });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('lets a burst through, then answers 429 TooManyRequests with Retry-After and the error object', async () => {
    await withinRefill(async () => {
      const token = await freshToken();
      const seen = [];
      for (let i = 0; i < 3; i++) {
        const res = await call(t.app, { token });
        expect(res.status).toBe(200);
        seen.push(limits(res));
      }
      expect(seen.map((s) => [s.limit, s.remaining])).toEqual([
        ['3', '2'],
        ['3', '1'],
        ['3', '0'],
      ]);
      // The bucket refills one request per second: full again within 3 seconds.
      for (const s of seen) expect(Number(s.reset)).toBeGreaterThanOrEqual(1), expect(Number(s.reset)).toBeLessThanOrEqual(3);

      const refused = await call(t.app, { token });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ id: expect.stringMatching(/^err_/), code: 429, name: 'TooManyRequests', message: expect.any(String) });
      expect(refused.headers['retry-after']).toBe('1');
      expect(limits(refused)).toEqual({ limit: '3', remaining: '0', reset: expect.stringMatching(/^[1-3]$/) });
      // A refused write is refused before it runs: nothing written.
      const write = await call(t.app, { method: 'POST', url: '/api/locations', token, body: { city: 'Refused', countryCode: 'NO', timeAwayPolicyId: 'x' } });
      expect(write.status).toBe(429);
    });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM locations WHERE city = 'Refused'`)).at(0).n).toBe(0);
  });

  it('sends the RateLimit headers on every response under /api, errors included, and not on health or metrics', async () => {
    await withinRefill(async (attempt) => {
      const token = await freshToken();
      const notFound = await call(t.app, { url: '/api/people/unknown', token });
      expect(notFound.status).toBe(404);
      expect(limits(notFound)).toEqual({ limit: '3', remaining: '2', reset: expect.any(String) });
      const invalid = await call(t.app, { method: 'POST', url: '/api/locations', token, body: { city: 'Oslo' } });
      expect(invalid.status).toBe(422);
      expect(limits(invalid)).toEqual({ limit: '3', remaining: '1', reset: expect.any(String) });
      const noRoute = await call(t.app, { url: '/api/no-such-resource', token });
      expect(noRoute.status).toBe(404);
      expect(limits(noRoute)).toEqual({ limit: '3', remaining: '0', reset: expect.any(String) });

      const unauthenticated = await call(t.app, { from: `10.0.${attempt}.1` });
      expect(unauthenticated.status).toBe(401);
      expect(limits(unauthenticated)).toEqual({ limit: '3', remaining: '2', reset: expect.any(String) });
    });

    // `/metrics` answers a scraper on this host without METRICS_TOKEN (docs/security.md, API8).
    for (const [url, from] of [['/health/live', '10.0.9.1'], ['/metrics', '127.0.0.1']]) {
      const res = await call(t.app, { url, from });
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('refills the bucket over time', async () => {
    await withinRefill(async () => {
      const token = await freshToken();
      for (let i = 0; i < 3; i++) expect((await call(t.app, { token })).status).toBe(200);
      expect((await call(t.app, { token })).status).toBe(429);
      await sleep(1100);
      const refilled = await call(t.app, { token });
      expect(refilled.status).toBe(200);
      expect(refilled.headers['ratelimit-remaining']).toBe('0');
      expect((await call(t.app, { token })).status).toBe(429);
    }, 1100 + 800);
  });

  it('limits requests without a valid token per client address: no token and bad tokens share one bucket', async () => {
    await withinRefill(async (attempt) => {
      const valid = await freshToken();
      // Seen valid once (from elsewhere): from then on it has its own bucket, whatever address it comes from.
      expect((await call(t.app, { from: `10.1.${attempt}.9`, token: valid })).status).toBe(200);
      const from = `10.1.${attempt}.1`;
      expect((await call(t.app, { from })).status).toBe(401);
      expect((await call(t.app, { from, authorization: 'Bearer prk_not-a-real-token' })).status).toBe(401);
      expect((await call(t.app, { from, authorization: 'Basic dXNlcjpwYXNz' })).status).toBe(401);
      const refused = await call(t.app, { from, authorization: 'Bearer prk_another-guess' });
      expect(refused.status).toBe(429);
      expect(refused.body.name).toBe('TooManyRequests');
      // Another address has its own bucket; a valid token from the limited address has its own too.
      expect((await call(t.app, { from: `10.1.${attempt}.2` })).status).toBe(401);
      expect((await call(t.app, { from, token: valid })).status).toBe(200);
    });
  });

  it('ignores X-Forwarded-For when no proxy is in front (TLS_MODE=auto): the peer address counts', async () => {
    await withinRefill(async (attempt) => {
      const from = `10.2.${attempt}.1`;
      for (let i = 0; i < 3; i++) {
        expect((await call(t.app, { from, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })).status).toBe(401);
      }
      expect((await call(t.app, { from, headers: { 'x-forwarded-for': '203.0.113.99' } })).status).toBe(429);
    });
  });

  it('shares one bucket per token between API nodes (two apps on the same Redis)', async () => {
    const second = await createHttpApp(t.config, createLogger('silent'), { mode: 'api' });
    try {
      await withinRefill(async (attempt) => {
        const token = await freshToken();
        // A token's first use on each node is charged to its address first (a fresh address here, so it has room).
        const from = `10.3.${attempt}.1`;
        expect((await call(t.app, { token, from })).status).toBe(200);
        expect((await call(second, { token, from })).status).toBe(200);
        const third = await call(t.app, { token, from });
        expect(third.status).toBe(200);
        expect(third.headers['ratelimit-remaining']).toBe('0');
        expect((await call(second, { token, from })).status).toBe(429);
        expect((await call(t.app, { token, from })).status).toBe(429);
      });
    } finally {
      await second.close();
    }
  });
});

describe('rate limits behind a proxy (TLS_MODE=proxy)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...SMALL, TLS_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1,10.8.0.0/16' } });
  });
  afterAll(() => t.close());

  const https = { 'x-forwarded-proto': 'https' };

  it('counts the client a trusted proxy forwarded for', async () => {
    await withinRefill(async (attempt) => {
      const client = `203.0.${attempt}.5`;
      for (let i = 0; i < 3; i++) {
        const res = await call(t.app, { from: '10.8.0.5', headers: { ...https, 'x-forwarded-for': client } });
        expect(res.status).toBe(401);
      }
      // The same client through another trusted proxy: same bucket.
      expect((await call(t.app, { from: '127.0.0.1', headers: { ...https, 'x-forwarded-for': client } })).status).toBe(429);
      // Another client behind the same proxy: its own bucket.
      expect((await call(t.app, { from: '10.8.0.5', headers: { ...https, 'x-forwarded-for': `203.0.${attempt}.6` } })).status).toBe(401);
    });
  });

  it('counts the peer itself when it is not a trusted proxy, whatever X-Forwarded-For it sends', async () => {
    await withinRefill(async (attempt) => {
      const from = `198.51.100.${attempt}`;
      for (let i = 0; i < 3; i++) {
        const res = await call(t.app, { from, headers: { ...https, 'x-forwarded-for': `203.0.113.${20 + i}` } });
        // An untrusted peer's X-Forwarded-Proto does not count either: refused as plain HTTP, but counted.
        expect(res.status).toBe(403);
        expect(res.headers['ratelimit-limit']).toBe('3');
      }
      const refused = await call(t.app, { from, headers: { ...https, 'x-forwarded-for': '203.0.113.30' } });
      expect(refused.status).toBe(429);
    });
  });
});

describe('rate limits when Redis is unreachable', () => {
  let t: TestApp;
  const logs = captureLogs();
  let consoleError: jest.SpyInstance;

  beforeAll(async () => {
    consoleError = jest.spyOn(console, 'error');
    // Nothing listens on port 1: every Redis command fails.
    t = await createTestApp({ env: { ...SMALL, REDIS_URL: 'redis://127.0.0.1:1' }, logStream: logs.stream });
  });
  afterAll(async () => {
    consoleError.mockRestore();
    await t.close();
    // ioredis ends a socket that never connected with a 2 s timer: let it run out so the worker exits cleanly.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  });

  it('keeps serving (fail open), without RateLimit headers, and counts each skipped limit in /metrics', async () => {
    const c = await newCompany(t);
    const counter = /^redis_unavailable_total\{feature="rate_limit"\}/;
    const before = await metricValue(t.app, counter);
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, { token: c.token });
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    expect(await metricValue(t.app, counter)).toBe(before + 5);
  });

  it('reports the queue connection failing in the structured log, never as raw stack traces on stderr', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const warnings = logs.lines.map((l) => JSON.parse(l)).filter((l) => /Redis connection failing/.test(l.msg));
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('rate limit configuration', () => {
  it('defaults to 100 per second with bursts of 200, and refuses values that are not positive whole numbers', () => {
    const config = loadConfig({});
    expect([config.rateLimitPerSecond, config.rateLimitBurst]).toEqual([100, 200]);
    expect(() => loadConfig({ RATE_LIMIT_PER_SECOND: '0', RATE_LIMIT_BURST: 'lots' })).toThrow(
      expect.objectContaining({ problems: [expect.stringMatching(/^RATE_LIMIT_PER_SECOND=0/), expect.stringMatching(/^RATE_LIMIT_BURST=lots/)] }),
    );
  });
});
