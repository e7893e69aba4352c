import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Client, Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { normalizeStatement } from './normalize-statement';
import { isTransactionControl, originArea, UNTRACED, viaWrappedEntry } from './statement-origin';
import { appendRecorded, RECORDING_DIR_ENV } from './recording-run';
import { classesDeclaredIn, originOwner, StackFrame } from './statement-owner';

/**
 * Jest `setupFiles` of the suite: records the text of every SQL statement the application (`src/`) sends through
 * pg in this test file, for the global teardown to check against `test/sql-snapshots/issued/`. Every statement reaches
 * pg's `Client.query`, but often after awaits that lose who asked (a call not awaited keeps no async caller), so the
 * caller is read where a statement enters: TypeORM's query runner or driver, pg's `Pool.query`, or a direct
 * `Client.query`. Each statement is recorded once per owner (the code that issued it, see statement-owner.ts), so
 * the stack is read for every statement.
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
  const sourceDir = path.join(projectRoot, 'src') + path.sep;
  const out = path.join(runDir, `${process.pid}-${randomBytes(4).toString('hex')}.jsonl`);
  (globalThis as { [RECORDING]?: string })[RECORDING] = out;
  const recorded = new Set<string>();
  const classes = new Map<string, string[]>();
  const declaredClasses = (file: string) => {
    if (!classes.has(file)) {
      let source = '';
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        // A frame of a file no longer on disk: its owner is named without a class.
      }
      classes.set(file, classesDeclaredIn(source));
    }
    return classes.get(file)!;
  };

  // Texts whose stack showed no project code where they entered TypeORM or the Pool (a query builder resumed after an
  // await often keeps none): pg's Client.query, called next, reads the stack again. Any other entry stack decided.
  const untracedAtEntry = new Set<string>();

  const record = (query: unknown, atClient: boolean) => {
    const text = textOf(query);
    if (text === undefined) return;
    const frames = callerFrames(sourceDir);
    const files = frames.map((frame) => frame.file);
    if (atClient && viaWrappedEntry(files, __dirname) && !untracedAtEntry.delete(text)) return;
    const origin = originArea(files, projectRoot, __dirname);
    if (!atClient && origin === UNTRACED) {
      untracedAtEntry.add(text);
      return;
    }
    // Texts the tests send themselves are not the application's.
    if (origin === undefined) return;
    const transaction = isTransactionControl(text.trimStart());
    // Transaction control and untraced statements read the same whoever issues them: their files name no owners.
    const owner = transaction || origin === UNTRACED ? undefined : originOwner(frames, projectRoot, declaredClasses);
    const area = transaction ? 'transactions' : origin;
    const key = `${area}\u0000${owner ?? ''}\u0000${text}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    const statement = normalizeStatement(text);
    appendRecorded(out, owner === undefined ? { area, statement } : { area, statement, owner });
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
 * The frames of the current call stack, innermost first, async callers included. Read as V8's call sites rather than
 * as `stack` text, which under Jest would be source-mapped first (milliseconds per statement). Names are read only
 * for frames under `sourceDir`, the only ones an owner is taken from.
 */
function callerFrames(sourceDir: string): StackFrame[] {
  const { prepareStackTrace, stackTraceLimit } = Error;
  Error.prepareStackTrace = (_error, sites) => sites;
  Error.stackTraceLimit = 80;
  try {
    const holder: { stack?: NodeJS.CallSite[] } = {};
    Error.captureStackTrace(holder);
    return (holder.stack ?? []).map((site) => {
      const file = site.getFileName() ?? null;
      return file?.startsWith(sourceDir)
        ? { file, functionName: site.getFunctionName(), typeName: site.getTypeName() }
        : { file, functionName: null, typeName: null };
    });
  } finally {
    Error.prepareStackTrace = prepareStackTrace;
    Error.stackTraceLimit = stackTraceLimit;
  }
}
