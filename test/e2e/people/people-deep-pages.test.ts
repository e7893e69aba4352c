import { DEEP_PAGE_SKIP } from '../../../src/core/crud/resource.service';
import { DemoSeedService } from '../../../src/modules/people/demo/demo-seed.service';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Deep pages (`$skip` from DEEP_PAGE_SKIP on) are cut as ids first, then read by id: the same rows in the same order
 * as the shallow pages, only the caller's company, filters applied.
 */
describe('people: deep pages', () => {
  let t: TestApp;
  let c: TestCompany;
  const PEOPLE = DEEP_PAGE_SKIP + 150;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const other = await newCompany(t);
    await t.app.get(DemoSeedService).seed(c.companyId, PEOPLE);
    await t.app.get(DemoSeedService).seed(other.companyId, 100);
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const res = await t.api.get(`/api/people?${query}`, c.token);
    expect(res.status).toBe(200);
    return res.body as { total: number; data: { id: string; companyId: string; lastName: string }[] };
  };

  it('walks every person once, in the order of the shallow pages, across the deep threshold', async () => {
    const expected: { id: string }[] = await t.db.query(
      `SELECT id FROM people WHERE company_id = $1 AND status = 'active' AND (employment_end_date IS NULL OR employment_end_date >= CURRENT_DATE)
        ORDER BY created_at, id`, [c.companyId]);
    const walked: string[] = [];
    for (let skip = 0; skip < expected.length; skip += 250) walked.push(...(await page(`$limit=250&$skip=${skip}`)).data.map((p) => p.id));
    expect(walked).toEqual(expected.map((r) => r.id));
    const deep = await page(`$limit=100&$skip=${DEEP_PAGE_SKIP}`);
    expect(deep.data.map((p) => p.id)).toEqual(expected.slice(DEEP_PAGE_SKIP, DEEP_PAGE_SKIP + 100).map((r) => r.id));
    expect(deep.data.every((p) => p.companyId === c.companyId)).toBe(true);
    expect(deep.total).toBe(expected.length);
  });

  it('applies the filter to a deep page as to a shallow one', async () => {
    const query = 'status=all';
    // A shallow page (skip under the threshold) reaching past it, and a deep page inside the same stretch.
    const shallow = await page(`${query}&$limit=250&$skip=${DEEP_PAGE_SKIP - 200}`);
    const deep = await page(`${query}&$limit=40&$skip=${DEEP_PAGE_SKIP + 10}`);
    expect(shallow.data).toHaveLength(250);
    expect(deep.data.map((p) => p.id)).toEqual(shallow.data.slice(210, 250).map((p) => p.id));
    expect(deep.total).toBe(PEOPLE + 1);
  });
});
