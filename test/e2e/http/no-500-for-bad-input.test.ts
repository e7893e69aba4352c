import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Bad input is a 4xx with the error object, never a 500 (D15): every documented route, with malformed
 * ids, bodies of every wrong type and hostile query strings.
 */
describe('no 500 for bad input, on every route', () => {
  let t: TestApp;
  let c: TestCompany;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const doc = (await t.api.get('/api/openapi.json')).body;
    routes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(30);
  });
  afterAll(() => t.close());

  const ids = ['unknown', 'a'.repeat(300), '%00', "x'--", '..%2F..', '💥'];
  const bodies: unknown[] = [
    {}, [], 'text', 42, null, { personId: 'nope' }, { personId: 5, name: {}, amount: [], value: { deep: { deeper: 1 } } },
    { effectiveDate: '2024-13-45', startDate: 'yesterday', email: 'not-an-email', currency: 'XXX', countryCode: 'ZZ' },
    { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
    { name: 'x'.repeat(100_000) },
    { effectiveDate: '99999-01-01', amount: '1e309', cost: 'NaN', birthday: '0000-00-00' },
  ];
  const queries = ['$limit=-1', '$skip=abc', 'personId[$in][0][x]=1', '$asOf=not-a-date', '$asOf=2024-02-30', 'status=weird', '$or[0][personId]=x', 'createdAt[$gt]=x', '$sort[x]=1', 'a[b][c][d][e][f][g]=1'];

  const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(id));

  it('malformed ids answer 4xx', async () => {
    for (const route of routes.filter((r) => r.path.includes('{'))) {
      for (const id of ids) {
        const res = await t.api.request(route.method as any, fill(route.path, id), c.token, ['POST', 'PATCH'].includes(route.method) ? {} : undefined);
        if (res.status >= 500) throw new Error(`${route.method} ${route.path} with id ${id}: ${res.status} ${JSON.stringify(res.body)}`);
        expect(res.body).toEqual(expect.objectContaining({ code: res.status, name: expect.any(String) }));
      }
    }
  });

  it('bodies of every wrong shape answer 4xx', async () => {
    for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PATCH')) {
      for (const body of bodies) {
        const res = await t.api.request(route.method as any, fill(route.path, 'unknown'), c.token, JSON.stringify(body));
        if (res.status >= 500) throw new Error(`${route.method} ${route.path} with ${JSON.stringify(body).slice(0, 200)}: ${res.status}`);
      }
    }
  });

  it('hostile query strings on lists answer 2xx or 4xx', async () => {
    for (const route of routes.filter((r) => r.method === 'GET' && !r.path.includes('{'))) {
      for (const query of queries) {
        const res = await t.api.get(`${route.path}?${query}`, c.token);
        if (res.status >= 500) throw new Error(`GET ${route.path}?${query}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  });
});
