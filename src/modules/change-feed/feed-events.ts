/** An event as the feed answers it: D14's wrapper, as webhooks receive it, `data` shaped for the caller. */
export interface FeedEvent {
  id: string;
  type: string;
  createdAt: string;
  companyId: string;
  data: { object: Record<string, unknown>; previousAttributes?: Record<string, unknown> };
}

/** An erased person's marker (docs/security.md, "Erasure") stands in for an object: it holds nothing to shape. */
export const isErasureMarker = (object: Record<string, unknown>): boolean => object.erased === true;

/**
 * The object before an update as a whole (its fields now, with the old values of those that changed), so the old
 * values are shaped by the same plan as the object: a field hidden from the caller, or narrowed, is so in both.
 */
export function objectBefore(object: Record<string, unknown>, previous: Record<string, unknown>): Record<string, unknown> {
  return { ...object, ...previous };
}

/** The old values the caller sees: those of `previous` the shaped object before shows, as it shows them. */
export function shownPrevious(previous: Record<string, unknown>, shapedBefore: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of Object.keys(previous)) {
    if (Object.prototype.hasOwnProperty.call(shapedBefore, field) && shapedBefore[field] !== undefined) shown[field] = shapedBefore[field];
  }
  return shown;
}

/**
 * The shaped object in the order of the stored one (the order of the webhook body, which jsonb set): the fields the
 * shaped object shows, with the values it shows them with. When it shows every stored field as stored (an owner
 * reading every field), the stored object itself: the webhook's object, with no copy made.
 */
export function inStoredOrder(stored: Record<string, unknown>, shaped: Record<string, unknown>): Record<string, unknown> {
  let fields = 0;
  let same = true;
  for (const field in stored) {
    fields++;
    if (shaped[field] !== stored[field]) {
      same = false;
      break;
    }
  }
  if (same) {
    let shown = 0;
    for (const field in shaped) if (shaped[field] !== undefined) shown++;
    if (shown === fields) return stored;
  }
  const ordered: Record<string, unknown> = {};
  for (const field of Object.keys(stored)) {
    if (Object.prototype.hasOwnProperty.call(shaped, field) && shaped[field] !== undefined) ordered[field] = shaped[field];
  }
  return ordered;
}
