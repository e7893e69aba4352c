import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { checkPersonRecordRole, effectivePolicy, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newPattern } from '../working-patterns/patterns-support';

/**
 * Who reads and writes allocations: whoever has the person's private view reads them (owner, admin, finance:
 * everyone; a manager: their reports; everyone: themself; new hires: owner and admin), owner and admin write.
 */
describe('working-pattern allocations: access', () => {
  let t: TestApp;
  let c: TestCompany;
  let patternId: string;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const allocate = (personId: string, token = c.token) =>
    t.api.post('/api/working-pattern-allocations', token, { personId, workingPatternId: patternId, startDate: '2026-01-01' });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    patternId = await newPattern(t, c.token);
  });
  afterAll(() => t.close());

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('workingPatternAllocation', role)] as const))('as %s follows the table', async (role, policy) => {
      const actor = await newUser(t, c.companyId, role, SCOPES);
      await checkPersonRecordRole(
        t, c.token,
        {
          resource: 'workingPatternAllocation', path: '/api/working-pattern-allocations',
          body: async (personId) => ({ personId, workingPatternId: patternId, startDate: '2026-01-01' }), patch: { endDate: '2030-12-31' },
        },
        actor, { colleague: await person(), newcomer: await person() }, policy,
      );
    });
  });

  it('a manager reads their reports\' allocations (direct and indirect), writes none', async () => {
    const manager = await newUser(t, c.companyId, 'user');
    const direct = await person();
    const indirect = await person();
    const outsider = await person();
    await t.api.post('/api/job-roles', c.token, { personId: direct, jobTitle: 'Lead', effectiveDate: '2024-01-01', reportingTo: manager.personId });
    await t.api.post('/api/job-roles', c.token, { personId: indirect, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: direct });
    const made = Object.fromEntries(await Promise.all([direct, indirect, outsider].map(async (p) => [p, (await allocate(p)).body.id])));
    const list = await t.api.get(`/api/working-pattern-allocations?personId[$in]=${direct}&personId[$in]=${indirect}&personId[$in]=${outsider}`, manager.token);
    expect(ids(list).sort()).toEqual([made[direct], made[indirect]].sort());
    expectError(await t.api.get(`/api/working-pattern-allocations/${made[outsider]}`, manager.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/working-pattern-allocations/${made[direct]}`, manager.token, { endDate: '2030-12-31' }), 403, 'Forbidden');
    expectError(await allocate(direct, manager.token), 403, 'Forbidden');
  });

  it('reads need private:read and writes private:write', async () => {
    const subject = await newUser(t, c.companyId, 'user');
    const id = (await allocate(subject.personId)).body.id;
    expectError(await t.api.get(`/api/working-pattern-allocations/${id}`, await tokenFor(t, subject.email, ['public:read'])), 403, 'Forbidden');
    expect((await t.api.get(`/api/working-pattern-allocations/${id}`, subject.token)).status).toBe(200);
    const ownerReadOnly = await tokenFor(t, c.ownerEmail, ['public:read', 'private:read']);
    expectError(await allocate(await person(), ownerReadOnly), 403, 'Forbidden');
  });
});
