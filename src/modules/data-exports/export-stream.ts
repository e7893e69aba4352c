import { Readable, Transform, pipeline } from 'node:stream';
import type { Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import type { PersonValuesLoader } from '../../core/read/export-declaration';
import { csvCell, jsonCell, neutralise } from './export-cells';
import { personValueLoaders } from './export-catalog';
import { ExportPlan, PlannedColumn } from './export-plan';
import { OpenSealed, openSealedCells } from './export-sealed-cells';
import { CellKind } from './columns/export-column';

/** Rows fetched from the cursor at a time, and rows whose per-person values are read (and sealed cells opened) at once. */
const BATCH = 500;

/** Runs a column's loader of per-person values (time-away balances) for a batch of people of the export's year, as of `now`. */
export type PersonValuesOf = (load: PersonValuesLoader, personIds: string[], year: number, now: Date) => Promise<Map<string, Record<string, unknown>>>;

export interface ExportOutput {
  stream: Readable;
  /** Rows written so far (final once the stream ended). */
  rows: () => number;
  /** The people whose data the rows written so far hold (final once the stream ended): the audit entries' subjects. */
  subjects: () => string[];
}

/**
 * The export as a byte stream (D11): rows from a PostgreSQL cursor (pg-query-stream, BATCH rows at a time), each
 * made into cells (sealed ones opened per batch), then CSV (csv-stringify: UTF-8 with a BOM, a header row of the requested names) or a JSON
 * array written row by row. Back-pressure reaches the cursor, so an export never holds all its rows in memory; a
 * consumer must therefore read at its own pace, never a client's (downloads go through export-spool.ts first).
 */
export async function exportStream(pool: Pool, plan: ExportPlan, json: boolean, valuesOf: PersonValuesOf, openSealed: OpenSealed): Promise<ExportOutput> {
  let count = 0;
  const source = await cursor(pool, plan);
  const cells = new CellMaker(plan, json ? jsonCell : csvCell, valuesOf, openSealed, () => count++);
  const serializer = json ? jsonArray(plan.columns) : stringify({ bom: true, header: true, columns: plan.columns.map((c) => neutralise(c.header)) });
  const stream = pipeline(source, cells, serializer, () => undefined) as unknown as Readable;
  return { stream, rows: () => count, subjects: () => [...cells.people] };
}

/** A cursor on a connection of its own, given back to the pool when the stream ends, fails or is destroyed. */
async function cursor(pool: Pool, plan: ExportPlan): Promise<Readable> {
  const client = await pool.connect();
  const rows = client.query(new QueryStream(plan.text, plan.values, { batchSize: BATCH, highWaterMark: BATCH, rowMode: 'array' }));
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    // A connection whose cursor was abandoned mid-way is discarded rather than reused.
    client.release(error ?? (rows.readableEnded ? undefined : new Error('export cursor closed early')));
  };
  rows.once('error', release);
  rows.once('close', () => release());
  return rows;
}

/**
 * A row as the cursor gives it: the columns' values in order, then the person's id, then the ids of the rows the
 * sealed cells belong to (arrays: less garbage than objects).
 */
type Row = unknown[];

/** A batch's per-person values: by loader, by person id. */
type BatchValues = Map<PersonValuesLoader, Map<string, Record<string, unknown>>>;

/**
 * Rows -> arrays of cell values (derived in JS where a column says so). Rows wait in batches of BATCH when the
 * export has per-person values (read per batch of people) or sealed cells (opened per batch, one key lookup per key id).
 */
class CellMaker extends Transform {
  /** The loaders the columns' per-person values come from, each run once per batch. */
  private readonly loaders: PersonValuesLoader[];
  private readonly batched: boolean;
  private pending: Row[] = [];
  /** Whose rows went out (ids only, a few MB for 100,000 people): the export's subjects. */
  readonly people = new Set<string>();

  constructor(
    private readonly plan: ExportPlan,
    private readonly cell: (kind: CellKind, value: unknown) => unknown,
    private readonly valuesOf: PersonValuesOf,
    private readonly openSealed: OpenSealed,
    private readonly counted: () => void,
  ) {
    super({ objectMode: true, highWaterMark: BATCH });
    this.loaders = personValueLoaders(plan.columns);
    this.batched = this.loaders.length > 0 || plan.sealedCells.length > 0;
  }

  override _transform(row: Row, _encoding: string, done: (error?: Error | null) => void): void {
    if (!this.batched) {
      this.emit_(row, new Map());
      done();
      return;
    }
    this.pending.push(row);
    if (this.pending.length < BATCH) done();
    else this.flushBatch().then(() => done(), done);
  }

  override _flush(done: (error?: Error | null) => void): void {
    this.flushBatch().then(() => done(), done);
  }

  private async flushBatch(): Promise<void> {
    if (!this.pending.length) return;
    const rows = this.pending;
    this.pending = [];
    await openSealedCells(this.plan, rows, this.openSealed);
    const values = await this.valuesFor(rows);
    for (const row of rows) this.emit_(row, values);
  }

  private async valuesFor(rows: Row[]): Promise<BatchValues> {
    const values: BatchValues = new Map();
    if (!this.loaders.length) return values;
    const ids = [...new Set(rows.map((r) => this.personOf(r)))];
    for (const load of this.loaders) values.set(load, await this.valuesOf(load, ids, this.plan.balanceYear, this.plan.madeAt));
    return values;
  }

  private personOf(row: Row): string {
    return row[this.plan.columns.length] as string;
  }

  private emit_(row: Row, values: BatchValues): void {
    this.counted();
    const person = this.personOf(row);
    this.people.add(person);
    this.push(this.plan.columns.map((column, i) => this.cell(column.kind, cellValue(column, row[i], values, person))));
  }
}

function cellValue(column: PlannedColumn, raw: unknown, values: BatchValues, person: string): unknown {
  if (column.personValue) return values.get(column.personValues!)?.get(person)?.[column.personValue] ?? null;
  return column.derive ? column.derive(raw) : raw;
}

/** JSON cells of a row -> one object keyed by the headers, in a streamed array. */
function jsonArray(columns: PlannedColumn[]): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(values: unknown[], _encoding, done) {
      // No prototype: a column named `__proto__` is a key like any other.
      const object: Record<string, unknown> = Object.create(null);
      columns.forEach((column, i) => (object[column.header] = values[i]));
      done(null, `${first ? '[\n' : ',\n'}${JSON.stringify(object)}`);
      first = false;
    },
    flush(done) {
      done(null, first ? '[]\n' : '\n]\n');
    },
  });
}
