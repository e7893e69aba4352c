import { newCompany, newLocation, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { allocate, newPattern } from './patterns-support';

/**
 * A pattern in use cannot be deleted (409 Conflict, the pattern kept): one allocated to someone, one a location
 * gives its people, the company default. Once nothing uses it, it can.
 */
describe('working patterns: a pattern in use', () => {
  let t: TestApp;
  let c: TestCompany;
  const remove = (id: string) => t.api.delete(`/api/working-patterns/${id}`, c.token);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('answers 409 while an allocation names it, and deletes it once none does', async () => {
    const pattern = await newPattern(t, c.token);
    const { personId } = await newUser(t, c.companyId, 'user');
    const allocation = await allocate(t, c.token, personId, pattern, '2026-01-01');
    expectError(await remove(pattern), 409, 'Conflict');
    expect((await t.api.get(`/api/working-patterns/${pattern}`, c.token)).status).toBe(200);
    expect((await t.api.delete(`/api/working-pattern-allocations/${allocation}`, c.token)).status).toBe(200);
    expect((await remove(pattern)).body).toEqual({ id: pattern, deleted: true });
  });

  it('answers 409 while a location gives it to its people', async () => {
    const pattern = await newPattern(t, c.token);
    const locationId = await newLocation(t, c.token, { workingPatternId: pattern });
    expectError(await remove(pattern), 409, 'Conflict');
    expect((await t.api.patch(`/api/locations/${locationId}`, c.token, { workingPatternId: null })).status).toBe(200);
    expect((await remove(pattern)).status).toBe(200);
  });

  it('answers 409 for the company default, which everyone without another pattern follows', async () => {
    const pattern = await newPattern(t, c.token, undefined, { isDefault: true });
    expectError(await remove(pattern), 409, 'Conflict');
    expect((await t.api.patch(`/api/working-patterns/${pattern}`, c.token, { isDefault: false })).status).toBe(200);
    expect((await remove(pattern)).status).toBe(200);
  });
});
