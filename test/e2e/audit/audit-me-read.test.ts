import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * `GET /api/me` is a retrieve of the caller's own person: an answer that shows their tax fields records
 * `person.read` naming the fields shown (never their values), as `GET /api/people/{id}` does.
 */
describe('audit trail: the caller\'s own person read through /api/me', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const reads = (personId: string): Promise<{ actor_person_id: string; subject_person_ids: string[]; target_id: string; fields: string[]; row_count: number | null }[]> =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = 'person.read' AND target_id = $2 ORDER BY occurred_at`, [c.companyId, personId]);

  it('records the tax fields it shows, about the caller, before it answers', async () => {
    const me = await newUser(t, c.companyId, 'user', undefined, { taxId: 'QQ123456A', taxCode: '1257L' });
    const res = await t.api.get('/api/me', me.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.personId, taxId: 'QQ123456A', taxCode: '1257L' });
    const entries = await reads(me.personId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_person_id: me.personId, subject_person_ids: [me.personId], row_count: null });
    expect(entries[0].fields).toEqual(['taxCode', 'taxId']);
    expect(JSON.stringify(entries[0])).not.toContain('QQ123456A');
  });
});
