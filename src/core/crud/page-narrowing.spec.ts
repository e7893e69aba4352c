import { narrowingConditions, PageNarrowing } from './page-narrowing';

describe('page narrowing applies only when the query names one of its filters', () => {
  const narrowing: PageNarrowing = {
    filters: ['personId', 'startDate'],
    conditions: (query, alias) => (query.startDate ? [{ sql: `${alias}.extra`, params: {} }] : []),
  };

  it('is null without a declaration or without a narrowing filter in the query', () => {
    expect(narrowingConditions(undefined, { personId: 'p' }, 'e')).toBeNull();
    expect(narrowingConditions(narrowing, { requestStatus: 'pending' }, 'e')).toBeNull();
  });

  it('gives the declared conditions (none declared: an empty list) when a narrowing filter is named', () => {
    expect(narrowingConditions(narrowing, { personId: 'p' }, 'e')).toEqual([]);
    expect(narrowingConditions(narrowing, { startDate: { $gte: '2026-01-01' } }, 'e')).toEqual([{ sql: 'e.extra', params: {} }]);
    expect(narrowingConditions({ filters: ['personId'] }, { personId: 'p' }, 'e')).toEqual([]);
  });
});
