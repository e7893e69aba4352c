import { PolicyTerms } from '../../time-away-policies';
import { entitlementOf, leaveYear, leaveYearOf, PolicyTimeline, roundHalf } from './leave-year';

const terms = (id: string, patch: Partial<PolicyTerms> = {}): PolicyTerms => ({
  id, allowance: 24, carryOverLimit: null, accrualFrequency: 'yearly', yearStartMonth: 1, carryOverExpiresAfterMonths: null, unit: 'days', ...patch,
});

describe('leave years', () => {
  it('start on the first of their month and are named by the year they start in', () => {
    expect(leaveYear(2026, 4)).toEqual({ from: '2026-04-01', to: '2027-04-01' });
    expect(leaveYearOf('2027-03-31', 4)).toBe(2026);
    expect(leaveYearOf('2027-04-01', 4)).toBe(2027);
    expect(leaveYearOf('2026-12-31', 1)).toBe(2026);
  });

  it('round to the nearest half day, halves up', () => {
    expect([roundHalf(12.24), roundHalf(12.25), roundHalf(12.74), roundHalf(12.75)]).toEqual([12, 12.5, 12.5, 13]);
  });
});

describe('a person\'s policy day by day', () => {
  const timeline = new PolicyTimeline(
    [
      { startDate: '2026-03-01', endDate: '2026-05-31', policy: terms('a') },
      { startDate: '2026-08-01', endDate: null, policy: terms('b') },
    ],
    terms('office'),
  );

  it('is the allocation of the day, else the unallocated policy', () => {
    expect(['2026-02-28', '2026-03-01', '2026-05-31', '2026-06-01', '2026-08-01', '2030-01-01'].map((d) => timeline.on(d)?.id))
      .toEqual(['office', 'a', 'a', 'office', 'b', 'b']);
  });

  it('cuts a range into pieces of one policy each', () => {
    expect(timeline.pieces({ from: '2026-01-01', to: '2027-01-01' }).map((p) => [p.policy.id, p.from, p.to])).toEqual([
      ['office', '2026-01-01', '2026-03-01'],
      ['a', '2026-03-01', '2026-06-01'],
      ['office', '2026-06-01', '2026-08-01'],
      ['b', '2026-08-01', '2027-01-01'],
    ]);
  });

  it('leaves out days under no policy at all', () => {
    const bare = new PolicyTimeline([{ startDate: '2026-03-01', endDate: '2026-03-31', policy: terms('a') }], null);
    expect(bare.pieces({ from: '2026-01-01', to: '2027-01-01' }).map((p) => [p.policy.id, p.from, p.to])).toEqual([['a', '2026-03-01', '2026-04-01']]);
  });
});

describe('what the policies of a leave year grant', () => {
  const year = leaveYear(2026, 1);
  const always = { from: '0001-01-01', to: '9999-12-31' };

  it('pro-rates a yearly piece by the days of the year it covers and credits it whole', () => {
    const granted = entitlementOf([{ from: '2026-01-01', to: '2026-07-01', policy: terms('a', { allowance: 365 }) }], year, always, '2026-01-01');
    expect(granted).toEqual({ allowance: 181, accrued: 181 });
  });

  it('credits a monthly piece month by month, each month pro-rated by its days', () => {
    const monthly = [{ from: '2026-01-16', to: '2027-01-01', policy: terms('m', { accrualFrequency: 'monthly', allowance: 12 }) }];
    // January from the 16th: 16 of 31 days of one day's twelfth; then a day a month.
    const granted = entitlementOf(monthly, year, always, '2026-03-01');
    expect(granted.accrued).toBeCloseTo(16 / 31 + 2, 10);
    expect(granted.allowance).toBeCloseTo(16 / 31 + 11, 10);
  });

  it('grants nothing outside the employment or under an unlimited policy', () => {
    const employed = { from: '2026-07-01', to: '2026-10-01' };
    expect(entitlementOf([{ from: '2026-01-01', to: '2027-01-01', policy: terms('a', { allowance: 365 }) }], year, employed, '2026-12-31'))
      .toEqual({ allowance: 92, accrued: 92 });
    expect(entitlementOf([{ from: '2026-01-01', to: '2027-01-01', policy: terms('u', { allowance: null }) }], year, always, '2026-12-31'))
      .toEqual({ allowance: 0, accrued: 0 });
  });
});
