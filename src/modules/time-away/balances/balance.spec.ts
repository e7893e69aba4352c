import { AllocatedTerms, PolicyTerms } from '../../time-away-policies';
import { balanceOf, BalanceSource, monthNumber } from './balance';

/**
 * A time-away balance for a leave year (docs/decisions-time-away.md, "Balances"): the allowance over the year's
 * allocations pro-rated by days (to the nearest half day), what of it is accrued by a day, unused days of the year
 * before carried over up to the limit and expiring after some months, adjustments, less the approved days used.
 */
const terms = (patch: Partial<PolicyTerms> = {}): PolicyTerms => ({
  id: 'pol', allowance: 25, carryOverLimit: 5, accrualFrequency: 'yearly', yearStartMonth: 1, carryOverExpiresAfterMonths: null, unit: 'days', ...patch,
});

/** A month's approved and pending days of entries, their hours at 8 a day. */
const month = (day: string, approved: number, pending: number): [number, number, number, number, number] =>
  [monthNumber(day), approved, pending, approved * 8, pending * 8];

interface Simple {
  allowance?: number | null;
  carryOverLimit?: number | null;
  startDate?: string | null;
  used?: number;
  pending?: number;
  usedYearBefore?: number;
}

/** One policy for every day (the unallocated one), days used in January of 2026 and of 2025, as of mid-2026. */
const simple = (s: Simple = {}): BalanceSource => ({
  personId: 'p1', asOf: '2026-06-01', employmentStart: s.startDate === undefined ? '2020-01-06' : s.startDate, employmentEnd: null,
  allocations: [], unallocated: terms({ allowance: s.allowance === undefined ? 25 : s.allowance, carryOverLimit: s.carryOverLimit === undefined ? 5 : s.carryOverLimit }),
  daysByMonth: [month('2026-01-01', s.used ?? 0, s.pending ?? 0), month('2025-01-01', s.usedYearBefore ?? 0, 0)],
  adjustmentsByMonth: null,
});

describe('time away balance: pro-rating the allowance', () => {
  it('grants the whole allowance to someone who started before the year', () => {
    expect(balanceOf(simple({ startDate: '2020-06-01' }), 2026).allowance).toBe(25);
    expect(balanceOf(simple({ startDate: null }), 2026).allowance).toBe(25);
  });

  it('grants the share of the year left from the start date, to the nearest half day', () => {
    // 2026-07-02 leaves 183 of 365 days: 25 * 183 / 365 = 12.53 -> 12.5.
    expect(balanceOf(simple({ startDate: '2026-07-02' }), 2026).allowance).toBe(12.5);
    expect(balanceOf(simple({ startDate: '2026-01-01' }), 2026).allowance).toBe(25);
    // 2026-12-31 leaves 1 day: 0.07 -> 0.
    expect(balanceOf(simple({ startDate: '2026-12-31' }), 2026).allowance).toBe(0);
  });

  it('grants nothing for a year before the start', () => {
    expect(balanceOf(simple({ startDate: '2027-01-01' }), 2026).allowance).toBe(0);
  });

  it('grants nothing after the employment ends', () => {
    // Ends 2026-06-30: 181 of 365 days, 12.4 -> 12.5.
    expect(balanceOf({ ...simple(), employmentEnd: '2026-06-30' }, 2026).allowance).toBe(12.5);
    expect(balanceOf({ ...simple(), employmentEnd: '2025-12-31' }, 2026).allowance).toBe(0);
  });

  it('sums the allocations in effect in the year, each pro-rated by the days it covers (a policy change mid-year)', () => {
    const allocations: AllocatedTerms[] = [
      { startDate: '2020-01-06', endDate: '2026-06-30', policy: terms({ id: 'a', allowance: 25 }) },
      { startDate: '2026-07-01', endDate: null, policy: terms({ id: 'b', allowance: 30 }) },
    ];
    // 25 * 181 / 365 + 30 * 184 / 365 = 12.40 + 15.12 = 27.52 -> 27.5.
    const balance = balanceOf({ ...simple(), allocations, asOf: '2026-08-01' }, 2026);
    expect(balance).toMatchObject({ timeAwayPolicyId: 'b', allowance: 27.5, accrued: 27.5 });
    // The policy answered is the one in effect on asOf.
    expect(balanceOf({ ...simple(), allocations, asOf: '2026-03-01' }, 2026).timeAwayPolicyId).toBe('a');
  });

  it('days no allocation covers follow the unallocated policy', () => {
    const allocations: AllocatedTerms[] = [{ startDate: '2026-07-01', endDate: null, policy: terms({ id: 'b', allowance: 30 }) }];
    // The location's 25 for 181 days, 30 for 184.
    expect(balanceOf({ ...simple(), allocations }, 2026).allowance).toBe(27.5);
  });
});

describe('time away balance: monthly accrual', () => {
  const monthly = (patch: Partial<BalanceSource> = {}): BalanceSource => ({
    ...simple({ usedYearBefore: 24 }), unallocated: terms({ allowance: 24, accrualFrequency: 'monthly' }), ...patch,
  });

  it('credits a twelfth on the first day of each month: on the 15th of the fifth month, five twelfths', () => {
    expect(balanceOf(monthly({ asOf: '2026-05-15' }), 2026)).toMatchObject({ allowance: 24, accrued: 10, balance: 10 });
    expect(balanceOf(monthly({ asOf: '2026-05-01' }), 2026).accrued).toBe(10);
    expect(balanceOf(monthly({ asOf: '2026-04-30' }), 2026).accrued).toBe(8);
    expect(balanceOf(monthly({ asOf: '2026-12-01' }), 2026).accrued).toBe(24);
  });

  it('credits nothing before the year and all of it after', () => {
    expect(balanceOf(monthly({ asOf: '2025-12-31' }), 2026).accrued).toBe(0);
    expect(balanceOf(monthly({ asOf: '2027-03-01' }), 2026).accrued).toBe(24);
  });

  it('pro-rates the first month of employment by calendar days, credited from the start date', () => {
    // Starts 2026-03-17: 15 of March's 31 days, 2 * 15 / 31 = 0.97; April and May 2 each: 4.97 -> 5.
    const starter = monthly({ employmentStart: '2026-03-17', asOf: '2026-05-15' });
    expect(balanceOf(starter, 2026).accrued).toBe(5);
    expect(balanceOf({ ...starter, asOf: '2026-03-16' }, 2026).accrued).toBe(0);
    // The whole year: 0.97 + 9 * 2 = 18.97 -> 19.
    expect(balanceOf(starter, 2026).allowance).toBe(19);
  });

  it('a yearly policy has accrued its whole allowance whatever the day', () => {
    expect(balanceOf({ ...simple(), asOf: '2026-01-01' }, 2026).accrued).toBe(25);
  });
});

describe('time away balance: leave years starting in another month', () => {
  const april = (patch: Partial<BalanceSource> = {}): BalanceSource => ({
    ...simple(), unallocated: terms({ yearStartMonth: 4, carryOverLimit: null }), asOf: '2026-11-28',
    daysByMonth: [
      month('2026-03-01', 2, 0), // the leave year 2025 (April 2025 to March 2026)
      month('2026-04-01', 3, 0),
      month('2027-02-01', 1, 1),
      month('2027-04-01', 5, 0), // the leave year 2027
    ],
    ...patch,
  });

  it('names the leave year by the year it starts in and counts the days of April to March', () => {
    expect(balanceOf(april(), 2026)).toMatchObject({ year: 2026, used: 4, pending: 1, carriedOver: 23, balance: 25 + 23 - 4 });
  });

  it('without a year, answers the leave year containing asOf', () => {
    expect(balanceOf(april(), null).year).toBe(2026);
    expect(balanceOf(april({ asOf: '2027-03-31' }), null).year).toBe(2026);
    expect(balanceOf(april({ asOf: '2026-03-31' }), null)).toMatchObject({ year: 2025, used: 2 });
  });

  it('pro-rates a start within the leave year over its 365 or 366 days', () => {
    // Leave year 2027 (April 2027 to March 2028) has 366 days; a start on 2027-10-01 leaves 183: 12.5.
    expect(balanceOf(april({ employmentStart: '2027-10-01', asOf: '2027-11-01' }), 2027).allowance).toBe(12.5);
  });
});

describe('time away balance: carry-over and use', () => {
  it('is allowance plus carried over less used', () => {
    const balance = balanceOf(simple({ used: 7.5, pending: 2, usedYearBefore: 22 }), 2026);
    expect(balance).toMatchObject({ unlimited: false, allowance: 25, carriedOver: 3, fromPrevAccrualPeriod: 3, used: 7.5, pending: 2, balance: 20.5, endOfYearBalance: 20.5 });
  });

  it('carries over at most the limit of the year before\'s policy, and without a limit all unused days', () => {
    expect(balanceOf(simple({ usedYearBefore: 10 }), 2026).carriedOver).toBe(5);
    expect(balanceOf(simple({ usedYearBefore: 10, carryOverLimit: null }), 2026).carriedOver).toBe(15);
    const limitedBefore: AllocatedTerms[] = [
      { startDate: '2020-01-06', endDate: '2025-12-31', policy: terms({ id: 'a', carryOverLimit: 2 }) },
      { startDate: '2026-01-01', endDate: null, policy: terms({ id: 'b', carryOverLimit: 10 }) },
    ];
    expect(balanceOf({ ...simple({ usedYearBefore: 10 }), allocations: limitedBefore }, 2026).carriedOver).toBe(2);
  });

  it('carries over nothing when the year before was overdrawn', () => {
    expect(balanceOf(simple({ usedYearBefore: 30 }), 2026).carriedOver).toBe(0);
  });

  it('carries over nothing to someone who started during the year', () => {
    expect(balanceOf(simple({ startDate: '2026-07-02' }), 2026)).toMatchObject({ allowance: 12.5, carriedOver: 0, balance: 12.5 });
  });

  it('carries over the pro-rated unused allowance of a first partial year', () => {
    // Started 2025-07-02 (12.5 days that year), used 4: 8.5 unused, limited to 5.
    expect(balanceOf(simple({ startDate: '2025-07-02', usedYearBefore: 4 }), 2026).carriedOver).toBe(5);
    expect(balanceOf(simple({ startDate: '2025-07-02', usedYearBefore: 4, carryOverLimit: null }), 2026).carriedOver).toBe(8.5);
  });

  it('has no allowance, accrual, carry-over or balance under an unlimited policy, but still counts used, pending and adjusted days', () => {
    const unlimited = { ...simple({ allowance: null, used: 3, pending: 1 }), adjustmentsByMonth: [[monthNumber('2026-02-01'), 2]] as [number, number][] };
    expect(balanceOf(unlimited, 2026)).toEqual({
      personId: 'p1', year: 2026, timeAwayPolicyId: 'pol', unlimited: true, unit: 'days', allowance: null, accrued: null, carriedOver: null,
      fromPrevAccrualPeriod: null, fromPrevAccrualPeriodExpired: null, adjustments: 2, used: 3, pending: 1, balance: null, endOfYearBalance: null,
    });
  });

  it('counts an hours policy\'s allowance and every figure in hours, from its entries\' hours', () => {
    const hours: BalanceSource = {
      ...simple({ used: 2, pending: 1, usedYearBefore: 25 }),
      unallocated: terms({ allowance: 200, carryOverLimit: 40, unit: 'hours' }),
      adjustmentsByMonth: [[monthNumber('2026-02-01'), 3.75]],
    };
    // 2 days used are 16 hours, 1 pending day 8; 25 days (200 hours) used the year before leave nothing to carry over.
    expect(balanceOf(hours, 2026)).toMatchObject({
      unit: 'hours', allowance: 200, accrued: 200, carriedOver: 0, adjustments: 3.75, used: 16, pending: 8, balance: 187.75, endOfYearBalance: 187.75,
    });
  });

  it('goes negative when more was used than granted', () => {
    expect(balanceOf(simple({ used: 40, usedYearBefore: 25 }), 2026).balance).toBe(-15);
  });
});

describe('time away balance: carry-over expiry', () => {
  // Carry-over expires after 3 months: on 1 April. 5 days carried over (10 unused, limit 5).
  const expiring = (used: [string, number][], asOf: string): BalanceSource => ({
    ...simple(), asOf, unallocated: terms({ carryOverExpiresAfterMonths: 3 }),
    daysByMonth: [month('2025-01-01', 15, 0), ...used.map(([day, days]) => month(day, days, 0))],
  });

  it('expires the carried-over days not spent by the end of the months, days taken in January spent from them first', () => {
    const taken: [string, number][] = [['2026-01-01', 3], ['2026-05-01', 4]];
    // Before 1 April nothing has expired; the 3 days of January are spent from the 5 carried over.
    expect(balanceOf(expiring(taken, '2026-02-15'), 2026)).toMatchObject({
      carriedOver: 5, fromPrevAccrualPeriodExpired: 0, used: 7, balance: 25 + 5 - 7, endOfYearBalance: 25 + 5 - 2 - 7,
    });
    // From 1 April the 2 unspent carried-over days are gone.
    expect(balanceOf(expiring(taken, '2026-04-01'), 2026)).toMatchObject({ fromPrevAccrualPeriodExpired: 2, balance: 25 + 5 - 2 - 7 });
  });

  it('expires nothing when the carried-over days were all spent in time, and all of them when none was', () => {
    expect(balanceOf(expiring([['2026-02-01', 6]], '2026-06-01'), 2026).fromPrevAccrualPeriodExpired).toBe(0);
    expect(balanceOf(expiring([['2026-04-01', 6]], '2026-06-01'), 2026)).toMatchObject({ fromPrevAccrualPeriodExpired: 5, balance: 25 + 5 - 5 - 6 });
  });

  it('never expires without carryOverExpiresAfterMonths', () => {
    expect(balanceOf({ ...expiring([], '2026-12-31'), unallocated: terms() }, 2026).fromPrevAccrualPeriodExpired).toBe(0);
  });
});

describe('time away balance: adjustments', () => {
  it('adds the adjustments of the leave year, of both signs', () => {
    const adjusted: BalanceSource = {
      ...simple({ used: 3, usedYearBefore: 25 }),
      adjustmentsByMonth: [[monthNumber('2026-02-01'), 2.5], [monthNumber('2026-09-01'), -1], [monthNumber('2027-01-01'), 4]],
    };
    expect(balanceOf(adjusted, 2026)).toMatchObject({ adjustments: 1.5, balance: 25 - 3 + 1.5, endOfYearBalance: 25 - 3 + 1.5 });
  });

  it('counts the year before\'s adjustments in what it leaves to carry over', () => {
    const adjusted: BalanceSource = { ...simple({ usedYearBefore: 25, carryOverLimit: null }), adjustmentsByMonth: [[monthNumber('2025-06-01'), 3.25]] };
    expect(balanceOf(adjusted, 2026)).toMatchObject({ carriedOver: 3.25, adjustments: 0 });
  });
});
