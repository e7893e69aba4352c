/**
 * The people a delivery is about, for the audit entry of a read of the delivery log: the person of a `person.*`
 * event, or the person a record's event names in `personId` (the rule erasure redacts deliveries by). An erased
 * delivery's marker, a test event or a payload that does not parse names nobody.
 */
export function deliverySubjects(eventType: string, payload: string): string[] {
  let object: unknown;
  try {
    object = (JSON.parse(payload) as { data?: { object?: unknown } })?.data?.object;
  } catch {
    return [];
  }
  if (!object || typeof object !== 'object' || Array.isArray(object)) return [];
  const o = object as Record<string, unknown>;
  if (o.erased === true) return [];
  if (eventType.startsWith('person.') && typeof o.id === 'string') return [o.id];
  return typeof o.personId === 'string' ? [o.personId] : [];
}
