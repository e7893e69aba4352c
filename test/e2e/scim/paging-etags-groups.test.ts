import { allUsers, newPerson, q, scim, scimCompany, scimmyCoerced } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/** RFC 7644 §3.4.2.3-4, §3.9, §3.14 and RFC 7643 §4.2: paging, sorting, projection, ETags, and Groups. */
describe('SCIM paging, sorting, attributes, ETags and Groups', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let other: Awaited<ReturnType<typeof scimCompany>>;
  const names = ['Eve', 'Bob', 'dan', 'Alice', 'Carol'];

  beforeAll(async () => {
    t = await createTestApp();
    c = await scimCompany(t);
    for (const [i, name] of names.entries()) {
      await newPerson(t, c.token, c.locationId, {
        firstName: name, lastName: 'Test', email: `${name.toLowerCase()}@example.com`,
        jobRole: { jobTitle: 'Engineer', department: i % 2 ? 'Research' : 'Engineering' }, teams: i < 2 ? [{ name: 'Platform' }] : [],
      });
    }
    other = await scimCompany(t);
    await newPerson(t, other.token, other.locationId, { firstName: 'Mallory', email: 'mallory@other.example', jobRole: { jobTitle: 'Spy', department: 'Engineering' } });
  });
  afterAll(() => t.close());

  it('pages from startIndex 1 with count, telling totalResults and itemsPerPage; count 0 counts only', async () => {
    const page = (await scim(t, 'GET', `/Users${q({ startIndex: 2, count: 2 })}`, c.scimToken)).body;
    expect(page).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 6, startIndex: 2, itemsPerPage: 2 });
    const all = await allUsers(t, c.scimToken);
    expect(page.Resources.map((u: any) => u.id)).toEqual(all.slice(1, 3).map((u) => u.id));
    expect((await scim(t, 'GET', `/Users${q({ count: 0 })}`, c.scimToken)).body).toMatchObject({ totalResults: 6, itemsPerPage: 0, Resources: [] });
    expect((await scim(t, 'GET', `/Users${q({ startIndex: 0, count: -3 })}`, c.scimToken)).body).toMatchObject({ startIndex: 1, itemsPerPage: 0 });
    expect((await scim(t, 'GET', `/Users${q({ startIndex: 50 })}`, c.scimToken)).body).toMatchObject({ totalResults: 6, itemsPerPage: 0, Resources: [] });
  });

  it('sorts by an attribute whatever its case, ascending or descending', async () => {
    const sorted = async (order: string) => (await scim(t, 'GET', `/Users${q({ sortBy: 'name.givenName', sortOrder: order, filter: 'name.familyName eq "Test"' })}`, c.scimToken)).body.Resources.map((u: any) => u.name.givenName);
    expect(await sorted('ascending')).toEqual(['Alice', 'Bob', 'Carol', 'dan', 'Eve']);
    expect(await sorted('descending')).toEqual(['Eve', 'dan', 'Carol', 'Bob', 'Alice']);
  });

  it('answers only the attributes asked for, or all but those excluded (id and schemas always)', async () => {
    const only = (await scim(t, 'GET', `/Users${q({ attributes: 'userName,name.givenName,urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', filter: 'userName eq "bob@example.com"' })}`, c.scimToken)).body.Resources[0];
    expect(only).toEqual({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
      id: expect.any(String), userName: 'bob@example.com', name: { givenName: 'Bob' },
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Research' },
    });
    const without = (await scim(t, 'GET', `/Users/${only.id}${q({ excludedAttributes: 'emails,name.givenName,urn:ietf:params:scim:schemas:extension:enterprise:2.0:User,id' })}`, c.scimToken)).body;
    expect(without.emails).toBeUndefined();
    expect(without.name).toEqual({ formatted: 'Bob Test', familyName: 'Test' });
    expect(without.schemas).toEqual(['urn:ietf:params:scim:schemas:core:2.0:User']);
    expect(without.id).toBe(only.id);
  });

  it('answers a weak ETag (meta.version), and 304 to If-None-Match naming it; a change makes a new one', async () => {
    const bob = (await allUsers(t, c.scimToken, '/Users', { filter: 'userName eq "bob@example.com"' }))[0];
    const first = await scim(t, 'GET', `/Users/${bob.id}`, c.scimToken);
    expect(first.headers.etag).toBe(bob.meta.version);
    const again = await scim(t, 'GET', `/Users/${bob.id}`, c.scimToken, { headers: { 'if-none-match': bob.meta.version } });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect((await scim(t, 'GET', `/Users/${bob.id}`, c.scimToken, { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200);
    const patched = await t.api.patch(`/api/people/${bob.id}`, c.token, { lastName: 'Builder' });
    expect(patched.status).toBe(200);
    const changed = await scim(t, 'GET', `/Users/${bob.id}`, c.scimToken, { headers: { 'if-none-match': bob.meta.version } });
    expect(changed.status).toBe(200);
    expect(changed.body.meta.version).not.toBe(bob.meta.version);
    await t.api.patch(`/api/people/${bob.id}`, c.token, { lastName: 'Test' });
  });

  it('answers departments and teams as Groups with stable ids and their active members, valid for scimmy', async () => {
    const list = (await scim(t, 'GET', '/Groups', c.scimToken)).body;
    const byName = new Map(list.Resources.map((g: any) => [g.displayName, g]));
    expect([...byName.keys()].sort()).toEqual(['Engineering', 'Platform', 'Research']);
    expect((byName.get('Platform') as any).members.map((m: any) => m.display).sort()).toEqual(['Bob Test', 'Eve Test']);
    for (const group of list.Resources) expect(scimmyCoerced(group)).toEqual(group);
    const engineering = byName.get('Engineering') as any;
    const again = await scim(t, 'GET', `/Groups/${engineering.id}`, c.scimToken);
    expect(again.body).toEqual(engineering);
    expect((await scim(t, 'GET', '/Groups', c.scimToken)).body.Resources.map((g: any) => g.id)).toEqual(list.Resources.map((g: any) => g.id));
    const filtered = (await scim(t, 'GET', `/Groups${q({ filter: 'displayName eq "research"', excludedAttributes: 'members' })}`, c.scimToken)).body;
    expect(filtered.Resources).toEqual([expect.objectContaining({ displayName: 'Research' })]);
    expect(filtered.Resources[0].members).toBeUndefined();
    const bob = (await allUsers(t, c.scimToken, '/Users', { filter: 'userName eq "bob@example.com"' }))[0];
    const ofBob = (await scim(t, 'GET', `/Groups${q({ filter: `members[value eq "${bob.id}"]` })}`, c.scimToken)).body;
    expect(ofBob.Resources.map((g: any) => g.displayName).sort()).toEqual(['Platform', 'Research']);
  });

  it('shows another company\'s token nothing of this one (tenancy)', async () => {
    const theirs = await allUsers(t, other.scimToken);
    expect(theirs.map((u) => u.userName).sort()).toEqual(['mallory@other.example', other.ownerEmail].sort());
    const bob = (await allUsers(t, c.scimToken, '/Users', { filter: 'userName eq "bob@example.com"' }))[0];
    expect((await scim(t, 'GET', `/Users/${bob.id}`, other.scimToken)).status).toBe(404);
    expect((await scim(t, 'GET', `/Users${q({ filter: 'userName eq "bob@example.com"' })}`, other.scimToken)).body.totalResults).toBe(0);
    const ours = (await scim(t, 'GET', '/Groups', c.scimToken)).body.Resources.find((g: any) => g.displayName === 'Engineering');
    const theirGroups = (await scim(t, 'GET', '/Groups', other.scimToken)).body.Resources;
    expect(theirGroups.map((g: any) => g.displayName)).toEqual(['Engineering']);
    expect(theirGroups[0].id).not.toBe(ours.id);
    expect(theirGroups[0].members.map((m: any) => m.display)).toEqual(['Mallory Lovelace']);
    expect((await scim(t, 'GET', `/Groups/${ours.id}`, other.scimToken)).status).toBe(404);
  });

  it('finds a User by userName through the work-email index, not a scan of the company', async () => {
    const client = await t.db.query(`SELECT 1`);
    expect(client).toHaveLength(1);
    const plan = await t.db.transaction(async (em) => {
      await em.query('SET LOCAL enable_seqscan = off');
      const rows = await em.query(`EXPLAIN SELECT id FROM people p WHERE p.company_id = $1 AND (p.email IS NOT NULL AND lower(p.email) = lower($2::text))`, [c.companyId, 'bob@example.com']);
      return rows.map((r: any) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('people_work_email');
  });
});
