import { EXPORT_TYPES } from '../../../src/modules/data-exports/data-export.entity';
import { fieldsOf } from '../../../src/modules/data-exports/columns/export-fields';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, exportCsv } from './exports-support';

/** Every `fields` value of every type (spec: Data exports) is accepted and exported, with data in every record table. */
describe('data exports: every column of every type', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const london = await newLocation(t, c.token, { label: 'HQ' });
    const boss = (await newPerson(t, c.token, london, { firstName: 'Bo', lastName: 'Boss' })).id;
    ada = (await newPerson(t, c.token, london, {
      firstName: 'Ada', middleName: 'M', lastName: 'Aardvark', preferredName: 'Addy', birthday: '1990-07-04', address: '1 Road', city: 'London',
      postcode: 'SW1A 1AA', countryCode: 'GB', linkedIn: 'ada', foodAllergies: ['nuts'], workingDays: [{ day: 'monday' }], taxId: 'T-1',
      jobRole: { jobTitle: 'Engineer', department: 'Engineering', reportingTo: boss },
    })).id;
    const post = async (path: string, body: object) => {
      const res = await t.api.post(path, c.token, body);
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    await post('/api/bank-accounts', { personId: ada, bankName: 'Bank', accountNumber: '123' });
    await post('/api/emergency-contacts', { personId: ada, name: 'Eve', relationship: 'Sister', phoneNumber: '+44 20 7946 0000', isPrimary: true });
    const diversity = await post('/api/custom-fields', { name: 'Ethnicity', section: 'diversity', type: 'multiSelect', config: { choices: ['A', 'B'] } });
    await post('/api/custom-values', { personId: ada, customFieldId: diversity.id, value: ['A', 'B'] });
    await post('/api/equipment', { personId: ada, type: 'Laptop', name: 'MacBook', issueDate: '2025-01-01' });
    const types = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((x: any) => [x.category, x.id]));
    await post('/api/time-away', { personId: ada, timeAwayTypeId: types.sickLeave, startDate: '2025-03-03', endDate: '2025-03-03' });
    await post('/api/documents', { name: 'Policy', personId: ada, link: 'https://example.com/p' });
    expect((await t.api.patch(`/api/companies/${c.companyId}`, c.token, { isTimesheetEnabled: true })).status).toBe(200);
    await post('/api/timesheet-entries', { personId: ada, date: '2025-03-04', startTime: '09:00', endTime: '17:30' });
    await post('/api/timesheet-submissions', { personId: ada, startDate: '2025-03-03', endDate: '2025-03-09' });
  });
  afterAll(() => t.close());

  it.each(EXPORT_TYPES.map((type) => [type]))('%s: every column, CSV and JSON', async (type) => {
    const fields = [...fieldsOf(type)];
    const { header, rows } = await exportCsv(t, c.token, { type, fields, includeOffboarded: true });
    expect(header).toEqual(fields);
    if (type !== 'identityDocument') expect(rows.length).toBeGreaterThan(0);
    const json = await download(t, c.token, { type, fields, json: true });
    expect(json.status).toBe(200);
    if (json.body.length) expect(Object.keys(json.body[0])).toEqual(fields);
  });

  it('formats the people columns as a spreadsheet user expects', async () => {
    const { rows } = await exportCsv(t, c.token, { fields: [...fieldsOf('people')], filters: [{ field: 'reportingTo', operator: 'exists' }] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({
      fullName: 'Ada M Aardvark', preferredNameOrFirstName: 'Addy', birthday: '1990-07-04', shortBirthday: '07-04',
      fullAddress: '1 Road, London, SW1A 1AA, United Kingdom', country: 'United Kingdom', foodAllergies: 'nuts', workingDays: 'monday',
      manager: 'Bo Boss', placeOfWork: 'HQ', taxId: 'T-1', bankName: 'Bank', accountNumber: '123',
      emergencyContacts: 'Eve, Sister, +44 20 7946 0000', diversity: 'Ethnicity: A, B', social: 'LinkedIn: ada', sickLeave: '0',
      companyName: expect.stringMatching(/^Company /),
    }));
    expect(ada).toBeDefined();
  });
});
