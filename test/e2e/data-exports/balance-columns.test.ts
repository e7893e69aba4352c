import { Clock } from '../../../src/core/clock';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from '../time-away-balances/balances-support';
import { exportCsv } from './exports-support';

const BALANCE_COLUMNS = ['allowance', 'accrued', 'carriedOver', 'fromPrevAccrualPeriod', 'fromPrevAccrualPeriodExpired', 'adjustments', 'balance', 'endOfYearBalance'];

/**
 * The export's balance columns are the balances route's computation (`GET /api/time-away-balances`): for the year of
 * the range (else the company's today) as of the company's today, accrual, carry-over and its expiry, adjustments
 * and the end-of-year balance included; an unlimited policy leaves every amount but `adjustments` empty.
 */
describe('data exports: balance columns as the balances route answers them', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);
  const emailOf = async (personId: string) => (await t.api.get(`/api/people/${personId}`, c.token)).body.email;
  /** The export row of one person (by work email), balance columns only. */
  const exported = async (personId: string, body: Record<string, unknown> = {}) => {
    const email = await emailOf(personId);
    const { rows } = await exportCsv(t, c.token, { fields: ['email', ...BALANCE_COLUMNS], ...body });
    const row = rows.find((r) => r.email === email)!;
    return Object.fromEntries(BALANCE_COLUMNS.map((name) => [name, row[name]]));
  };
  /** What the route answers, as the export writes it (numbers as decimal strings, nothing as an empty cell). */
  const answered = async (personId: string, query: string) => {
    const balance = await h().balance(personId, query);
    return Object.fromEntries(BALANCE_COLUMNS.map((name) => [name, balance[name] === null ? '' : String(balance[name])]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterEach(() => t.app.get(Clock).reset());
  afterAll(() => t.close());

  it('fills monthly accrual, carry-over spent first and expired after 3 months, and adjustments of both signs', async () => {
    const policy = await h().policy({ allowance: 24, accrualFrequency: 'monthly', carryOverLimit: 5, carryOverExpiresAfterMonths: 3 });
    const person = await h().person('2020-01-01');
    await h().allocate(person, policy, '2020-01-01');
    expect(await h().take(person, '2025-06-02', '2025-06-06')).toBe(5); // 19 unused in 2025: 5 carried over
    expect(await h().take(person, '2026-01-05', '2026-01-06')).toBe(2); // spent from the 5 carried over
    await h().adjust(person, '2026-02-02', 1.5);
    await h().adjust(person, '2026-03-02', -0.5);
    // The company has no location: its today is UTC's, 15 April 2026.
    t.app.get(Clock).freezeAt(new Date('2026-04-15T12:00:00Z'));

    // Four months credited (2 each); the 3 carried-over days not spent by 1 April have expired.
    const expected = {
      allowance: '24', accrued: '8', carriedOver: '5', fromPrevAccrualPeriod: '5', fromPrevAccrualPeriodExpired: '3', adjustments: '1',
      balance: String(8 + 5 - 3 + 1 - 2), endOfYearBalance: String(24 + 5 - 3 + 1 - 2),
    };
    expect(await exported(person)).toEqual(expected);
    expect(await answered(person, '')).toEqual(expected);

    // The year of the range's end, as of today: 2025 is over, all of it credited, its 5 carried-over days expired unspent.
    const year2025 = {
      allowance: '24', accrued: '24', carriedOver: '5', fromPrevAccrualPeriod: '5', fromPrevAccrualPeriodExpired: '5', adjustments: '0',
      balance: String(24 + 5 - 5 - 5), endOfYearBalance: String(24 + 5 - 5 - 5),
    };
    expect(await exported(person, { startDate: '2025-01-01', endDate: '2025-12-31' })).toEqual(year2025);
    expect(await answered(person, '&year=2025')).toEqual(year2025);
  });

  it('leaves the amounts of an unlimited policy empty but counts its adjustments', async () => {
    const unlimited = await h().policy({ allowance: null });
    const person = await h().person('2020-01-01');
    await h().allocate(person, unlimited, '2020-01-01');
    await h().adjust(person, '2026-02-02', 2);
    t.app.get(Clock).freezeAt(new Date('2026-04-15T12:00:00Z'));
    const expected = {
      allowance: '', accrued: '', carriedOver: '', fromPrevAccrualPeriod: '', fromPrevAccrualPeriodExpired: '', adjustments: '2', balance: '', endOfYearBalance: '',
    };
    expect(await exported(person)).toEqual(expected);
    expect(await answered(person, '')).toEqual(expected);
  });
});
