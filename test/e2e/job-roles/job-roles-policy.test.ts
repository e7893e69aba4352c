import { Role } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { FIELD_CLASSES, FieldClass, POLICY_TABLE, RolePolicy, RowAccess } from '../../../src/core/policy/policy-table';
import { JOB_ROLE_API_FIELDS, jobRoleFieldClass } from '../../../src/modules/people/job-roles/job-role-fields';
import { newCompany, newJobRole, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** D4/D5 for job roles, generated from the policy table: every role x field class x read/write x whose role. */
const ROLES: Role[] = ['owner', 'admin', 'finance', 'tech', 'manager', 'user'];
type Relation = 'self' | 'report' | 'indirectReport' | 'other';

/** Anyone with reports is also a manager (core PolicyService); every actor here but the plain user has reports. */
const rowsFor = (role: Role): RolePolicy[] =>
  role === 'manager' ? [POLICY_TABLE.jobRole.user, POLICY_TABLE.jobRole.manager]
    : role === 'user' ? [POLICY_TABLE.jobRole.user]
      : [POLICY_TABLE.jobRole[role], POLICY_TABLE.jobRole.manager];
const reaches = (access: RowAccess | undefined, relation: Relation) =>
  access === 'all' ||
  ((access === 'self' || access === 'selfAndReports') && relation === 'self') ||
  ((access === 'reports' || access === 'selfAndReports') && (relation === 'report' || relation === 'indirectReport'));
const relationsOf = (role: Role): Relation[] => (role === 'user' ? ['self', 'other'] : ['self', 'report', 'indirectReport', 'other']);
const classesOfJobRoles = FIELD_CLASSES.filter((fc) => JOB_ROLE_API_FIELDS.some((f) => jobRoleFieldClass(f) === fc));
const fieldsOfClass = (fc: FieldClass) => JOB_ROLE_API_FIELDS.filter((f) => jobRoleFieldClass(f) === fc);

describe('job roles: role policy generated from the table', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  let newHireRole: any;
  const viewers = {} as Record<Role, { token: string; publicToken: string; roles: Record<Relation, string> }>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token);
    const other = await newPerson(t, c.token, location);
    await t.api.patch(`/api/job-roles/${other.jobRole.id}`, c.token, { note: 'Other note' });
    const hire = (await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'h@home.example', employmentStartDate: '2024-01-01', jobRole: { jobTitle: 'Future' } })).body;
    newHireRole = hire.jobRole;
    for (const role of ROLES) {
      const user = await newUser(t, c.companyId, role === 'manager' ? 'user' : role, SCOPES);
      const own = await newJobRole(t, c.token, user.personId, { note: 'Own note' });
      const roles = { self: own.id, other: other.jobRole.id } as Record<Relation, string>;
      if (role !== 'user') {
        const report = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Report', reportingTo: user.personId } });
        const indirect = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Indirect', reportingTo: report.id } });
        await t.api.patch(`/api/job-roles/${report.jobRole.id}`, c.token, { note: 'Report note' });
        await t.api.patch(`/api/job-roles/${indirect.jobRole.id}`, c.token, { note: 'Indirect note' });
        roles.report = report.jobRole.id;
        roles.indirectReport = indirect.jobRole.id;
      }
      viewers[role] = { token: user.token, publicToken: await tokenFor(t, user.email, ['public:read']), roles };
    }
  });
  afterAll(() => t.close());

  const readCases = ROLES.flatMap((role) => relationsOf(role).flatMap((relation) => classesOfJobRoles.map((fc) => [role, relation, fc] as const)));

  it.each(readCases)('%s reading the job role of %s: %s fields follow the table', async (role, relation, fieldClass) => {
    const viewer = viewers[role];
    const id = viewer.roles[relation];
    const one = await t.api.get(`/api/job-roles/${id}`, viewer.token);
    expect(one.status).toBe(200);
    const listed = (await t.api.get('/api/job-roles?$limit=250', viewer.token)).body.data.find((r: any) => r.id === id);
    const visible = rowsFor(role).some((p) => p.read !== 'none' && reaches(p.fieldAccess?.[fieldClass], relation));
    for (const shown of [one.body, listed]) {
      for (const field of fieldsOfClass(fieldClass)) expect([field, field in shown]).toEqual([field, visible]);
    }
    // The person's current role, shown on the person, follows the same classes.
    const personId = one.body.personId;
    const person = (await t.api.get(`/api/people/${personId}`, viewer.token)).body;
    if (person.jobRole?.id === id) for (const field of fieldsOfClass(fieldClass)) expect([field, field in person.jobRole]).toEqual([field, visible]);
  });

  it.each(ROLES)('%s with only public:read sees only public job-role fields', async (role) => {
    for (const id of Object.values(viewers[role].roles)) {
      const res = await t.api.get(`/api/job-roles/${id}`, viewers[role].publicToken);
      expect(Object.keys(res.body).sort()).toEqual([...fieldsOfClass('public')].sort());
    }
  });

  it.each(ROLES)('%s sees the job roles of new hires only if the table says so', async (role) => {
    const sees = rowsFor(role).some((p) => p.newHires);
    expect((await t.api.get(`/api/job-roles/${newHireRole.id}`, viewers[role].token)).status).toBe(sees ? 200 : 404);
    const listed = (await t.api.get(`/api/job-roles?personId=${newHireRole.personId}`, viewers[role].token)).body;
    expect(listed.total).toBe(sees ? 1 : 0);
  });

  const writeCases = ROLES.flatMap((role) => relationsOf(role).map((relation) => [role, relation] as const));

  it.each(writeCases)('%s writing the job role of %s follows the table', async (role, relation) => {
    const viewer = viewers[role];
    const writes = rowsFor(role).some((p) => reaches(p.write, relation));
    const id = viewer.roles[relation];
    const personId = (await t.api.get(`/api/job-roles/${id}`, c.token)).body.personId;
    const created = await t.api.post('/api/job-roles', viewer.token, { personId, jobTitle: `By ${role}`, effectiveDate: '2025-06-01', note: 'n' });
    expect(created.status).toBe(writes ? 201 : 403);
    for (const body of [{ jobTitle: 'Renamed' }, { note: 'Changed note' }]) {
      const updated = await t.api.patch(`/api/job-roles/${id}`, viewer.token, body);
      expect(updated.status).toBe(writes ? 200 : 403);
    }
    if (writes) {
      expect((await t.api.delete(`/api/job-roles/${created.body.id}`, viewer.token)).status).toBe(200);
    } else {
      expect((await t.api.delete(`/api/job-roles/${id}`, viewer.token)).status).toBe(403);
    }
  });
});
