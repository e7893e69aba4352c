import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { allocate, FOUR_SHORT_DAYS, newPattern } from '../working-patterns/patterns-support';
import { balanceHelpers } from './balances-support';

/**
 * A policy's `unit` is `days` (the default) or `hours`: an `hours` policy's allowance and every balance figure are in
 * hours and count its entries' `hours`.
 */
describe('balances: a policy counted in hours', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('counts the allowance, the hours used and pending, and the balance in hours', async () => {
    const hours = await h().policy({ allowance: 150, carryOverLimit: 0, unit: 'hours' });
    const person = await h().person('2020-01-01');
    await h().allocate(person, hours, '2020-01-01');
    await allocate(t, c.token, person, await newPattern(t, c.token, FOUR_SHORT_DAYS), '2020-01-01');
    // A week off (4 days of 7.5 hours) approved.
    expect(await h().take(person, '2026-03-02', '2026-03-08')).toBe(4);
    await h().adjust(person, '2026-05-04', 3.75);
    expect(await h().balance(person, '&year=2026&asOf=2026-06-01')).toEqual(expect.objectContaining({
      unit: 'hours', allowance: 150, accrued: 150, carriedOver: 0, used: 30, adjustments: 3.75, balance: 123.75, endOfYearBalance: 123.75,
    }));
  });

  it('keeps counting days for a days policy, the default', async () => {
    const days = await h().policy({ allowance: 20, carryOverLimit: 0 });
    expect((await t.api.get(`/api/time-away-policies/${days}`, c.token)).body.unit).toBe('days');
    const person = await h().person('2020-01-01');
    await h().allocate(person, days, '2020-01-01');
    await allocate(t, c.token, person, await newPattern(t, c.token, FOUR_SHORT_DAYS), '2020-01-01');
    await h().take(person, '2026-03-02', '2026-03-08');
    expect(await h().balance(person, '&year=2026&asOf=2026-06-01')).toEqual(expect.objectContaining({ unit: 'days', allowance: 20, used: 4, balance: 16 }));
  });

  it('takes an allowance above 366 for hours only, and refuses another unit (422)', async () => {
    expect((await t.api.post('/api/time-away-policies', c.token, { name: 'Hours', allowance: 1950, unit: 'hours' })).status).toBe(201);
    expectError(await t.api.post('/api/time-away-policies', c.token, { name: 'Days', allowance: 1950 }), 422, 'ValidationError', ['allowance']);
    expectError(await t.api.post('/api/time-away-policies', c.token, { name: 'Weeks', allowance: 5, unit: 'weeks' }), 422, 'ValidationError', ['unit']);
    const days = await h().policy({ allowance: 300 });
    expect((await t.api.patch(`/api/time-away-policies/${days}`, c.token, { unit: 'hours', allowance: 2400 })).body).toMatchObject({ unit: 'hours', allowance: 2400 });
    expectError(await t.api.patch(`/api/time-away-policies/${days}`, c.token, { unit: 'days' }), 422, 'ValidationError', ['allowance']);
  });
});
