import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const { checkTables } = require('../../scripts/boundaries/check');
const { tableOwners, migrationTables, tablesNamed } = require('../../scripts/boundaries/table-references');
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, '../..');

/**
 * Table ownership (docs/architecture.md, "Module boundaries"): a module's raw SQL names only tables its own module owns;
 * what it needs of another module's tables comes through that module's exported SQL pieces or services.
 */
describe('SQL of a module names only its own tables', () => {
  it('gives every table a migration creates an owner', () => {
    const owners: Map<string, string> = tableOwners(ROOT);
    const tables: string[] = migrationTables(ROOT);
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !owners.has(table))).toEqual([]);
    expect(owners.get('people')).toBe('people');
    expect(owners.get('events')).toBe('core');
    expect(owners.get('deleted_files')).toBe('files');
  });

  it('names no table another module owns, in any file of src/', () => {
    expect(checkTables(ROOT)).toEqual([]);
  });

  it('reports a module whose SQL names another module’s table, and not one naming its own', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'table-ownership-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('src/core/event.entity.ts', "@Entity('events') export class Event {}");
    write('src/modules/alpha/alpha.entity.ts', "@Entity('alphas') export class Alpha {}");
    write('src/modules/beta/beta.entity.ts', "@Entity('betas') export class Beta {}");
    write('src/modules/beta/beta.service.ts', "const own = 'SELECT * FROM betas'; const foreign = `SELECT a.id FROM betas b JOIN alphas a ON true`;");
    write('src/modules/alpha/alpha.service.ts', "const own = 'UPDATE alphas SET x = 1';");
    try {
      expect(checkTables(root)).toEqual(['src/modules/beta/beta.service.ts: alphas']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves out unit specs beside the code (their SQL is test data), and takes no owner from them', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'table-ownership-specs-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('src/modules/alpha/alpha.entity.ts', "@Entity('alphas') export class Alpha {}");
    write('src/modules/beta/beta.entity.ts', "@Entity('betas') export class Beta {}");
    write('src/modules/beta/beta.service.spec.ts', "@Entity('alphas') class Fake {} const sql = `SELECT a.id FROM betas b JOIN alphas a ON true`;");
    write('src/core/query/query.spec.ts', "const sql = 'SELECT 1 FROM alphas';");
    try {
      expect(checkTables(root)).toEqual([]);
      expect(tableOwners(root).get('alphas')).toBe('alpha');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
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

});
