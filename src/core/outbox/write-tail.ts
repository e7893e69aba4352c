import type { EntityManager } from 'typeorm';
import type { AuditEntry } from '../audit/audit-entry';
import { entryRows, INSERT_ENTRIES } from '../audit/audit-entry-rows';
import { runStatementIn } from '../database/prepared-query';
import type { PendingEvent } from './outbox-transaction';

/** The events given as one JSON array, their seqs taken in the array's order. */
const INSERT_EVENTS = (param: string) => `INSERT INTO events (id, seq, company_id, type, resource_type, record_id, created_at, payload)
  SELECT id, nextval(pg_get_serial_sequence('events', 'seq')), company_id, type, resource_type, record_id, created_at, payload::jsonb
    FROM jsonb_to_recordset(${param}::jsonb)
      AS e(id text, company_id text, type text, resource_type text, record_id text, created_at timestamptz, payload text)`;

function eventRows(events: readonly PendingEvent[]): string {
  return JSON.stringify(events.map((e) => ({
    id: e.id, company_id: e.companyId, type: e.type, resource_type: e.resourceType, record_id: e.recordId,
    created_at: e.createdAt.toISOString(), payload: e.payload,
  })));
}

// Prepared: the same two texts on every write.
const EVENTS_AND_ENTRIES = `WITH written_events AS (${INSERT_EVENTS('$1')}) ${INSERT_ENTRIES('$2')}`;
const ENTRIES = INSERT_ENTRIES('$1');

/**
 * A write transaction's events and audit entries, in one statement just before it commits: one round trip, and one
 * NOTIFY of the events trigger (per statement) for the whole transaction.
 */
export async function writeTail(em: EntityManager, events: readonly PendingEvent[], entries: readonly AuditEntry[]): Promise<void> {
  if (events.length) {
    // With the audit trail off there are no entries: the INSERT of an empty array writes none.
    await runStatementIn(em, EVENTS_AND_ENTRIES, [eventRows(events), entryRows([...entries])]);
  } else if (entries.length) {
    await runStatementIn(em, ENTRIES, [entryRows([...entries])]);
  }
}
