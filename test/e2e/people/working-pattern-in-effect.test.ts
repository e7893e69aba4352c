import { newCompany, newLocation, newUser, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { allocate, daysOf, newPattern } from '../working-patterns/patterns-support';

/**
 * A person answers `workingPatternId`: the pattern in effect today (their allocation covering it, else, without
 * working days of their own, their location's pattern, else the company default), or null. It is private: the person,
 * HR and their managers see it.
 */
describe('people: the working pattern in effect today', () => {
  let t: TestApp;
  let c: TestCompany;
  const patternOf = async (personId: string, token = c.token) => (await t.api.get(`/api/people/${personId}`, token)).body.workingPatternId;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('follows the allocation covering today, else the location\'s pattern, else the company default, else none', async () => {
    const { personId } = await newUser(t, c.companyId, 'user');
    expect(await patternOf(personId)).toBeNull();

    const fallback = await newPattern(t, c.token, undefined, { isDefault: true });
    expect(await patternOf(personId)).toBe(fallback);

    const atLocation = await newPattern(t, c.token);
    const locationId = await newLocation(t, c.token, { workingPatternId: atLocation });
    expect((await t.api.patch(`/api/people/${personId}`, c.token, { locationId })).status).toBe(200);
    expect(await patternOf(personId)).toBe(atLocation);

    const allocated = await newPattern(t, c.token);
    await allocate(t, c.token, personId, allocated, utcDay(1));
    expect(await patternOf(personId)).toBe(atLocation);
    await allocate(t, c.token, personId, allocated, utcDay(-30), utcDay(0));
    expect(await patternOf(personId)).toBe(allocated);
  });

  it('is null for a person whose own working days come before any pattern but an allocation', async () => {
    await newPattern(t, c.token, undefined, { isDefault: true });
    const { personId } = await newUser(t, c.companyId, 'user', undefined, { workingDays: [{ day: 'monday' }] });
    expect(await patternOf(personId)).toBeNull();
    const allocated = await newPattern(t, c.token, daysOf({ monday: 4 }));
    await allocate(t, c.token, personId, allocated, utcDay(-1));
    expect(await patternOf(personId)).toBe(allocated);
  });

  it('shows to the person and HR, not to a colleague', async () => {
    const pattern = await newPattern(t, c.token);
    const subject = await newUser(t, c.companyId, 'user');
    await allocate(t, c.token, subject.personId, pattern, utcDay(-1));
    const colleague = await newUser(t, c.companyId, 'user');
    const finance = await newUser(t, c.companyId, 'finance');
    expect(await patternOf(subject.personId, subject.token)).toBe(pattern);
    expect(await patternOf(subject.personId, finance.token)).toBe(pattern);
    const seen = (await t.api.get(`/api/people/${subject.personId}`, colleague.token)).body;
    expect(seen).not.toHaveProperty('workingPatternId');
  });
});
