import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, upload } from '../files/files-support';
import { DEFAULT_FIELDS } from '../../../src/modules/data-exports/columns/export-fields';
import { download, exportCsv } from './exports-support';

/** The spec's other export types: the base set plus each type's columns, one row per record. */
describe('data exports: equipment, time away, documents, identity documents', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: string;
  let bob: string;
  let types: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token);
    ada = (await newPerson(t, c.token, london, { firstName: 'Ada', lastName: 'Aardvark' })).id;
    bob = (await newPerson(t, c.token, london, { firstName: 'Bob', lastName: 'Badger' })).id;
    types = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((x: any) => [x.category, x.id]));
  });
  afterAll(() => t.close());

  it('equipment: one row per item, default columns, cost with currency; people without equipment only when asked', async () => {
    const add = (name: string, cost: string | null, issueDate: string) =>
      t.api.post('/api/equipment', c.token, { personId: ada, type: 'Laptop', name, cost, currency: cost ? 'GBP' : null, issueDate });
    expect((await add('MacBook', '1999.00', '2025-01-10')).status).toBe(201);
    expect((await add('-Monitor', null, '2025-02-01')).status).toBe(201);
    const { header, rows } = await exportCsv(t, c.token, { type: 'equipment' });
    expect(header).toEqual(DEFAULT_FIELDS.equipment);
    expect(rows.map((r) => [r.lastName, r.name, r.cost, r.issueDate])).toEqual([
      ['Aardvark', 'MacBook', '1999.00 GBP', '2025-01-10'],
      ['Aardvark', '\'-Monitor', '', '2025-02-01'],
    ]);
    const all = await exportCsv(t, c.token, { type: 'equipment', fields: ['lastName', 'name'], includeWithoutEquipment: true });
    expect(all.rows.map((r) => [r.lastName, r.name])).toEqual([['Aardvark', 'MacBook'], ['Aardvark', '\'-Monitor'], ['Badger', ''], ['Owner', '']]);
    expect((await download(t, c.token, { type: 'equipment', fields: ['salary'] })).status).toBe(422);
  });

  it('time away: entries in the range, of the asked types, with the type name hidden from those without the private view', async () => {
    const take = (personId: string, category: string, startDate: string, endDate: string) =>
      t.api.post('/api/time-away', c.token, { personId, timeAwayTypeId: types[category], startDate, endDate, note: 'private note' });
    expect((await take(ada, 'paidTimeOff', '2025-03-03', '2025-03-04')).status).toBe(201);
    expect((await take(bob, 'sickLeave', '2025-04-07', '2025-04-07')).status).toBe(201);
    expect((await take(bob, 'paidTimeOff', '2026-01-05', '2026-01-05')).status).toBe(201);
    const { header, rows } = await exportCsv(t, c.token, { type: 'timeAway', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(header).toEqual(DEFAULT_FIELDS.timeAway);
    expect(rows.map((r) => [r.lastName, r.startDate, r.endDate, r.days, r.requestStatus])).toEqual([
      ['Aardvark', '2025-03-03', '2025-03-04', '2', 'approved'],
      ['Badger', '2025-04-07', '2025-04-07', '1', 'approved'],
    ]);
    const paid = await exportCsv(t, c.token, { type: 'timeAway', fields: ['lastName', 'startDate'], timeAwayTypes: [types.paidTimeOff] });
    expect(paid.rows).toEqual([{ lastName: 'Aardvark', startDate: '2025-03-03' }, { lastName: 'Badger', startDate: '2026-01-05' }]);
    const user = await newUser(t, c.companyId, 'user');
    const seen = await exportCsv(t, user.token, { type: 'timeAway', fields: ['lastName', 'timeAwayType'], startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(seen.rows).toEqual([{ lastName: 'Badger', timeAwayType: 'Time off' }]);
    expect((await download(t, user.token, { type: 'timeAway', fields: ['note'] })).status).toBe(200);
    const owner = await exportCsv(t, c.token, { type: 'timeAway', fields: ['note'], includeAdjustments: true, startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(owner.rows).toEqual([{ note: 'private note' }]);
  });

  it('documents: person documents with their type, link and uploader; people without documents only when asked', async () => {
    const file = (await upload(t, c.token, { type: 'document', personId: bob, bytes: pdf() })).body.id;
    expect((await t.api.post('/api/documents', c.token, { name: 'Contract', personId: bob, fileId: file, type: 'Contract' })).status).toBe(201);
    expect((await t.api.post('/api/documents', c.token, { name: 'Handbook', personId: null, link: 'https://example.com/h' })).status).toBe(201);
    const { rows } = await exportCsv(t, c.token, { type: 'document', fields: ['lastName', 'type', 'name', 'documentLink', 'uploader'] });
    expect(rows).toEqual([{ lastName: 'Badger', type: 'Contract', name: 'Contract', documentLink: expect.stringMatching(new RegExp(`^/api/files/${file}/content\\?expires=\\d+&signature=`)), uploader: 'Olive Owner' }]);
    const withLink = await download(t, c.token, { type: 'document', fields: ['documentLink'], json: true });
    expect((await t.app.inject({ method: 'GET', url: withLink.body[0].documentLink })).statusCode).toBe(200);
    const all = await exportCsv(t, c.token, { type: 'document', fields: ['lastName', 'name'], includeWithoutDocuments: true });
    expect(all.rows.map((r) => [r.lastName, r.name])).toEqual([['Aardvark', ''], ['Badger', 'Contract'], ['Owner', ''], ['user', '']]);
  });

  it('identity documents: the latest of each type per person, every version when asked; verifiers for roles reading all', async () => {
    const add = async (number: string) => {
      const fileId = (await upload(t, c.token, { type: 'identityDocument', personId: ada, bytes: pdf() })).body.id;
      const res = await t.api.post('/api/identity-documents', c.token, { personId: ada, type: 'Passport', number, fileId, expiryDate: '2030-01-01', verifiedBy: c.ownerId });
      expect(res.status).toBe(201);
    };
    await add('P-OLD');
    await add('P-NEW');
    const latest = await exportCsv(t, c.token, { type: 'identityDocument', fields: ['lastName', 'type', 'number', 'expiryDate', 'verifier'] });
    expect(latest.rows).toEqual([{ lastName: 'Aardvark', type: 'Passport', number: 'P-NEW', expiryDate: '2030-01-01', verifier: 'Olive Owner' }]);
    const versions = await exportCsv(t, c.token, { type: 'identityDocument', fields: ['number'], includeAllDocumentVersions: true });
    expect(versions.rows.map((r) => r.number)).toEqual(['P-OLD', 'P-NEW']);
    const people = await exportCsv(t, c.token, { fields: ['lastName', 'idExpiryDates'], filters: [{ field: 'reportingTo', operator: 'nexists' }] });
    expect(people.rows.find((r) => r.lastName === 'Aardvark')!.idExpiryDates).toBe('Passport: 2030-01-01; Passport: 2030-01-01');
  });
});
