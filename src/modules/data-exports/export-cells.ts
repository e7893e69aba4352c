import { CellKind } from './columns/export-column';

/** D11: a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return) gets a leading `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (`-2.5`) is a number to a spreadsheet, not a formula: left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
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
