import type { DataSource } from 'typeorm';
import type { PendingEvent } from './outbox-transaction';

/** An event as its write transaction committed it (the payload is the stored text, its sealed fields sealed). */
export type CommittedEvent = Pick<PendingEvent, 'id' | 'companyId' | 'type' | 'resourceType' | 'recordId' | 'payload'>;

/**
 * Told the events of each write transaction once it has committed (never after a rollback), in their order, in the
 * process that wrote them. It runs on the writer's path: it must return at once (hand work to a queue) and not throw.
 * Events recorded outside `writeTransaction` are not told; an observer that must see every change also reads the
 * outbox or reconciles on a schedule.
 */
export type CommittedEventsObserver = (events: readonly CommittedEvent[]) => void;

const observers = new WeakMap<DataSource, Set<CommittedEventsObserver>>();

/** Tells `observer` the events of every write transaction of `db` from now on; the answer stops it. */
export function observeCommittedEvents(db: DataSource, observer: CommittedEventsObserver): () => void {
  let set = observers.get(db);
  if (!set) observers.set(db, (set = new Set()));
  set.add(observer);
  return () => set.delete(observer);
}

/** writeTransaction's call after a commit: each observer of `db` is told; one that throws does not stop the others. */
export function tellCommitted(db: DataSource, events: readonly PendingEvent[], onError: (error: unknown) => void = () => undefined): void {
  const set = observers.get(db);
  if (!set?.size || events.length === 0) return;
  for (const observer of set) {
    try {
      observer(events);
    } catch (error) {
      onError(error);
    }
  }
}
