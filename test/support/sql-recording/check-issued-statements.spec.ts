import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { checkIssuedStatements, isWholeRun, RunSelection } from './check-issued-statements';
import { formatArea } from './snapshot-files';

/** The global teardown's check of the recorded statements against test/sql-snapshots/issued/ (here in a temporary copy). */
describe('issued SQL snapshot check', () => {
  const WHOLE: RunSelection = { testPathPatterns: { patterns: [] } };
  const PARTIAL: RunSelection = { testPathPatterns: { patterns: ['test/e2e/locations'] } };
  const GREEN = { suites: 3, failedSuites: 0, failedTests: 0, interrupted: false };
  let root: string;
  let recordingDir: string;
  let issuedDir: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sql-check-'));
    recordingDir = path.join(root, 'run');
    issuedDir = path.join(root, 'issued');
    mkdirSync(recordingDir);
    mkdirSync(issuedDir);
    writeFileSync(path.join(issuedDir, 'people.sql'), formatArea(['SELECT 1 FROM people WHERE id = $1', 'SELECT 2 FROM people']));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const record = (outcome: object, ...entries: { area: string; statement: string }[]) => {
    writeFileSync(path.join(recordingDir, 'outcome.json'), JSON.stringify(outcome));
    writeFileSync(path.join(recordingDir, '1-a.jsonl'), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
  };
  const people = () => readFileSync(path.join(issuedDir, 'people.sql'), 'utf8');

  it('fails the run on a statement not in the snapshot, naming it and the command to update', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1' }, { area: 'people', statement: 'DELETE FROM people WHERE id = $1' });
    expect(() => checkIssuedStatements(PARTIAL, { recordingDir, issuedDir, write: false, log: () => undefined }))
      .toThrow(/1 SQL statement\(s\) issued by src\/ are not in .*\n {2}\[people\] DELETE FROM people WHERE id = \$1;\n.*npm run sql:snapshots/);
  });

  it('passes when every statement is in some area file', () => {
    record(GREEN, { area: 'tokens', statement: 'SELECT 2 FROM people' });
    expect(() => checkIssuedStatements(WHOLE, { recordingDir, issuedDir, write: false, log: () => undefined })).not.toThrow();
  });

  it('writes missing statements sorted, one per hunk, and keeps stale ones on a partial run', () => {
    record(GREEN, { area: 'people', statement: 'DELETE FROM people WHERE id = $1' }, { area: 'people', statement: 'SELECT 2 FROM people' });
    checkIssuedStatements(PARTIAL, { recordingDir, issuedDir, write: true, log: () => undefined });
    expect(people()).toMatch(/\n\nDELETE FROM people WHERE id = \$1;\n\nSELECT 1 FROM people WHERE id = \$1;\n\nSELECT 2 FROM people;\n\n$/);
  });

  it('removes statements nobody issued only after a whole, green run', () => {
    record({ ...GREEN, failedTests: 1 }, { area: 'people', statement: 'SELECT 2 FROM people' });
    checkIssuedStatements(WHOLE, { recordingDir, issuedDir, write: true, log: () => undefined });
    expect(people()).toContain('SELECT 1 FROM people WHERE id = $1;');

    mkdirSync(recordingDir);
    record(GREEN, { area: 'people', statement: 'SELECT 2 FROM people' });
    checkIssuedStatements(WHOLE, { recordingDir, issuedDir, write: true, log: () => undefined });
    expect(people()).not.toContain('SELECT 1 FROM people');
    expect(people()).toContain('SELECT 2 FROM people;');
  });

  it('counts as whole only an unfiltered run whose every file passed', () => {
    expect(isWholeRun(WHOLE, GREEN)).toBe(true);
    expect(isWholeRun(WHOLE, undefined)).toBe(false);
    expect(isWholeRun(PARTIAL, GREEN)).toBe(false);
    expect(isWholeRun({ ...WHOLE, testNamePattern: 'creates' }, GREEN)).toBe(false);
    expect(isWholeRun({ ...WHOLE, testPathIgnorePatterns: ['/node_modules/'] }, GREEN)).toBe(true);
    expect(isWholeRun({ ...WHOLE, testPathIgnorePatterns: ['/node_modules/', 'fuzz'] }, GREEN)).toBe(false);
    expect(isWholeRun(WHOLE, { ...GREEN, failedSuites: 1 })).toBe(false);
    expect(isWholeRun(WHOLE, { ...GREEN, interrupted: true })).toBe(false);
  });
});
