/**
 * Which reads of a resource are sensitive (its definition's `auditReads`, docs/security.md "Audit trail"): without
 * `fields` and `rows`, every answer; with `fields`, answers that show one of them (a person's tax fields); with `rows`,
 * answers of the rows it accepts (custom values of the sections that extend bank accounts and compensations).
 */
export interface SensitiveReads<R> {
  fields?: readonly string[];
  /**
   * Judged on the rows of the answers: the entities a write answers with; a list's or retrieve's answers have none
   * beside them, so a resource judging rows supplies them in its `auditRead` (custom values look their sections up).
   */
  rows?: (row: R) => boolean;
}

/** The answers of a read that show sensitive data, and the names of the fields they show (never values). */
export interface SensitiveShown {
  answers: Record<string, unknown>[];
  fields: string[];
}

/**
 * What of `answers` (made of `rows`, in the same order, when the spec judges rows) is a sensitive read; null when
 * nothing is, so nothing is recorded. A resource whose every answer is sensitive records its empty lists too (who
 * looked, and found none).
 */
export function sensitiveShown<R>(
  spec: SensitiveReads<R>,
  answers: readonly Record<string, unknown>[],
  rows: readonly R[] | null,
): SensitiveShown | null {
  let shown = [...answers];
  if (spec.rows) {
    if (!rows || rows.length !== answers.length) throw new Error('a sensitive read judged by its rows needs the rows of its answers');
    shown = shown.filter((_, i) => spec.rows!(rows[i]));
  }
  if (spec.fields) {
    const declared = spec.fields;
    shown = shown.filter((answer) => declared.some((f) => f in answer));
  }
  if (shown.length === 0 && (spec.fields || spec.rows)) return null;
  const fields = new Set<string>();
  for (const answer of shown) {
    for (const f of spec.fields ?? Object.keys(answer)) if (f in answer) fields.add(f);
  }
  return { answers: shown, fields: [...fields] };
}
