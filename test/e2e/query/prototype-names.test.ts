import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Query keys named like `Object.prototype` members never reach SQL: they once did through inherited
 * properties of the query declarations (`$sort[constructor]=1` sorted by `function Object() {...}`).
 * Every list route, every place a client names an attribute or an operator.
 */
describe('prototype names in list queries never reach SQL', () => {
  let t: TestApp;
  let c: TestCompany;
  let lists: string[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const doc = (await t.api.get('/api/openapi.json')).body;
    lists = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path, ops]) => ops.get && !path.includes('{') && path.startsWith('/api/') && !['/api/me', '/api/openapi.json'].includes(path))
      .map(([path]) => path);
    expect(lists).toEqual(expect.arrayContaining(['/api/compensation-types', '/api/people', '/api/locations']));
  });
  afterAll(() => t.close());

  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf', '__defineGetter__'];
  const queries = names.flatMap((n) => [
    `$sort[${n}]=1`,
    `${n}=1`,
    `${n}[$eq]=1`,
    `$or[0][${n}]=1`,
    `createdAt[${n}]=1`,
    `status[${n}]=1`,
    `$or[0][createdAt][${n}]=1`,
  ]);

  it('answers 2xx or 422 with the error object, never 500', async () => {
    const failures: string[] = [];
    for (const path of lists) {
      for (const query of queries) {
        const res = await t.api.get(`${path}?${query}`, c.token);
        if (res.status >= 500) failures.push(`${path}?${query}: ${res.status}`);
        else if (res.status >= 400) expect(res.body).toEqual(expect.objectContaining({ code: res.status, id: expect.any(String), name: expect.any(String) }));
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a prototype name as a sort attribute with 422 naming it', async () => {
    const res = await t.api.get('/api/compensation-types?$sort[constructor]=1', c.token);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(expect.objectContaining({ code: 422, name: 'QueryParameterValidationError', message: expect.stringContaining('$sort[constructor]') }));
    for (const n of ['toString', 'hasOwnProperty']) {
      const other = await t.api.get(`/api/people?$sort[${n}]=-1`, c.token);
      expect(other.status).toBe(422);
    }
  });
});
