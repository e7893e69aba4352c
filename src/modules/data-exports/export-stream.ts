import { Readable, Transform, pipeline } from 'node:stream';
import type { Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import { TimeAwayBalance } from '../time-away';
import { csvCell, jsonCell, neutralise } from './export-cells';
import { ExportPlan, PlannedColumn } from './export-plan';
import { OpenSealed, openSealedCells } from './export-sealed-cells';
import { CellKind } from './columns/export-column';

/** Rows fetched from the cursor at a time, and rows whose balances are read (and sealed cells opened) at once. */
const BATCH = 500;

export type BalancesOf = (personIds: string[], year: number) => Promise<TimeAwayBalance[]>;

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
export async function exportStream(pool: Pool, plan: ExportPlan, json: boolean, balancesOf: BalancesOf, openSealed: OpenSealed): Promise<ExportOutput> {
  let count = 0;
  const source = plan.empty ? Readable.from([]) : await cursor(pool, plan);
  const cells = new CellMaker(plan, json ? jsonCell : csvCell, balancesOf, openSealed, () => count++);
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

/**
 * Rows -> arrays of cell values (derived in JS where a column says so). Rows wait in batches of BATCH when the
 * export has balances (read per batch of people) or sealed cells (opened per batch, one key lookup per key id).
 */
class CellMaker extends Transform {
  private readonly withBalances: boolean;
  private readonly batched: boolean;
  private pending: Row[] = [];
  /** Whose rows went out (ids only, a few MB for 100,000 people): the export's subjects. */
  readonly people = new Set<string>();

  constructor(
    private readonly plan: ExportPlan,
    private readonly cell: (kind: CellKind, value: unknown) => unknown,
    private readonly balancesOf: BalancesOf,
    private readonly openSealed: OpenSealed,
    private readonly counted: () => void,
  ) {
    super({ objectMode: true, highWaterMark: BATCH });
    this.withBalances = plan.columns.some((c) => c.balance);
    this.batched = this.withBalances || plan.sealedCells.length > 0;
  }

  override _transform(row: Row, _encoding: string, done: (error?: Error | null) => void): void {
    if (!this.batched) {
      this.emit_(row, null);
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
    const balances = this.withBalances ? await this.balancesFor(rows) : new Map<string, TimeAwayBalance>();
    for (const row of rows) this.emit_(row, balances.get(this.personOf(row)) ?? null);
  }

  private async balancesFor(rows: Row[]): Promise<Map<string, TimeAwayBalance>> {
    const ids = [...new Set(rows.map((r) => this.personOf(r)))];
    return new Map((await this.balancesOf(ids, this.plan.balanceYear)).map((b) => [b.personId, b]));
  }

  private personOf(row: Row): string {
    return row[this.plan.columns.length] as string;
  }

  private emit_(row: Row, balance: TimeAwayBalance | null): void {
    this.counted();
    this.people.add(this.personOf(row));
    this.push(this.plan.columns.map((column, i) => this.cell(column.kind, cellValue(column, row[i], balance))));
  }
}

function cellValue(column: PlannedColumn, raw: unknown, balance: TimeAwayBalance | null): unknown {
  if (column.balance) return balance?.[column.balance] ?? null;
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
