import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Every read and write is scoped to the caller's company; another company's id answers 404 (D3). */
describe('tenant isolation', () => {
  let t: TestApp;
  let a: TestCompany;
  let b: TestCompany;
  let bLocation: any;
  let bPolicyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await newCompany(t, 'Company A');
    b = await newCompany(t, 'Company B');
    bPolicyId = (await t.api.get('/api/time-away-policies', b.token)).body.data[0].id;
    bLocation = (await t.api.post('/api/locations', b.token, { city: 'Paris', countryCode: 'FR', timeAwayPolicyId: bPolicyId })).body;
    expect(bLocation.id).toBeDefined();
  });
  afterAll(() => t.close());

  it('lists only the caller company rows', async () => {
    const companies = await t.api.get('/api/companies', a.token);
    expect(companies.body.total).toBe(1);
    expect(companies.body.data[0].id).toBe(a.companyId);
    const locations = await t.api.get('/api/locations', a.token);
    expect(locations.body.total).toBe(0);
    const policies = await t.api.get('/api/time-away-policies', a.token);
    expect(policies.body.data.every((p: any) => p.companyId === a.companyId)).toBe(true);
    const types = await t.api.get('/api/time-away-types?$limit=250', a.token);
    expect(types.body.total).toBe(7);
    expect(types.body.data.every((p: any) => p.companyId === a.companyId)).toBe(true);
  });

  it.each([
    ['GET', () => `/api/locations/${bLocation.id}`],
    ['PATCH', () => `/api/locations/${bLocation.id}`],
    ['DELETE', () => `/api/locations/${bLocation.id}`],
    ['GET', () => `/api/companies/${b.companyId}`],
    ['PATCH', () => `/api/companies/${b.companyId}`],
    ['GET', () => `/api/time-away-policies/${bPolicyId}`],
    ['PATCH', () => `/api/time-away-policies/${bPolicyId}`],
    ['DELETE', () => `/api/time-away-policies/${bPolicyId}`],
  ])('%s on another company record answers 404 exactly like an unknown id', async (method, url) => {
    const body = method !== 'PATCH' ? undefined : url().includes('locations') ? { label: 'x' } : { name: 'x' };
    const foreign = await t.api.request(method as any, url(), a.token, body);
    expect(foreign.status).toBe(404);
    expect(foreign.body.name).toBe('NotFound');
    const unknown = await t.api.request(method as any, url().replace(/[^/]+$/, 'unknown-id'), a.token, body);
    expect(unknown.status).toBe(404);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(foreign.body).sort());
  });

  it('leaves the other company untouched after the refused writes', async () => {
    const location = await t.api.get(`/api/locations/${bLocation.id}`, b.token);
    expect(location.status).toBe(200);
    expect(location.body.city).toBe('Paris');
    const company = await t.api.get(`/api/companies/${b.companyId}`, b.token);
    expect(company.body.name).toBe('Company B');
  });

  it('refuses a foreign id in a body with 422 on that field', async () => {
    const res = await t.api.post('/api/locations', a.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: bPolicyId });
    expect(res.status).toBe(422);
    expect(res.body.name).toBe('ValidationError');
    expect(res.body.issues).toEqual([expect.objectContaining({ name: 'timeAwayPolicyId' })]);
    const aPolicy = (await t.api.get('/api/time-away-policies', a.token)).body.data[0].id;
    const aLocation = (await t.api.post('/api/locations', a.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: aPolicy })).body;
    const patch = await t.api.patch(`/api/locations/${aLocation.id}`, a.token, { timeAwayPolicyId: bPolicyId });
    expect(patch.status).toBe(422);
    expect(patch.body.issues[0].name).toBe('timeAwayPolicyId');
  });

  it('ignores a companyId sent in a body rather than writing into another company', async () => {
    const res = await t.api.post('/api/time-away-policies', a.token, { name: 'Sneaky', companyId: b.companyId });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: any) => i.name)).toContain('companyId');
  });
});
