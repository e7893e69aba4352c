import type { webhooks } from './schema';

type EventBody<T extends keyof webhooks> = webhooks[T] extends { post: { requestBody: { content: { 'application/json': infer E } } } } ? E : never;

/** Every event type (the OpenAPI document's `webhooks` section). */
export type EventType = keyof webhooks & string;

/**
 * An event as webhooks receive it and the change feed serves it, `{ id, type, createdAt, companyId, data: { object,
 * previousAttributes? } }`: a union discriminated by `type`, so `if (event.type === 'person.updated')` types
 * `event.data.object` as a Person. Two things the types cannot say: the feed leaves out fields the token may not read
 * (every field beyond the schema's required ones may be missing), and an erased person's earlier events carry
 * `{ erased: true, personId, erasedAt }` as their object (see `isErased`).
 */
export type PersonnelEvent = { [T in EventType]: EventBody<T> }[EventType];

/** The event of one type. */
export type EventOf<T extends EventType> = Extract<PersonnelEvent, { type: T }>;

/** The object an erased person's earlier events carry instead of the record (docs/security.md, "Erasure"). */
export interface ErasedObject {
  erased: true;
  personId: string;
  erasedAt: string;
}

export function isErased(object: unknown): object is ErasedObject {
  return typeof object === 'object' && object !== null && (object as { erased?: unknown }).erased === true;
}
