import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/**
 * Carried-over days not used within `carryOverExpiresAfterMonths` of the new leave year expire; days taken are spent
 * from carried-over days first.
 */
describe('balances: carry-over expiring after 3 months', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('spends the days taken in January from the 5 carried over; the 2 left expire on 1 April', async () => {
    const expiring = await h().policy({ allowance: 25, carryOverLimit: 5, carryOverExpiresAfterMonths: 3 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, expiring, '2020-01-01');
    expect(await h().take(person, '2025-03-03', '2025-03-14')).toBe(10); // 15 unused in 2025: 5 carried over
    expect(await h().take(person, '2026-01-12', '2026-01-14')).toBe(3);
    expect(await h().balance(person, '&year=2026&asOf=2026-03-31')).toEqual(expect.objectContaining({
      carriedOver: 5, fromPrevAccrualPeriod: 5, fromPrevAccrualPeriodExpired: 0, used: 3, balance: 25 + 5 - 3, endOfYearBalance: 25 + 5 - 2 - 3,
    }));
    expect(await h().balance(person, '&year=2026&asOf=2026-04-01')).toEqual(expect.objectContaining({
      fromPrevAccrualPeriodExpired: 2, balance: 25 + 5 - 2 - 3, endOfYearBalance: 25 + 5 - 2 - 3,
    }));
  });

  it('expires every carried-over day when none was taken in time', async () => {
    const expiring = await h().policy({ allowance: 25, carryOverLimit: 5, carryOverExpiresAfterMonths: 3 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, expiring, '2020-01-01');
    await h().take(person, '2026-05-04', '2026-05-06'); // after 1 April (4 May is a bank holiday: 2 days)
    expect(await h().balance(person, '&year=2026&asOf=2026-06-01')).toEqual(expect.objectContaining({
      carriedOver: 5, fromPrevAccrualPeriodExpired: 5, used: 2, balance: 25 + 5 - 5 - 2,
    }));
  });
});
