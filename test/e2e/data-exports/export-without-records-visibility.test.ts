import { newCompany, newLocation, newPerson, newUser, setGrants, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { exportCsv } from './exports-support';

/**
 * D11: `includeWithoutEquipment` / `includeWithoutDocuments` list a person as having none only when the caller reads
 * that person's equipment or documents; a reader must not learn absence where they cannot see presence.
 */
describe('data exports: people without records, only where the caller sees the records', () => {
  let t: TestApp;
  let c: TestCompany;
  let manager: TestUser;
  let plain: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    // Mia manages Rey (who has nothing); Sam is no report of hers and has a laptop and a document.
    manager = await newUser(t, c.companyId, 'user', undefined, { lastName: 'Mia' });
    await newPerson(t, c.token, london, { lastName: 'Rey', jobRole: { jobTitle: 'Engineer', reportingTo: manager.personId } });
    const sam = (await newPerson(t, c.token, london, { lastName: 'Sam' })).id;
    plain = await newUser(t, c.companyId, 'user', undefined, { lastName: 'Una' });
    expect((await t.api.post('/api/equipment', c.token, { personId: sam, type: 'Laptop', name: 'MacBook', issueDate: '2025-01-10' })).status).toBe(201);
    expect((await t.api.post('/api/documents', c.token, { personId: sam, name: 'Contract', link: 'https://docs.example.com/sam' })).status).toBe(201);
    // Managers read their reports' documents once the company grants it (D5).
    await setGrants(t, c.companyId, { documents: ['manager'] });
  });
  afterAll(() => t.close());

  const names = (rows: Record<string, string>[]) => rows.map((r) => r.lastName);

  it('equipment: a manager gets their reports and themselves without equipment, not the people whose equipment they cannot see', async () => {
    const onlyPeople = await exportCsv(t, manager.token, { type: 'equipment', fields: ['lastName'], includeWithoutEquipment: true });
    expect(names(onlyPeople.rows)).toEqual(['Mia', 'Rey']);
    const withItems = await exportCsv(t, manager.token, { type: 'equipment', fields: ['lastName', 'name'], includeWithoutEquipment: true });
    expect(withItems.rows).toEqual([{ lastName: 'Mia', name: '' }, { lastName: 'Rey', name: '' }]);
    // The owner sees everyone's: Sam with his laptop, the others without.
    const all = await exportCsv(t, c.token, { type: 'equipment', fields: ['lastName', 'name'], includeWithoutEquipment: true });
    expect(all.rows.map((r) => [r.lastName, r.name])).toEqual([['Mia', ''], ['Owner', ''], ['Rey', ''], ['Sam', 'MacBook'], ['Una', '']]);
  });

  it('equipment: a user gets only themselves without equipment, in a stored export too', async () => {
    const { rows } = await exportCsv(t, plain.token, { type: 'equipment', fields: ['lastName'], includeWithoutEquipment: true });
    expect(names(rows)).toEqual(['Una']);
    const stored = await t.api.post('/api/data-exports', plain.token, { type: 'equipment', fields: ['lastName'], includeWithoutEquipment: true });
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual(expect.objectContaining({ status: 'ready', rowCount: 1 }));
  });

  it('documents: a manager gets only their reports without documents, a user only themselves', async () => {
    const mine = await exportCsv(t, manager.token, { type: 'document', fields: ['lastName'], includeWithoutDocuments: true });
    expect(names(mine.rows)).toEqual(['Mia', 'Rey']);
    const own = await exportCsv(t, plain.token, { type: 'document', fields: ['lastName', 'name'], includeWithoutDocuments: true });
    expect(own.rows).toEqual([{ lastName: 'Una', name: '' }]);
    const ids = await exportCsv(t, plain.token, { type: 'identityDocument', fields: ['lastName'], includeWithoutDocuments: true });
    expect(names(ids.rows)).toEqual(['Una']);
    const all = await exportCsv(t, c.token, { type: 'document', fields: ['lastName', 'name'], includeWithoutDocuments: true });
    expect(all.rows.map((r) => [r.lastName, r.name])).toEqual([['Mia', ''], ['Owner', ''], ['Rey', ''], ['Sam', 'Contract'], ['Una', '']]);
  });
});
