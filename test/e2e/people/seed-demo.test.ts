import { runCli } from '../../support/processes';
import { newCompany, TestCompany, utcDay } from '../../support/factories';
import { databaseUrl } from '../../support/test-env';
import { createTestApp, TestApp } from '../../support/test-app';

/** `npm run cli -- seed:demo --company ID --people N`: a realistic company for benchmarks (D2). */
describe('seed:demo', () => {
  let t: TestApp;
  let c: TestCompany;
  let env: Record<string, string>;
  let out: any;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    // The test app's DATA_DIR: its master key opens the company's data key (made with the company).
    env = { DATABASE_URL: databaseUrl(t.databaseName), DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
    const res = runCli(['seed:demo', '--company', c.companyId, '--people', '300'], env);
    if (res.code !== 0) throw new Error(res.stderr);
    out = JSON.parse(res.stdout);
  }, 180_000);
  afterAll(() => t.close());

  it('prints the counts of rows made', () => {
    expect(out).toEqual(expect.objectContaining({ companyId: c.companyId, locations: expect.any(Number), people: 300, jobRoles: expect.any(Number) }));
    expect(out.locations).toBeGreaterThanOrEqual(5);
  });

  it('makes about three job roles per person, with a correct chain and one first role each', async () => {
    expect(out.jobRoles / out.people).toBeGreaterThan(2.5);
    expect(out.jobRoles / out.people).toBeLessThan(3.5);
    const [broken] = await t.db.query(
      `SELECT count(*)::int AS n FROM (
         SELECT end_date, lead(effective_date) OVER w - 1 AS expected_end, is_first, row_number() OVER w = 1 AS expected_first
           FROM job_roles WHERE company_id = $1 WINDOW w AS (PARTITION BY person_id ORDER BY effective_date)) r
        WHERE r.end_date IS DISTINCT FROM r.expected_end OR r.is_first <> r.expected_first`,
      [c.companyId],
    );
    expect(broken.n).toBe(0);
  });

  it('makes managers through current roles, locations, remote people and every status', async () => {
    const list = async (q: string) => (await t.api.get(`/api/people${q}`, c.token)).body;
    expect((await list('?status=all&$limit=0')).total).toBe(301);
    for (const status of ['active', 'newHire', 'offboarded']) expect((await list(`?status=${status}&$limit=0`)).total).toBeGreaterThan(0);
    const page = await list('?$limit=250');
    expect(page.data.filter((p: any) => p.jobRole?.reportingTo).length).toBeGreaterThan(200);
    expect(page.data.some((p: any) => p.locationId === 'remote')).toBe(true);
    expect(new Set(page.data.map((p: any) => p.locationId)).size).toBeGreaterThan(4);
    const [{ managers }] = await t.db.query(
      `SELECT count(DISTINCT reporting_to)::int AS managers FROM job_roles WHERE company_id = $1 AND effective_date <= $2 AND (end_date IS NULL OR end_date >= $2)`,
      [c.companyId, utcDay(0)],
    );
    expect(managers).toBeGreaterThan(30);
    const future = await t.api.get(`/api/job-roles?$asOf=${utcDay(45)}&$limit=0`, c.token);
    expect(future.body.total).toBeGreaterThan(0);
  });

  it('can be run again on the same company, and refuses bad input', () => {
    const again = runCli(['seed:demo', '--company', c.companyId, '--people', '20'], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).people).toBe(20);
    for (const args of [['--people', 'many'], ['--people', '0']]) {
      const res = runCli(['seed:demo', '--company', c.companyId, ...args], env);
      expect(res.code).not.toBe(0);
      expect(JSON.parse(res.stderr.trim().split('\n').pop()!).name).toBe('ValidationError');
    }
    const unknown = runCli(['seed:demo', '--company', 'nope', '--people', '5'], env);
    expect(JSON.parse(unknown.stderr.trim().split('\n').pop()!).name).toBe('NotFound');
  });
});
