import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/** Adjustments count in the leave year containing their date, added to the balance whatever their sign. */
describe('balances: adjustments of both signs', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('adds the year\'s adjustments to the balance and the balance at its end', async () => {
    const person = await h().person('2020-01-01');
    await h().take(person, '2025-03-03', '2025-03-14'); // 10 days: 5 carried over (the default policy's limit)
    await h().adjust(person, '2026-02-01', 2.5);
    await h().adjust(person, '2026-09-01', -1);
    await h().adjust(person, '2027-01-01', 4);
    await h().take(person, '2026-03-02', '2026-03-04');
    expect(await h().balance(person, '&year=2026&asOf=2026-06-01')).toEqual(expect.objectContaining({
      allowance: 25, carriedOver: 5, adjustments: 1.5, used: 3, balance: 25 + 5 + 1.5 - 3, endOfYearBalance: 25 + 5 + 1.5 - 3,
    }));
    expect((await h().balance(person, '&year=2027&asOf=2026-06-01')).adjustments).toBe(4);
  });

  it('counts an adjustment of the year before in what is carried over, within the limit', async () => {
    const person = await h().person('2020-01-01');
    expect(await h().take(person, '2025-03-03', '2025-04-01')).toBe(22);
    await h().adjust(person, '2025-06-01', 1.5);
    // 25 + 1.5 - 22 = 4.5 unused: under the limit of 5.
    expect((await h().balance(person, '&year=2026&asOf=2026-06-01')).carriedOver).toBe(4.5);
  });
});
