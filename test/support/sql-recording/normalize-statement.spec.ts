import { normalizeStatement } from './normalize-statement';

/** The snapshot form of a statement: one entry per statement the code can issue, whatever the values' count. */
describe('SQL statement normaliser', () => {
  it('collapses whitespace outside quotes and drops a closing semicolon', () => {
    expect(normalizeStatement("  SELECT a,\n\t  b\nFROM t  WHERE c = '  two  spaces'  ;\n")).toBe("SELECT a, b FROM t WHERE c = '  two  spaces'");
  });

  it('makes IN lists of any length, one included, one entry, numbering what follows again', () => {
    const shapes = [
      'SELECT * FROM t WHERE id IN ($1) AND company_id = $2',
      'SELECT * FROM t WHERE id IN ($1, $2) AND company_id = $3',
      'SELECT * FROM t WHERE id IN ($1,$2,$3,$4,$5) AND company_id = $6',
    ].map(normalizeStatement);
    expect(new Set(shapes)).toEqual(new Set(['SELECT * FROM t WHERE id IN ($1, …) AND company_id = $2']));
  });

  it('makes multi-row VALUES of any batch size, with DEFAULT for columns not given, one entry', () => {
    const shapes = [
      'INSERT INTO "t"("id", "a", "b") VALUES ($1, $2, DEFAULT)',
      'INSERT INTO "t"("id", "a", "b") VALUES ($1, $2, $3), ($4, $5, DEFAULT)',
      'INSERT INTO "t"("id", "a", "b") VALUES ($1, DEFAULT, $2), ($3, $4, $5), ($6, $7, $8) RETURNING "id"',
    ].map(normalizeStatement);
    expect(shapes[0]).toBe('INSERT INTO "t"("id", "a", "b") VALUES ($1, …)');
    expect(shapes[1]).toBe(shapes[0]);
    expect(shapes[2]).toBe(`${shapes[0]} RETURNING "id"`);
  });

  it('reads a batch of thousands of rows as the same one entry, quickly', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`).join(', ');
    const started = Date.now();
    expect(normalizeStatement(`INSERT INTO t (a, b, c) VALUES ${rows}`)).toBe('INSERT INTO t (a, b, c) VALUES ($1, …)');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps a hand-written repeated placeholder', () => {
    expect(normalizeStatement('INSERT INTO x (id, a, at1, at2) VALUES ($1, $2, true, $3, $3)')).toBe('INSERT INTO x (id, a, at1, at2) VALUES ($1, …, true, $2, $2)');
  });

  it("makes TypeORM's SET of the changed columns, in any order, one entry", () => {
    const shapes = [
      'UPDATE "t" SET "updated_at" = $1, "a" = $2, "b" = $3 WHERE "id" = $4',
      'UPDATE "t" SET "c" = $1, "updated_at" = $2 WHERE "id" = $3',
    ].map(normalizeStatement);
    expect(new Set(shapes)).toEqual(new Set(['UPDATE "t" SET "…" = $1, … WHERE "id" = $2']));
    expect(normalizeStatement('UPDATE "t" SET "a" = $1 WHERE "id" IN ($2, $3)')).toBe('UPDATE "t" SET "a" = $1 WHERE "id" IN ($2, …)');
  });

  it('makes savepoints of any depth one entry', () => {
    expect(normalizeStatement('SAVEPOINT typeorm_3')).toBe('SAVEPOINT typeorm_n');
    expect(normalizeStatement('ROLLBACK TO SAVEPOINT typeorm_12')).toBe('ROLLBACK TO SAVEPOINT typeorm_n');
    expect(normalizeStatement('RELEASE SAVEPOINT typeorm_1')).toBe('RELEASE SAVEPOINT typeorm_n');
  });

  it("never shows a test run's database names", () => {
    expect(normalizeStatement('SELECT pg_database_size($1) -- personnel_t_1a2b3c4d_00aa11bb22cc')).not.toMatch(/1a2b3c4d/);
    expect(normalizeStatement('CREATE DATABASE personnel_t_1a2b3c4d_00aa11bb22cc TEMPLATE personnel_tpl_1a2b3c4d'))
      .toBe('CREATE DATABASE <test database> TEMPLATE <test database>');
    expect(normalizeStatement('CREATE DATABASE "personnel_t_1a2b3c4d_schema_0f1e2d3c"')).toBe('CREATE DATABASE "<test database>"');
  });
});
