import { FeedEvent, readAllCommitted, readFeed } from '../../support/change-feed';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An event's object is shaped by the caller's token as a GET of its resource shows the record: the same field plans
 * (a token without `private:read` gets no tax fields, no private fields, no private-category type of time away).
 */
describe('change feed: objects shaped by the token, as a GET shows them', () => {
  let t: TestApp;
  let c: TestCompany;
  let publicToken: string;
  let privateToken: string;
  let person: any;
  let sick: any;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    publicToken = await tokenFor(t, c.ownerEmail, ['events:read', 'public:read']);
    privateToken = await tokenFor(t, c.ownerEmail, ['events:read', 'private:read']);
    const location = await newLocation(t, c.token);
    person = await newPerson(t, c.token, location, { taxId: 'AB123456C', taxCode: '1257L', personalEmail: 'ada@home.example' });
    const types = (await t.api.get('/api/time-away-types', c.token)).body.data;
    const sickLeave = types.find((type: any) => type.category === 'sickLeave').id;
    sick = (await t.api.post('/api/time-away', c.token, { personId: person.id, timeAwayTypeId: sickLeave, startDate: '2026-03-02', endDate: '2026-03-03', note: 'Flu' })).body;
    await readAllCommitted(t, c.token, c.companyId);
  });
  afterAll(() => t.close());

  const eventOf = async (token: string, type: string, recordId: string): Promise<FeedEvent> =>
    (await readFeed(t, token, null, `type=${type}&recordId=${recordId}`)).events[0];

  it('shows a person\'s event as GET /api/people/:id shows the person to the same token', async () => {
    for (const token of [publicToken, privateToken, c.token]) {
      const event = await eventOf(token, 'person.created', person.id);
      expect(event.data.object).toEqual((await t.api.get(`/api/people/${person.id}`, token)).body);
    }
    const publicView = (await eventOf(publicToken, 'person.created', person.id)).data.object;
    expect(publicView).not.toHaveProperty('taxId');
    expect(publicView).not.toHaveProperty('personalEmail');
    expect(publicView.firstName).toBe('Ada');
    expect((await eventOf(privateToken, 'person.created', person.id)).data.object).toEqual(expect.objectContaining({ taxId: 'AB123456C', taxCode: '1257L' }));
  });

  it('shapes the old values of an update by the same plan: a changed field the token may not read is left out', async () => {
    await t.api.patch(`/api/people/${person.id}`, c.token, { taxId: 'ZZ999999Z', bio: 'Engineer' });
    await readAllCommitted(t, c.token, c.companyId);
    const full = await eventOf(c.token, 'person.updated', person.id);
    expect(full.data.previousAttributes).toEqual(expect.objectContaining({ taxId: 'AB123456C', bio: null }));
    const shown = await eventOf(publicToken, 'person.updated', person.id);
    expect(shown.data.previousAttributes).toEqual({ bio: null, updatedAt: full.data.previousAttributes!.updatedAt });
    expect(shown.data.object).not.toHaveProperty('taxId');
    expect(shown.data.object.bio).toBe('Engineer');
  });

  it('hides the type and note of a private-category entry from a token without private:read, as GET /api/time-away does', async () => {
    const shown = (await eventOf(publicToken, 'timeAway.created', sick.id)).data.object;
    expect(shown).toEqual((await t.api.get(`/api/time-away/${sick.id}`, publicToken)).body);
    expect(shown).not.toHaveProperty('timeAwayTypeId');
    expect(shown).not.toHaveProperty('note');
    expect(shown.name).toBe('Time off');
    const full = (await eventOf(privateToken, 'timeAway.created', sick.id)).data.object;
    expect(full).toEqual(expect.objectContaining({ timeAwayTypeId: sick.timeAwayTypeId, name: 'Sick leave', note: 'Flu' }));
  });

  it('leaves bank accounts out without private:read, and shows their numbers with it', async () => {
    const account = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: '12345678', sortCode: '12-34-56' })).body;
    await readAllCommitted(t, c.token, c.companyId);
    expect((await readFeed(t, publicToken, null, 'resourceType=bankAccount')).events).toEqual([]);
    expect((await eventOf(privateToken, 'bankAccount.created', account.id)).data.object).toEqual(account);
  });
});
