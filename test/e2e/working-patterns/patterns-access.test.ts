import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany, tokenFor } from '../../support/factories';
import { expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { daysOf } from './patterns-support';

/**
 * Who reads and writes working patterns, generated from the policy table's `workingPattern` rows (company settings:
 * every member reads them, owner and admin write them), each role with and without reports; writes need
 * `private:write`, reads `public:read`; another company's patterns do not exist.
 */
describe('working patterns: access per role, generated from the policy table', () => {
  let t: TestApp;
  let c: TestCompany;
  const body = { name: 'Full time', days: daysOf({ monday: 8, tuesday: 8, wednesday: 8, thursday: 8, friday: 8 }) };

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
    const rows = [POLICY_TABLE.workingPattern[role], ...(withReport ? [POLICY_TABLE.workingPattern.manager] : [])];
    const reads = rows.some((row) => row.read === 'all');
    const writes = rows.some((row) => row.write === 'all');
    const existing = (await t.api.post('/api/working-patterns', c.token, body)).body.id;

    const list = await t.api.get('/api/working-patterns', actor.token);
    expect(list.status).toBe(reads ? 200 : 403);
    if (reads) expect(ids(list)).toContain(existing);
    expect((await t.api.get(`/api/working-patterns/${existing}`, actor.token)).status).toBe(reads ? 200 : 403);

    const made = await t.api.post('/api/working-patterns', actor.token, body);
    const patched = await t.api.patch(`/api/working-patterns/${existing}`, actor.token, { name: 'Renamed' });
    const deleted = await t.api.delete(`/api/working-patterns/${existing}`, actor.token);
    expect([made.status, patched.status, deleted.status]).toEqual(writes ? [201, 200, 200] : [403, 403, 403]);
  });

  it('reads with public:read; writes need private:write', async () => {
    const id = (await t.api.post('/api/working-patterns', c.token, body)).body.id;
    const user = await newUser(t, c.companyId, 'user', ['public:read']);
    expect((await t.api.get(`/api/working-patterns/${id}`, user.token)).status).toBe(200);
    const ownerReadOnly = await tokenFor(t, c.ownerEmail, ['public:read', 'private:read']);
    expectError(await t.api.post('/api/working-patterns', ownerReadOnly, body), 403, 'Forbidden');
    expectError(await t.api.patch(`/api/working-patterns/${id}`, ownerReadOnly, { name: 'x' }), 403, 'Forbidden');
    expectError(await t.api.delete(`/api/working-patterns/${id}`, ownerReadOnly), 403, 'Forbidden');
  });

  it('answers 404 for another company\'s pattern, and lists only the company\'s', async () => {
    const other = await newCompany(t);
    const theirs = (await t.api.post('/api/working-patterns', other.token, body)).body.id;
    expectError(await t.api.get(`/api/working-patterns/${theirs}`, c.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/working-patterns/${theirs}`, c.token, { name: 'Mine' }), 404, 'NotFound');
    expectError(await t.api.delete(`/api/working-patterns/${theirs}`, c.token), 404, 'NotFound');
    expect(ids(await t.api.get('/api/working-patterns', c.token))).not.toContain(theirs);
  });
});
