import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Who reads and writes approval flows, generated from the policy table's `timeAwayApprovalFlow` rows (company
 * settings: every member reads them, owner and admin write them), each role with and without reports; writes need
 * `private:write`, reads `public:read`; another company's flows do not exist.
 */
describe('approval flows: access per role, generated from the policy table', () => {
  let t: TestApp;
  let c: TestCompany;
  const body = { name: 'Manager then finance', steps: [{ approver: 'manager' }, { approver: 'role', role: 'finance' }] };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const cases = ASSIGNABLE_ROLES.flatMap((role) => [false, true].map((withReport) => [role, withReport] as const));

  it.each(cases)('%s (with a report: %s) follows the table', async (role, withReport) => {
    const actor = await newUser(t, c.companyId, role, SCOPES);
    if (withReport) {
      const report = await newUser(t, c.companyId, 'user');
      await t.api.post('/api/job-roles', c.token, { personId: report.personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: actor.personId });
    }
    const rows = [POLICY_TABLE.timeAwayApprovalFlow[role], ...(withReport ? [POLICY_TABLE.timeAwayApprovalFlow.manager] : [])];
    const reads = rows.some((row) => row.read === 'all');
    const writes = rows.some((row) => row.write === 'all');
    const existing = (await t.api.post('/api/time-away-approval-flows', c.token, body)).body.id;

    const list = await t.api.get('/api/time-away-approval-flows', actor.token);
    expect(list.status).toBe(reads ? 200 : 403);
    if (reads) expect(ids(list)).toContain(existing);
    expect((await t.api.get(`/api/time-away-approval-flows/${existing}`, actor.token)).status).toBe(reads ? 200 : 403);

    const made = await t.api.post('/api/time-away-approval-flows', actor.token, body);
    const patched = await t.api.patch(`/api/time-away-approval-flows/${existing}`, actor.token, { name: 'Renamed' });
    const deleted = await t.api.delete(`/api/time-away-approval-flows/${existing}`, actor.token);
    expect([made.status, patched.status, deleted.status]).toEqual(writes ? [201, 200, 200] : [403, 403, 403]);
  });

  it('reads with public:read; writes need private:write', async () => {
    const id = (await t.api.post('/api/time-away-approval-flows', c.token, body)).body.id;
    const user = await newUser(t, c.companyId, 'user', ['public:read']);
    expect((await t.api.get(`/api/time-away-approval-flows/${id}`, user.token)).status).toBe(200);
    const ownerReadOnly = await tokenFor(t, c.ownerEmail, ['public:read', 'private:read']);
    expectError(await t.api.post('/api/time-away-approval-flows', ownerReadOnly, body), 403, 'Forbidden');
    expectError(await t.api.patch(`/api/time-away-approval-flows/${id}`, ownerReadOnly, { name: 'x' }), 403, 'Forbidden');
  });

  it('answers 404 for another company\'s flow', async () => {
    const other = await newCompany(t);
    const theirs = (await t.api.post('/api/time-away-approval-flows', other.token, body)).body.id;
    expectError(await t.api.get(`/api/time-away-approval-flows/${theirs}`, c.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/time-away-approval-flows/${theirs}`, c.token, { name: 'Mine' }), 404, 'NotFound');
    expect(ids(await t.api.get('/api/time-away-approval-flows', c.token))).not.toContain(theirs);
  });
});
