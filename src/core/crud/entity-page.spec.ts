import { orderOf } from './entity-page';
import { narrowingConditions, PageNarrowing } from './page-narrowing';
import { TranslatedQuery } from '../query/query-declaration';

const translated = (sort: TranslatedQuery['sort']): TranslatedQuery => ({ where: [], limit: 100, skip: 0, sort, special: {} });

describe('a list page\'s order: $sort, then created_at, id', () => {
  it('appends created_at and id after the sort', () => {
    expect(orderOf(translated([{ column: 'e.start_date', direction: 'DESC' }]), 'e')).toEqual([
      { column: 'e.start_date', direction: 'DESC' },
      { column: 'e.created_at', direction: 'ASC' },
      { column: 'e.id', direction: 'ASC' },
    ]);
  });

  it('keeps the direction $sort gives a tie-breaker column instead of appending it again ascending', () => {
    expect(orderOf(translated([{ column: 'e.created_at', direction: 'DESC' }]), 'e')).toEqual([
      { column: 'e.created_at', direction: 'DESC' },
      { column: 'e.id', direction: 'ASC' },
    ]);
  });
});

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
