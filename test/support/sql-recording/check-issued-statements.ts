import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { compareWithSnapshot, ListedStatement } from './compare-snapshot';
import { readOutcome, readRecorded, RECORDING_DIR_ENV, RunOutcome } from './recording-run';
import { ISSUED_DIR, readSnapshot, writeSnapshot } from './snapshot-files';

/** The parts of Jest's global config that narrow a run to some of the suite. */
export interface RunSelection {
  testPathPatterns?: { patterns?: unknown[] } | unknown[];
  testNamePattern?: string;
  onlyChanged?: boolean;
  onlyFailures?: boolean;
  findRelatedTests?: boolean;
  changedSince?: string;
  lastCommit?: boolean;
  shard?: unknown;
  /** From the project config: anything beyond the default `/node_modules/` leaves files out. */
  testPathIgnorePatterns?: string[];
}

export const UPDATE_COMMAND = 'npm run sql:snapshots  (a whole run; or SQL_SNAPSHOTS=write npx jest <paths> to add only)';
export const PRUNE_COMMAND = 'npm run sql:snapshots:prune';

/** Every test file ran and passed, unfiltered: only then is a statement nobody issued known to be stale. */
export function isWholeRun(selection: RunSelection, outcome: RunOutcome | undefined): boolean {
  const patterns = Array.isArray(selection.testPathPatterns) ? selection.testPathPatterns : (selection.testPathPatterns?.patterns ?? []);
  const narrowed = patterns.length > 0 || !!selection.testNamePattern || !!selection.onlyChanged || !!selection.onlyFailures
    || !!selection.findRelatedTests || !!selection.changedSince || !!selection.lastCommit || !!selection.shard
    || (selection.testPathIgnorePatterns ?? []).some((pattern) => pattern !== '/node_modules/');
  return !narrowed && outcome !== undefined && outcome.suites > 0 && outcome.failedSuites === 0 && outcome.failedTests === 0
    && !outcome.interrupted;
}

export interface CheckOptions {
  /** The run's recording folder (removed once read); no folder, no check. */
  recordingDir?: string;
  issuedDir?: string;
  write?: boolean;
  /** With `write` after a whole, green run: also remove the statements the run did not issue. */
  prune?: boolean;
  log?: (line: string) => void;
}

/**
 * Run by the global teardown: merges what the test files recorded and compares it with
 * `test/sql-snapshots/issued/`. A statement issued but not snapshotted fails the run (the thrown error makes `jest`
 * exit non-zero); with SQL_SNAPSHOTS=write the files are written instead.
 */
export function checkIssuedStatements(selection: RunSelection, options: CheckOptions = {}): void {
  const {
    recordingDir = process.env[RECORDING_DIR_ENV],
    issuedDir = ISSUED_DIR,
    write = process.env.SQL_SNAPSHOTS === 'write' || process.env.SQL_SNAPSHOTS === 'prune',
    prune = process.env.SQL_SNAPSHOTS === 'prune',
    log = (line: string) => process.stderr.write(`${line}\n`),
  } = options;
  if (!recordingDir) return;
  let recorded, outcome;
  try {
    recorded = readRecorded(recordingDir);
    outcome = readOutcome(recordingDir);
  } finally {
    rmSync(recordingDir, { recursive: true, force: true });
  }
  const whole = isWholeRun(selection, outcome);
  const { missing, stale, newOwners, updated } = compareWithSnapshot(recorded, readSnapshot(issuedDir), whole, write && prune);

  const listed = (entries: ListedStatement[]) => entries
    .map((e) => `  [${e.area}] ${e.statement};${e.owners.length > 0 ? `  -- ${e.owners.join(', ')}` : ''}`).join('\n');
  if (write) {
    const changed = writeSnapshot(updated, issuedDir);
    if (missing.length > 0) log(`SQL snapshots: added\n${listed(missing)}`);
    const pruned = whole && prune;
    if (pruned && stale.length > 0) log(`SQL snapshots: removed\n${listed(stale)}`);
    log(`SQL snapshots: ${missing.length} statement(s) added, ${pruned ? stale.length : 0} removed, ${changed.length} file(s) of ${path.relative(process.cwd(), issuedDir)} written.`);
    if (whole && !prune && stale.length > 0) {
      log(`SQL snapshots: ${stale.length} snapshotted statement(s) were not issued by this run and are kept (some are issued only on some runs); review them, then ${PRUNE_COMMAND} removes them.`);
    }
    if (newOwners.length > 0) log(`SQL snapshots: ${newOwners.length} snapshotted statement(s) now also listed under the code that issued them here.`);
    if (!whole && stale.length > 0) log(`SQL snapshots: not a whole, green run; the ${stale.length} snapshotted statement(s) it did not issue are kept, as are their owners.`);
    return;
  }
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} SQL statement(s) issued by src/ are not in test/sql-snapshots/issued/:\n${listed(missing)}\n`
      + `Review them, then update the snapshot: ${UPDATE_COMMAND}`,
    );
  }
  if (whole && stale.length > 0) log(`SQL snapshots: ${stale.length} snapshotted statement(s) were not issued; ${PRUNE_COMMAND} removes them.`);
  // Owners label statements for review; a statement issued by code its file does not name is still snapshotted.
  if (newOwners.length > 0) log(`SQL snapshots: ${newOwners.length} statement(s) were issued by code their file does not name; npm run sql:snapshots names it.`);
}
