import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: the same body however the client ordered its keys. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const entries = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${entries.join(',')}}`;
}

/** What "the same request" means for a key: method, path with query string, and the canonical JSON body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()} ${url}\n${canonicalJson(body)}`).digest('hex');
}
