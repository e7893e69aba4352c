import { ASSIGNABLE_ROLES, roleScopeCeiling } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { NO_GRANTS } from '../../support/auth-context';
import { checkPersonRecordRole, effectivePolicy, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { dayAfter, newSubmission, setTimesheets } from '../../support/timesheets';

/**
 * Who makes, reads, hands back and deletes submissions, generated from the policy table's `timesheetSubmission` rows
 * (a role's writes also need private:write in its scope ceiling, D3). The update sent is a resubmission (`status:
 * pending`), which whoever writes the row may send; decisions are the review test's.
 */
describe('timesheet submissions: access', () => {
  let t: TestApp;
  let c: TestCompany;
  let week = 0;
  const body = async (personId: string) => {
    const startDate = dayAfter('2027-01-04', 7 * week++);
    return { personId, startDate, endDate: dayAfter(startDate, 6) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
  });
  afterAll(() => t.close());

  it.each(ASSIGNABLE_ROLES.map((role) => [role]))('as %s follows the table', async (role) => {
    const actor = await newUser(t, c.companyId, role, SCOPES);
    const policy = effectivePolicy('timesheetSubmission', role);
    const writes = roleScopeCeiling(role, false, NO_GRANTS).has('private:write');
    await checkPersonRecordRole(
      t, c.token,
      { resource: 'timesheetSubmission', path: '/api/timesheet-submissions', body, patch: { status: 'pending' } },
      actor,
      { colleague: (await newUser(t, c.companyId, 'user')).personId, newcomer: (await newUser(t, c.companyId, 'user')).personId },
      writes ? policy : { ...policy, write: 'none' },
    );
  });

  it('knows no person and no submission of another company (422 on personId, 404)', async () => {
    const other = await newCompany(t);
    await setTimesheets(t, other, true);
    const theirs = await newSubmission(t, other.token, await body(other.ownerId));
    expectError(await t.api.post('/api/timesheet-submissions', c.token, await body(other.ownerId)), 422, 'ValidationError', ['personId']);
    expectError(await t.api.get(`/api/timesheet-submissions/${theirs.id}`, c.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/timesheet-submissions/${theirs.id}`, c.token, { status: 'approved' }), 404, 'NotFound');
    expectError(await t.api.delete(`/api/timesheet-submissions/${theirs.id}`, c.token), 404, 'NotFound');
  });
});
