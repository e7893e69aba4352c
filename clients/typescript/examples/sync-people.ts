import { changeFeed, createPersonnelClient, isErased, type CursorStore, type EventOf } from '@personnel/client';

export type Person = EventOf<'person.created'>['data']['object'];
const PEOPLE_EVENTS = ['person.created', 'person.updated', 'person.offboarded', 'person.deleted', 'person.erased'] as const;

/** Mirrors the company's people into a local table from the change feed alone, deletions included. */
export async function syncPeople(baseUrl: string, token: string, table: Map<string, Person>, cursor: CursorStore): Promise<void> {
  // A token of the owner or an admin with `events:read` (and the scopes of the fields to mirror).
  const client = createPersonnelClient({ baseUrl, token });
  // From the stored cursor to the feed's end; each event's id is saved once it is applied.
  for await (const event of changeFeed(client, { cursor, types: PEOPLE_EVENTS })) {
    if (isErased(event.data.object)) continue; // an erased person's earlier events: `person.erased` removes the row
    if (event.type === 'person.deleted' || event.type === 'person.erased') table.delete(event.data.object.id);
    else table.set(event.data.object.id, event.data.object);
  }
}
