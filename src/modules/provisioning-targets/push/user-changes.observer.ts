import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolOf, runStatement } from '../../../core/database/prepared-query';
import { CommittedEvent, observeCommittedEvents } from '../../../core/outbox/committed-events';
import { ScimPushQueue } from './scim-push-queue';

/** Resources whose changes alter Users: one person's (and their reports'), or anyone's (a location, the company). */
const PERSON_EVENTS = new Set(['person', 'jobRole']);
const COMPANY_EVENTS = new Set(['location', 'company']);

/** The cheap question asked after a write that may alter Users: does the company push to any target? */
const HAS_TARGETS = `SELECT EXISTS (SELECT 1 FROM provisioning_targets WHERE company_id = $1 AND status = 'active') AS "has"`;

/** The people an event is about, for the push: the person's id, a job role's person; null: the whole company. */
export function changedPeople(events: readonly CommittedEvent[]): Map<string, Set<string> | null> {
  const byCompany = new Map<string, Set<string> | null>();
  for (const event of events) {
    if (!altersUsers(event)) continue;
    const resource = event.resourceType ?? '';
    if (byCompany.has(event.companyId) && byCompany.get(event.companyId) === null) continue;
    let personId: string | null = null;
    if (resource === 'person') personId = event.recordId;
    else if (resource === 'jobRole') personId = personIdOf(event.payload);
    if (COMPANY_EVENTS.has(resource) || personId === null) {
      byCompany.set(event.companyId, null);
      continue;
    }
    const people = byCompany.get(event.companyId) ?? new Set<string>();
    people.add(personId);
    byCompany.set(event.companyId, people);
  }
  return byCompany;
}

/** The events that may alter Users, by company. */
export function eventsAlteringUsers(events: readonly CommittedEvent[]): Map<string, CommittedEvent[]> {
  const byCompany = new Map<string, CommittedEvent[]>();
  for (const event of events) {
    if (!altersUsers(event)) continue;
    const list = byCompany.get(event.companyId);
    if (list) list.push(event);
    else byCompany.set(event.companyId, [event]);
  }
  return byCompany;
}

function altersUsers(event: CommittedEvent): boolean {
  const resource = event.resourceType ?? '';
  return PERSON_EVENTS.has(resource) || COMPANY_EVENTS.has(resource);
}

function personIdOf(payload: string): string | null {
  try {
    const id = (JSON.parse(payload) as { data?: { object?: { personId?: unknown } } }).data?.object?.personId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Hears committed writes (the core's observers of committed events) and queues a push of the people they changed,
 * for companies with an active target: one statement after a write that may alter Users, none after others; the
 * request does not wait for it.
 */
@Injectable()
export class UserChangesObserver implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ScimPush');
  private stop?: () => void;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly queue: ScimPushQueue,
  ) {}

  onModuleInit(): void {
    // The console queues nothing: no queue, nothing to hear.
    if (this.queue.available) this.stop = observeCommittedEvents(this.db, (events) => this.heard(events));
  }

  private heard(events: readonly CommittedEvent[]): void {
    for (const [companyId, companyEvents] of eventsAlteringUsers(events)) {
      const work = this.queuePush(companyId, companyEvents).catch((error: Error) =>
        // The daily reconcile sends what this could not queue.
        this.logger.warn(`push not queued: ${error.message}`));
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    }
  }

  /** The payloads are read for the people only once the company is known to push (most companies never do). */
  private async queuePush(companyId: string, events: readonly CommittedEvent[]): Promise<void> {
    const [{ has }] = await runStatement<{ has: boolean }>(poolOf(this.db), HAS_TARGETS, [companyId]);
    if (!has) return;
    const people = changedPeople(events).get(companyId);
    await this.queue.push({ companyId, personIds: people ? [...people] : null });
  }

  async onModuleDestroy(): Promise<void> {
    this.stop?.();
    await Promise.all([...this.inFlight]);
  }
}
