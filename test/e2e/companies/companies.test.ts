import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

describe('companies', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t, 'Acme');
  });
  afterAll(() => t.close());

  it('lists only the caller company and retrieves it with the spec fields', async () => {
    const res = await t.api.get('/api/companies', c.token);
    expect(res.body.total).toBe(1);
    const company = (await t.api.get(`/api/companies/${c.companyId}`, c.token)).body;
    expect(Object.keys(company).sort()).toEqual([
      'autogenerateEmployeeId', 'autogenerateEmployeeIdFilters', 'autogenerateEmployeeIdForNewHires', 'createdAt', 'domains', 'id',
      'isTimesheetEnabled', 'logo', 'name', 'nextEmployeeId', 'paymentStatus', 'status', 'trialEndDate', 'updatedAt',
    ]);
    expect(company.name).toBe('Acme');
    expect(company).not.toHaveProperty('permissions');
  });

  it('updates the spec fields', async () => {
    const res = await t.api.patch(`/api/companies/${c.companyId}`, c.token, {
      name: 'Acme Ltd', isTimesheetEnabled: true, autogenerateEmployeeId: true, autogenerateEmployeeIdForNewHires: false,
      nextEmployeeId: 'E-0099', autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: ['Full time'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({
      name: 'Acme Ltd', isTimesheetEnabled: true, autogenerateEmployeeId: true, nextEmployeeId: 'E-0099',
      autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: ['Full time'] }],
    }));
  });

  it.each([
    [{ name: null }, 'name'],
    [{ name: '' }, 'name'],
    [{ isTimesheetEnabled: 'true' }, 'isTimesheetEnabled'],
    [{ nextEmployeeId: 'ABC' }, 'nextEmployeeId'],
    [{ autogenerateEmployeeIdFilters: {} }, 'autogenerateEmployeeIdFilters'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'salary', operator: 'in', value: ['x'] }] }, 'autogenerateEmployeeIdFilters.field'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'like', value: ['x'] }] }, 'autogenerateEmployeeIdFilters.operator'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in' }] }, 'autogenerateEmployeeIdFilters.value'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: [] }] }, 'autogenerateEmployeeIdFilters.value'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: [1] }] }, 'autogenerateEmployeeIdFilters.value'],
    [{ autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: ['x'], extra: 1 }] }, 'autogenerateEmployeeIdFilters.extra'],
    [{ status: 'suspended' }, 'status'],
    [{ domains: [{ domain: 'x.com' }] }, 'domains'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await t.api.patch(`/api/companies/${c.companyId}`, c.token, body);
    expect(res.status).toBe(422);
    expect(res.body.name).toBe('ValidationError');
    expect(res.body.issues.map((i: any) => i.name)).toContain(field);
  });

  it('reports the index of a bad filter in a list', async () => {
    const res = await t.api.patch(`/api/companies/${c.companyId}`, c.token, {
      autogenerateEmployeeIdFilters: [{ field: 'contractType', operator: 'in', value: ['x'] }, { field: 'contractType', operator: 'bad', value: ['x'] }],
    });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: 'autogenerateEmployeeIdFilters.operator', index: '1' })]);
  });

  it('has no create or delete (405)', async () => {
    expect((await t.api.post('/api/companies', c.token, { name: 'New' })).status).toBe(405);
    expect((await t.api.delete(`/api/companies/${c.companyId}`, c.token)).status).toBe(405);
  });
});
