import { activePersonBody, newCompany, newLocation, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Names and titles made only of white space are refused (422 naming the field), on create and on update alike. */
describe('blank names and titles are refused', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const BLANKS = ['   ', '\t', ' \n '];

  it.each([
    ['/api/time-away-types', { name: 'Sabbatical', isTimeOff: true, category: 'other' }, 'name'],
    ['/api/compensation-types', { name: 'Bonus' }, 'name'],
    ['/api/custom-fields', { name: 'Shoe size', section: 'basics', type: 'text' }, 'name'],
  ])('POST %s with a blank %s: 422', async (path, body, field) => {
    for (const blank of BLANKS) {
      const res = await t.api.post(path, c.token, { ...body, [field]: blank });
      expectError(res, 422, 'ValidationError', [field]);
    }
    // The same body with a real value is accepted: the refusal is about the blank alone.
    expect((await t.api.post(path, c.token, { ...body, [field]: ` Real ${field} ` })).status).toBe(201);
  });

  it('POST /api/people with a blank first or last name, or a blank first job title: 422', async () => {
    const location = await newLocation(t, c.token);
    for (const blank of BLANKS) {
      for (const field of ['firstName', 'lastName']) {
        expectError(await t.api.post('/api/people', c.token, activePersonBody(location, { [field]: blank })), 422, 'ValidationError', [field]);
      }
      const blankTitle = await t.api.post('/api/people', c.token, activePersonBody(location, { jobRole: { jobTitle: blank } }));
      expect(blankTitle.status).toBe(422);
      expect(JSON.stringify(blankTitle.body.issues)).toContain('jobTitle');
    }
    expect((await t.api.post('/api/people', c.token, activePersonBody(location))).status).toBe(201);
  });

  it('POST /api/locations with a blank city: 422', async () => {
    const policies = await t.api.get('/api/time-away-policies', c.token);
    const body = { city: 'Paris', countryCode: 'FR', timeAwayPolicyId: policies.body.data[0].id };
    for (const blank of BLANKS) expectError(await t.api.post('/api/locations', c.token, { ...body, city: blank }), 422, 'ValidationError', ['city']);
    expect((await t.api.post('/api/locations', c.token, body)).status).toBe(201);
  });

  it('PATCH of a person or a location to a blank name: 422, the record unchanged', async () => {
    const location = await newLocation(t, c.token);
    for (const blank of BLANKS) {
      expectError(await t.api.patch(`/api/people/${c.ownerId}`, c.token, { lastName: blank }), 422, 'ValidationError', ['lastName']);
      expectError(await t.api.patch(`/api/locations/${location}`, c.token, { city: blank }), 422, 'ValidationError', ['city']);
    }
    expect((await t.api.get(`/api/people/${c.ownerId}`, c.token)).body.lastName.trim()).not.toBe('');
    expect((await t.api.get(`/api/locations/${location}`, c.token)).body.city).toBe('London');
  });
});
