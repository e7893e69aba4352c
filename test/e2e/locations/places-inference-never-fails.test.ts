import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Place inference never fails a write: an unknown or hyphenated state, or a remote city the data knows badly, is
 * flagged or left without a region, never a 500 (the full sweep is src/core/geo/places.spec.ts).
 */
describe('places: an unknown state or remote city is no 500', () => {
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
});
