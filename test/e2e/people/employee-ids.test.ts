import { nextEmployeeId } from '../../../src/modules/people/employee-ids/employee-id-sequence';
import { activePersonBody, newCompany, newJobRole, newLocation, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** D9 employee ids with the company's autogenerateEmployeeId* settings and filters. */
describe('people: employee ids', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setup = async (settings: Record<string, unknown>) => {
    const c = await newCompany(t);
    const location = await newLocation(t, c.token);
    const res = await t.api.patch(`/api/companies/${c.companyId}`, c.token, settings);
    expect(res.status).toBe(200);
    return { c, location };
  };
  const create = (c: TestCompany, location: string, fields: Record<string, unknown> = {}) =>
    t.api.post('/api/people', c.token, activePersonBody(location, fields));
  const company = async (c: TestCompany) => (await t.api.get(`/api/companies/${c.companyId}`, c.token)).body;

  it('counts on from the numeric tail, keeping its width', () => {
    expect(nextEmployeeId('E-0099')).toBe('E-0100');
    expect(nextEmployeeId('E-9999')).toBe('E-10000');
    expect(nextEmployeeId('7')).toBe('8');
    expect(nextEmployeeId('ACME-2026-00001')).toBe('ACME-2026-00002');
  });

  it('gives none while the company does not autogenerate', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: false, nextEmployeeId: 'E-0001' });
    expect((await create(c, location)).body.employeeId).toBeNull();
    expect((await company(c)).nextEmployeeId).toBe('E-0001');
  });

  it('gives nextEmployeeId to each new person and moves the counter on', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'E-0099' });
    expect((await create(c, location)).body.employeeId).toBe('E-0099');
    expect((await create(c, location)).body.employeeId).toBe('E-0100');
    expect((await company(c)).nextEmployeeId).toBe('E-0101');
  });

  it('keeps an employee id given in the body, and refuses one another person has', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'E-0001' });
    expect((await create(c, location, { employeeId: 'CUSTOM-1' })).body.employeeId).toBe('CUSTOM-1');
    expect((await company(c)).nextEmployeeId).toBe('E-0001');
    const twice = await create(c, location, { employeeId: 'CUSTOM-1' });
    expect(twice.status).toBe(422);
    expect(twice.body.issues).toEqual([expect.objectContaining({ name: 'employeeId' })]);
    // Another company may use the same id.
    const other = await setup({ autogenerateEmployeeId: false });
    expect((await create(other.c, other.location, { employeeId: 'CUSTOM-1' })).status).toBe(201);
  });

  it('skips ids already taken by hand', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'E-0010' });
    await create(c, location, { employeeId: 'E-0010' });
    await create(c, location, { employeeId: 'E-0011' });
    expect((await create(c, location)).body.employeeId).toBe('E-0012');
    expect((await company(c)).nextEmployeeId).toBe('E-0013');
  });

  it('gives new hires one only with autogenerateEmployeeIdForNewHires, or when they become active', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'N-1', autogenerateEmployeeIdForNewHires: false });
    const hire = await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'a@home.example', employmentStartDate: '2024-01-01', jobRole: { jobTitle: 'X' } });
    expect(hire.body.employeeId).toBeNull();
    const active = await t.api.patch(`/api/people/${hire.body.id}`, c.token, {
      status: 'active', firstName: 'A', lastName: 'B', email: `ab-${Date.now()}@example.com`, locationId: location,
    });
    expect(active.body.employeeId).toBe('N-1');
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { autogenerateEmployeeIdForNewHires: true });
    const second = await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'b@home.example' });
    expect(second.body.employeeId).toBe('N-2');
  });

  it('gives one only to people matching every filter', async () => {
    const { c, location } = await setup({
      autogenerateEmployeeId: true,
      nextEmployeeId: 'F-01',
      autogenerateEmployeeIdFilters: [
        { field: 'department', operator: 'in', value: ['Engineering', 'Design'] },
        { field: 'contractType', operator: 'nin', value: ['Contractor'] },
        { field: 'teams', operator: 'exists', value: [] },
        { field: 'payrollProvider', operator: 'nexists', value: [] },
      ],
    });
    const base = { teams: [{ name: 'Core' }], jobRole: { jobTitle: 'Dev', department: 'Engineering' } };
    expect((await create(c, location, base)).body.employeeId).toBe('F-01');
    expect((await create(c, location, { ...base, jobRole: { jobTitle: 'Rep', department: 'Sales' } })).body.employeeId).toBeNull();
    expect((await create(c, location, { ...base, contractType: 'Contractor' })).body.employeeId).toBeNull();
    expect((await create(c, location, { ...base, teams: [] })).body.employeeId).toBeNull();
    expect((await create(c, location, { ...base, payrollProvider: 'Acme' })).body.employeeId).toBeNull();
    expect((await create(c, location, { ...base, contractType: 'Full time' })).body.employeeId).toBe('F-02');
  });

  it('filters on location and teams by value', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'L1' });
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, {
      autogenerateEmployeeIdFilters: [{ field: 'locationId', operator: 'in', value: [location] }, { field: 'teams', operator: 'in', value: ['Ops'] }],
    });
    expect((await create(c, location, { teams: [{ name: 'Ops' }, { name: 'Dev' }] })).body.employeeId).toBe('L1');
    expect((await create(c, 'remote', { teams: [{ name: 'Ops' }] })).body.employeeId).toBeNull();
    expect((await create(c, location, { teams: [{ name: 'Dev' }] })).body.employeeId).toBeNull();
  });

  it('never gives the same id twice under 20 concurrent creates', async () => {
    const { c, location } = await setup({ autogenerateEmployeeId: true, nextEmployeeId: 'C-0001' });
    const results = await Promise.all(Array.from({ length: 20 }, () => create(c, location)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = results.map((r) => r.body.employeeId);
    expect(new Set(ids).size).toBe(20);
    expect(ids.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `C-${String(i + 1).padStart(4, '0')}`));
    expect((await company(c)).nextEmployeeId).toBe('C-0021');
  });

  it('uses the department of the first job role given on activation', async () => {
    const { c, location } = await setup({
      autogenerateEmployeeId: true, nextEmployeeId: 'D-1', autogenerateEmployeeIdFilters: [{ field: 'department', operator: 'in', value: ['Ops'] }],
    });
    const hire = (await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'x@home.example' })).body;
    await newJobRole(t, c.token, hire.id, { department: 'Ops', effectiveDate: '2024-01-01' });
    const res = await t.api.patch(`/api/people/${hire.id}`, c.token, {
      status: 'active', firstName: 'X', lastName: 'Y', email: `xy-${Date.now()}@example.com`, locationId: location, employmentStartDate: '2024-01-01',
    });
    expect(res.body.employeeId).toBe('D-1');
  });
});
