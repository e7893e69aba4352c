import { readAllCommitted, readFeed } from '../../support/change-feed';
import { newCompany, newLocation, newPerson, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Reads of the feed are audited as reads of the resources are (docs/security.md, "Audit trail"): a page or an event
 * whose objects show sensitive fields (a person's tax fields, a bank account) leaves the resource's `<name>.read`
 * entry, naming the people and the fields; one showing none leaves nothing.
 */
describe('change feed: sensitive reads in the audit trail', () => {
  let t: TestApp;
  let c: TestCompany;
  let person: any;
  let publicToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    person = await newPerson(t, c.token, await newLocation(t, c.token), { taxId: 'AB123456C' });
    await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: '12345678' });
    publicToken = await tokenFor(t, c.ownerEmail, ['events:read', 'public:read']);
    await readAllCommitted(t, c.token, c.companyId);
  });
  afterAll(() => t.close());

  const entries = async (action: string) =>
    t.db.query(
      `SELECT subject_person_ids, target_type, target_id, fields, row_count FROM audit_events WHERE company_id = $1 AND action = $2 ORDER BY occurred_at, id`,
      [c.companyId, action],
    );

  it('records a page showing tax fields and bank accounts, with the people and fields shown', async () => {
    const [people, accounts] = [(await entries('person.read')).length, (await entries('bankAccount.read')).length];
    await readFeed(t, c.token, null, `recordId=${person.id}`);
    const personRead = (await entries('person.read')).slice(people);
    expect(personRead).toEqual([{ subject_person_ids: [person.id], target_type: 'person', target_id: null, fields: ['taxCode', 'taxId'], row_count: 1 }]);

    await readFeed(t, c.token, null, 'resourceType=bankAccount');
    const accountRead = (await entries('bankAccount.read')).slice(accounts);
    expect(accountRead).toEqual([expect.objectContaining({ subject_person_ids: [person.id], target_type: 'bankAccount', target_id: null, row_count: 1 })]);
  });

  it('records one event read by id against its record', async () => {
    const [created] = (await readFeed(t, c.token, null, `type=person.created&recordId=${person.id}`)).events;
    const before = (await entries('person.read')).length;
    expect((await t.api.get(`/api/events/${created.id}`, c.token)).status).toBe(200);
    expect((await entries('person.read')).slice(before)).toEqual([
      { subject_person_ids: [person.id], target_type: 'person', target_id: person.id, fields: ['taxCode', 'taxId'], row_count: null },
    ]);
  });

  it('records nothing for a page that shows no sensitive field', async () => {
    const before = (await entries('person.read')).length;
    const { events } = await readFeed(t, publicToken, null, `recordId=${person.id}`);
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain('taxId');
    expect((await entries('person.read')).length).toBe(before);
  });
});
