import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { SCOPES } from '../../../src/core/auth/scopes';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A company always keeps one active owner, also under concurrency: deletes, an employment
 * end date in the past and the console's role change all count the other active owners under one lock.
 */
describe('a company keeps one active owner', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const activeOwners = async (companyId: string) =>
    Number((await t.db.query(
      `SELECT count(*) AS n FROM people WHERE company_id = $1 AND role = 'owner' AND status = 'active'
          AND (employment_end_date IS NULL OR employment_end_date >= (now() AT TIME ZONE 'UTC')::date)`, [companyId]))[0].n);

  /** A company with two owners and an admin token to act with. */
  async function twoOwners(): Promise<{ c: TestCompany; second: string; admin: string }> {
    const c = await newCompany(t);
    // Started long ago, so an end date of yesterday is valid on its own and only the owner rule can refuse it.
    await t.db.query(`UPDATE people SET employment_start_date = '2024-01-01' WHERE id = $1`, [c.ownerId]);
    const second = await newUser(t, c.companyId, 'owner');
    const admin = await newUser(t, c.companyId, 'admin');
    return { c, second: second.personId, admin: admin.token };
  }

  it('two concurrent deletes of the two owners: exactly one succeeds, the other answers 422', async () => {
    for (let round = 0; round < 5; round++) {
      const { c, second, admin } = await twoOwners();
      const results = await Promise.all([t.api.delete(`/api/people/${c.ownerId}`, admin), t.api.delete(`/api/people/${second}`, admin)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      const refused = results.find((r) => r.status === 422)!;
      expect(refused.body).toEqual(expect.objectContaining({ code: 422, name: 'ValidationError', issues: [expect.objectContaining({ name: 'id' })] }));
      expect(await activeOwners(c.companyId)).toBe(1);
    }
  });

  it('an end date in the past for the only owner answers 422; with a second owner it is allowed', async () => {
    const { c, second, admin } = await twoOwners();
    await t.api.delete(`/api/people/${second}`, admin);
    const res = await t.api.patch(`/api/people/${c.ownerId}`, admin, { employmentEndDate: yesterday() });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: 'employmentEndDate' })]);
    expect((await t.api.get('/api/me', c.token)).status).toBe(200);
    // A future end date leaves the owner active today, and other fields stay editable.
    expect((await t.api.patch(`/api/people/${c.ownerId}`, admin, { firstName: 'Still' })).status).toBe(200);

    const another = await newUser(t, c.companyId, 'owner');
    const ended = await t.api.patch(`/api/people/${c.ownerId}`, admin, { employmentEndDate: yesterday() });
    expect(ended.body).toEqual(expect.objectContaining({ status: 'offboarded' }));
    expect(await activeOwners(c.companyId)).toBe(1);
    expect((await t.api.patch(`/api/people/${another.personId}`, admin, { employmentEndDate: yesterday() })).status).toBe(422);
  });

  it('two concurrent end dates in the past on the two owners: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const { c, second, admin } = await twoOwners();
      const results = await Promise.all([
        t.api.patch(`/api/people/${c.ownerId}`, admin, { employmentEndDate: yesterday() }),
        t.api.patch(`/api/people/${second}`, admin, { employmentEndDate: yesterday() }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(results.find((r) => r.status === 422)!.body.message).toMatch(/only active owner/);
      expect(await activeOwners(c.companyId)).toBe(1);
    }
  });

  it('a delete and an end date racing on the two owners: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const { c, second, admin } = await twoOwners();
      const results = await Promise.all([
        t.api.delete(`/api/people/${c.ownerId}`, admin),
        t.api.patch(`/api/people/${second}`, admin, { employmentEndDate: yesterday() }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(results.find((r) => r.status === 422)!.body.message).toMatch(/only active owner/);
      expect(await activeOwners(c.companyId)).toBe(1);
    }
  });

  it('an ended owner does not count: the only active owner cannot be deleted beside an offboarded one', async () => {
    const { c, second, admin } = await twoOwners();
    expect((await t.api.patch(`/api/people/${second}`, admin, { employmentEndDate: yesterday() })).status).toBe(200);
    const res = await t.api.delete(`/api/people/${c.ownerId}`, admin);
    expect(res.status).toBe(422);
    // The offboarded owner may go.
    expect((await t.api.delete(`/api/people/${second}`, admin)).status).toBe(200);
  });

  it('the console refuses to demote the only active owner, also when two demotions race', async () => {
    const tokens = t.app.get(TokensService);
    const { c, second } = await twoOwners();
    const secondEmail = (await t.db.query('SELECT email FROM people WHERE id = $1', [second]))[0].email;
    const results = await Promise.allSettled([tokens.setRole(c.ownerEmail, 'admin'), tokens.setRole(secondEmail, 'user')]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toEqual(expect.objectContaining({ code: 422 }));
    expect(await activeOwners(c.companyId)).toBe(1);
    // The remaining owner's tokens still work.
    const [owner] = await t.db.query(`SELECT email FROM people WHERE company_id = $1 AND role = 'owner'`, [c.companyId]);
    expect((await t.api.get('/api/me', await tokenFor(t, owner.email, SCOPES))).status).toBe(200);
  });
});
