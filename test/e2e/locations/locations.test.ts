import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

describe('locations', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  it('creates a location and infers country, timezone and region with data libraries', async () => {
    const res = await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policyId, label: 'HQ', postcode: 'SW1A 1AA', address: '10 Downing St', state: 'England' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), companyId: c.companyId, label: 'HQ', displayName: 'HQ', address: '10 Downing St', postcode: 'SW1A 1AA',
      city: 'London', state: 'England', country: 'United Kingdom', regionCode: 'GB-ENG', countryCode: 'GB', timezone: 'Europe/London',
      isAddressInvalid: false, timeAwayPolicyId: policyId, workingPatternId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), updatedAt: expect.any(String),
    });
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const fetched = await t.api.get(`/api/locations/${res.body.id}`, c.token);
    expect(fetched.body).toEqual(res.body);
  });

  it.each([
    ['Edinburgh', 'GB', 'Scotland', 'GB-SCT', 'Europe/London'],
    ['New York', 'US', 'NY', 'US-NY', 'America/New_York'],
    ['Paris', 'FR', null, null, 'Europe/Paris'],
    ['Sydney', 'AU', 'New South Wales', 'AU-NSW', 'Australia/Sydney'],
  ])('infers %s, %s', async (city, countryCode, state, regionCode, timezone) => {
    const res = await t.api.post('/api/locations', c.token, { city, countryCode, state, timeAwayPolicyId: policyId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ regionCode, timezone, isAddressInvalid: false }));
  });

  it('marks an address with an unknown region or a malformed postcode as invalid', async () => {
    const region = await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', state: 'Atlantis', timeAwayPolicyId: policyId });
    expect(region.body.isAddressInvalid).toBe(true);
    const postcode = await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', postcode: '1234567', timeAwayPolicyId: policyId });
    expect(postcode.body.isAddressInvalid).toBe(true);
  });

  it.each([
    [{ countryCode: 'GB', timeAwayPolicyId: 'x' }, 'city'],
    [{ city: 'London', timeAwayPolicyId: 'x' }, 'countryCode'],
    [{ city: 'London', countryCode: 'GB' }, 'timeAwayPolicyId'],
    [{ city: 'London', countryCode: 'XX', timeAwayPolicyId: 'x' }, 'countryCode'],
    [{ city: 'London', countryCode: 'gb', timeAwayPolicyId: 'x' }, 'countryCode'],
    [{ city: 'London', countryCode: 'GBR', timeAwayPolicyId: 'x' }, 'countryCode'],
    [{ city: 7, countryCode: 'GB', timeAwayPolicyId: 'x' }, 'city'],
    [{ city: null, countryCode: 'GB', timeAwayPolicyId: 'x' }, 'city'],
    [{ city: 'London', countryCode: 'GB', timeAwayPolicyId: 'x', label: 5 }, 'label'],
    [{ city: 'London', countryCode: 'GB', timeAwayPolicyId: 'x', country: 'Narnia' }, 'country'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const res = await t.api.post('/api/locations', c.token, body);
    expect(res.status).toBe(422);
    expect(res.body.name).toBe('ValidationError');
    expect(res.body.issues.map((i: any) => i.name)).toContain(field);
  });

  it('refuses an unknown time-away policy with 422', async () => {
    const res = await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.issues[0].name).toBe('timeAwayPolicyId');
  });

  it('updates only the fields sent, clears string|null fields with null, and re-infers', async () => {
    const made = (await t.api.post('/api/locations', c.token, { city: 'London', countryCode: 'GB', timeAwayPolicyId: policyId, label: 'Office', postcode: 'EC1A 1BB' })).body;
    const moved = await t.api.patch(`/api/locations/${made.id}`, c.token, { city: 'Berlin', countryCode: 'DE', postcode: null });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual(expect.objectContaining({ label: 'Office', city: 'Berlin', country: 'Germany', timezone: 'Europe/Berlin', postcode: null }));
    expect(new Date(moved.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(made.updatedAt).getTime());
    const nullCity = await t.api.patch(`/api/locations/${made.id}`, c.token, { city: null });
    expect(nullCity.status).toBe(422);
    expect(nullCity.body.issues[0].name).toBe('city');
  });

  it('deletes with the deletion confirmation, then answers 404', async () => {
    const made = (await t.api.post('/api/locations', c.token, { city: 'Oslo', countryCode: 'NO', timeAwayPolicyId: policyId })).body;
    const res = await t.api.delete(`/api/locations/${made.id}`, c.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: made.id, deleted: true });
    expect((await t.api.get(`/api/locations/${made.id}`, c.token)).status).toBe(404);
    expect((await t.api.delete(`/api/locations/${made.id}`, c.token)).status).toBe(404);
  });

  it('refuses to delete a location people work at', async () => {
    const made = (await t.api.post('/api/locations', c.token, { city: 'Rome', countryCode: 'IT', timeAwayPolicyId: policyId })).body;
    await t.db.query('UPDATE people SET location_id = $1 WHERE id = $2', [made.id, c.ownerId]);
    const res = await t.api.delete(`/api/locations/${made.id}`, c.token);
    expect(res.status).toBe(422);
    await t.db.query('UPDATE people SET location_id = NULL WHERE id = $1', [c.ownerId]);
  });
});
