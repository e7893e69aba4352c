import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/** A leave year's allowance sums the allocations in effect in it, each pro-rated by the calendar days it covers. */
describe('balances: a policy change mid-year', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('pro-rates the allowance of that year across the two policies; the policy answered is the one of asOf', async () => {
    const twentyFive = await h().policy({ allowance: 25, carryOverLimit: 0 });
    const thirty = await h().policy({ allowance: 30, carryOverLimit: 0 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, twentyFive, '2020-01-01', '2026-06-30');
    await h().allocate(person, thirty, '2026-07-01');
    // 25 * 181 / 365 + 30 * 184 / 365 = 27.52 -> 27.5.
    expect(await h().balance(person, '&year=2026&asOf=2026-08-01')).toEqual(expect.objectContaining({
      year: 2026, timeAwayPolicyId: thirty, unlimited: false, allowance: 27.5, accrued: 27.5, carriedOver: 0, balance: 27.5, endOfYearBalance: 27.5,
    }));
    expect((await h().balance(person, '&year=2026&asOf=2026-03-01')).timeAwayPolicyId).toBe(twentyFive);
    expect((await h().balance(person, '&year=2025&asOf=2026-08-01')).allowance).toBe(25);
    expect((await h().balance(person, '&year=2027&asOf=2026-08-01')).allowance).toBe(30);
  });

  it('pro-rates by the employment\'s end too', async () => {
    const person = await h().person('2020-01-01');
    await t.db.query(`UPDATE people SET employment_end_date = '2026-06-30' WHERE id = $1`, [person]);
    // The default policy's 25 for 181 of 365 days: 12.4 -> 12.5.
    expect((await h().balance(person, '&year=2026&asOf=2026-06-01')).allowance).toBe(12.5);
  });
});
