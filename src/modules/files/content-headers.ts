import { ByteRange } from '../../core/storage/storage-driver';

/**
 * RFC 6266 `Content-Disposition` with the original name: a plain quoted ASCII fallback (quotes, backslashes and
 * anything outside printable ASCII replaced) and, when the name needs it, the exact name as RFC 8187 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const header = `${kind}; filename="${fallback}"`;
  if (fallback === filename) return header;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${header}; filename*=UTF-8''${encoded}`;
}

/**
 * One `Range: bytes=...` of a body of `size` bytes: the range, 'unsatisfiable' (416), or null to send the whole
 * body (no header, another unit, several ranges: RFC 9110 lets a server ignore those).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Whether `If-None-Match` names the entity tag (weak comparison, `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
