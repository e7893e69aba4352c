import { ASSIGNABLE_ROLES, roleScopeCeiling } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { NO_GRANTS } from '../../support/auth-context';
import { checkPersonRecordRole, effectivePolicy, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { dayAfter, newEntry, reportsTo, setTimesheets } from '../../support/timesheets';

/**
 * Who reads and writes timesheet entries, generated from the policy table's `timesheetEntry` rows (a role's writes
 * also need private:write in its scope ceiling, D3): the person writes their own, owner and admin anyone's; the
 * person, their managers (direct and indirect), owner, admin and finance read them; a colleague does not.
 */
describe('timesheet entries: access', () => {
  let t: TestApp;
  let c: TestCompany;
  let day = 0;
  const nextDay = () => dayAfter('2027-06-01', day++);
  const body = async (personId: string) => ({ personId, date: nextDay(), startTime: '09:00', endTime: '12:00' });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
  });
  afterAll(() => t.close());

  it.each(ASSIGNABLE_ROLES.map((role) => [role]))('as %s follows the table', async (role) => {
    const actor = await newUser(t, c.companyId, role, SCOPES);
    const policy = effectivePolicy('timesheetEntry', role);
    const writes = roleScopeCeiling(role, false, NO_GRANTS).has('private:write');
    await checkPersonRecordRole(
      t, c.token,
      { resource: 'timesheetEntry', path: '/api/timesheet-entries', body, patch: { note: 'changed' } },
      actor,
      { colleague: (await newUser(t, c.companyId, 'user')).personId, newcomer: (await newUser(t, c.companyId, 'user')).personId },
      writes ? policy : { ...policy, write: 'none' },
    );
  });

  it('a manager reads the entries of direct and indirect reports, writes none; a colleague reads none of them', async () => {
    const head = await newUser(t, c.companyId, 'user');
    const lead = await newUser(t, c.companyId, 'user');
    const dev = await newUser(t, c.companyId, 'user');
    const colleague = await newUser(t, c.companyId, 'user');
    await reportsTo(t, c.token, lead.personId, head.personId);
    await reportsTo(t, c.token, dev.personId, lead.personId);
    const devs = await newEntry(t, dev.token, await body(dev.personId));
    const leads = await newEntry(t, lead.token, await body(lead.personId));

    expect(ids(await t.api.get(`/api/timesheet-entries?personId[$in]=${dev.personId}&personId[$in]=${lead.personId}`, head.token)).sort()).toEqual([devs.id, leads.id].sort());
    expect(ids(await t.api.get(`/api/timesheet-entries?personId[$in]=${dev.personId}&personId[$in]=${lead.personId}`, lead.token)).sort()).toEqual([devs.id, leads.id].sort());
    // A report does not read their manager's.
    expect(ids(await t.api.get(`/api/timesheet-entries?personId[$in]=${dev.personId}&personId[$in]=${lead.personId}`, dev.token))).toEqual([devs.id]);
    expect((await t.api.get(`/api/timesheet-entries/${devs.id}`, head.token)).status).toBe(200);
    expectError(await t.api.patch(`/api/timesheet-entries/${devs.id}`, head.token, { note: 'x' }), 403, 'Forbidden');
    expectError(await t.api.delete(`/api/timesheet-entries/${devs.id}`, lead.token), 403, 'Forbidden');
    expectError(await t.api.post('/api/timesheet-entries', head.token, await body(dev.personId)), 403, 'Forbidden');

    expect(ids(await t.api.get(`/api/timesheet-entries?personId[$in]=${dev.personId}&personId[$in]=${lead.personId}`, colleague.token))).toEqual([]);
    expectError(await t.api.get(`/api/timesheet-entries/${devs.id}`, colleague.token), 404, 'NotFound');
  });

  it('reads need private:read and writes private:write; a new hire\'s entries are for owner and admin', async () => {
    const ada = await newUser(t, c.companyId, 'user');
    const entry = await newEntry(t, ada.token, await body(ada.personId));
    expectError(await t.api.get(`/api/timesheet-entries/${entry.id}`, await tokenFor(t, ada.email, ['public:read'])), 403, 'Forbidden');
    expectError(await t.api.patch(`/api/timesheet-entries/${entry.id}`, await tokenFor(t, ada.email, ['private:read']), { note: 'x' }), 403, 'Forbidden');

    const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
    const hires = await newEntry(t, c.token, await body(hire.personId));
    const finance = await newUser(t, c.companyId, 'finance');
    const admin = await newUser(t, c.companyId, 'admin');
    expect((await t.api.get(`/api/timesheet-entries/${hires.id}`, admin.token)).status).toBe(200);
    expectError(await t.api.get(`/api/timesheet-entries/${hires.id}`, finance.token), 404, 'NotFound');
    expect((await t.api.get(`/api/timesheet-entries/${entry.id}`, finance.token)).status).toBe(200);
  });
});
