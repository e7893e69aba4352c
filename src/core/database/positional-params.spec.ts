import { PositionalParams } from './positional-params';

/**
 * Named parameters (`:name`, `(:...list)`) become pg's positional placeholders with the values in order: a name used
 * twice is one value, a list one placeholder per value, and only names present in the parameters are replaced.
 */
describe('positional parameters', () => {
  it('numbers names in order of first use and reuses a repeated name', () => {
    const p = new PositionalParams();
    expect(p.convert('a = :x AND b = :y AND c = :x', { x: 1, y: 'two' })).toBe('a = $1 AND b = $2 AND c = $1');
    expect(p.values).toEqual([1, 'two']);
  });

  it('spreads a list into one placeholder per value', () => {
    const p = new PositionalParams();
    expect(p.convert('id IN (:...ids) AND c = :c', { ids: ['a', 'b', 'c'], c: 'c1' })).toBe('id IN ($1, $2, $3) AND c = $4');
    expect(p.values).toEqual(['a', 'b', 'c', 'c1']);
  });

  it('leaves casts, time formats and unknown names alone', () => {
    const p = new PositionalParams();
    const sql = "to_char(t, 'HH24:MI') = :t AND d = :d::date AND x = :unknown AND y::text = 'a:b'";
    expect(p.convert(sql, { t: '10:00', d: '2026-01-01', text: 'never', b: 'never', MI: 'never' })).toBe(
      "to_char(t, 'HH24:MI') = $1 AND d = $2::date AND x = :unknown AND y::text = 'a:b'",
    );
    expect(p.values).toEqual(['10:00', '2026-01-01']);
  });

  it('keeps numbering across conversions and added values, so parts of one statement share a sequence', () => {
    const p = new PositionalParams();
    const where = p.convert('company_id = :c', { c: 'c1' });
    const limit = p.add(25);
    const again = p.convert('person_id = :c', { c: 'c1' });
    expect([where, limit, again]).toEqual(['company_id = $1', '$2', 'person_id = $1']);
    expect(p.values).toEqual(['c1', 25]);
  });

  it('passes values through untouched, whatever they hold', () => {
    const p = new PositionalParams();
    const hostile = "'; DROP TABLE people; --";
    expect(p.convert('a = :a', { a: hostile })).toBe('a = $1');
    expect(p.values).toEqual([hostile]);
  });

  it('never reads a parameter from Object.prototype', () => {
    const p = new PositionalParams();
    expect(p.convert('a = :constructor AND b = :toString', {})).toBe('a = :constructor AND b = :toString');
    expect(p.values).toEqual([]);
  });

  it('converts a text split once as the regular expression converts it, on every later use', () => {
    const byRegex = (sql: string, params: Record<string, unknown>) => {
      const values: unknown[] = [];
      const positions = new Map<string, number>();
      const text = sql.replace(/(?<![:\w]):(\.\.\.)?([A-Za-z_]\w*)/g, (match, spread: string | undefined, name: string) => {
        if (!Object.prototype.hasOwnProperty.call(params, name)) return match;
        if (spread) return (params[name] as unknown[]).map((v) => (values.push(v), `$${values.length}`)).join(', ');
        if (!positions.has(name)) positions.set(name, values.push(params[name]));
        return `$${positions.get(name)}`;
      });
      return { text, values };
    };
    const parts = [' = ', ':a', ':b', '::date', ':...l', "'HH24:MI'", 'x', ' AND ', '(', ')', ':', 'a:b', ':_z1', '::', ':unknown'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % parts.length;
    for (let i = 0; i < 2000; i++) {
      const sql = Array.from({ length: 1 + (i % 9) }, next).map((k) => parts[k]).join('');
      const params = { a: 1, b: 'two', l: ['x', 'y'], _z1: null };
      for (let use = 0; use < 2; use++) {
        const p = new PositionalParams();
        expect({ text: p.convert(sql, params), values: p.values }).toEqual(byRegex(sql, params));
      }
    }
  });
});
