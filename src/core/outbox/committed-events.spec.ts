import type { DataSource } from 'typeorm';
import { observeCommittedEvents, tellCommitted } from './committed-events';
import type { PendingEvent } from './outbox-transaction';

const event = (id: string): PendingEvent => ({ id, companyId: 'c', type: 'person.updated', resourceType: 'person', recordId: id, createdAt: new Date(0), payload: '{}' });
const db = () => ({}) as DataSource;

describe('observers of committed events', () => {
  it('tells each observer of a data source the events, in order, and no observer of another data source', () => {
    const first = db();
    const other = db();
    const seen: string[][] = [];
    const elsewhere: string[][] = [];
    observeCommittedEvents(first, (events) => seen.push(events.map((e) => e.id)));
    observeCommittedEvents(other, (events) => elsewhere.push(events.map((e) => e.id)));
    tellCommitted(first, [event('a'), event('b')]);
    expect(seen).toEqual([['a', 'b']]);
    expect(elsewhere).toEqual([]);
  });

  it('tells nobody of a transaction without events, and stops telling an observer once it is stopped', () => {
    const source = db();
    const seen: number[] = [];
    const stop = observeCommittedEvents(source, (events) => seen.push(events.length));
    tellCommitted(source, []);
    tellCommitted(source, [event('a')]);
    stop();
    tellCommitted(source, [event('b')]);
    expect(seen).toEqual([1]);
  });

  it('keeps telling the others when an observer throws, and hands the error over', () => {
    const source = db();
    const seen: string[] = [];
    const errors: unknown[] = [];
    observeCommittedEvents(source, () => {
      throw new Error('observer failed');
    });
    observeCommittedEvents(source, (events) => seen.push(events[0].id));
    tellCommitted(source, [event('a')], (error) => errors.push(error));
    expect(seen).toEqual(['a']);
    expect(errors).toHaveLength(1);
  });
});
