import { newCompany, TestCompany } from '../../support/factories';
import { eventsOf, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A policy's accrual frequency, leave-year start month and carry-over expiry: optional, with defaults that keep
 * every policy as it was (yearly, January, never).
 */
describe('time-away policies: accrual, leave year, carry-over expiry', () => {
  let t: TestApp;
  let c: TestCompany;

  const create = (body: Record<string, unknown>) => t.api.post('/api/time-away-policies', c.token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('defaults to yearly accrual, a leave year from January and carry-over that never expires (the default policy too)', async () => {
    const defaults = { accrualFrequency: 'yearly', yearStartMonth: 1, carryOverExpiresAfterMonths: null };
    expect((await t.api.get('/api/time-away-policies', c.token)).body.data[0]).toEqual(expect.objectContaining(defaults));
    expect((await create({ name: 'Plain', allowance: 20 })).body).toEqual(expect.objectContaining(defaults));
  });

  it('keeps the values given, on create and update, with the event', async () => {
    const made = await create({ name: 'UK', allowance: 28, accrualFrequency: 'monthly', yearStartMonth: 4, carryOverExpiresAfterMonths: 3 });
    expect(made.status).toBe(201);
    expect(made.body).toEqual(expect.objectContaining({ accrualFrequency: 'monthly', yearStartMonth: 4, carryOverExpiresAfterMonths: 3 }));
    const patched = await t.api.patch(`/api/time-away-policies/${made.body.id}`, c.token, { accrualFrequency: 'yearly', carryOverExpiresAfterMonths: null });
    expect(patched.body).toEqual(expect.objectContaining({ accrualFrequency: 'yearly', yearStartMonth: 4, carryOverExpiresAfterMonths: null }));
    const [event] = await eventsOf(t, c.companyId, { type: 'timeAwayPolicy.updated', objectId: made.body.id });
    expect(event.payload.data.previousAttributes).toEqual(expect.objectContaining({ accrualFrequency: 'monthly', carryOverExpiresAfterMonths: 3 }));
  });

  it.each([
    [{ accrualFrequency: 'weekly' }, 'accrualFrequency'],
    [{ accrualFrequency: null }, 'accrualFrequency'],
    [{ yearStartMonth: 0 }, 'yearStartMonth'],
    [{ yearStartMonth: 13 }, 'yearStartMonth'],
    [{ yearStartMonth: 4.5 }, 'yearStartMonth'],
    [{ yearStartMonth: null }, 'yearStartMonth'],
    [{ carryOverExpiresAfterMonths: 0 }, 'carryOverExpiresAfterMonths'],
    [{ carryOverExpiresAfterMonths: 13 }, 'carryOverExpiresAfterMonths'],
    [{ carryOverExpiresAfterMonths: '3' }, 'carryOverExpiresAfterMonths'],
  ])('refuses %j', async (fields, field) => {
    expectError(await create({ name: 'x', ...fields }), 422, 'ValidationError', [field]);
  });
});
