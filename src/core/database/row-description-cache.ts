/** pg's Result, as far as this file reads and writes it (pg/lib/result.js). */
interface PgResult {
  fields: FieldDescription[];
  _types?: unknown;
  _parsers?: Parser[];
  _prebuiltEmptyResultObject?: Record<string, null>;
  /** Set here: the row builder of the result's description, when it has one. */
  _buildRow?: RowBuilder;
  addFields(fields: FieldDescription[]): void;
  parseRow(values: (string | null)[]): Record<string, unknown>;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}

type Parser = (value: string) => unknown;
type RowBuilder = (parsers: Parser[], values: (string | null)[]) => Record<string, unknown>;

interface KnownDescription {
  fields: FieldDescription[];
  parsers: Parser[];
  empty: Record<string, null>;
  buildRow: RowBuilder | undefined;
}

/** Distinct row descriptions kept; far above the statements the service has (a few hundred), a guard against growth. */
export const MAX_KNOWN_DESCRIPTIONS = 2000;

let installed = false;

/**
 * pg reads each result's row description anew: for every column a type parser is looked up and a row object with
 * every column set to null is built (pg/lib/result.js `addFields`), about 35 µs for the 80 columns of a person, on
 * every execution of a prepared statement; then each row is that object copied and filled one column at a time. The
 * service sends the same few hundred statements over and over, so what a description gives is kept and handed to the
 * next result with the same description (same column names, types and formats, compared one by one: nothing is
 * assumed from a statement's name): its parsers, its empty row, and a row builder made for it (one object literal:
 * the same keys in the same order, the same values, built in one step).
 *
 * Left to pg: results read with type parsers of their own (a query's `types`, a client's overrides), rows as arrays
 * (pg's own method), binary columns, a column named `__proto__`, and every row where Node may not compile code from
 * strings. Type parsers are set once, when the data source's options are loaded (data-source-options.ts), before any
 * query: a parser kept here never goes stale.
 */
export function keepRowDescriptions(Result: { prototype: object }, defaultTypes: object): void {
  if (installed) return;
  installed = true;
  const proto = Result.prototype as PgResult;
  // A pg whose Result is not the one this was written against is left as it is.
  const sample = new (Result as unknown as new () => PgResult)();
  if (typeof proto.addFields !== 'function' || typeof proto.parseRow !== 'function' || !('_prebuiltEmptyResultObject' in sample)) return;
  const addFields = proto.addFields;
  const parseRow = proto.parseRow;
  const known = new Map<string, KnownDescription[]>();
  let count = 0;

  proto.addFields = function (this: PgResult, fields: FieldDescription[]) {
    this._buildRow = undefined;
    if (!withDefaultTypes(this._types, defaultTypes) || fields.length === 0) return addFields.call(this, fields);
    const key = `${fields.length}\u0000${fields[0].name}\u0000${fields[fields.length - 1].name}`;
    const candidates = known.get(key);
    const hit = candidates?.find((candidate) => sameDescription(candidate.fields, fields));
    if (hit) {
      this.fields = fields;
      this._parsers = hit.parsers;
      this._prebuiltEmptyResultObject = hit.empty;
      this._buildRow = hit.buildRow;
      return;
    }
    addFields.call(this, fields);
    let sameEnds = candidates;
    if (count >= MAX_KNOWN_DESCRIPTIONS) {
      known.clear();
      count = 0;
      sameEnds = undefined;
    }
    const entry: KnownDescription = {
      fields: fields.map(({ name, dataTypeID, format }) => ({ name, dataTypeID, format })),
      parsers: this._parsers!,
      empty: this._prebuiltEmptyResultObject!,
      buildRow: rowBuilderFor(fields),
    };
    if (sameEnds) sameEnds.push(entry);
    else known.set(key, [entry]);
    count++;
    this._buildRow = entry.buildRow;
  };

  proto.parseRow = function (this: PgResult, values: (string | null)[]) {
    return this._buildRow ? this._buildRow(this._parsers!, values) : parseRow.call(this, values);
  };
}

/**
 * Whether a result parses with pg's global parsers: no types of its own, or its client's (pg gives every client's
 * results a `TypeOverrides` over the global parsers) with nothing overridden.
 */
function withDefaultTypes(types: unknown, defaultTypes: object): boolean {
  if (types === undefined || types === null) return true;
  const overrides = types as { _types?: unknown; text?: object; binary?: object };
  return overrides._types === defaultTypes && isEmpty(overrides.text) && isEmpty(overrides.binary);
}

function isEmpty(record: object | undefined): boolean {
  if (!record) return false;
  for (const key in record) if (Object.prototype.hasOwnProperty.call(record, key)) return false;
  return true;
}

function sameDescription(kept: FieldDescription[], fields: FieldDescription[]): boolean {
  if (kept.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const a = kept[i];
    const b = fields[i];
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || (a.format ?? 'text') !== (b.format ?? 'text')) return false;
  }
  return true;
}

/**
 * `{ "id": v[0] === null ? null : p[0](v[0]), ... }` for the description: pg's row (the empty row copied, then each
 * column set in order) as one literal. A name given twice keeps its first place and its last value in both. The
 * names go in as JSON string literals, which are JavaScript string literals: no name can leave its quotes.
 */
export function rowBuilderFor(fields: readonly FieldDescription[]): RowBuilder | undefined {
  if (fields.some((f) => f.name === '__proto__' || (f.format ?? 'text') !== 'text')) return undefined;
  const properties = fields.map((f, i) => `${JSON.stringify(f.name)}: v[${i}] === null ? null : p[${i}](v[${i}])`);
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    return new Function('p', 'v', `return {${properties.join(', ')}};`) as RowBuilder;
  } catch {
    // Node run with --disallow-code-generation-from-strings: pg builds the rows.
    return undefined;
  }
}
