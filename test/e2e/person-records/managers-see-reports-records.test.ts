import { POLICY_TABLE, PolicyResource, RolePolicy, RowAccess } from '../../../src/core/policy/policy-table';
import { SECTION_POLICY } from '../../../src/modules/custom-fields';
import { newCompany, newUser, setGrants, TestCompany, TestUser } from '../../support/factories';
import { effectivePolicy, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D5 managers (a user with direct or indirect reports through job roles): what they see of their reports'
 * records, per resource, generated from the policy table's `manager` row together with the `user` row
 * (compensations only when the company grants them to managers).
 */
describe('person-owned records for managers', () => {
  let t: TestApp;
  let c: TestCompany;
  let manager: TestUser;
  let people: Record<'self' | 'direct' | 'indirect' | 'outsider', string>;
  let salaryTypeId: string;

  const reportTo = async (personId: string, managerId: string) => {
    const res = await t.api.post('/api/job-roles', c.token, { personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: managerId });
    expect(res.status).toBe(201);
  };

  /** A fresh manager with a direct and an indirect report, and someone outside their line. */
  const newTeam = async () => {
    manager = await newUser(t, c.companyId, 'user');
    people = {
      self: manager.personId,
      direct: (await newUser(t, c.companyId, 'user')).personId,
      indirect: (await newUser(t, c.companyId, 'user')).personId,
      outsider: (await newUser(t, c.companyId, 'user')).personId,
    };
    await reportTo(people.direct, manager.personId);
    await reportTo(people.indirect, people.direct);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await newTeam();
    salaryTypeId = (await t.api.get('/api/compensation-types', c.token)).body.data.find((x: any) => x.baseType === 'salary').id;
  });
  afterAll(() => t.close());

  /** How to make one record for a person (as the owner), per resource or custom-value section. */
  const targets: { label: string; resource: PolicyResource; path: string; body: (personId: string) => Promise<Record<string, unknown>>; patch: Record<string, unknown> }[] = [
    {
      label: 'compensations', resource: 'compensation', path: '/api/compensations', patch: { note: 'x' },
      body: async (personId) => ({ personId, compensationTypeId: salaryTypeId, amount: '50000', period: 'annual', effectiveDate: '2025-01-01' }),
    },
    { label: 'bank accounts', resource: 'bankAccount', path: '/api/bank-accounts', patch: { bankName: 'x' }, body: async (personId) => ({ personId }) },
    { label: 'emergency contacts', resource: 'emergencyContact', path: '/api/emergency-contacts', patch: { name: 'x' }, body: async (personId) => ({ personId }) },
    {
      label: 'equipment', resource: 'equipment', path: '/api/equipment', patch: { note: 'x' },
      body: async (personId) => ({ personId, type: 'Laptop', name: 'X1', issueDate: '2025-01-01' }),
    },
    ...(['basics', 'banking', 'equipment', 'compensation'] as const).map((section) => ({
      label: `custom values of ${section} fields`, resource: SECTION_POLICY[section], path: '/api/custom-values', patch: { value: 'y' },
      body: async (personId: string) => {
        const field = await t.api.post('/api/custom-fields', c.token, { name: `${section} ${Math.random()}`, section, type: 'text' });
        let resourceId: string | null = null;
        if (section === 'banking') resourceId = (await t.api.post('/api/bank-accounts', c.token, { personId })).body.id;
        if (section === 'equipment') {
          resourceId = (await t.api.post('/api/equipment', c.token, { personId, type: 'Phone', name: 'P', issueDate: '2025-01-01' })).body.id;
        }
        return { personId, customFieldId: field.body.id, resourceId, value: 'x' };
      },
    })),
  ];

  /** Rows reached by the union of the user and manager rows (PolicyService.policiesFor). */
  const reaches = (policies: RolePolicy[], action: 'read' | 'write', who: keyof typeof people) =>
    policies.some((p) => {
      const access: RowAccess = p[action];
      if (access === 'all') return true;
      if (access === 'self' || access === 'selfAndReports') if (who === 'self') return true;
      if (access === 'reports' || access === 'selfAndReports') if (who === 'direct' || who === 'indirect') return true;
      return false;
    });

  const cases: [string, string, string[]][] = targets.flatMap((target): [string, string, string[]][] =>
    POLICY_TABLE[target.resource].manager.grant
      ? [[target.label, 'not granted', []], [target.label, 'granted', ['manager']]]
      : [[target.label, 'no grant needed', []]],
  );

  it('the manager is a manager: their reports (direct and indirect) are in their reporting line', async () => {
    const me = await t.api.get('/api/me', manager.token);
    expect(me.status).toBe(200);
    const rows = await t.db.query(`SELECT person_id FROM job_roles WHERE reporting_to = ANY($1)`, [[manager.personId, people.direct]]);
    expect(rows.map((r: any) => r.person_id).sort()).toEqual([people.direct, people.indirect].sort());
  });

  it.each(cases)('%s (%s) follow the manager and user rows of the policy table', async (label, _grantLabel, granted) => {
    const target = targets.find((x) => x.label === label)!;
    await setGrants(t, c.companyId, { compensations: [...granted] });
    await newTeam();
    try {
      const policies = [effectivePolicy(target.resource, 'user', granted), effectivePolicy(target.resource, 'manager', granted)];
      const records: Record<string, string> = {};
      for (const who of Object.keys(people) as (keyof typeof people)[]) {
        const res = await t.api.post(target.path, c.token, await target.body(people[who]));
        expect(res.status).toBe(201);
        records[who] = res.body.id;
      }
      const all = Object.values(people);
      const list = await t.api.get(`${target.path}?${all.map((p) => `personId[$in]=${p}`).join('&')}`, manager.token);
      const readable = (Object.keys(people) as (keyof typeof people)[]).filter((who) => reaches(policies, 'read', who));
      const closed = target.path !== '/api/custom-values' && policies.every((p) => p.read === 'none');
      if (closed) {
        expectError(list, 403, 'Forbidden');
      } else {
        expect(ids(list).sort()).toEqual(readable.map((who) => records[who]).sort());
      }
      for (const who of Object.keys(people) as (keyof typeof people)[]) {
        const get = await t.api.get(`${target.path}/${records[who]}`, manager.token);
        expect([who, get.status]).toEqual([who, closed ? 403 : readable.includes(who) ? 200 : 404]);
        if (who === 'self') continue;
        // Managers' access to their reports is read only (D5): never a write to a report's record.
        // A row the manager sees but may not change is 403; one they do not see is 404 (or 403 when the
        // resource is closed to them for writing altogether).
        const patch = await t.api.patch(`${target.path}/${records[who]}`, manager.token, target.patch);
        expect(reaches(policies, 'write', who)).toBe(false);
        const writeClosed = target.path !== '/api/custom-values' && policies.every((p) => p.write === 'none');
        expect([who, patch.status]).toEqual([who, writeClosed || readable.includes(who) ? 403 : 404]);
        const create = await t.api.post(target.path, manager.token, await target.body(people[who]));
        expect([who, create.status]).toEqual([who, 403]);
      }
    } finally {
      await setGrants(t, c.companyId, { compensations: [] });
    }
  });

  it('a report who stops reporting (new role without the manager) leaves the reach at once', async () => {
    const leaver = (await newUser(t, c.companyId, 'user')).personId;
    await reportTo(leaver, manager.personId);
    const contact = (await t.api.post('/api/emergency-contacts', c.token, { personId: leaver })).body.id;
    expect((await t.api.get(`/api/emergency-contacts/${contact}`, manager.token)).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await t.api.post('/api/job-roles', c.token, { personId: leaver, jobTitle: 'Moved', effectiveDate: today, reportingTo: null })).status).toBe(201);
    expectError(await t.api.get(`/api/emergency-contacts/${contact}`, manager.token), 404, 'NotFound');
  });
});
