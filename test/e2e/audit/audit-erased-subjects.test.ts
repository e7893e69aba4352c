import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Erasure keeps the audit trail (its entries hold no values of the person), each entry marking the subject erased. */
describe('audit trail: erased subjects', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('keeps the entries about an erased person, marks them erased, and records the request and the erasure (by a job, as system)', async () => {
    const person = await newPerson(t, c.token, await newLocation(t, c.token), { taxId: 'ER123456Z' });
    expect((await t.api.get(`/api/people/${person.id}`, c.token)).status).toBe(200);
    const erased = await t.api.post(`/api/people/${person.id}/erase`, c.token, { force: true, reason: 'asked by the person' });
    expect(erased.status).toBe(200);

    const about = await t.api.get(`/api/audit-events?subjectPersonId=${person.id}&$limit=250`, c.token);
    const actions = about.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['person.created', 'person.read', 'person.erasureRequested', 'person.erased']));
    expect(about.body.data.every((e: { erasedSubjectPersonIds: string[] }) => e.erasedSubjectPersonIds.includes(person.id))).toBe(true);
    const requested = about.body.data.find((e: { action: string }) => e.action === 'person.erasureRequested');
    expect(requested).toMatchObject({ actor: { type: 'token', personId: c.ownerId }, fields: ['force', 'reason'] });
    // The erasure itself ran in a worker's job: the service acted.
    expect(about.body.data.find((e: { action: string }) => e.action === 'person.erased')).toMatchObject({ actor: { type: 'system', personId: null } });
    expect(JSON.stringify(about.body)).not.toContain('asked by the person');
    expect(JSON.stringify(about.body)).not.toContain('ER123456Z');

    const others = await t.api.get(`/api/audit-events?subjectPersonId=${c.ownerId}`, c.token);
    expect(others.body.data.every((e: { erasedSubjectPersonIds: string[] }) => e.erasedSubjectPersonIds.length === 0)).toBe(true);
  });
});
