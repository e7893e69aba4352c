import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

interface Entry {
  action: string;
  actor_person_id: string | null;
  subject_person_ids: string[];
  target_id: string | null;
  fields: string[];
  row_count: number | null;
}

/**
 * The answer to a create or an update is a read of what it shows: when it shows sensitive fields, the write's
 * transaction records `<resource>.read` (the fields shown, never values) beside the change's own entry, so both
 * commit with the write or not at all, once each.
 */
describe('audit trail: answers to writes that show sensitive fields', () => {
  let t: TestApp;
  let c: TestCompany;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    locationId = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const entriesOf = (targetId: string): Promise<Entry[]> =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND target_id = $2 ORDER BY occurred_at, action`, [c.companyId, targetId]);
  const actions = async (targetId: string) => (await entriesOf(targetId)).map((e) => e.action);

  it('a person\'s update that answers their tax fields records the update and the read of those fields', async () => {
    const person = await newPerson(t, c.token, locationId, { taxId: 'AB123456C' });
    const before = await actions(person.id);
    const res = await t.api.patch(`/api/people/${person.id}`, c.token, { bio: 'Keeps the books' });
    expect(res.status).toBe(200);
    expect(res.body.taxId).toBe('AB123456C');
    const added = (await entriesOf(person.id)).slice(before.length);
    expect(added.map((e) => e.action).sort()).toEqual(['person.read', 'person.updated']);
    const read = added.find((e) => e.action === 'person.read')!;
    expect(read).toMatchObject({ actor_person_id: c.ownerId, subject_person_ids: [person.id], row_count: null });
    expect(read.fields.sort()).toEqual(['taxCode', 'taxId']);
    expect(JSON.stringify(read)).not.toContain('AB123456C');
  });

  it('a bank account\'s create and update record the read of the account number they answer, once each', async () => {
    const person = await newPerson(t, c.token, locationId);
    const made = await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: 'GB29NWBK60161331926819' });
    expect(made.status).toBe(201);
    expect(await actions(made.body.id)).toEqual(expect.arrayContaining(['bankAccount.created', 'bankAccount.read']));
    const res = await t.api.patch(`/api/bank-accounts/${made.body.id}`, c.token, { bankName: 'Monzo' });
    expect(res.status).toBe(200);
    expect(res.body.accountNumber).toBe('GB29NWBK60161331926819');
    const entries = await entriesOf(made.body.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['bankAccount.created', 'bankAccount.read', 'bankAccount.read', 'bankAccount.updated']);
    const read = entries.filter((e) => e.action === 'bankAccount.read').at(-1)!;
    expect(read).toMatchObject({ subject_person_ids: [person.id], row_count: null });
    expect(read.fields).toContain('accountNumber');
    expect(JSON.stringify(entries)).not.toContain('GB29NWBK60161331926819');
  });

  it('a refused write records no read: nothing was answered', async () => {
    const person = await newPerson(t, c.token, locationId);
    const made = (await t.api.post('/api/bank-accounts', c.token, { personId: person.id, accountNumber: 'NL91ABNA0417164300' })).body;
    const before = await actions(made.id);
    const res = await t.api.patch(`/api/bank-accounts/${made.id}`, c.token, { personId: 'nobody' });
    expect(res.status).toBe(422);
    expect(await actions(made.id)).toEqual(before);
  });
});
