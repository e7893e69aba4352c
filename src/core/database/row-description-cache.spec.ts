import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import * as pg from 'pg';
import { keepRowDescriptions, MAX_KNOWN_DESCRIPTIONS, rowBuilderFor } from './row-description-cache';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const TypeOverrides = require('pg/lib/type-overrides') as new () => { setTypeParser(oid: number, format: string, parse: (value: string) => unknown): void };

type Field = { name: string; dataTypeID: number; format: string };
type ResultLike = { addFields(fields: Field[]): void; parseRow(values: (string | null)[]): Record<string, unknown>; fields: Field[]; _parsers?: unknown };
const Result = (pg as unknown as { Result: new (rowMode?: string, types?: unknown) => ResultLike }).Result;

const field = (name: string, dataTypeID: number): Field => ({ name, dataTypeID, format: 'text' });
const INT4 = 23;
const TEXT = 25;
const BOOL = 16;

function parsed(fields: Field[], values: (string | null)[], types?: unknown): Record<string, unknown> {
  const result = new Result(undefined, types);
  result.addFields(fields.map((f) => ({ ...f })));
  return result.parseRow(values);
}

describe('row descriptions read once per statement shape', () => {
  beforeAll(() => keepRowDescriptions(Result, pg.types));

  it('parses rows of a kept description as pg does, the description\'s own fields on each result', () => {
    const fields = [field('id', TEXT), field('count', INT4), field('active', BOOL)];
    for (let i = 0; i < 3; i++) {
      expect(parsed(fields, ['a', '42', 't'])).toEqual({ id: 'a', count: 42, active: true });
      expect(parsed(fields, ['b', null, 'f'])).toEqual({ id: 'b', count: null, active: false });
    }
    const result = new Result();
    const own = fields.map((f) => ({ ...f }));
    result.addFields(own);
    expect(result.fields).toBe(own);
  });

  it('never lends one description\'s parsers to another with the same ends (a type or a middle column differs)', () => {
    const first = [field('id', TEXT), field('n', INT4), field('z', TEXT)];
    expect(parsed(first, ['a', '7', 'z'])).toEqual({ id: 'a', n: 7, z: 'z' });
    expect(parsed([field('id', TEXT), field('n', TEXT), field('z', TEXT)], ['a', '7', 'z'])).toEqual({ id: 'a', n: '7', z: 'z' });
    expect(parsed([field('id', TEXT), field('m', INT4), field('z', TEXT)], ['a', '7', 'z'])).toEqual({ id: 'a', m: 7, z: 'z' });
    expect(parsed(first, ['a', '8', 'z'])).toEqual({ id: 'a', n: 8, z: 'z' });
  });

  it('keeps the descriptions of a client\'s results (pg gives each its client\'s type overrides), unless one is overridden', () => {
    const fields = [field('id', TEXT), field('count', INT4)];
    const clientTypes = new TypeOverrides();
    const result = new Result(undefined, clientTypes);
    result.addFields(fields);
    expect((result as unknown as { _buildRow?: unknown })._buildRow).toEqual(expect.any(Function));
    expect(result.parseRow(['a', '3'])).toEqual({ id: 'a', count: 3 });
    clientTypes.setTypeParser(INT4, 'text', (value: string) => `int ${value}`);
    expect(parsed(fields, ['a', '3'], clientTypes)).toEqual({ id: 'a', count: 'int 3' });
  });

  it('leaves results read with their own type parsers to pg', () => {
    const fields = [field('id', TEXT), field('count', INT4)];
    expect(parsed(fields, ['a', '1'])).toEqual({ id: 'a', count: 1 });
    const asText = { getTypeParser: () => (value: string) => `<${value}>` };
    expect(parsed(fields, ['a', '1'], asText)).toEqual({ id: '<a>', count: '<1>' });
    expect(parsed(fields, ['a', '1'])).toEqual({ id: 'a', count: 1 });
  });

  it('a row object is the row\'s own: changing one leaves the next untouched', () => {
    const fields = [field('id', TEXT), field('note', TEXT)];
    const one = parsed(fields, ['a', null]);
    one.note = 'changed';
    expect(parsed(fields, ['b', null])).toEqual({ id: 'b', note: null });
  });

  it('builds each row as pg builds it: the same keys in the same order, the same values, a name given twice included', () => {
    const fields = [field('b', TEXT), field('a', INT4), field('1', TEXT), field('b', BOOL), field('quote"\\n', TEXT)];
    const values = ['x', '5', 'one', 't', 'q'];
    const ours = parsed(fields, values);
    const pgs = parsed(fields, values, { getTypeParser: (pg as unknown as { types: { getTypeParser: (id: number) => unknown } }).types.getTypeParser });
    expect(JSON.stringify(ours)).toBe(JSON.stringify(pgs));
    expect(Object.keys(ours)).toEqual(Object.keys(pgs));
    expect(Object.getPrototypeOf(ours)).toBe(Object.prototype);
  });

  it('leaves binary columns and a column named __proto__ to pg', () => {
    expect(rowBuilderFor([field('a', TEXT), { name: 'b', dataTypeID: TEXT, format: 'binary' }])).toBeUndefined();
    expect(rowBuilderFor([field('__proto__', TEXT)])).toBeUndefined();
    const row = parsed([field('__proto__', TEXT), field('id', TEXT)], ['{}', 'a']);
    expect(row.id).toBe('a');
  });

  it('reads rows as pg does where Node may not compile code from strings', () => {
    const built = path.resolve(__dirname, '../../../dist/src/core/database/row-description-cache.js');
    const script = `
      const pg = require('pg');
      require(${JSON.stringify(built)}).keepRowDescriptions(pg.Result, pg.types);
      const rows = [];
      for (let i = 0; i < 2; i++) {
        const result = new pg.Result();
        result.addFields([{ name: 'id', dataTypeID: 25, format: 'text' }, { name: 'n', dataTypeID: 23, format: 'text' }]);
        rows.push(result.parseRow(['a', String(i)]));
      }
      process.stdout.write(JSON.stringify(rows));`;
    const out = execFileSync(process.execPath, ['--disallow-code-generation-from-strings', '-e', script], { cwd: path.resolve(__dirname, '../../..'), encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([{ id: 'a', n: 0 }, { id: 'a', n: 1 }]);
  });

  it('keeps describing after its limit is reached: the store starts again and keeps the description that filled it', () => {
    const described = (fields: Field[]) => {
      const result = new Result();
      result.addFields(fields.map((f) => ({ ...f })));
      return result;
    };
    // More descriptions than the store holds, all with the same ends: the store is emptied once on the way, whatever
    // it held before, and each description is still kept the moment it is first read.
    const notKept: number[] = [];
    for (let i = 0; i <= MAX_KNOWN_DESCRIPTIONS; i++) {
      const fields = [field('start', TEXT), field(`middle${i}`, INT4), field('end', TEXT)];
      if (described(fields)._parsers !== described(fields)._parsers) notKept.push(i);
    }
    expect(notKept).toEqual([]);
  });
});
