/** API value of a stored value: date-times as UTC ISO with milliseconds (D7); dates stay `YYYY-MM-DD` strings. */
export function apiValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** Picks the listed fields of a row in order, converting each to its API form. */
export function pickFields<T extends object>(row: T, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const source = row as Record<string, unknown>;
  for (const field of fields) out[field] = apiValue(source[field]);
  return out;
}

/** Old values of the fields that differ between two API objects (D14 previousAttributes). */
export function changedAttributes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updatedAt') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}
