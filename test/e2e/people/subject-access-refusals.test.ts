import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { closeDenialWindows, refusalsAccountedFor, refusalsRecorded } from '../audit/denials-support';

/**
 * A refusal belongs to whoever tried (docs/security.md, "Subject access"): refused attempts on a person's records are
 * in the subject access document of the one who made them, never in the document of the person they concerned.
 */
describe('subject access: refused attempts', () => {
  let t: TestApp;
  let c: TestCompany;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    admin = await newUser(t, c.companyId, 'admin');
    user = await newUser(t, c.companyId, 'user');
    const before = await refusalsRecorded(t, c.companyId);
    for (let round = 0; round < 3; round++) {
      const tried = await Promise.all(Array.from({ length: 10 }, () => t.api.post(`/api/people/${admin.personId}/erase`, user.token, {})));
      expect(new Set(tried.map((res) => res.status))).toEqual(new Set([403]));
    }
    await refusalsAccountedFor(t, c.companyId, before + 30);
    await closeDenialWindows(t);
  });
  afterAll(() => t.close());

  async function documentOf(token: string, personId: string): Promise<any> {
    const made = await t.api.post(`/api/people/${personId}/subject-access`, token);
    expect(made.status).toBe(201);
    let ready = made.body;
    for (let i = 0; ready.status !== 'ready' && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = (await t.api.get(`/api/data-exports/${made.body.id}`, token)).body;
    }
    const file = await t.app.inject({ method: 'GET', url: ready.url });
    expect(file.statusCode).toBe(200);
    return JSON.parse(file.body);
  }

  const refusedErasures = (document: any) => document.auditEvents.filter((e: any) => e.action === 'person.erase' && e.outcome === 'denied');

  it('leaves another person\'s refused attempts out of the document of the person they concerned, whoever asks for it', async () => {
    const [own, byOwner] = [await documentOf(admin.token, admin.personId), await documentOf(c.token, admin.personId)];
    expect(refusedErasures(own)).toEqual([]);
    expect(refusedErasures(byOwner)).toEqual([]);
    // The rest of the trail about them stays.
    expect(byOwner.auditEvents.some((e: any) => e.action === 'person.subjectAccessRequested')).toBe(true);
  });

  it('puts the refused attempts, with their count, in the document of the one who made them', async () => {
    const own = await documentOf(user.token, user.personId);
    const refused = refusedErasures(own);
    expect(refused.map((e: any) => e.target)).toEqual([{ type: 'person', id: admin.personId }, { type: 'person', id: admin.personId }]);
    expect(refused.reduce((n: number, e: any) => n + e.rowCount, 0)).toBe(30);
    const byOwner = await documentOf(c.token, user.personId);
    expect(refusedErasures(byOwner).every((e: any) => e.actor.personId === user.personId)).toBe(true);
    expect(refusedErasures(byOwner)).toHaveLength(2);
  });
});
