import * as path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const { BASELINES, checkTables, report } = require('../../scripts/boundaries/check');
const { tableOwners, migrationTables, tablesNamed, compareWithBaseline } = require('../../scripts/boundaries/table-references');
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, '../..');
const SHRINK = 'npm run lint:deps -- --shrink';

/**
 * Table ownership (docs/architecture.md, "Module boundaries"): a module's raw SQL names only tables its own module owns.
 * Today's cross-module references are known (.table-references-known-violations.json, file -> tables); a new one
 * fails, and a known one that is gone must leave the baseline, so it only shrinks.
 */
describe('SQL of a module names only its own tables', () => {
  let found: { added: string[]; removed: string[] };

  beforeAll(() => {
    found = checkTables(ROOT);
  });

  it('gives every table a migration creates an owner', () => {
    const owners: Map<string, string> = tableOwners(ROOT);
    const tables: string[] = migrationTables(ROOT);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !owners.has(table))).toEqual([]);
    expect(owners.get('people')).toBe('people');
    expect(owners.get('events')).toBe('core');
    expect(owners.get('deleted_files')).toBe('files');
  });

  it('adds no reference to another module’s table, beyond the known ones', () => {
    expect(report('SQL naming tables of other modules', BASELINES.tables, { added: found.added, removed: [] }, SHRINK)).toBe('');
  });

  it('keeps the known references to those that still occur (the baseline only shrinks)', () => {
    expect(report('SQL naming tables of other modules', BASELINES.tables, { added: [], removed: found.removed }, SHRINK)).toBe('');
  });
});

describe('the SQL table scanner', () => {
  const known = new Set(['people', 'job_roles', 'events', 'files', 'companies', 'locations']);
  const named = (source: string): string[] => tablesNamed('sample.ts', source, known);

  it('finds a known table after FROM, JOIN, UPDATE, INSERT INTO and DELETE FROM, quoted or not, across lines', () => {
    expect(named("const a = 'SELECT id FROM people p';")).toEqual(['people']);
    expect(named('const b = `SELECT 1\n  FROM x\n  LEFT JOIN "job_roles" jr ON true`;')).toEqual(['job_roles']);
    expect(named('const c = `INSERT INTO events (id) VALUES ($1)`; const d = "DELETE FROM files WHERE id = $1";')).toEqual(['events', 'files']);
    expect(named('const e = `UPDATE ONLY companies SET name = $1 WHERE id = ${id}`;')).toEqual(['companies']);
  });

  it('reads only string literals: not comments, not code, not names behind an interpolation, not lower-case words', () => {
    expect(named('// SELECT * FROM people\n/* JOIN job_roles */\nconst x = 1;')).toEqual([]);
    expect(named('const s = `SELECT * FROM ${table} JOIN ${other} ON true`;')).toEqual([]);
    expect(named("const m = 'copied from people, then join locations';")).toEqual([]);
    expect(named("const u = 'SELECT * FROM unknown_table';")).toEqual([]);
  });

  it('compares found references with a baseline: new ones are added, vanished ones removed', () => {
    const baseline = { 'src/modules/a/x.ts': ['people', 'files'], 'src/modules/a/gone.ts': ['events'] };
    const found = { 'src/modules/a/x.ts': ['files', 'locations'] };
    expect(compareWithBaseline(found, baseline)).toEqual({
      added: ['src/modules/a/x.ts: locations'],
      removed: ['src/modules/a/gone.ts: events', 'src/modules/a/x.ts: people'],
    });
  });
});
