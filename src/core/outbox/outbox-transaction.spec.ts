import { OutboxCollector, PendingEvent } from './outbox-transaction';

const event = (id: string): PendingEvent => ({ id, companyId: 'c', type: 't.created', resourceType: 't', recordId: id, createdAt: new Date(0), payload: '{}' });

describe('OutboxCollector: the order of a transaction\'s events', () => {
  it('puts an event at the place reserved for it, ahead of events recorded before it', () => {
    const collector = new OutboxCollector();
    const parent = collector.reserve();
    collector.add(event('child-1'));
    collector.add(event('child-2'));
    collector.add(event('parent'), parent);
    expect(collector.take().map((e) => e.id)).toEqual(['parent', 'child-1', 'child-2']);
  });

  it('leaves out a place reserved and never filled, and is empty once taken', () => {
    const collector = new OutboxCollector();
    collector.reserve();
    collector.add(event('only'));
    expect(collector.take().map((e) => e.id)).toEqual(['only']);
    expect(collector.take()).toEqual([]);
  });

  it('appends an event whose place is unknown or already taken', () => {
    const collector = new OutboxCollector();
    const place = collector.reserve();
    collector.add(event('first'), place);
    collector.add(event('second'), place);
    collector.add(event('third'), '42');
    expect(collector.take().map((e) => e.id)).toEqual(['first', 'second', 'third']);
  });
});
