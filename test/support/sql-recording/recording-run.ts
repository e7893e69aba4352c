import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The statements one `jest` run recorded: each test file appends to a file of its own in the run's folder (named by
 * the global setup in PERSONNEL_SQL_RECORDING), the global teardown reads them all.
 */
export const RECORDING_DIR_ENV = 'PERSONNEL_SQL_RECORDING';
export const OUTCOME_FILE = 'outcome.json';

export interface RecordedStatement {
  area: string;
  statement: string;
  /** The code that issued it (statement-owner.ts); none for transaction control and untraced statements. */
  owner?: string;
}

/** What the run-outcome reporter saw: the global teardown removes stale entries only after a complete, green run. */
export interface RunOutcome {
  suites: number;
  failedSuites: number;
  failedTests: number;
  interrupted: boolean;
}

export function appendRecorded(file: string, recorded: RecordedStatement): void {
  appendFileSync(file, `${JSON.stringify(recorded)}\n`);
}

export function readRecorded(dir: string): RecordedStatement[] {
  const all: RecordedStatement[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (line.trim() !== '') all.push(JSON.parse(line) as RecordedStatement);
    }
  }
  return all;
}

export function readOutcome(dir: string): RunOutcome | undefined {
  const file = path.join(dir, OUTCOME_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunOutcome) : undefined;
}
