import { formatStatement, oneLine, statementKey } from './format-statement';

/** The reviewable layout of a snapshotted statement, which never changes what it matches. */
describe('SQL statement formatting', () => {
  it('lays a statement out over lines, keywords and names as written', () => {
    expect(formatStatement('SELECT p.id, p."first_name" FROM people p WHERE p.company_id = $1 AND p.id IN ($2, …) ORDER BY p.id'))
      .toBe('SELECT\n  p.id,\n  p."first_name"\nFROM\n  people p\nWHERE\n  p.company_id = $1\n  AND p.id IN ($2, …)\nORDER BY\n  p.id');
  });

  it("reads what normalising writes in place of values and names as single tokens", () => {
    expect(formatStatement('UPDATE "t" SET "…" = $1, … WHERE "id" = $2')).toBe('UPDATE "t"\nSET\n  "…" = $1,\n  …\nWHERE\n  "id" = $2');
    expect(formatStatement('CREATE DATABASE <test database> TEMPLATE <test database>')).toBe('CREATE DATABASE <test database> TEMPLATE <test database>');
  });

  it('changes nothing but whitespace outside quotes, so the key matches either form', () => {
    const statement = "INSERT INTO \"t\"(\"id\", \"a\") VALUES ($1, …) ON CONFLICT (\"id\") DO UPDATE SET a = 'x  y' RETURNING \"id\"";
    const formatted = formatStatement(statement);
    expect(formatted).not.toBe(statement);
    expect(statementKey(formatted)).toBe(statementKey(statement));
    expect(formatStatement(oneLine(formatted))).toBe(formatted);
    expect(oneLine(formatted)).toContain("'x  y'");
  });

  it('keeps statements of several queries without a blank line, which would end the entry', () => {
    expect(formatStatement('SELECT 1; SELECT 2')).not.toMatch(/\n\s*\n/);
  });

  it('leaves on one line a statement the formatter cannot read', () => {
    expect(formatStatement('SELEC FROM WHERE (((')).toBe('SELEC FROM WHERE (((');
  });

  it('keys statements apart when they differ beyond whitespace', () => {
    expect(statementKey('SELECT a FROM t')).toBe(statementKey('SELECT\n  a\nFROM\n  t'));
    expect(statementKey("SELECT 'a b'")).not.toBe(statementKey("SELECT 'ab'"));
    expect(statementKey('SELECT a FROM t')).not.toBe(statementKey('SELECT b FROM t'));
  });
});
