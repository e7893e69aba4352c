import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { checkPersonRecordRole, effectivePolicy, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Adjustments are read as allocations and balances are (the person's private time-away view), written by owner and admin. */
describe('time-away adjustments: access', () => {
  let t: TestApp;
  let c: TestCompany;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const adjust = (personId: string, token = c.token) => t.api.post('/api/time-away-adjustments', token, { personId, date: '2026-01-01', days: 1 });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('timeAwayAdjustment', role)] as const))('as %s follows the table', async (role, policy) => {
      const actor = await newUser(t, c.companyId, role, SCOPES);
      await checkPersonRecordRole(
        t, c.token,
        { resource: 'timeAwayAdjustment', path: '/api/time-away-adjustments', body: async (personId) => ({ personId, date: '2026-01-01', days: 2 }), patch: { days: 3 } },
        actor, { colleague: await person(), newcomer: await person() }, policy,
      );
    });
  });

  it('a manager reads their reports\' adjustments, writes none; a new hire\'s are there for owner and admin only', async () => {
    const manager = await newUser(t, c.companyId, 'user');
    const report = await person();
    const outsider = await person();
    await t.api.post('/api/job-roles', c.token, { personId: report, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: manager.personId });
    const mine = (await adjust(report)).body.id;
    const theirs = (await adjust(outsider)).body.id;
    expect(ids(await t.api.get(`/api/time-away-adjustments?personId[$in]=${report}&personId[$in]=${outsider}`, manager.token))).toEqual([mine]);
    expectError(await t.api.get(`/api/time-away-adjustments/${theirs}`, manager.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/time-away-adjustments/${mine}`, manager.token, { days: 5 }), 403, 'Forbidden');

    const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
    const id = (await adjust(hire.personId)).body.id;
    const admin = await newUser(t, c.companyId, 'admin');
    const finance = await newUser(t, c.companyId, 'finance');
    expect((await t.api.get(`/api/time-away-adjustments/${id}`, admin.token)).status).toBe(200);
    expectError(await t.api.get(`/api/time-away-adjustments/${id}`, finance.token), 404, 'NotFound');
    expectError(await adjust(hire.personId, finance.token), 403, 'Forbidden');
  });

  it('reads need private:read', async () => {
    const subject = await newUser(t, c.companyId, 'user');
    const id = (await adjust(subject.personId)).body.id;
    expectError(await t.api.get(`/api/time-away-adjustments/${id}`, await tokenFor(t, subject.email, ['public:read'])), 403, 'Forbidden');
    expect((await t.api.get(`/api/time-away-adjustments/${id}`, subject.token)).status).toBe(200);
  });
});
