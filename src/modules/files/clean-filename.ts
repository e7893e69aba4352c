/** Longest stored file name, in characters (code points). */
export const MAX_FILENAME_LENGTH = 255;

/**
 * Characters never kept in a stored file name: controls (Cc, C0 and C1), format characters (Cf: the bidi
 * embeddings, overrides and isolates U+202A-202E and U+2066-2069, the marks U+200E/200F and U+061C, zero-width
 * characters, soft hyphen, BOM, ...), lone surrogates (Cs) and the line and paragraph separators (Zl, Zp).
 * A right-to-left override would otherwise show `\u202Efdp.exe` as `exe.pdf`.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * The client's file name without any path, invisible or control characters, or excess length (NFC normalised);
 * `file` when nothing is left.
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const visible = base.normalize('NFC').replace(INVISIBLE, '').trim();
  const clean = Array.from(visible).slice(0, MAX_FILENAME_LENGTH).join('').trim();
  return clean || 'file';
}
