import { loadConfig } from '../../../src/config/app-config';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Security headers on every response and the CORS policy (docs/security.md). */
describe('security headers and CORS', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const expectHardened = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(headers['access-control-allow-origin']).toBeUndefined();
  };

  it.each([
    ['a list', 'GET', '/api/people', true, 200],
    ['a 401', 'GET', '/api/people', false, 401],
    ['a 404 route', 'GET', '/api/nothing-here', true, 404],
    ['a 404 record', 'GET', '/api/people/unknown', true, 404],
    ['a 405', 'PUT', '/api/people', true, 405],
    ['a 422', 'GET', '/api/people?$limit=-1', true, 422],
    ['a 415', 'POST', '/api/locations', true, 415],
    ['health', 'GET', '/health/live', false, 200],
  ])('%s carries nosniff, no framing and a CSP, and no CORS header', async (_name, method, url, withToken, status) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: 'https://evil.example', ...(withToken ? { authorization: `Bearer ${c.token}` } : {}), ...(method === 'POST' ? { 'content-type': 'text/plain' } : {}) },
      payload: method === 'POST' ? 'x' : undefined,
    });
    expect(res.statusCode).toBe(status);
    expectHardened(res.headers);
    // Plain HTTP (tests inject without TLS): no HSTS, browsers would ignore it anyway.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/people/%E0%A4%A', `/api/people/${'a'.repeat(300)}`])('a router error (%s) carries them too, and the request id', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectHardened(res.headers);
    expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-f-]{36}$/);
  });

  it('a CORS preflight is refused: no allow-origin, no allowed methods', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/people',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ code: res.statusCode }));
  });

  it('the /api/docs page still answers 200 with HTML, and its scripts are same-origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // Every script the page loads comes from this origin, so script-src 'self' lets it run.
    const scripts = [...res.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const script = await t.app.inject({ method: 'GET', url: new URL(src, 'http://x/api/docs').pathname });
      expect(script.statusCode).toBe(200);
    }
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });

  describe('HSTS behind a proxy (TLS_MODE=proxy)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ env: { TLS_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1' } });
    });
    afterAll(() => proxied.close());

    it('is sent when the trusted proxy says the request came over HTTPS', async () => {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/people', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectHardened(res.headers);
    });

    it('is not sent on a plain HTTP request (refused with 403 anyway)', async () => {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/people', headers: { 'x-forwarded-proto': 'http' } });
      expect(res.statusCode).toBe(403);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expectHardened(res.headers);
    });
  });

  describe('CORS_ORIGINS', () => {
    let open: TestApp;
    let token: string;
    beforeAll(async () => {
      open = await createTestApp({ env: { CORS_ORIGINS: 'https://hr.example.com' } });
      token = (await newCompany(open)).token;
    });
    afterAll(() => open.close());

    it('allows exactly the listed origin, with preflight', async () => {
      const preflight = await open.app.inject({
        method: 'OPTIONS',
        url: '/api/people',
        headers: { origin: 'https://hr.example.com', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://hr.example.com');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const listed = await open.app.inject({ method: 'GET', url: '/api/people', headers: { origin: 'https://hr.example.com', authorization: `Bearer ${token}` } });
      expect(listed.headers['access-control-allow-origin']).toBe('https://hr.example.com');
      expect(String(listed.headers['access-control-expose-headers'])).toContain('X-Request-Id');
    });

    it('gives another origin nothing', async () => {
      const res = await open.app.inject({ method: 'GET', url: '/api/people', headers: { origin: 'https://evil.example', authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses wildcards and paths at start', () => {
      expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
      expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/app' })).toThrow(/CORS_ORIGINS/);
      expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    });
  });
});
