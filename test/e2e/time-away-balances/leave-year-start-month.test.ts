import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/** A policy whose leave year starts in April: year=2026 is April 2026 to March 2027. */
describe('balances: a leave year starting in April', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('counts the days taken from April to March, carries over from the leave year before, and defaults to the year containing asOf', async () => {
    const april = await h().policy({ allowance: 25, carryOverLimit: null, yearStartMonth: 4 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, april, '2020-01-01');
    expect(await h().take(person, '2026-03-02', '2026-03-03')).toBe(2); // leave year 2025
    expect(await h().take(person, '2026-04-13', '2026-04-15')).toBe(3); // leave year 2026
    expect(await h().take(person, '2027-02-01', '2027-02-01')).toBe(1); // leave year 2026
    expect(await h().balance(person, '&year=2026&asOf=2026-11-28')).toEqual(expect.objectContaining({
      year: 2026, allowance: 25, used: 4, carriedOver: 23, balance: 25 + 23 - 4,
    }));
    expect(await h().balance(person, '&asOf=2027-03-31')).toEqual(expect.objectContaining({ year: 2026, used: 4 }));
    expect(await h().balance(person, '&asOf=2026-03-31')).toEqual(expect.objectContaining({ year: 2025, used: 2 }));
  });
});
