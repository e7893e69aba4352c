import { ValueContext } from '../value-cipher';
import { sealedFieldsOfResource } from './sealed-columns';

/** The parts of an event payload (`data.object`, `data.previousAttributes`) that carry a record's fields. */
const PARTS = ['object', 'previousAttributes'] as const;

/** An event payload as stored and sent (D14). */
export interface EventPayload {
  id: string;
  type: string;
  companyId: string;
  data: Partial<Record<(typeof PARTS)[number], Record<string, unknown>>>;
}

/** A sealed field inside a payload: where it sits and the context its ciphertext is bound to (the event's row). */
export interface PayloadField {
  part: Record<string, unknown>;
  field: string;
  context: ValueContext;
}

/**
 * The string values of the resource's sealed fields in an event payload. Each is bound to the event (table
 * `events`, row the event id) and to its place (`payload.object.taxId`), so it cannot be moved to another event,
 * company or field; webhook deliveries carry the same text and open it with the same context.
 */
export function sealedPayloadFields(payload: EventPayload): PayloadField[] {
  const fields = sealedFieldsOfResource(payload.type.split('.')[0]);
  const found: PayloadField[] = [];
  if (!fields.length) return found;
  for (const name of PARTS) {
    const part = payload.data?.[name];
    if (!part) continue;
    for (const field of fields) {
      if (typeof part[field] !== 'string') continue;
      found.push({ part, field, context: { table: 'events', column: `payload.${name}.${field}`, companyId: payload.companyId, rowId: payload.id } });
    }
  }
  return found;
}
