import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Bodies a new user might try (NUL characters, deep nesting, forms and other content types) answer 4xx with the
 * error object: never a 500, never written as if they were JSON.
 */
describe('bad bodies are refused with the error object', () => {
  let t: TestApp;
  let c: TestCompany;
  let writes: { method: string; path: string }[];

  const errorObject = (status: number) => expect.objectContaining({ id: expect.any(String), code: status, name: expect.any(String), message: expect.any(String) });
  const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const doc = (await t.api.get('/api/openapi.json')).body;
    writes = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).filter((m) => m === 'post' || m === 'patch').map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(writes.length).toBeGreaterThan(15);
  });
  afterAll(() => t.close());

  describe('NUL characters', () => {
    it('PATCH /api/people/:id with a NUL in firstName answers 422 naming the field', async () => {
      const res = await t.api.patch(`/api/people/${c.ownerId}`, c.token, { firstName: 'a\u0000b' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual(errorObject(422));
      expect(res.body.issues).toEqual([expect.objectContaining({ name: 'firstName' })]);
      const person = await t.api.get(`/api/people/${c.ownerId}`, c.token);
      expect(person.body.firstName).toBe('Olive');
    });

    it('every write route refuses a NUL in any string, nested ones and keys included, with 422', async () => {
      const bodies = [{ name: 'x\u0000' }, { address: { line1: 'a\u0000' } }, { teams: ['ok', '\u0000'] }, { 'na\u0000me': 'x' }];
      for (const route of writes) {
        for (const body of bodies) {
          const res = await t.api.request(route.method as 'POST', fill(route.path, c.ownerId), c.token, body);
          expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 422 });
          expect(res.body).toEqual(errorObject(422));
        }
      }
    });

    it('a NUL in a query filter answers 422, not a database error', async () => {
      const res = await t.api.get('/api/people?email=a%00b@example.com', c.token);
      expect(res.status).toBe(422);
      expect(res.body).toEqual(errorObject(422));
    });
  });

  describe('deep nesting', () => {
    const arrays = '['.repeat(400) + ']'.repeat(400);
    const objects = '{"a":'.repeat(400) + '1' + '}'.repeat(400);

    it.each([
      ['POST', '/api/people'],
      ['PATCH', '/api/people/{id}'],
      ['POST', '/api/compensations'],
      ['PATCH', '/api/compensations/{id}'],
    ])('%s %s answers 422 for hundreds of nested arrays or objects', async (method, path) => {
      for (const body of [arrays, objects, `{"firstName":${arrays}}`]) {
        const res = await t.api.request(method as 'POST', fill(path, c.ownerId), c.token, body);
        expect(res.status).toBe(422);
        expect(res.body).toEqual(errorObject(422));
        expect(res.body.message).toMatch(/nested deeper/);
      }
    });
  });

  describe('content types', () => {
    const locationCount = async () => Number((await t.db.query('SELECT count(*) AS n FROM locations WHERE company_id = $1', [c.companyId]))[0].n);

    it('a form post answers 415 and writes nothing', async () => {
      const before = await locationCount();
      const policies = await t.api.get('/api/time-away-policies', c.token);
      const form = `city=London&countryCode=GB&timeAwayPolicyId=${policies.body.data[0].id}`;
      const res = await t.api.request('POST', '/api/locations', c.token, form, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status).toBe(415);
      expect(res.body).toEqual(errorObject(415));
      expect(await locationCount()).toBe(before);
      // The same body as JSON is accepted, so the 415 is about the content type alone.
      const json = await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policies.body.data[0].id });
      expect(json.status).toBe(201);
    });

    it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/vnd.api+json'])('%s answers 415', async (type) => {
      const res = await t.api.request('PATCH', `/api/people/${c.ownerId}`, c.token, '{"firstName":"Eve"}', { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.body).toEqual(errorObject(415));
    });

    it('application/json with a charset is accepted', async () => {
      const res = await t.api.request('PATCH', `/api/people/${c.ownerId}`, c.token, '{"firstName":"Olive"}', { 'content-type': 'application/json; charset=utf-8' });
      expect(res.status).toBe(200);
    });
  });
});
