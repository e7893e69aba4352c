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
    let text = '';
    for (const piece of piecesOf(sql)) {
      if (typeof piece === 'string') {
        text += piece;
        continue;
      }
      const { name, spread, match } = piece;
      if (!Object.prototype.hasOwnProperty.call(params, name)) {
        text += match;
        continue;
      }
      const value = params[name];
      if (spread) {
        text += (value as unknown[]).map((v) => this.add(v)).join(', ');
        continue;
      }
      let position = this.positions.get(name);
      if (position === undefined) {
        this.values.push(value);
        position = this.values.length;
        this.positions.set(name, position);
      }
      text += `$${position}`;
    }
    return text;
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
 * is split at its named parameters once instead of scanned by the regular expression on each request; past the bound
 * a text is split each time.
 */
const MAX_KEPT_SPLITS = 2000;
const splits = new Map<string, readonly (string | NamedPiece)[]>();

function piecesOf(sql: string): readonly (string | NamedPiece)[] {
  let pieces = splits.get(sql);
  if (pieces) return pieces;
  const made: (string | NamedPiece)[] = [];
  let last = 0;
  for (const found of sql.matchAll(NAMED)) {
    if (found.index > last) made.push(sql.slice(last, found.index));
    made.push({ name: found[2], spread: found[1] !== undefined, match: found[0] });
    last = found.index + found[0].length;
  }
  if (last < sql.length) made.push(sql.slice(last));
  pieces = made;
  if (splits.size < MAX_KEPT_SPLITS) splits.set(sql, pieces);
  return pieces;
}
