import { newCompany, newJobRole, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { DEFAULT_FIELDS } from '../../../src/modules/data-exports/columns/export-fields';
import { download, exportCsv } from './exports-support';

/** D11 and the spec's Data exports: the `people` type, its columns, history flags, filters and include flags. */
describe('data exports: people', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;
  let paris: string;
  const ids: Record<string, string> = {};
  let types: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
    paris = await newLocation(t, c.token, { city: 'Paris', countryCode: 'FR' });
    ids.ada = (await newPerson(t, c.token, london, {
      firstName: 'Ada', lastName: 'Aardvark', teams: [{ name: 'Core' }, { name: 'Web' }], contractType: 'Full time', payrollProvider: 'Gusto',
      spokenLanguages: ['English', 'French'], personalEmail: 'ada@home.example', jobRole: { jobTitle: 'Engineer', department: 'Engineering' },
    })).id;
    ids.bob = (await newPerson(t, c.token, paris, {
      firstName: 'Bob', lastName: 'Badger', teams: [{ name: 'Web' }], contractType: 'Contractor',
      jobRole: { jobTitle: 'Designer', department: 'Design', reportingTo: ids.ada },
    })).id;
    ids.cyd = (await newPerson(t, c.token, london, { firstName: '=HYPERLINK("http://x")', lastName: 'Cobra', jobRole: { jobTitle: '@SUM(A1)', department: 'Sales' } })).id;
    ids.gone = (await newPerson(t, c.token, london, { firstName: 'Gus', lastName: 'Gone', employmentEndDate: utcDay(-1) })).id;
    ids.newHire = (await t.api.post('/api/people', c.token, { status: 'newHire', firstName: 'Nia', lastName: 'New', email: 'nia@example.com' })).body.id;
    types = Object.fromEntries((await t.api.get('/api/compensation-types', c.token)).body.data.map((x: any) => [x.baseType, x.id]));
  });
  afterAll(() => t.close());

  const lastNames = (rows: Record<string, string>[]) => rows.map((r) => r.lastName);

  it('exports the documented default columns in order, one row per person the caller lists, new hires included', async () => {
    const { header, rows } = await exportCsv(t, c.token, {});
    expect(header).toEqual(DEFAULT_FIELDS.people);
    expect(lastNames(rows)).toEqual(['Aardvark', 'Badger', 'Cobra', 'New', 'Owner']);
    const bob = rows.find((r) => r.lastName === 'Badger')!;
    expect(bob).toEqual(expect.objectContaining({
      jobTitle: 'Designer', department: 'Design', manager: 'Ada Aardvark', teams: 'Web', placeOfWork: 'Paris, France', isRemote: 'false',
      employeeStatus: 'active', employmentStartDate: '2024-01-15', timezone: 'Europe/Paris',
    }));
    expect(rows.find((r) => r.lastName === 'Aardvark')!.teams).toBe('Core; Web');
  });

  it('writes the requested fields in the requested order, and refuses unknown or repeated names with 422 naming them', async () => {
    const { header, rows } = await exportCsv(t, c.token, { fields: ['contractType', 'lastName', 'spokenLanguages', 'personalEmail'] });
    expect(header).toEqual(['contractType', 'lastName', 'spokenLanguages', 'personalEmail']);
    expect(rows[0]).toEqual({ contractType: 'Full time', lastName: 'Aardvark', spokenLanguages: 'English; French', personalEmail: 'ada@home.example' });
    const unknown = await download(t, c.token, { fields: ['lastName', 'shoeSize', 'type'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues).toEqual([{ name: 'fields', reason: 'unknown for type people: shoeSize, type' }]);
    expect((await download(t, c.token, { fields: ['lastName', 'lastName'] })).status).toBe(422);
  });

  it('neutralises cells a spreadsheet would run as formulas (CSV), and keeps them as they are in JSON', async () => {
    const { rows } = await exportCsv(t, c.token, { fields: ['firstName', 'lastName', 'jobTitle'] });
    const cobra = rows.find((r) => r.lastName === 'Cobra')!;
    expect(cobra.firstName).toBe('\'=HYPERLINK("http://x")');
    expect(cobra.jobTitle).toBe('\'@SUM(A1)');
    const json = await download(t, c.token, { fields: ['firstName', 'lastName'], json: true });
    expect(json.body.find((r: any) => r.lastName === 'Cobra').firstName).toBe('=HYPERLINK("http://x")');
  });

  it('answers JSON: an array of objects keyed by the requested names, lists as arrays, booleans as booleans', async () => {
    const res = await download(t, c.token, { fields: ['lastName', 'teams', 'isRemote', 'employmentStartDate'], json: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="people-${utcDay()}.json"`);
    expect(res.body[0]).toEqual({ lastName: 'Aardvark', teams: ['Core', 'Web'], isRemote: false, employmentStartDate: '2024-01-15' });
  });

  it('includes offboarded people only when asked, and leaves new hires out when asked', async () => {
    expect(lastNames((await exportCsv(t, c.token, { fields: ['lastName'], includeOffboarded: true })).rows)).toContain('Gone');
    expect(lastNames((await exportCsv(t, c.token, { fields: ['lastName'], includeNewHires: false })).rows)).toEqual(['Aardvark', 'Badger', 'Cobra', 'Owner']);
  });

  it('gives one row per job role in effect in the range with includeRoleHistory (three roles, three rows)', async () => {
    await newJobRole(t, c.token, ids.ada, { jobTitle: 'Senior engineer', effectiveDate: '2025-01-01' });
    await newJobRole(t, c.token, ids.ada, { jobTitle: 'Staff engineer', effectiveDate: '2025-06-01' });
    const all = await exportCsv(t, c.token, { fields: ['lastName', 'jobTitle', 'roleEffectiveDate'], includeRoleHistory: true, filters: [{ field: 'teams', operator: 'all', value: ['Core'] }] });
    expect(all.rows).toEqual([
      { lastName: 'Aardvark', jobTitle: 'Engineer', roleEffectiveDate: '2024-01-15' },
      { lastName: 'Aardvark', jobTitle: 'Senior engineer', roleEffectiveDate: '2025-01-01' },
      { lastName: 'Aardvark', jobTitle: 'Staff engineer', roleEffectiveDate: '2025-06-01' },
    ]);
    const ranged = await exportCsv(t, c.token, {
      fields: ['jobTitle'], includeRoleHistory: true, startDate: '2025-02-01', endDate: '2025-12-31', filters: [{ field: 'teams', operator: 'all', value: ['Core'] }],
    });
    expect(ranged.rows.map((r) => r.jobTitle)).toEqual(['Senior engineer', 'Staff engineer']);
    const current = await exportCsv(t, c.token, { fields: ['jobTitle'], filters: [{ field: 'teams', operator: 'all', value: ['Core'] }] });
    expect(current.rows).toEqual([{ jobTitle: 'Staff engineer' }]);
  });

  it('formats compensations as money with currency and gives one row per compensation with includeCompensationHistory', async () => {
    const pay = (amount: string, effectiveDate: string, compensationTypeId = types.salary) =>
      t.api.post('/api/compensations', c.token, { personId: ids.bob, compensationTypeId, amount, currency: 'EUR', period: 'annual', effectiveDate });
    expect((await pay('50000.00', '2024-01-15')).status).toBe(201);
    expect((await pay('55000.00', '2025-01-01')).status).toBe(201);
    expect((await pay('10%', '2025-01-01', types.bonus)).status).toBe(201);
    const bob = [{ field: 'teams', operator: 'all', value: ['Web'] }, { field: 'teams', operator: 'nany', value: ['Core'] }];
    const now = await exportCsv(t, c.token, { fields: ['lastName', 'salary', 'bonus'], filters: bob });
    expect(now.rows).toEqual([{ lastName: 'Badger', salary: '55000.00 EUR / annual', bonus: '10% / annual' }]);
    const history = await exportCsv(t, c.token, { fields: ['salary'], includeCompensationHistory: true, filters: bob });
    expect(history.rows.map((r) => r.salary)).toEqual(['50000.00 EUR / annual', '55000.00 EUR / annual']);
    const byType = await exportCsv(t, c.token, { fields: ['lastName'], compensationTypes: [types.salary], filters: bob });
    expect(byType.header).toEqual(['lastName', 'Salary']);
    expect(byType.rows[0].Salary).toBe('55000.00 EUR / annual');
    expect((await download(t, c.token, { fields: ['salary'], includeCompensationHistory: true, includeRoleHistory: true })).status).toBe(422);
  });

  it('filters on the spec\'s enum and array fields with their operators, in SQL', async () => {
    const names = async (filters: unknown[]) => lastNames((await exportCsv(t, c.token, { fields: ['lastName'], filters })).rows);
    expect(await names([{ field: 'department', operator: 'in', value: ['Design', 'Sales'] }])).toEqual(['Badger', 'Cobra']);
    expect(await names([{ field: 'locationId', operator: 'nin', value: [london] }])).toEqual(['Badger', 'New', 'Owner']);
    expect(await names([{ field: 'contractType', operator: 'exists' }])).toEqual(['Aardvark', 'Badger']);
    expect(await names([{ field: 'payrollProvider', operator: 'nexists' }])).toEqual(['Badger', 'Cobra', 'New', 'Owner']);
    expect(await names([{ field: 'teams', operator: 'any', value: ['Core', 'Nope'] }])).toEqual(['Aardvark']);
    expect(await names([{ field: 'teams', operator: 'nall', value: ['Core', 'Web'] }])).toEqual(['Badger', 'Cobra', 'New', 'Owner']);
    expect(await names([{ field: 'reportingTo', operator: 'in', value: [ids.ada] }])).toEqual(['Badger']);
    expect(await names([{ field: 'reportsUpTo', operator: 'any', value: [ids.ada] }])).toEqual(['Badger']);
    expect(await names([{ field: 'placeOfWorkCountry', operator: 'in', value: ['FR'] }])).toEqual(['Badger']);
    expect(await names([{ field: 'placeOfWorkCity', operator: 'in', value: ['London'] }])).toEqual(['Aardvark', 'Cobra']);
  });

  it('refuses filters the spec does not allow with 422 naming the item', async () => {
    const refused = async (filter: unknown) => {
      const res = await download(t, c.token, { filters: [filter] });
      expect(res.status).toBe(422);
      return res.body.issues[0];
    };
    expect(await refused({ field: 'shoeSize', operator: 'in', value: ['x'] })).toEqual(expect.objectContaining({ name: 'filters.field', index: '0' }));
    expect(await refused({ field: 'teams', operator: 'in', value: ['x'] })).toEqual(expect.objectContaining({ name: 'filters.operator' }));
    expect(await refused({ field: 'department', operator: 'in', value: [] })).toEqual(expect.objectContaining({ name: 'filters.value' }));
    expect(await refused({ field: 'department', operator: 'exists', value: 'x' })).toEqual(expect.objectContaining({ name: 'filters.value' }));
    expect(await refused({ field: 'orgLevel', operator: 'in', value: ['1'] })).toEqual(expect.objectContaining({ name: 'filters.field' }));
    expect((await download(t, c.token, { filters: [{ field: 'department' }] })).status).toBe(422);
  });

  it('selects people active after startDate and started by endDate', async () => {
    const rows = (await exportCsv(t, c.token, { fields: ['lastName'], includeOffboarded: true, startDate: utcDay(5), endDate: '2030-01-01' })).rows;
    expect(lastNames(rows)).not.toContain('Gone');
    const before = (await exportCsv(t, c.token, { fields: ['lastName'], endDate: '2024-06-01' })).rows;
    // The new hire has no start date yet: nothing says they started later.
    expect(lastNames(before)).toEqual(['Aardvark', 'Badger', 'Cobra', 'New']);
  });

  it('adds custom field and time-away type columns by name, days and balances of the year', async () => {
    const field = (await t.api.post('/api/custom-fields', c.token, { name: 'Shirt size', section: 'basics', type: 'text' })).body;
    expect((await t.api.post('/api/custom-values', c.token, { personId: ids.ada, customFieldId: field.id, value: '+M' })).status).toBe(201);
    const timeTypes = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((x: any) => [x.category, x]));
    const year = utcDay().slice(0, 4);
    const entry = await t.api.post('/api/time-away', c.token, { personId: ids.ada, timeAwayTypeId: timeTypes.paidTimeOff.id, startDate: `${year}-03-02`, endDate: `${year}-03-03` });
    expect(entry.status).toBe(201);
    const { header, rows } = await exportCsv(t, c.token, {
      fields: ['lastName', 'paidTimeOff', 'sickLeave', 'allowance', 'carriedOver', 'balance', 'adjustments', 'ptoPolicy'],
      customFields: [field.id], timeAwayTypes: [timeTypes.paidTimeOff.id],
      filters: [{ field: 'teams', operator: 'all', value: ['Core'] }],
    });
    expect(header).toEqual(['lastName', 'paidTimeOff', 'sickLeave', 'allowance', 'carriedOver', 'balance', 'adjustments', 'ptoPolicy', 'Shirt size', timeTypes.paidTimeOff.name]);
    expect(rows).toEqual([{
      lastName: 'Aardvark', paidTimeOff: '2', sickLeave: '0', allowance: '25', carriedOver: '5', balance: '28', adjustments: '0', ptoPolicy: 'Default policy',
      'Shirt size': '\'+M', [timeTypes.paidTimeOff.name]: '2',
    }]);
    const unknown = await download(t, c.token, { customFields: ['nope'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.issues[0]).toEqual(expect.objectContaining({ name: 'customFields' }));
  });

  it('refuses templates and identifier fields (not in this product) and flags of other types, with 422', async () => {
    for (const body of [{ dataExportTemplateId: 'x' }, { customIdentifierFields: ['x'] }, { includeWithoutEquipment: true }, { includeAdjustments: true }, { startDate: '2025-02-01', endDate: '2025-01-01' }]) {
      expect((await download(t, c.token, body)).status).toBe(422);
    }
    expect((await download(t, c.token, { fields: ['lastName'], dataExportTemplateId: null, customIdentifierFields: [] })).status).toBe(200);
    expect((await download(t, c.token, { fields: ['lastName'], dataExportTemplateId: '' })).status).toBe(422);
  });

  it('refuses time-away types where they make no column or filter, and a column set they alone would fill (422, never a 500)', async () => {
    const types = (await t.api.get('/api/time-away-types', c.token)).body.data;
    const typeId = types[0].id;
    for (const type of ['equipment', 'document', 'identityDocument']) {
      const res = await download(t, c.token, { type, fields: [], timeAwayTypes: [typeId] });
      expect({ type, status: res.status, issues: res.body.issues?.map((i: { name: string }) => i.name) }).toEqual({ type, status: 422, issues: expect.arrayContaining(['timeAwayTypes']) });
    }
    const entriesOnly = await download(t, c.token, { type: 'timeAway', fields: [], timeAwayTypes: [typeId] });
    expect(entriesOnly.status).toBe(422);
    expect(entriesOnly.body.issues).toEqual([expect.objectContaining({ name: 'fields', reason: 'an export needs at least one column' })]);
    expect((await download(t, c.token, { type: 'timeAway', fields: ['startDate'], timeAwayTypes: [typeId] })).status).toBe(200);
  });
  it('neutralises header cells too, and refuses two columns of one name with 422', async () => {
    const formula = (await t.api.post('/api/custom-fields', c.token, { name: '=HYPERLINK("http://x")', section: 'basics', type: 'text' })).body;
    const { header } = await exportCsv(t, c.token, { fields: ['lastName'], customFields: [formula.id] });
    expect(header).toEqual(['lastName', '\'=HYPERLINK("http://x")']);
    const clash = (await t.api.post('/api/custom-fields', c.token, { name: 'lastName', section: 'basics', type: 'text' })).body;
    const refused = await download(t, c.token, { fields: ['lastName'], customFields: [clash.id], json: true });
    expect(refused.status).toBe(422);
    expect(refused.body.issues).toEqual([expect.objectContaining({ name: 'fields', reason: expect.stringContaining('"lastName"') })]);
  });
});
