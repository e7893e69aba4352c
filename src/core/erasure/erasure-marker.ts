/**
 * What replaces a copy of a person's data (an event's `data`, a webhook delivery's, a stored idempotent answer) once
 * the person is erased (docs/security.md, "Erasure"): it says what was erased and when, and nothing else.
 */
export interface ErasureMarker {
  erased: true;
  personId: string;
  erasedAt: string;
}

export function erasureMarker(personId: string, erasedAt: Date): ErasureMarker {
  return { erased: true, personId, erasedAt: erasedAt.toISOString() };
}

/**
 * True when an API object is about the person: the person itself, or a record of theirs (it names them in
 * `personId`). A marker is not: it was already replaced.
 */
export function isAboutPerson(object: unknown, personId: string, personResource: boolean): boolean {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return false;
  const o = object as Record<string, unknown>;
  // A marker was replaced already; an erasure's own answer (PersonErasure: ids, counts) holds nothing to erase.
  if (o.erased === true || ('actorType' in o && 'counts' in o)) return false;
  return o.personId === personId || (personResource && o.id === personId);
}
