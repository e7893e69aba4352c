/** What a logged error may show: never the values a query carried (D15: bank details, tax ids). */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

/** PostgreSQL names schema objects in quotes after these words: identifiers, kept for debugging. */
const IDENTIFIER_BEFORE = /\b(relation|column|constraint|table|index|type|schema|sequence|function|trigger|database|role|of relation)\s$/i;

/** Quoted text (but schema identifiers), `(key)=(value)` pairs and long digit runs in a message are values: `?`. */
export function messageWithoutValues(message: string): string {
  return message
    .replace(/"([^"]*)"|'[^']*'|`[^`]*`/g, (quoted, identifier: string | undefined, offset: number, whole: string) =>
      identifier !== undefined && /^[a-z_][a-z0-9_]{0,62}$/.test(identifier) && IDENTIFIER_BEFORE.test(whole.slice(Math.max(0, offset - 20), offset))
        ? quoted
        : '?')
    .replace(/\([^()]*\)=\([^()]*\)/g, '(?)=(?)')
    .replace(/\d{4,}/g, '?')
    .slice(0, 500);
}

/**
 * pino's `err` serializer: the class, a message without values, and the identifiers PostgreSQL gives
 * (SQLSTATE code, constraint, table, column). TypeORM's `query`/`parameters` and PostgreSQL's
 * `detail`/`where`/`hint` are dropped: they carry the rows' values.
 */
export function serializeError(error: unknown, depth = 0): SafeError | unknown {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return { type: typeof error, message: '[not an Error]' };
  const e = error as Error & { driverError?: Record<string, unknown> } & Record<string, unknown>;
  const pg = (e.driverError ?? e) as Record<string, unknown>;
  const out: SafeError = {
    type: e.constructor?.name ?? 'Object',
    message: messageWithoutValues(typeof e.message === 'string' ? e.message : ''),
  };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = pg[key] ?? e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  }
  if (typeof e.stack === 'string') out.stack = e.stack.split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1) as SafeError;
  return out;
}
