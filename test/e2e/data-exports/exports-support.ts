import { parse } from 'csv-parse/sync';
import { TestApp } from '../../support/test-app';

/** POST /api/data-exports with `download: true`, the raw response (checked against the document by the client). */
export async function download(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.api.post('/api/data-exports', token, { ...body, download: true });
  return res;
}

/** The rows of a CSV file (BOM checked and removed), header first. */
export function csvRows(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text.slice(1), { relax_column_count: false }) as string[][];
}

/** A CSV download parsed: its header and its rows as objects keyed by the header. */
export async function exportCsv(t: TestApp, token: string, body: Record<string, unknown>): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const res = await download(t, token, body);
  if (res.status !== 200) throw new Error(`export refused: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header, ...rows] = csvRows(res.body as string);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]]))) };
}
