import { captureLogs } from '../../support/log-capture';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Health, metrics, the OpenAPI document and structured logs (D1, D15). */
describe('platform endpoints and logs', () => {
  let t: TestApp;
  let c: TestCompany;
  const { stream, lines } = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ logStream: stream });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('GET /health/live and /health/ready need no token; ready checks database and Redis', async () => {
    expect((await t.api.get('/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.api.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.details).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('GET /metrics serves Prometheus text with request durations', async () => {
    await t.api.get('/api/locations', c.token);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/api/locations"');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('GET /api/openapi.json documents the routes and DTOs; /api/docs is browsable', async () => {
    const doc = await t.api.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/locations', '/api/locations/{id}', '/api/companies/{id}', '/api/me', '/api/time-away-policies', '/api/time-away-types']));
    expect(doc.body.paths['/api/companies'].post).toBeUndefined();
    expect(doc.body.paths['/api/locations'].post.requestBody).toBeDefined();
    expect(doc.body.paths['/api/locations'].get.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['$limit', '$skip']));
    expect(doc.body.components.securitySchemes.bearer).toEqual(expect.objectContaining({ scheme: 'bearer' }));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html');
  });

  it('answers every request with a request id, keeping a sane one the client sent', async () => {
    const fresh = await t.api.get('/api/locations', c.token);
    expect(fresh.headers['x-request-id']).toMatch(/^req_/);
    const given = await t.api.request('GET', '/api/locations', c.token, undefined, { 'x-request-id': 'abc-123' });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await t.api.request('GET', '/api/locations', c.token, undefined, { 'x-request-id': 'x'.repeat(300) });
    expect(hostile.headers['x-request-id']).toMatch(/^req_/);
  });

  it('writes structured JSON logs with the request id and never the token', async () => {
    lines.length = 0;
    await t.api.request('GET', '/api/locations', c.token, undefined, { 'x-request-id': 'trace-me-1' });
    await t.api.get('/api/locations?signature=s3cret&token=tok', c.token);
    await new Promise((r) => setTimeout(r, 50));
    const parsed = lines.map((l) => JSON.parse(l));
    const mine = parsed.filter((l) => l.reqId === 'trace-me-1');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((l) => l.res?.statusCode === 200)).toBe(true);
    const all = lines.join('\n');
    expect(all).not.toContain(c.token);
    expect(all).not.toContain(c.token.slice(4));
    expect(all).not.toContain('s3cret');
    expect(all).not.toMatch(/authorization/i);
  });

  it('logs a 500 with its error id, and the client sees only the id', async () => {
    lines.length = 0;
    await t.db.query('ALTER TABLE time_away_types RENAME TO time_away_types_moved');
    try {
      const res = await t.api.get('/api/time-away-types', c.token);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ id: expect.stringMatching(/^err_/), code: 500, name: 'GeneralError', message: 'An unexpected error occurred' });
      expect(JSON.stringify(res.body)).not.toContain('time_away_types');
      await new Promise((r) => setTimeout(r, 50));
      expect(lines.some((l) => l.includes(res.body.id) && l.includes('time_away_types'))).toBe(true);
    } finally {
      await t.db.query('ALTER TABLE time_away_types_moved RENAME TO time_away_types');
    }
  });
});
