import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * An approval flow: a name and 1 to 5 steps, each `manager`, `managersManager`, `person` (with the `personId` of a
 * person of the company) or `role` (with `role` admin or finance), and no field another kind uses; 422 otherwise,
 * naming the field and the step's index. Answered as `{ id, companyId, name, steps, createdAt, updatedAt }`.
 */
describe('approval flows: what a flow is', () => {
  let t: TestApp;
  let c: TestCompany;
  let person: string;
  const post = (body: Record<string, unknown>) => t.api.post('/api/time-away-approval-flows', c.token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    person = (await newUser(t, c.companyId, 'user')).personId;
  });
  afterAll(() => t.close());

  it('stores every kind of step and answers the flow', async () => {
    const steps = [{ approver: 'manager' }, { approver: 'managersManager' }, { approver: 'person', personId: person }, { approver: 'role', role: 'admin' }, { approver: 'role', role: 'finance' }];
    const res = await post({ name: 'Everyone', steps });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id', 'companyId', 'name', 'steps', 'createdAt', 'updatedAt']);
    expect(res.body).toEqual(expect.objectContaining({ companyId: c.companyId, name: 'Everyone', steps }));
    expect((await t.api.get(`/api/time-away-approval-flows/${res.body.id}`, c.token)).body).toEqual(res.body);
  });

  it.each([
    ['no steps', { steps: [] }, ['steps']],
    ['six steps', { steps: Array.from({ length: 6 }, () => ({ approver: 'manager' })) }, ['steps']],
    ['steps not a list', { steps: { approver: 'manager' } }, ['steps']],
    ['an unknown approver', { steps: [{ approver: 'ceo' }] }, ['steps.approver']],
    ['a person step without its person', { steps: [{ approver: 'person' }] }, ['steps.personId']],
    ['a role step without its role', { steps: [{ approver: 'role' }] }, ['steps.role']],
    ['a role that decides no step', { steps: [{ approver: 'role', role: 'owner' }] }, ['steps.role']],
    ['a person on a manager\'s step', { steps: [{ approver: 'manager', personId: 'p' }] }, ['steps.personId']],
    ['a role on a person\'s step', { steps: [{ approver: 'person', personId: 'p', role: 'admin' }] }, ['steps.role']],
    ['no name', { name: undefined }, ['name']],
    ['a blank name', { name: ' ' }, ['name']],
    ['an unknown field', { colour: 'red' }, ['colour']],
  ])('refuses %s (422)', async (_case, change, fields) => {
    const body = { name: 'Flow', steps: [{ approver: 'manager' }], ...change };
    expectError(await post(body), 422, 'ValidationError', fields);
  });

  it('names the index of the step at fault', async () => {
    const res = await post({ name: 'Flow', steps: [{ approver: 'manager' }, { approver: 'person' }] });
    expect(res.body.issues).toEqual([expect.objectContaining({ name: 'steps.personId', index: '1' })]);
  });

  it('refuses a person who is not of the company', async () => {
    const other = await newCompany(t);
    const stranger = (await newUser(t, other.companyId, 'user')).personId;
    for (const personId of ['nobody', stranger]) {
      const res = await post({ name: 'Flow', steps: [{ approver: 'manager' }, { approver: 'person', personId }] });
      expectError(res, 422, 'ValidationError', ['steps.personId']);
      expect(res.body.issues[0]).toEqual({ name: 'steps.personId', index: '1', reason: `no record with id ${personId} exists in this company` });
    }
  });

  it('checks the steps of an update as those of a new flow, and keeps them when only the name changes', async () => {
    const id = (await post({ name: 'Flow', steps: [{ approver: 'manager' }] })).body.id;
    expectError(await t.api.patch(`/api/time-away-approval-flows/${id}`, c.token, { steps: [{ approver: 'role' }] }), 422, 'ValidationError', ['steps.role']);
    expectError(await t.api.patch(`/api/time-away-approval-flows/${id}`, c.token, { steps: null }), 422, 'ValidationError', ['steps']);
    const renamed = await t.api.patch(`/api/time-away-approval-flows/${id}`, c.token, { name: 'Renamed' });
    expect(renamed.body).toEqual(expect.objectContaining({ name: 'Renamed', steps: [{ approver: 'manager' }] }));
    const changed = await t.api.patch(`/api/time-away-approval-flows/${id}`, c.token, { steps: [{ approver: 'role', role: 'finance' }] });
    expect(changed.body.steps).toEqual([{ approver: 'role', role: 'finance' }]);
  });
});
