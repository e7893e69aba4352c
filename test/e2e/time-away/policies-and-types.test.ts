import { DEFAULT_TIME_AWAY_TYPES } from '../../../src/modules/time-away-types';
import { TIME_AWAY_CATEGORIES } from '../../../src/modules/time-away-types/time-away-type.entity';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Time-away policies and types (D12). */
describe('time-away policies and types', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('each new company has a default policy and the default types', async () => {
    const policies = await t.api.get('/api/time-away-policies', c.token);
    expect(policies.body.total).toBe(1);
    expect(policies.body.data[0]).toEqual(expect.objectContaining({ name: 'Default policy', allowance: 25, carryOverLimit: 5, isDefault: true, companyId: c.companyId }));
    const types = await t.api.get('/api/time-away-types', c.token);
    expect(types.body.data.map((d: any) => [d.name, d.isTimeOff, d.category])).toEqual(DEFAULT_TIME_AWAY_TYPES.map((d) => [d.name, d.isTimeOff, d.category]));
    expect(new Set(types.body.data.map((d: any) => d.category))).toEqual(new Set(TIME_AWAY_CATEGORIES));
  });

  it('policies: create, retrieve, update (null allowance is unlimited), delete', async () => {
    const made = await t.api.post('/api/time-away-policies', c.token, { name: 'Generous', allowance: 30.5, carryOverLimit: null });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ name: 'Generous', allowance: 30.5, carryOverLimit: null, isDefault: false }));
    const unlimited = await t.api.patch(`/api/time-away-policies/${made.body.id}`, c.token, { allowance: null });
    expect(unlimited.body.allowance).toBeNull();
    expect(unlimited.body.name).toBe('Generous');
    expect((await t.api.get(`/api/time-away-policies/${made.body.id}`, c.token)).body.allowance).toBeNull();
    expect((await t.api.delete(`/api/time-away-policies/${made.body.id}`, c.token)).body).toEqual({ id: made.body.id, deleted: true });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x', allowance: -1 }, 'allowance'],
    [{ name: 'x', allowance: '20' }, 'allowance'],
    [{ name: 'x', allowance: 1.234 }, 'allowance'],
    [{ name: 'x', carryOverLimit: 'lots' }, 'carryOverLimit'],
    [{ name: 'x', accrual: 'monthly' }, 'accrual'],
  ])('refuses the policy %j naming %s', async (body, field) => {
    const res = await t.api.post('/api/time-away-policies', c.token, body);
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: any) => i.name)).toContain(field);
  });

  it('refuses to delete the default policy or a policy a location uses', async () => {
    const defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data.find((p: any) => p.isDefault);
    expect((await t.api.delete(`/api/time-away-policies/${defaultPolicy.id}`, c.token)).status).toBe(422);
    const used = (await t.api.post('/api/time-away-policies', c.token, { name: 'Used' })).body;
    await t.api.post('/api/locations', c.token, { city: 'Lisbon', countryCode: 'PT', timeAwayPolicyId: used.id });
    const res = await t.api.delete(`/api/time-away-policies/${used.id}`, c.token);
    expect(res.status).toBe(422);
    expect(res.body.name).toBe('ValidationError');
  });

  it('types: create, retrieve, update; no delete (405)', async () => {
    const made = await t.api.post('/api/time-away-types', c.token, { name: 'Volunteering', isTimeOff: true, category: 'other' });
    expect(made.status).toBe(201);
    const updated = await t.api.patch(`/api/time-away-types/${made.body.id}`, c.token, { name: 'Volunteering day', category: 'paidTimeOff' });
    expect(updated.body).toEqual(expect.objectContaining({ name: 'Volunteering day', isTimeOff: true, category: 'paidTimeOff' }));
    expect((await t.api.get(`/api/time-away-types/${made.body.id}`, c.token)).body.name).toBe('Volunteering day');
    const del = await t.api.delete(`/api/time-away-types/${made.body.id}`, c.token);
    expect(del.status).toBe(405);
    expect(del.body.name).toBe('MethodNotAllowed');
  });

  it.each([
    [{ name: 'x', isTimeOff: true, category: 'holiday' }, 'category'],
    [{ name: 'x', isTimeOff: 'yes', category: 'other' }, 'isTimeOff'],
    [{ isTimeOff: true, category: 'other' }, 'name'],
  ])('refuses the type %j naming %s', async (body, field) => {
    const res = await t.api.post('/api/time-away-types', c.token, body);
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: any) => i.name)).toContain(field);
  });
});
