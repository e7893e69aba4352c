import { allUsers, newPerson, q, scim, scimCompany } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Paging Users by startIndex (docs/decisions-scim.md, "Paging"): totals counted over the joins the conditions need,
 * deep pages cut as ids, and a walk's next page read after the last row it was served.
 */
describe('SCIM page walks', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  const ids = (res: { body: any }) => res.body.Resources.map((u: any) => u.id);

  beforeAll(async () => {
    t = await createTestApp();
    c = await scimCompany(t);
    for (let i = 0; i < 7; i++) {
      await newPerson(t, c.token, c.locationId, {
        firstName: `Walker${i}`, lastName: 'Test', email: `walker${i}@example.com`,
        jobRole: { jobTitle: i % 2 ? 'Engineer' : 'Designer', department: 'Product' },
      });
    }
  });
  afterAll(() => t.close());

  it('walks every user once, in order, with the total on every page', async () => {
    const all = await allUsers(t, c.scimToken);
    expect(all).toHaveLength(8);
    const walked: string[] = [];
    for (let start = 1; start <= all.length; start += 3) {
      const page = await scim(t, 'GET', `/Users${q({ startIndex: start, count: 3 })}`, c.scimToken);
      expect(page.body).toMatchObject({ totalResults: 8, startIndex: start });
      walked.push(...ids(page));
    }
    expect(walked).toEqual(all.map((u) => u.id));
  });

  it('answers a page jumped to (no walk before it) as the listing at that index', async () => {
    const all = await allUsers(t, c.scimToken);
    const jumped = await scim(t, 'GET', `/Users${q({ startIndex: 6, count: 2 })}`, c.scimToken);
    expect(ids(jumped)).toEqual(all.slice(5, 7).map((u) => u.id));
  });

  it('counts and pages a filter on the job role (a join only the filter needs)', async () => {
    const engineers = (await allUsers(t, c.scimToken)).filter((u) => u.title === 'Engineer').map((u) => u.id);
    expect(engineers).toHaveLength(3);
    const filter = 'title eq "Engineer"';
    const first = await scim(t, 'GET', `/Users${q({ filter, startIndex: 1, count: 2 })}`, c.scimToken);
    const second = await scim(t, 'GET', `/Users${q({ filter, startIndex: 3, count: 2 })}`, c.scimToken);
    expect([first.body.totalResults, second.body.totalResults]).toEqual([3, 3]);
    expect([...ids(first), ...ids(second)]).toEqual(engineers);
  });

  it('continues a walk after the last user it served when an earlier user leaves the listing meanwhile', async () => {
    const all = await allUsers(t, c.scimToken);
    const first = await scim(t, 'GET', `/Users${q({ startIndex: 1, count: 3 })}`, c.scimToken);
    expect(ids(first)).toEqual(all.slice(0, 3).map((u) => u.id));
    await t.db.query(
      `INSERT INTO person_erasures (company_id, person_id, requested_by, actor_type, reason, forced) VALUES ($1, $2, $3, 'person', 'asked', true)`,
      [c.companyId, all[1].id, c.ownerId],
    );
    const next = await scim(t, 'GET', `/Users${q({ startIndex: 4, count: 3 })}`, c.scimToken);
    expect(next.body.totalResults).toBe(7);
    // By OFFSET the page would start one user later and the walk would never see all[3].
    expect(ids(next)).toEqual(all.slice(3, 6).map((u) => u.id));
  });
});
