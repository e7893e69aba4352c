import type { DataSource } from 'typeorm';
import { CompiledRead } from './compiled-read';

/**
 * A compiled read selects every API field under its own name (stored columns by their entity property, timestamps as
 * UTC ISO text, declared expressions as declared), cuts the page before joining, and takes the WHERE text as given.
 */
const COLUMNS: Record<string, { databaseName: string; type: unknown }> = {
  id: { databaseName: 'id', type: 'text' },
  label: { databaseName: 'label', type: String },
  countryCode: { databaseName: 'country_code', type: 'text' },
  createdAt: { databaseName: 'created_at', type: 'timestamptz' },
  companyId: { databaseName: 'company_id', type: 'text' },
};
/** Only the entity metadata TypeORM would give (table name and columns by property); no connection. */
const metadataOnly = { getMetadata: () => ({ tableName: 'locations', findColumnWithPropertyName: (name: string) => COLUMNS[name] }) } as unknown as DataSource;

const compile = () => new CompiledRead(metadataOnly, class Location {}, 'loc', {
  fields: ['id', 'label', 'countryCode', 'country', 'createdAt'],
  sql: { country: 'c.name' },
  joins: 'LEFT JOIN countries c ON c.code = loc.country_code',
});

describe('compiled read SQL', () => {
  it('selects each field under its API name: columns, ISO timestamps and declared expressions', () => {
    const select = compile().select.split(',\n       ');
    expect(select).toEqual([
      'loc.id AS "id"',
      'loc.label AS "label"',
      'loc.country_code AS "countryCode"',
      'c.name AS "country"',
      `to_char(loc.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
    ]);
  });

  it('cuts the page in the inner query and joins only its rows', () => {
    const sql = compile().pageSql('loc.company_id = $1', 'loc.created_at, loc.id', '$2', '$3');
    const inner = 'FROM (SELECT loc.* FROM locations loc WHERE loc.company_id = $1 ORDER BY loc.created_at, loc.id LIMIT $2 OFFSET $3) loc';
    expect(sql).toContain(inner);
    expect(sql.indexOf('LEFT JOIN countries')).toBeGreaterThan(sql.indexOf(inner));
    expect(sql.trimEnd().endsWith('ORDER BY loc.created_at, loc.id')).toBe(true);
  });

  it('cuts a first page with the LIMIT given and no OFFSET', () => {
    const sql = compile().pageSql('loc.company_id = $1', 'loc.created_at, loc.id', '100', null);
    expect(sql).toContain('FROM (SELECT loc.* FROM locations loc WHERE loc.company_id = $1 ORDER BY loc.created_at, loc.id LIMIT 100) loc');
    expect(sql).not.toContain('OFFSET');
  });

  it('cuts a deep page as ids of the company first, then reads only its rows by company and id', () => {
    const sql = compile().pageSql('loc.company_id = $1', 'loc.created_at, loc.id', '$2', '$3', 'ids');
    const inner = '(SELECT loc.company_id, loc.id FROM locations loc WHERE loc.company_id = $1 ORDER BY loc.created_at, loc.id LIMIT $2 OFFSET $3) loc_page';
    expect(sql).toContain(inner);
    expect(sql).toContain('JOIN locations loc ON loc.company_id = loc_page.company_id AND loc.id = loc_page.id');
    expect(sql.trimEnd().endsWith('ORDER BY loc.created_at, loc.id')).toBe(true);
  });

  it('cuts a narrowed page from its matches, found first in a materialized CTE, at any depth', () => {
    for (const [limit, skip, bounds] of [['100', null, 'LIMIT 100'], ['$2', '$3', 'LIMIT $2 OFFSET $3']] as const) {
      const sql = compile().pageSql('loc.company_id = $1', 'loc.created_at, loc.id', limit, skip, 'matches');
      expect(sql).toContain('FROM (WITH loc_matches AS MATERIALIZED (SELECT loc.* FROM locations loc WHERE loc.company_id = $1)');
      expect(sql).toContain(`SELECT loc.* FROM loc_matches loc ORDER BY loc.created_at, loc.id ${bounds}) loc`);
      expect(sql.indexOf('LEFT JOIN countries')).toBeGreaterThan(sql.indexOf('loc_matches loc'));
      expect(sql.trimEnd().endsWith('ORDER BY loc.created_at, loc.id')).toBe(true);
    }
  });

  it('counts without selecting or joining', () => {
    expect(compile().countSql('loc.company_id = $1')).toBe('SELECT count(*)::int AS total FROM locations loc WHERE loc.company_id = $1');
  });

  it('reads one row by id through the same select and joins', () => {
    const sql = compile().byIdSql('loc.company_id = $1', '$2');
    expect(sql).toContain('FROM locations loc\n  LEFT JOIN countries c ON c.code = loc.country_code');
    expect(sql.trimEnd().endsWith('WHERE loc.company_id = $1 AND loc.id = $2')).toBe(true);
  });

  it('refuses a declaration naming a field that is neither a column nor declared SQL', () => {
    expect(() => new CompiledRead(metadataOnly, class Location {}, 'loc', { fields: ['id', 'nickname'] })).toThrow(/field nickname/);
  });
});
