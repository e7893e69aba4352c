import { planPolicySwitch, StoredAllocation } from './policy-switch';

/** A location's policy change moves its people to the new policy from the company's today. */
describe('moving a person to another policy from today', () => {
  const today = '2026-06-15';
  const allocation = (patch: Partial<StoredAllocation>): StoredAllocation => ({ id: 'a', timeAwayPolicyId: 'old', startDate: '2024-01-01', endDate: null, ...patch });

  it('ends the allocation in effect yesterday and opens one from today', () => {
    expect(planPolicySwitch([allocation({})], today, 'new', 'old', '2024-01-01')).toEqual({
      updates: [{ id: 'a', endDate: '2026-06-14' }],
      inserts: [{ timeAwayPolicyId: 'new', startDate: today, endDate: null }],
    });
  });

  it('re-points an allocation that starts today rather than leaving it empty', () => {
    expect(planPolicySwitch([allocation({ startDate: today })], today, 'new', 'old', null)).toEqual({
      updates: [{ id: 'a', timeAwayPolicyId: 'new' }], inserts: [],
    });
  });

  it('changes nothing for someone already on the policy', () => {
    expect(planPolicySwitch([allocation({ timeAwayPolicyId: 'new' })], today, 'new', 'old', null)).toEqual({ updates: [], inserts: [] });
  });

  it('changes nothing for someone no allocation covers whose days already follow the policy', () => {
    expect(planPolicySwitch([allocation({ endDate: '2025-12-31' })], today, 'new', 'new', '2024-01-01')).toEqual({ updates: [], inserts: [] });
  });

  it('stops the new allocation the day before one already planned', () => {
    const planned = allocation({ id: 'b', timeAwayPolicyId: 'later', startDate: '2026-09-01' });
    expect(planPolicySwitch([allocation({ endDate: '2026-08-31' }), planned], today, 'new', 'old', null).inserts).toEqual([
      { timeAwayPolicyId: 'new', startDate: today, endDate: '2026-08-31' },
    ]);
  });

  it('records the previous policy for the days before today that followed the location', () => {
    expect(planPolicySwitch([], today, 'new', 'old', '2025-03-01').inserts).toEqual([
      { timeAwayPolicyId: 'old', startDate: '2025-03-01', endDate: '2026-06-14' },
      { timeAwayPolicyId: 'new', startDate: today, endDate: null },
    ]);
    expect(planPolicySwitch([allocation({ endDate: '2025-12-31' })], today, 'new', 'old', '2024-01-01').inserts).toEqual([
      { timeAwayPolicyId: 'old', startDate: '2026-01-01', endDate: '2026-06-14' },
      { timeAwayPolicyId: 'new', startDate: today, endDate: null },
    ]);
  });

  it('records no past for someone starting today or later', () => {
    expect(planPolicySwitch([], today, 'new', 'old', '2026-07-01').inserts).toEqual([{ timeAwayPolicyId: 'new', startDate: today, endDate: null }]);
  });
});
