/**
 * What may enter an audit entry (docs/security.md, "Audit trail", "Storable values"): every value is made one that
 * PostgreSQL stores, so no caller's input can make an entry (or a batch of them) fail. PostgreSQL's text refuses NUL
 * and its jsonb the escape of NUL and of a lone UTF-16 surrogate; the entries' rows pass through jsonb on their way in
 * (audit-entry-rows.ts), so every field is held to both.
 */

/** The longest text kept in any field of an entry; longer text is cut (never inside a character). */
export const MAX_TEXT = 1000;

/** What an entry records in place of an id that is not one (a path parameter of `%00`, of 10 kB, of `../`). */
export const MALFORMED_ID = '(malformed id)';

/** The ids the service makes (src/core/ids.ts) and accepts: URL-safe, at most 100 characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9_-]{1,100}$/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const REFUSED = '\uFFFD';
// eslint-disable-next-line no-control-regex
const NUL_OR_SURROGATE = /[\u0000\uD800-\uDFFF]/;

/** Text PostgreSQL stores: NUL and lone surrogates become U+FFFD, and it is cut at `max` UTF-16 units. */
export function storableText(text: string, max = MAX_TEXT): string {
  // Nearly every text has neither: one scan for both, the replacements only when there is something to replace.
  // eslint-disable-next-line no-control-regex
  let kept = NUL_OR_SURROGATE.test(text) ? text.replace(/\u0000/g, REFUSED).replace(LONE_SURROGATE, REFUSED) : text;
  if (kept.length > max) {
    const end = /[\uD800-\uDBFF]/.test(kept[max - 1]) ? max - 1 : max;
    kept = kept.slice(0, end);
  }
  return kept;
}

export function storableNullableText(text: string | null | undefined, max = MAX_TEXT): string | null {
  return typeof text === 'string' ? storableText(text, max) : null;
}

/** Whether a value is an id as the service makes them. */
export function isWellFormedId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_ID.test(value);
}

/** An id as an entry records it: itself when well formed, else the marker (never the raw value). */
export function storableId(id: string | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return isWellFormedId(id) ? id : MALFORMED_ID;
}

/**
 * A JSON value PostgreSQL's jsonb stores: every string and object key made storable text, numbers that JSON cannot
 * hold (NaN, Infinity) null, anything JSON does not encode (functions, symbols, bigints) its text.
 */
export function storableJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(storableJson);
  if (typeof value === 'object') {
    const stored: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) stored[storableText(key)] = storableJson(item);
    return stored;
  }
  return storableText(String(value));
}
