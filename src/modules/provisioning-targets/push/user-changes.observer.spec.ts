import type { CommittedEvent } from '../../../core/outbox/committed-events';
import { changedPeople, eventsAlteringUsers } from './user-changes.observer';

const event = (companyId: string, type: string, recordId: string, object: Record<string, unknown> = {}): CommittedEvent => ({
  id: `evt_${recordId}`, companyId, type, resourceType: type.split('.')[0], recordId, payload: JSON.stringify({ data: { object } }),
});

describe('the people a write changed, for the push', () => {
  it('names a person\'s id and a job role\'s person, per company', () => {
    const people = changedPeople([
      event('c1', 'person.updated', 'p1'),
      event('c1', 'jobRole.created', 'r1', { personId: 'p2' }),
      event('c2', 'person.created', 'p3'),
    ]);
    expect(people).toEqual(new Map([['c1', new Set(['p1', 'p2'])], ['c2', new Set(['p3'])]]));
  });

  it('names the whole company (null) for a location or the company itself, whatever else changed', () => {
    expect(changedPeople([event('c1', 'person.updated', 'p1'), event('c1', 'location.updated', 'l1')])).toEqual(new Map([['c1', null]]));
    expect(changedPeople([event('c1', 'company.updated', 'c1'), event('c1', 'person.updated', 'p1')])).toEqual(new Map([['c1', null]]));
  });

  it('ignores changes that alter no User', () => {
    expect(changedPeople([event('c1', 'bankAccount.updated', 'b1', { personId: 'p1' }), event('c1', 'timeAway.created', 't1', { personId: 'p1' })])).toEqual(new Map());
  });

  it('groups the events that may alter Users by company, before any payload is read', () => {
    const unread = { ...event('c1', 'jobRole.created', 'r1'), payload: 'not read here' };
    const grouped = eventsAlteringUsers([unread, event('c2', 'location.updated', 'l1'), event('c1', 'timeAway.created', 't1'), event('c1', 'person.updated', 'p1')]);
    expect([...grouped.keys()]).toEqual(['c1', 'c2']);
    expect(grouped.get('c1')!.map((e) => e.recordId)).toEqual(['r1', 'p1']);
    expect(grouped.get('c2')!.map((e) => e.recordId)).toEqual(['l1']);
  });
});
