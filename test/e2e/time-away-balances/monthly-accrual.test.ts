import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/** A monthly policy credits a twelfth of the allowance on the first day of each month of the leave year. */
describe('balances: monthly accrual', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('on the 15th of the fifth month, five twelfths are accrued; the whole year is the allowance', async () => {
    const monthly = await h().policy({ allowance: 24, carryOverLimit: 0, accrualFrequency: 'monthly' });
    const person = await h().person('2020-01-01');
    await h().allocate(person, monthly, '2020-01-01');
    const used = await h().take(person, '2026-02-02', '2026-02-03');
    expect(used).toBe(2);
    expect(await h().balance(person, '&year=2026&asOf=2026-05-15')).toEqual(expect.objectContaining({
      allowance: 24, accrued: 10, used: 2, balance: 8, endOfYearBalance: 22,
    }));
    expect((await h().balance(person, '&year=2026&asOf=2026-12-01')).accrued).toBe(24);
  });

  it('pro-rates the first month of employment by calendar days', async () => {
    const monthly = await h().policy({ allowance: 24, accrualFrequency: 'monthly' });
    const person = await h().person('2026-03-17');
    await h().allocate(person, monthly, '2026-03-17');
    // 2 * 15 / 31 for March, then 2 for April and May: 4.97 -> 5.
    expect(await h().balance(person, '&year=2026&asOf=2026-05-15')).toEqual(expect.objectContaining({ accrued: 5, allowance: 19 }));
  });
});
