import { readAllCommitted, readFeed } from '../../support/change-feed';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An erased person (docs/security.md, "Erasure") is in the feed as `person.erased`, and their earlier events, the
 * person's own and those of records naming them, are served as erasure left them: the same ids, the marker as object.
 */
describe('change feed: an erased person\'s events', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('serves the earlier events redacted and person.erased after them', async () => {
    const location = await newLocation(t, c.token);
    const person = await newPerson(t, c.token, location, { employmentEndDate: utcDay(-1), taxId: 'AB123456C' });
    const account = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: '12345678', sortCode: '123456' })).body;
    const before = (await readAllCommitted(t, c.token, c.companyId)).filter((e) => e.data.object.id === person.id || e.data.object.personId === person.id);
    expect(before.map((e) => e.type)).toEqual(['person.created', 'jobRole.created', 'bankAccount.created']);
    expect(before[0].data.object.taxId).toBe('AB123456C');

    const erasure = await t.api.post(`/api/people/${person.id}/erase`, c.token, {});
    expect(erasure.status).toBe(200);
    const marker = { erased: true, personId: person.id, erasedAt: erasure.body.erasedAt };

    const after = await readAllCommitted(t, c.token, c.companyId);
    const earlier = after.filter((e) => before.some((b) => b.id === e.id));
    expect(earlier.map((e) => [e.id, e.type, e.data])).toEqual(before.map((e) => [e.id, e.type, { object: marker }]));
    expect(JSON.stringify(after)).not.toContain('AB123456C');
    expect(JSON.stringify(after)).not.toContain(account.accountNumber);
    const erased = after.filter((e) => e.type === 'person.erased');
    expect(erased.map((e) => e.data)).toEqual([{ object: { id: person.id, erasedAt: erasure.body.erasedAt } }]);
    expect(after.findIndex((e) => e.type === 'person.erased')).toBeGreaterThan(after.findIndex((e) => e.id === before[2].id));
    expect((await t.api.get(`/api/events/${before[0].id}`, c.token)).body.data).toEqual({ object: marker });

    // A token without private:read reads the person's events (public:read) as the same markers, not the bank account's.
    const publicToken = await tokenFor(t, c.ownerEmail, ['events:read', 'public:read']);
    const shown = (await readFeed(t, publicToken, null, `recordId=${person.id}`)).events;
    expect(shown.map((e) => [e.type, e.data])).toEqual([['person.created', { object: marker }], ['person.erased', { object: { id: person.id, erasedAt: erasure.body.erasedAt } }]]);
  });
});
