import type { EntityManager } from 'typeorm';
import type { AuditEntry } from './audit-entry';

const COLUMNS = [
  'company_id', 'id', 'occurred_at', 'action', 'outcome', 'actor_type', 'actor_person_id', 'actor_token_id', 'actor_role',
  'subject_person_ids', 'target_type', 'target_id', 'fields', 'changes', 'row_count', 'request', 'mac', 'seq', 'prev_hash', 'hash',
];
const ROW_TYPES = [
  'company_id text', 'id text', 'occurred_at timestamptz', 'action text', 'outcome text', 'actor_type text', 'actor_person_id text',
  'actor_token_id text', 'actor_role text', 'subject_person_ids text[]', 'target_type text', 'target_id text', 'fields text[]',
  'changes jsonb', 'row_count integer', 'request jsonb', 'mac text', 'seq bigint', 'prev_hash text', 'hash text',
].join(', ');

/**
 * Writes entries as they are (chained or not): one statement whatever the count (no parameter limit), the entries
 * as one JSON array of rows.
 */
export async function insertEntries(em: EntityManager, entries: AuditEntry[]): Promise<void> {
  await em.query(INSERT_ENTRIES('$1'), [entryRows(entries)]);
}

/** The INSERT of the entries passed as `param` (entryRows); `condition` filters them all at once (a WHERE clause). */
export const INSERT_ENTRIES = (param: string, condition = ''): string =>
  `INSERT INTO audit_events (${COLUMNS.join(', ')}) SELECT ${COLUMNS.join(', ')} FROM jsonb_to_recordset(${param}::jsonb) AS r(${ROW_TYPES}) ${condition}`;

export function entryRows(entries: AuditEntry[]): string {
  return JSON.stringify(entries.map((e) => ({
    company_id: e.companyId, id: e.id, occurred_at: e.occurredAt.toISOString(), action: e.action, outcome: e.outcome,
    actor_type: e.actorType, actor_person_id: e.actorPersonId, actor_token_id: e.actorTokenId, actor_role: e.actorRole,
    subject_person_ids: e.subjectPersonIds, target_type: e.targetType, target_id: e.targetId, fields: e.fields,
    changes: e.changes, row_count: e.rowCount, request: e.request, mac: e.mac, seq: e.seq, prev_hash: e.prevHash, hash: e.hash,
  })));
}
