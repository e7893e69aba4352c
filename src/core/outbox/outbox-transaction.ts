import { AsyncLocalStorage } from 'node:async_hooks';

/** An event row as the outbox writes it (its payload already sealed, as JSON text); its seq is taken when written. */
export interface PendingEvent {
  id: string;
  companyId: string;
  type: string;
  resourceType: string;
  recordId: string | null;
  createdAt: Date;
  payload: string;
}

/** A place in a write transaction's order of events, reserved before the event is known (OutboxService.reserve). */
export type EventPlace = string;

/**
 * The events of one write transaction, written just before it commits in one statement with its audit entries
 * (writeTransaction). Their seqs are taken in the order of their places: a reserved place keeps a parent's event
 * ahead of the events its hooks recorded first.
 */
export class OutboxCollector {
  private readonly places: (PendingEvent | null)[] = [];

  reserve(): EventPlace {
    this.places.push(null);
    return `place:${this.places.length - 1}`;
  }

  add(event: PendingEvent, place?: EventPlace): void {
    const index = place?.startsWith('place:') ? Number(place.slice(6)) : -1;
    if (index >= 0 && index < this.places.length && this.places[index] === null) this.places[index] = event;
    else this.places.push(event);
  }

  /** The events recorded so far, in order; the collector is empty afterwards. */
  take(): PendingEvent[] {
    return this.places.splice(0).filter((e): e is PendingEvent => e !== null);
  }
}

export const outboxTransaction = new AsyncLocalStorage<OutboxCollector>();
