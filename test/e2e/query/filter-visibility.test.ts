import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Filtering follows reading: `GET /api/people?email=` once matched hidden work emails for callers who may not see them,
 * confirming a guessed address. A filter on a field follows the same visibility as the response: it never
 * matches a row through a value the caller cannot see there (no match, not 422: the same answer as for an
 * address nobody has, so nothing is confirmed).
 */
describe('filters follow field visibility', () => {
  let t: TestApp;
  let c: TestCompany;
  let manager: { personId: string; token: string; email: string };
  let report: { id: string; email: string };
  let stranger: { id: string; email: string };
  let user: { personId: string; token: string; email: string };
  let admin: { personId: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const location = await newLocation(t, c.token);
    manager = await newUser(t, c.companyId, 'user');
    user = await newUser(t, c.companyId, 'user');
    admin = await newUser(t, c.companyId, 'admin');
    report = await newPerson(t, c.token, location, { isWorkEmailHidden: true, jobRole: { jobTitle: 'Report', reportingTo: manager.personId } });
    stranger = await newPerson(t, c.token, location, { isWorkEmailHidden: true });
    await t.db.query('UPDATE people SET is_work_email_hidden = true WHERE id = $1', [user.personId]);
  });
  afterAll(() => t.close());

  const matches = async (token: string, email: string) => {
    const res = await t.api.get(`/api/people?email=${encodeURIComponent(email.toUpperCase())}`, token);
    expect(res.status).toBe(200);
    return res.body.data.map((p: { id: string }) => p.id);
  };

  it('admin (private fields of everyone) finds every hidden email', async () => {
    expect(await matches(admin.token, stranger.email)).toEqual([stranger.id]);
    expect(await matches(admin.token, report.email)).toEqual([report.id]);
    expect(await matches(c.token, user.email)).toEqual([user.personId]);
  });

  it('a user finds their own hidden email but not another person\'s', async () => {
    expect(await matches(user.token, stranger.email)).toEqual([]);
    expect(await matches(user.token, report.email)).toEqual([]);
    expect(await matches(user.token, user.email)).toEqual([user.personId]);
    // The list shows the hidden emails as null to this caller, so the filter and the response agree.
    const all = await t.api.get('/api/people?$limit=250', user.token);
    expect(all.body.data.find((p: { id: string }) => p.id === stranger.id).email).toBeNull();
  });

  it('a manager finds a report\'s hidden email but not a stranger\'s', async () => {
    expect(await matches(manager.token, report.email)).toEqual([report.id]);
    expect(await matches(manager.token, stranger.email)).toEqual([]);
  });

  it('without private:read even the owner\'s and admin\'s tokens see only public fields: no match through a hidden email', async () => {
    const publicOnly = await tokenFor(t, c.ownerEmail, ['public:read']);
    expect(await matches(publicOnly, stranger.email)).toEqual([]);
    const everything = await tokenFor(t, c.ownerEmail, SCOPES);
    expect(await matches(everything, stranger.email)).toEqual([stranger.id]);
  });

  it('an email that is not hidden matches for every caller', async () => {
    for (const token of [user.token, manager.token, admin.token, await tokenFor(t, c.ownerEmail, ['public:read'])]) {
      expect(await matches(token, admin.personId ? (await t.db.query('SELECT email FROM people WHERE id = $1', [admin.personId]))[0].email : '')).toEqual([admin.personId]);
    }
  });

  it('the count agrees with the rows', async () => {
    const res = await t.api.get(`/api/people?email=${encodeURIComponent(stranger.email)}`, user.token);
    expect(res.body.total).toBe(0);
  });
});
