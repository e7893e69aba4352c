import { AuditEntryInput } from './audit-entry';
import { BOOKKEEPING_FIELDS } from './audit-values';

/** A change as the outbox records it (`<resource>.<kind>`, the record, what it was before). */
export interface RecordedChange {
  companyId: string;
  type: string;
  object: Record<string, unknown>;
  previousAttributes?: Record<string, unknown>;
  /** Fields whose from/to values the entry may hold (the resource's `auditValues`); without it, names only. */
  auditValues?: readonly string[];
}

/** The people a record is about: a person themselves, or the person a person-owned record belongs to. */
export function subjectsOf(resource: string, object: Record<string, unknown>): string[] {
  if (resource === 'person' && typeof object.id === 'string') return [object.id];
  return typeof object.personId === 'string' ? [object.personId] : [];
}

/** The audit entry of a change: the fields it set or changed, and from/to values where they may be kept. */
export function auditOfChange(change: RecordedChange): AuditEntryInput {
  const [resource, verb] = splitType(change.type);
  const { object, previousAttributes } = change;
  let fields: string[] = [];
  let changes: Record<string, { from: unknown; to: unknown }> | null = null;
  if (verb === 'updated' && previousAttributes) {
    fields = Object.keys(previousAttributes).filter((f) => !BOOKKEEPING_FIELDS.has(f));
    const valued = new Set(change.auditValues ?? []);
    const kept = fields.filter((f) => valued.has(f));
    changes = kept.length ? Object.fromEntries(kept.map((f) => [f, { from: previousAttributes[f] ?? null, to: object[f] ?? null }])) : null;
  } else if (verb === 'created') {
    fields = Object.keys(object).filter((f) => !BOOKKEEPING_FIELDS.has(f) && object[f] !== null && object[f] !== undefined);
  }
  return {
    companyId: change.companyId,
    action: change.type,
    subjectPersonIds: subjectsOf(resource, object),
    target: { type: resource, id: typeof object.id === 'string' ? object.id : null },
    fields,
    changes,
  };
}

function splitType(type: string): [string, string] {
  const dot = type.lastIndexOf('.');
  return dot < 0 ? [type, ''] : [type.slice(0, dot), type.slice(dot + 1)];
}
