import { PositionalParams } from '../../../src/core/database/positional-params';
import { MAX_PREPARED_SHAPES, statementName } from '../../../src/core/database/prepared-query';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The compiled read path. Values travel only as parameters, each SQL shape is one prepared statement
 * named by its text, the count and the page answer together (also when the page is empty past the end).
 */
describe('compiled reads', () => {
  describe('statement text and names', () => {
    it('turns named parameters into positional ones, reusing a name, expanding lists, leaving casts and literals alone', () => {
      const params = new PositionalParams();
      const text = params.convert(
        `a.company_id = :company AND a.d >= :asOf::date AND a.d <= :asOf AND a.id IN (:...ids) AND to_char(a.t, 'HH24:MI') <> :company`,
        { company: 'c1', asOf: '2024-01-01', ids: ['x', 'y'], MI: 'never' },
      );
      expect(text).toBe(`a.company_id = $1 AND a.d >= $2::date AND a.d <= $2 AND a.id IN ($3, $4) AND to_char(a.t, 'HH24:MI') <> $1`);
      expect(params.values).toEqual(['c1', '2024-01-01', 'x', 'y']);
    });

    it('names a statement by its text: the same text the same name, another text another name', () => {
      const a = statementName('SELECT 1 WHERE $1 = $1 -- compiled-reads test a');
      expect(a).toMatch(/^s_[\w-]+$/);
      expect(statementName('SELECT 1 WHERE $1 = $1 -- compiled-reads test a')).toBe(a);
      expect(statementName('SELECT 1 WHERE $1 = $1 -- compiled-reads test b')).not.toBe(a);
    });

    it('names at most a bounded number of shapes; past the bound new shapes run unnamed', () => {
      for (let i = 0; i < MAX_PREPARED_SHAPES + 10; i++) statementName(`SELECT ${i} -- bound test`);
      expect(statementName('SELECT -1 -- a new shape past the bound')).toBeUndefined();
      // Shapes named before the bound keep their names.
      expect(statementName('SELECT 0 -- bound test')).toMatch(/^s_/);
    });
  });

  describe('through the API', () => {
    let t: TestApp;
    let c: TestCompany;
    beforeAll(async () => {
      t = await createTestApp();
      c = await newCompany(t);
      const location = await newLocation(t, c.token);
      for (let i = 0; i < 3; i++) await newPerson(t, c.token, location);
    });
    afterAll(() => t.close());

    it('answers the total with an empty page past the end, and with $limit=0', async () => {
      const all = await t.api.get('/api/people?$limit=250', c.token);
      const past = await t.api.get('/api/people?$skip=1000', c.token);
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ total: all.body.total, limit: 100, skip: 1000, data: [] });
      const counted = await t.api.get('/api/locations?$limit=0', c.token);
      expect(counted.body).toMatchObject({ total: 1, limit: 0, data: [] });
    });

    it('answers filters whose values vary (one shape), and a quote in a value stays a value', async () => {
      const emails = (await t.api.get('/api/people?$limit=250', c.token)).body.data.map((p: any) => p.email);
      for (const email of emails) {
        const res = await t.api.get(`/api/people?email=${encodeURIComponent(email.toUpperCase())}`, c.token);
        expect(res.body.data.map((p: any) => p.email)).toEqual([email]);
      }
      const misses = await t.api.get(`/api/people?email=${encodeURIComponent("x' OR '1'='1")}`, c.token);
      expect(misses.body).toMatchObject({ total: 0, data: [] });
    });
  });
});
