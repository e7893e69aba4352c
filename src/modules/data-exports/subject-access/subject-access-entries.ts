import type { AuditEntry } from '../../../core/audit/audit-entry';

/**
 * An audit entry as a subject access document shows it (docs/security.md, "Subject access"): when, what, on which
 * record, which fields (and the from/to values the trail keeps), and the actor's type and role. Who the actor was
 * (their person and token) and the request they came with only with `identities` (the owner asked).
 */
export function subjectAuditEntry(entry: AuditEntry, identities: boolean): Record<string, unknown> {
  const actor: Record<string, unknown> = { type: entry.actorType, role: entry.actorRole };
  const shown: Record<string, unknown> = {
    id: entry.id,
    occurredAt: entry.occurredAt.toISOString(),
    action: entry.action,
    outcome: entry.outcome,
    actor,
    target: entry.targetType ? { type: entry.targetType, id: entry.targetId } : null,
    fields: entry.fields,
    changes: entry.changes,
    rowCount: entry.rowCount,
  };
  if (identities) {
    actor.personId = entry.actorPersonId;
    actor.tokenId = entry.actorTokenId;
    shown.request = entry.request;
  }
  return shown;
}
