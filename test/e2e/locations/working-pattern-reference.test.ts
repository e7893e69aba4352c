import { newCompany, newLocation, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newPattern } from '../working-patterns/patterns-support';

/** A location's `workingPatternId` names a pattern of the company, or is null: anything else is a 422 naming the field. */
describe('locations: their working pattern', () => {
  let t: TestApp;
  let c: TestCompany;
  let policyId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
  });
  afterAll(() => t.close());

  it('takes a pattern of the company, and null', async () => {
    const pattern = await newPattern(t, c.token);
    const made = await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId, workingPatternId: pattern });
    expect(made.status).toBe(201);
    expect(made.body.workingPatternId).toBe(pattern);
    expect((await t.api.patch(`/api/locations/${made.body.id}`, c.token, { workingPatternId: null })).body.workingPatternId).toBeNull();
  });

  it('refuses an unknown pattern and another company\'s, on create and on update (422 on workingPatternId)', async () => {
    const other = await newCompany(t);
    const theirs = await newPattern(t, other.token);
    for (const workingPatternId of ['no-such-pattern', theirs]) {
      expectError(
        await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId, workingPatternId }),
        422, 'ValidationError', ['workingPatternId'],
      );
    }
    const locationId = await newLocation(t, c.token);
    expectError(await t.api.patch(`/api/locations/${locationId}`, c.token, { workingPatternId: theirs }), 422, 'ValidationError', ['workingPatternId']);
    expect((await t.api.get(`/api/locations/${locationId}`, c.token)).body.workingPatternId).toBeNull();
  });
});
