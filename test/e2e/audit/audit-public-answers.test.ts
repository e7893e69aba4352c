import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An answer that shows no sensitive field is no sensitive read: a caller who sees only public fields of people
 * (a token with `public:read` alone) leaves no `person.read`, whether through /api/me, a retrieve or a list.
 */
describe('audit trail: answers without sensitive fields', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const readCount = async (): Promise<number> =>
    (await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = 'person.read'`, [c.companyId]))[0].n;

  it('records nothing for a public-only view of people that have tax fields', async () => {
    const other = await newPerson(t, c.token, await newLocation(t, c.token), { taxId: 'AB123456C' });
    const me = await newUser(t, c.companyId, 'admin', ['public:read'], { taxId: 'QQ123456A' });
    const before = await readCount();
    const answers = [
      await t.api.get('/api/me', me.token),
      await t.api.get(`/api/people/${other.id}`, me.token),
      await t.api.get('/api/people', me.token),
    ];
    for (const res of answers) expect(res.status).toBe(200);
    expect(JSON.stringify(answers.map((res) => res.body))).not.toMatch(/taxId|taxCode/);
    expect(await readCount()).toBe(before);
    // The same person read with the private fields is recorded: the count above is not silent by accident.
    expect((await t.api.get(`/api/people/${other.id}`, c.token)).body.taxId).toBe('AB123456C');
    expect(await readCount()).toBe(before + 1);
  });
});
