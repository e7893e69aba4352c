import { DemoSeedService } from '../../../src/modules/people';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** `seed:demo` makes compensation history: about four entries a person, with a consistent $asOf chain. */
describe('seed:demo compensation history', () => {
  let t: TestApp;
  let c: TestCompany;
  let seeded: Awaited<ReturnType<DemoSeedService['seed']>>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    seeded = await t.app.get(DemoSeedService).seed(c.companyId, 200);
  });
  afterAll(() => t.close());

  it('reports and stores about four entries a person', async () => {
    expect(seeded.compensations / seeded.people).toBeGreaterThanOrEqual(3.5);
    expect(seeded.compensations / seeded.people).toBeLessThanOrEqual(4.5);
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM compensations WHERE company_id = $1', [c.companyId]);
    expect(n).toBe(seeded.compensations);
  });

  it('gives every seeded person a salary from their first job role, in a valid shape', async () => {
    const res = await t.api.get('/api/compensations?$limit=250', c.token);
    expect(res.status).toBe(200);
    for (const row of res.body.data) {
      expect(row.amount).toMatch(/^\d+(\.\d+)?%?$/);
      expect(['annual']).toContain(row.period);
      if (!row.amount.endsWith('%')) expect(row.currency).toMatch(/^[A-Z]{3}$/);
    }
    const missing = await t.db.query(
      `SELECT p.id FROM people p WHERE p.company_id = $1 AND p.demo
          AND NOT EXISTS (SELECT 1 FROM compensations c JOIN job_roles r ON r.person_id = c.person_id AND r.is_first
                           WHERE c.person_id = p.id AND c.effective_date = r.effective_date)`,
      [c.companyId],
    );
    expect(missing).toEqual([]);
  });

  it('links each person\'s chain, so $asOf answers one entry per person and type in SQL', async () => {
    const broken = await t.db.query(
      `SELECT id FROM (SELECT id, superseded_on, COALESCE(lead(effective_date) OVER (
                          PARTITION BY person_id, compensation_type_id ORDER BY effective_date, created_at, id), 'infinity') AS expected
                         FROM compensations WHERE company_id = $1) chain
        WHERE superseded_on <> expected`,
      [c.companyId],
    );
    expect(broken).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.get(`/api/compensations?$asOf=${today}&$limit=250`, c.token);
    const keys = res.body.data.map((row: any) => `${row.personId}:${row.compensationTypeId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [{ n }] = await t.db.query(
      `SELECT count(DISTINCT (person_id, compensation_type_id))::int AS n FROM compensations WHERE company_id = $1 AND effective_date <= $2`,
      [c.companyId, today],
    );
    expect(res.body.total).toBe(n);
  });

  it('refuses a bad count (422) like the rest of seed:demo', async () => {
    await expect(t.app.get(DemoSeedService).seed(c.companyId, 0)).rejects.toMatchObject({ code: 422 });
  });
});
