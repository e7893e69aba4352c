import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { checkIssuedStatements, isWholeRun, RunSelection } from './check-issued-statements';
import { RecordedStatement } from './recording-run';
import { entriesOf, formatArea } from './snapshot-files';

/** The global teardown's check of the recorded statements against test/sql-snapshots/issued/ (here in a temporary copy). */
describe('issued SQL snapshot check', () => {
  const WHOLE: RunSelection = { testPathPatterns: { patterns: [] } };
  const PARTIAL: RunSelection = { testPathPatterns: { patterns: ['test/e2e/locations'] } };
  const GREEN = { suites: 3, failedSuites: 0, failedTests: 0, interrupted: false };
  const FIND = 'PeopleService.find (src/modules/people/people.service.ts)';
  const REMOVE = 'PeopleService.remove (src/modules/people/people.service.ts)';
  const LIST = 'ResourceService.list (src/core/crud/resource.service.ts)';
  let root: string;
  let recordingDir: string;
  let issuedDir: string;
  let logged: string[];

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sql-check-'));
    recordingDir = path.join(root, 'run');
    issuedDir = path.join(root, 'issued');
    mkdirSync(recordingDir);
    mkdirSync(issuedDir);
    logged = [];
    writeFileSync(path.join(issuedDir, 'people.sql'), formatArea(new Map([
      ...entriesOf(['SELECT 1 FROM people WHERE id = $1'], FIND),
      ...entriesOf(['SELECT 2 FROM people']),
    ]), 'people'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const record = (outcome: object, ...entries: RecordedStatement[]) => {
    mkdirSync(recordingDir, { recursive: true });
    writeFileSync(path.join(recordingDir, 'outcome.json'), JSON.stringify(outcome));
    writeFileSync(path.join(recordingDir, '1-a.jsonl'), entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
  };
  const check = (selection: RunSelection, write: boolean, prune = false) =>
    checkIssuedStatements(selection, { recordingDir, issuedDir, write, prune, log: (line) => logged.push(line) });
  const people = () => readFileSync(path.join(issuedDir, 'people.sql'), 'utf8');

  it('fails the run on a statement not in the snapshot, naming it, the code that issued it and the command to update', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: FIND }, { area: 'people', statement: 'DELETE FROM people WHERE id = $1', owner: REMOVE });
    expect(() => check(PARTIAL, false))
      .toThrow(/1 SQL statement\(s\) issued by src\/ are not in .*\n {2}\[people\] DELETE FROM people WHERE id = \$1; {2}-- PeopleService\.remove \(src\/modules\/people\/people\.service\.ts\)\n.*npm run sql:snapshots/);
  });

  it('passes when every statement is in some area file', () => {
    record(GREEN, { area: 'tokens', statement: 'SELECT 2 FROM people' });
    expect(() => check(WHOLE, false)).not.toThrow();
  });

  it('matches by the text alone: a statement issued by code its file does not name (a moved caller) is snapshotted', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: LIST }, { area: 'people', statement: 'SELECT 2 FROM people', owner: FIND });
    expect(() => check(WHOLE, false)).not.toThrow();
    expect(logged.join('\n')).toMatch(/2 statement\(s\) were issued by code their file does not name; npm run sql:snapshots names it/);
  });

  it('matches a statement whatever its layout in the file', () => {
    writeFileSync(path.join(issuedDir, 'people.sql'), '-- header\n\n-- PeopleService.find (src/x.ts)\n\nSELECT\n  1\nFROM\n  people\nWHERE\n  id = $1;\n\n');
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: FIND });
    expect(() => check(PARTIAL, false)).not.toThrow();
  });

  it('writes missing statements formatted, one per hunk, under the code that issued them, and keeps stale ones on a partial run', () => {
    record(GREEN, { area: 'people', statement: 'DELETE FROM people WHERE id = $1', owner: REMOVE }, { area: 'people', statement: 'SELECT 2 FROM people', owner: FIND });
    check(PARTIAL, true);
    expect(people()).toMatch(new RegExp(`\n\n-- ${escape(FIND)}\n\nSELECT\n  1\nFROM\n  people\nWHERE\n  id = \\$1;\n\nSELECT\n  2\nFROM\n  people;\n\n`
      + `-- ${escape(REMOVE)}\n\nDELETE FROM people\nWHERE\n  id = \\$1;\n\n$`));
  });

  it('keeps a statement under "(owner not recorded yet)" until a run sees the code that issues it', () => {
    expect(people()).toMatch(/\n-- \(owner not recorded yet\)\n\nSELECT\n {2}2\nFROM\n {2}people;\n\n$/);
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: FIND });
    check(PARTIAL, true);
    expect(people()).toContain('-- (owner not recorded yet)\n\nSELECT\n  2\nFROM\n  people;');
  });

  it('lists a statement several owners issue once, under the first, naming the others; a partial run only adds owners', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: LIST });
    check(PARTIAL, true);
    expect(people()).toContain(`-- ${FIND}\n\n-- also issued by ${LIST}\nSELECT\n  1\nFROM\n  people\nWHERE\n  id = $1;\n\n`);
    expect(logged.join('\n')).toMatch(/1 snapshotted statement\(s\) now also listed under the code that issued them here/);
  });

  it('after a whole, green run names exactly the code that issued each statement', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 1 FROM people WHERE id = $1', owner: LIST }, { area: 'people', statement: 'SELECT 2 FROM people', owner: LIST });
    check(WHOLE, true);
    expect(people()).toMatch(new RegExp(`\n\n-- ${escape(LIST)}\n\nSELECT\n  1\nFROM\n  people\nWHERE\n  id = \\$1;\n\nSELECT\n  2\nFROM\n  people;\n\n$`));
    expect(people()).not.toContain(FIND);
    expect(people()).not.toContain('owner not recorded');
  });

  it('keeps statements a whole run did not issue unless asked to prune (some are issued only on some runs)', () => {
    record(GREEN, { area: 'people', statement: 'SELECT 2 FROM people' });
    check(WHOLE, true);
    expect(people()).toContain('SELECT\n  1\nFROM\n  people');
    expect(logged.join('\n')).toMatch(/1 snapshotted statement\(s\) were not issued by this run and are kept.*npm run sql:snapshots:prune/);
  });

  it('prunes statements nobody issued only after a whole, green run', () => {
    record({ ...GREEN, failedTests: 1 }, { area: 'people', statement: 'SELECT 2 FROM people' });
    check(WHOLE, true, true);
    expect(people()).toContain('SELECT\n  1\nFROM\n  people');

    record(GREEN, { area: 'people', statement: 'SELECT 2 FROM people' });
    check(WHOLE, true, true);
    expect(people()).not.toContain('SELECT\n  1\n');
    expect(people()).toContain('SELECT\n  2\nFROM\n  people;');
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

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
