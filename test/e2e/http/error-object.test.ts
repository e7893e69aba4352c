import { createTestApp, TestApp } from '../../support/test-app';
import { newCompany, TestCompany } from '../../support/factories';
import { renderError } from '../../../src/core/errors/render-error';

/** The error object and statuses of the spec (Errors, D15), through the whole HTTP stack. */
describe('errors', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const expectErrorShape = (body: any, code: number, name: string) => {
    expect(body).toEqual(expect.objectContaining({ code, name, message: expect.any(String), id: expect.stringMatching(/^err_/) }));
  };

  it('401 NotAuthenticated without a token', async () => {
    const res = await t.api.get('/api/locations');
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 401, 'NotAuthenticated');
  });

  it('401 NotAuthenticated with a malformed or unknown token', async () => {
    for (const header of ['Bearer nonsense', 'Basic abc', 'Bearer prk_unknownunknownunknown', 'prk_x']) {
      const res = await t.api.request('GET', '/api/locations', undefined, undefined, { authorization: header });
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 401, 'NotAuthenticated');
    }
  });

  it('404 NotFound for an unknown id and an unknown path', async () => {
    const res = await t.api.get('/api/locations/doesnotexist', c.token);
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404, 'NotFound');
    const path = await t.api.get('/api/nothing-here', c.token);
    expect(path.status).toBe(404);
    expectErrorShape(path.body, 404, 'NotFound');
  });

  it('405 MethodNotAllowed for an operation the resource does not expose', async () => {
    const create = await t.api.post('/api/companies', c.token, { name: 'x' });
    expect(create.status).toBe(405);
    expectErrorShape(create.body, 405, 'MethodNotAllowed');
    const del = await t.api.delete(`/api/companies/${c.companyId}`, c.token);
    expect(del.status).toBe(405);
    const typeDelete = await t.api.delete('/api/time-away-types/some-id', c.token);
    expect(typeDelete.status).toBe(405);
  });

  it('422 ValidationError with issues for bad fields, naming unknown ones', async () => {
    const res = await t.api.post('/api/time-away-types', c.token, { name: 5, category: 'holiday', colour: 'red' });
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422, 'ValidationError');
    const names = res.body.issues.map((i: any) => i.name);
    expect(names).toEqual(expect.arrayContaining(['name', 'category', 'isTimeOff', 'colour']));
    expect(res.body.issues.find((i: any) => i.name === 'colour').reason).toMatch(/not an accepted field/);
  });

  it('422 QueryParameterValidationError naming the parameter', async () => {
    const res = await t.api.get('/api/locations?colour=red', c.token);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422, 'QueryParameterValidationError');
    expect(res.body.message).toContain('colour');
  });

  it('400 for a body that is not JSON, 415 for a wrong content type, 413 for an oversized body', async () => {
    const bad = await t.api.request('POST', '/api/time-away-types', c.token, '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 400, 'BadRequest');

    const type = await t.api.request('POST', '/api/time-away-types', c.token, 'name=x', { 'content-type': 'text/plain' });
    expect(type.status).toBe(415);
    expectErrorShape(type.body, 415, 'UnsupportedMediaType');

    const huge = await t.api.post('/api/time-away-types', c.token, { name: 'x'.repeat(1024 * 1024 + 10), isTimeOff: true, category: 'other' });
    expect(huge.status).toBe(413);
    expectErrorShape(huge.body, 413, 'PayloadTooLarge');
  });

  it('a JSON body that is not an object is a 4xx, never a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.api.request('POST', '/api/time-away-types', c.token, payload, { 'content-type': 'application/json' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.name).toBeDefined();
    }
  });

  it('a deadlock or serialization failure between concurrent writes is a retryable 503, not a 500', () => {
    for (const code of ['40P01', '40001']) {
      const rendered = renderError(Object.assign(new Error('deadlock detected'), { code }));
      expect(rendered.status).toBe(503);
      expect(rendered.body.name).toBe('Unavailable');
      expect(rendered.headers).toEqual({ 'retry-after': '1' });
    }
  });

  it('500 GeneralError hides internals', async () => {
    const rendered = renderError(new Error('relation "secret_table" does not exist'));
    expect(rendered.status).toBe(500);
    expect(rendered.body.name).toBe('GeneralError');
    expect(JSON.stringify(rendered.body)).not.toContain('secret_table');
  });
});
