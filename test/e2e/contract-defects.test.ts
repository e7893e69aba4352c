import { activePersonBody, newCompany, newLocation, newPerson, TestCompany } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** The two defects issue 14 found, through HTTP (the full sweeps are unit tests in test/unit). */
describe('issue 14 defects through HTTP', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;
  let policyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  describe('an unknown state or remote city is no 500', () => {
    it('creates a location in FR with state "Ile-de-France" (no region found: flagged, not failed)', async () => {
      const res = await t.api.post('/api/locations', c.token, { city: 'Paris', countryCode: 'FR', state: 'Ile-de-France', timeAwayPolicyId: policyId });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({ regionCode: null, isAddressInvalid: true, timezone: 'Europe/Paris' }));
    });

    it.each(['Foo-Bar', 'a-b-c', '-', 'Provence-Alpes-Cote-d-Azur'])('updates a location with the hyphenated state %s', async (state) => {
      const res = await t.api.patch(`/api/locations/${london}`, c.token, { state });
      expect(res.status).toBe(200);
      expect(res.body.regionCode).toBeNull();
    });

    it('still finds a region given by its name (Île-de-France -> FR-J)', async () => {
      const res = await t.api.post('/api/locations', c.token, { city: 'Paris', countryCode: 'FR', state: 'Île-de-France', timeAwayPolicyId: policyId });
      expect(res.status).toBe(201);
      expect(res.body.regionCode).toBe('FR-J');
    });

    it.each([
      ['Cheongju', 'KR', 'Asia/Seoul'],
      ['Mostar', 'BA', 'Europe/Sarajevo'],
    ])('makes a remote person in %s, %s', async (remoteCity, remoteCountryCode, timezone) => {
      const person = await newPerson(t, c.token, 'remote', { remoteCity, remoteCountryCode });
      expect(person).toEqual(expect.objectContaining({ remoteCity, remoteCountryCode, remoteTimezone: timezone, timezone }));
      const moved = await t.api.patch(`/api/people/${person.id}`, c.token, { remoteCity: 'Mostar', remoteCountryCode: 'BA' });
      expect(moved.status).toBe(200);
    });
  });

  describe('a value of the wrong type is refused for its type', () => {
    const reasonOf = (body: { issues?: { name: string; reason: string }[] }, name: string) => body.issues?.find((i) => i.name === name)?.reason;

    it.each([
      ['/api/people', 'firstName'],
      ['/api/people', 'city'],
      ['/api/locations', 'city'],
      ['/api/time-away-policies', 'name'],
      ['/api/custom-fields', 'name'],
    ])('POST %s with %s: 12345 must be a string', async (route, field) => {
      const body = route === '/api/people' ? activePersonBody(london, { [field]: 12345 }) : { [field]: 12345 };
      const res = await t.api.post(route, c.token, body);
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, field)).toBe('must be a string');
    });

    it('POST /api/job-roles with jobTitle 12345: must be a string', async () => {
      const person = await newPerson(t, c.token, london);
      const res = await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 12345, effectiveDate: '2025-01-01' });
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, 'jobTitle')).toBe('must be a string');
    });

    it('a too long string still answers its length', async () => {
      const res = await t.api.post('/api/people', c.token, activePersonBody(london, { firstName: 'x'.repeat(201) }));
      expect(res.status).toBe(422);
      expect(reasonOf(res.body, 'firstName')).toMatch(/shorter than or equal to 200/);
    });
  });
});
