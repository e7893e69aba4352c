import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/**
 * Without `year`, the statement reads entries from 23 months before the month of `asOf` to 12 months after it: enough
 * for the leave year containing `asOf` and the year before, whatever month the policy's years start in. Days on the
 * first day of the year before and on the last day of the year count.
 */
describe('balances: the days read without a year reach both ends of the years they count', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('as of the last day of a leave year starting in April: the year before from its first day, this year to its last', async () => {
    const april = await h().policy({ allowance: 25, carryOverLimit: null, yearStartMonth: 4 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, april, '2020-01-01');
    await h().take(person, '2025-04-01', '2025-04-01'); // the first day of leave year 2025
    await h().take(person, '2026-03-31', '2026-03-31'); // its last day
    await h().take(person, '2027-03-31', '2027-03-31'); // the last day of leave year 2026
    expect(await h().balance(person, '&asOf=2027-03-31')).toEqual(expect.objectContaining({ year: 2026, carriedOver: 23, used: 1, balance: 25 + 23 - 1 }));
  });

  it('as of the last day of a leave year starting in December, and on the first day of one starting in November', async () => {
    const december = await h().policy({ allowance: 25, carryOverLimit: null, yearStartMonth: 12 });
    const first = await h().person('2020-01-01');
    await h().allocate(first, december, '2020-01-01');
    await h().take(first, '2024-12-02', '2024-12-02'); // leave year 2024, which starts on 1 December 2024
    expect(await h().balance(first, '&asOf=2026-11-30')).toEqual(expect.objectContaining({ year: 2025, carriedOver: 24 }));

    const november = await h().policy({ allowance: 25, carryOverLimit: null, yearStartMonth: 11 });
    const second = await h().person('2020-01-01');
    await h().allocate(second, november, '2020-01-01');
    await h().take(second, '2027-10-29', '2027-10-29'); // the last working day of leave year 2026
    expect(await h().balance(second, '&asOf=2026-11-01')).toEqual(expect.objectContaining({ year: 2026, used: 1 }));
  });
});
