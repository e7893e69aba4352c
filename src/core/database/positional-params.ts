/**
 * Turns SQL with TypeORM-style named parameters (`:name`, `(:...list)`) into pg's positional form (`$1`), with
 * the values in order. Only names present in `params` are replaced, so casts (`::date`) and text such as
 * `'HH24:MI'` stay as they are. A list becomes one placeholder per value (its length is part of the shape).
 */
export class PositionalParams {
  readonly values: unknown[] = [];
  private readonly positions = new Map<string, number>();

  /** Appends one value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  convert(sql: string, params: Record<string, unknown>): string {
    const pieces = piecesOf(sql);
    if (!pieces) return sql.replace(NAMED, (match, spread: string | undefined, name: string) => this.placeholder(match, spread !== undefined, name, params));
    let text = '';
    for (const piece of pieces) {
      if (typeof piece === 'string') {
        text += piece;
        continue;
      }
      text += this.placeholder(piece.match, piece.spread, piece.name, params);
    }
    return text;
  }

  private placeholder(match: string, spread: boolean, name: string, params: Record<string, unknown>): string {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return match;
    const value = params[name];
    if (spread) return (value as unknown[]).map((v) => this.add(v)).join(', ');
    let position = this.positions.get(name);
    if (position === undefined) {
      this.values.push(value);
      position = this.values.length;
      this.positions.set(name, position);
    }
    return `$${position}`;
  }
}

const NAMED = /(?<![:\w]):(\.\.\.)?([A-Za-z_]\w*)/g;

/** A named parameter as written in the SQL (`match`: put back as it was when the name is not a parameter). */
interface NamedPiece {
  name: string;
  spread: boolean;
  match: string;
}

/**
 * The SQL texts of conditions come from a small set (the code's conditions, filters by field and operator), so each
 * is split at its named parameters once instead of scanned by the regular expression on each request. Past the bound
 * (texts that would vary with values) a text is scanned as before: null.
 */
const MAX_KEPT_SPLITS = 2000;
const splits = new Map<string, readonly (string | NamedPiece)[]>();

function piecesOf(sql: string): readonly (string | NamedPiece)[] | null {
  const kept = splits.get(sql);
  if (kept) return kept;
  if (splits.size >= MAX_KEPT_SPLITS) return null;
  const made: (string | NamedPiece)[] = [];
  let last = 0;
  for (const found of sql.matchAll(NAMED)) {
    if (found.index > last) made.push(sql.slice(last, found.index));
    made.push({ name: found[2], spread: found[1] !== undefined, match: found[0] });
    last = found.index + found[0].length;
  }
  if (last < sql.length) made.push(sql.slice(last));
  splits.set(sql, made);
  return made;
}
