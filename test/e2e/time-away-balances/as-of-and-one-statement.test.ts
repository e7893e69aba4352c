import { Clock } from '../../../src/core/clock';
import { TimeAwayBalancesService } from '../../../src/modules/time-away';
import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from './balances-support';

/**
 * `asOf` is today in the company's first location's timezone unless given; without `year` the balance is of the leave
 * year containing it. Any number of people are answered by one statement.
 */
describe('balances: as of a day, for many people at once', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(async () => {
    t.app.get(Clock).reset();
    await t.close();
  });

  it('defaults asOf to the company\'s today (its first location\'s timezone) and the year to the leave year containing it', async () => {
    const defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const monthly = await h().policy({ allowance: 24, accrualFrequency: 'monthly' });
    const person = await h().person('2020-01-01');
    await h().allocate(person, monthly, '2020-01-01');
    const clock = t.app.get(Clock);
    clock.freezeAt(new Date('2026-12-31T12:00:00Z'));
    try {
      // Without locations the company is on UTC: still 2026, every month credited.
      expect(await h().balance(person)).toEqual(expect.objectContaining({ year: 2026, accrued: 24 }));
      // Auckland (UTC+13 in summer): already 1 January 2027 there, a month credited.
      await t.api.post('/api/locations', c.token, { city: 'Auckland', countryCode: 'NZ', timeAwayPolicyId: defaultPolicy });
      expect(await h().balance(person)).toEqual(expect.objectContaining({ year: 2027, accrued: 2 }));
      expect(await h().balance(person, '&year=2026')).toEqual(expect.objectContaining({ year: 2026, accrued: 24 }));
    } finally {
      clock.reset();
    }
  });

  it('refuses an asOf that is not a date', async () => {
    const person = await h().person();
    for (const asOf of ['2026-02-30', 'today', '26-01-01', '1800-01-01']) {
      expectError(await t.api.get(`/api/time-away-balances?personId=${person}&asOf=${asOf}`, c.token), 422, 'QueryParameterValidationError');
    }
  });

  it('answers any number of people in one statement', async () => {
    const people = await Promise.all(Array.from({ length: 25 }, () => h().person('2024-01-01')));
    const em = t.db.manager;
    const query = jest.spyOn(em, 'query');
    try {
      const balances = await t.app.get(TimeAwayBalancesService).balancesFor(c.companyId, people, 2026, em);
      expect(balances).toHaveLength(25);
      expect(balances.every((b) => b.allowance === 25)).toBe(true);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });
});
