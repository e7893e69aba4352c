import { CellKind } from './columns/export-column';

/**
 * D11, OWASP "CSV Injection": a cell a spreadsheet would run as a formula gets a leading `'`. That is a cell starting with
 * `=`, `+`, `-`, `@` (or their fullwidth and small forms, which spreadsheets read as the ASCII ones), also after leading
 * whitespace (spreadsheets skip it), and any cell starting with a tab, carriage return or line feed.
 */
const FORMULA_START = /^[\s\u200b]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]/;
const CONTROL_START = /^[\t\r\n]/;
/** A plain number (`-2.5`) is a number to a spreadsheet, not a formula: left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutralise(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) || CONTROL_START.test(text) ? `'${text}` : text;
}

/** A CSV cell: lists joined with `; `, booleans `true`/`false`, nothing as an empty cell; neutralised. */
export function csvCell(kind: CellKind, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kind === 'list') return neutralise((value as unknown[]).filter((v) => v !== null && v !== '').join('; '));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutralise(String(value));
}

/** A JSON value: lists as arrays, booleans as booleans, everything else a string (decimals stay exact) or null. */
export function jsonCell(kind: CellKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'list') return (value as unknown[]).filter((v) => v !== null && v !== '');
  if (typeof value === 'boolean') return value;
  return String(value);
}
