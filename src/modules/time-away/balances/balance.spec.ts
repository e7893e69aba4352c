import { balanceOf, BalanceRow, proRated } from './balance';

/**
 * A time-away balance for a calendar year: the allowance pro-rated to the start date (to the nearest half day),
 * unused days of the year before carried over up to the policy's limit, less the approved days used.
 */
const row = (patch: Partial<BalanceRow> = {}): BalanceRow => ({
  personId: 'p1', timeAwayPolicyId: 'pol', allowance: '25', carryOverLimit: '5', startDate: '2020-01-06', used: '0', pending: '0', usedYearBefore: '0', ...patch,
});

describe('time away balance: pro-rating the allowance', () => {
  it('grants the whole allowance to someone who started before the year', () => {
    expect(proRated(25, 2026, '2020-06-01')).toBe(25);
    expect(proRated(25, 2026, null)).toBe(25);
  });

  it('grants the share of the year left from the start date, to the nearest half day', () => {
    // 2026-07-02 leaves 183 of 365 days: 25 * 183 / 365 = 12.53 -> 12.5.
    expect(proRated(25, 2026, '2026-07-02')).toBe(12.5);
    expect(proRated(25, 2026, '2026-01-01')).toBe(25);
    // 2026-12-31 leaves 1 day: 0.07 -> 0.
    expect(proRated(25, 2026, '2026-12-31')).toBe(0);
  });

  it('grants nothing for a year before the start', () => {
    expect(proRated(25, 2026, '2027-01-01')).toBe(0);
  });
});

describe('time away balance: carry-over and use', () => {
  it('is allowance plus carried over less used', () => {
    const balance = balanceOf(row({ used: '7.5', pending: '2', usedYearBefore: '22' }), 2026);
    expect(balance).toMatchObject({ unlimited: false, allowance: 25, carriedOver: 3, used: 7.5, pending: 2, balance: 20.5 });
  });

  it('carries over at most the policy limit, and without a limit all unused days', () => {
    expect(balanceOf(row({ usedYearBefore: '10' }), 2026).carriedOver).toBe(5);
    expect(balanceOf(row({ usedYearBefore: '10', carryOverLimit: null }), 2026).carriedOver).toBe(15);
  });

  it('carries over nothing when the year before was overdrawn', () => {
    expect(balanceOf(row({ usedYearBefore: '30' }), 2026).carriedOver).toBe(0);
  });

  it('carries over nothing to someone who started during the year', () => {
    expect(balanceOf(row({ startDate: '2026-07-02' }), 2026)).toMatchObject({ allowance: 12.5, carriedOver: 0, balance: 12.5 });
  });

  it('carries over the pro-rated unused allowance of a first partial year', () => {
    // Started 2025-07-02 (12.5 days that year), used 4: 8.5 unused, limited to 5.
    expect(balanceOf(row({ startDate: '2025-07-02', usedYearBefore: '4' }), 2026).carriedOver).toBe(5);
    expect(balanceOf(row({ startDate: '2025-07-02', usedYearBefore: '4', carryOverLimit: null }), 2026).carriedOver).toBe(8.5);
  });

  it('has no allowance, carry-over or balance under an unlimited policy, but still counts used and pending days', () => {
    expect(balanceOf(row({ allowance: null, used: '3', pending: '1' }), 2026)).toEqual({
      personId: 'p1', year: 2026, timeAwayPolicyId: 'pol', used: 3, pending: 1, unlimited: true, allowance: null, carriedOver: null, balance: null,
    });
  });

  it('goes negative when more was used than granted', () => {
    expect(balanceOf(row({ used: '40', usedYearBefore: '25' }), 2026).balance).toBe(-15);
  });
});
