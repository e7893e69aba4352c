import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Client, Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { normalizeStatement } from './normalize-statement';
import { isTransactionControl, originArea, UNTRACED, viaWrappedEntry } from './statement-origin';
import { appendRecorded, RECORDING_DIR_ENV } from './recording-run';

/**
 * Jest `setupFiles` of the suite: records the text of every SQL statement the application (`src/`) sends through
 * pg in this test file, for the global teardown to check against `test/sql-snapshots/issued/`. Every statement reaches
 * pg's `Client.query`, but often after awaits that lose who asked (a call not awaited keeps no async caller), so the
 * caller is read where a statement enters: TypeORM's query runner or driver, pg's `Pool.query`, or a direct
 * `Client.query`.
 * A statement already recorded in this file costs one Set lookup; the stack is read only for a text not recorded yet.
 */
const RECORDING = Symbol.for('personnel.sqlRecording');

/** Where this test file's recorded statements go (undefined when the run records none). */
export function recordingFile(): string | undefined {
  return (globalThis as { [RECORDING]?: string })[RECORDING];
}

const dir = process.env[RECORDING_DIR_ENV];
if (dir && recordingFile() === undefined) install(dir);

function install(runDir: string): void {
  const projectRoot = path.resolve(__dirname, '../../..');
  const out = path.join(runDir, `${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  (globalThis as { [RECORDING]?: string })[RECORDING] = out;
  const recorded = new Set<string>();

  // Texts whose stack showed no project code where they entered TypeORM or the Pool (a query builder resumed after an
  // await often keeps none): pg's Client.query, called next, reads the stack again. Any other entry stack decided.
  const untracedAtEntry = new Set<string>();

  const record = (query: unknown, atClient: boolean) => {
    const text = textOf(query);
    if (text === undefined || recorded.has(text)) return;
    const files = callerFiles();
    if (atClient && viaWrappedEntry(files, __dirname) && !untracedAtEntry.delete(text)) return;
    const area = originArea(files, projectRoot, __dirname);
    if (!atClient && area === UNTRACED) {
      untracedAtEntry.add(text);
      return;
    }
    // Texts the tests send themselves are looked at again next time: the application may send the same text later.
    if (area === undefined) return;
    recorded.add(text);
    const statement = normalizeStatement(text);
    appendRecorded(out, { area: isTransactionControl(statement) ? 'transactions' : area, statement });
  };

  // Where statements enter: the object, its method, which argument holds the SQL, and whether it is pg's Client.
  const entries: [Record<string, any>, string, number, boolean][] = [
    [PostgresQueryRunner.prototype, 'query', 0, false],
    [PostgresQueryRunner.prototype, 'stream', 0, false],
    [PostgresDriver.prototype, 'executeQuery', 1, false],
    [Pool.prototype, 'query', 0, false],
    [Client.prototype, 'query', 0, true],
  ];
  for (const [proto, method, sqlArgument, atClient] of entries) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function recordingEntry(this: unknown, ...args: unknown[]) {
      record(args[sqlArgument], atClient);
      return original.apply(this, args);
    };
  }
}

function textOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  if (query === null || typeof query !== 'object') return undefined;
  const q = query as { text?: unknown; cursor?: { text?: unknown } };
  if (typeof q.text === 'string') return q.text;
  return typeof q.cursor?.text === 'string' ? q.cursor.text : undefined;
}

/**
 * The files of the current call stack, innermost first, async callers included. Read as V8's call sites rather than
 * as `stack` text, which under Jest would be source-mapped first (milliseconds per statement).
 */
function callerFiles(): (string | null)[] {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.stackTraceLimit = 80;
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder);
    return (holder.stack ?? []).map((site) => site.getFileName() ?? null);
  } finally {
    Error.prepareStackTrace = prepareStackTrace;
    Error.stackTraceLimit = stackTraceLimit;
  }
}
