import { AuthContext } from '../../../src/core/auth/auth-context';
import { SCOPES } from '../../../src/core/auth/scopes';
import { PolicyService } from '../../../src/core/policy/policy.service';
import { tenantQuery } from '../../../src/core/tenancy/tenant-query';
import { Person } from '../../../src/modules/people/person.entity';
import { reportsAmong } from '../../../src/modules/people/job-roles/reporting-lines.sql';
import { newCompany, newJobRole, newLocation, newPerson, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** The manager role (D5): direct and indirect reports through current job roles, computed in SQL. */
describe('reporting lines', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const person = (fields: Record<string, unknown> = {}) => newPerson(t, c.token, location, fields);
  const reportsTo = (managerId: string, fields: Record<string, unknown> = {}) =>
    person({ jobRole: { jobTitle: 'Report', reportingTo: managerId }, ...fields });
  const managerToken = async (p: any) => tokenFor(t, p.email, SCOPES);
  /** Whether the caller sees the target's private fields, the sign of being its manager. */
  const seesPrivate = async (token: string, targetId: string) => 'taxId' in (await t.api.get(`/api/people/${targetId}`, token)).body;

  /** The rows PolicyService.rowCondition gives for `reports` access: REPORTS_OF_SQL. */
  const reportsOf = async (managerId: string): Promise<string[]> => {
    const auth = { companyId: c.companyId, personId: managerId } as AuthContext;
    const condition = t.app.get(PolicyService).rowCondition(auth, ['reports'], { personColumn: 'id' }, 'person')!;
    const rows = await tenantQuery(t.db.manager, Person, 'person', c.companyId).andWhere(condition.sql, condition.params).getMany();
    return rows.map((r) => r.id).sort();
  };

  it('a person with a current direct report is a manager of the direct and indirect reports', async () => {
    const boss = await person();
    const middle = await reportsTo(boss.id);
    const bottom = await reportsTo(middle.id);
    const peer = await person();
    const token = await managerToken(boss);
    expect(await seesPrivate(token, middle.id)).toBe(true);
    expect(await seesPrivate(token, bottom.id)).toBe(true);
    expect(await seesPrivate(token, peer.id)).toBe(false);
    expect(await reportsOf(boss.id)).toEqual([middle.id, bottom.id].sort());
    expect(await reportsOf(middle.id)).toEqual([bottom.id]);
    expect(await reportsOf(bottom.id)).toEqual([]);
    // A report is not their manager's manager.
    expect(await seesPrivate(await managerToken(bottom), boss.id)).toBe(false);
  });

  it('only current roles count: past and future reporting lines do not', async () => {
    const boss = await person();
    const former = await person({ employmentStartDate: '2020-01-01', jobRole: { jobTitle: 'Was a report', reportingTo: boss.id } });
    await newJobRole(t, c.token, former.id, { effectiveDate: '2023-01-01', reportingTo: null });
    const future = await person();
    await newJobRole(t, c.token, future.id, { effectiveDate: utcDay(10), reportingTo: boss.id });
    const token = await managerToken(boss);
    expect(await reportsOf(boss.id)).toEqual([]);
    expect(await seesPrivate(token, former.id)).toBe(false);
    expect(await seesPrivate(token, future.id)).toBe(false);
    // Without reports the token has no private:read beyond the user's own record.
    expect((await t.api.get(`/api/people/${future.id}`, token)).body).not.toHaveProperty('personalEmail');

    // The line starting today counts at once.
    await newJobRole(t, c.token, former.id, { effectiveDate: utcDay(0), reportingTo: boss.id });
    expect(await reportsOf(boss.id)).toEqual([former.id]);
    expect(await seesPrivate(token, former.id)).toBe(true);
  });

  it('walking up from a page (reportsAmong) agrees with walking down from the manager (REPORTS_OF_SQL)', async () => {
    const root = await person();
    const people = [root];
    for (let i = 0; i < 24; i++) people.push(await reportsTo(people[Math.floor(i / 3)].id));
    const ids = people.map((p) => p.id);
    for (const manager of people.slice(0, 9)) {
      const up = await reportsAmong(t.db.manager, c.companyId, manager.id, ids);
      expect([...up].sort()).toEqual(await reportsOf(manager.id));
    }
  });

  it('a cycle written behind the API does not hang the walks', async () => {
    const a = await person();
    const b = await reportsTo(a.id);
    await t.db.query(`UPDATE job_roles SET reporting_to = $1 WHERE id = $2`, [b.id, a.jobRole.id]);
    expect(await reportsOf(a.id)).toEqual([a.id, b.id].sort());
    expect([...await reportsAmong(t.db.manager, c.companyId, a.id, [a.id, b.id])].sort()).toEqual([a.id, b.id].sort());
    const res = await t.api.get('/api/people?$limit=250', await managerToken(a));
    expect(res.status).toBe(200);
    await t.db.query(`UPDATE job_roles SET reporting_to = NULL WHERE id = $1`, [a.jobRole.id]);
  });

  it('reports in another company never count', async () => {
    const boss = await person();
    const other = await newCompany(t);
    const otherLocation = await newLocation(t, other.token);
    const outsider = await newPerson(t, other.token, otherLocation);
    // A cross-company line cannot be made through the API, nor in the database.
    const res = await t.api.patch(`/api/job-roles/${outsider.jobRole.id}`, other.token, { reportingTo: boss.id });
    expect(res.status).toBe(422);
    await expect(t.db.query(`UPDATE job_roles SET reporting_to = $1 WHERE id = $2`, [boss.id, outsider.jobRole.id])).rejects.toThrow();
  });
});
