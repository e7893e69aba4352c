import { PEOPLE_DIRECTORY } from '../../modules/people/person-directory';
import { ASSIGNABLE_ROLES } from '../auth/roles';
import { ApiError } from '../errors/api-error';
import { seesNewHires, newHireCondition } from './new-hires';
import { FIELD_CLASSES, FieldClass, POLICY_TABLE, PolicyResource } from './policy-table';
import { PolicyService } from './policy.service';
import { RESOURCE_ACCESS } from './resource-access';
import { reaches } from './field-classes';
import { REPORTS_OF_SQL } from '../../modules/people/job-roles/reporting-lines.sql';
import { fieldVisibilityParams, listVisibilityParams } from '../query/field-visibility.sql';
import { visibleClasses } from './field-access';
import { ALL_GRANTS, authOf } from '../../../test/support/auth-context';

/** The policy table (D5) as the services read it: rows per role, grants, the implied manager row, field classes. */
const policy = new PolicyService(PEOPLE_DIRECTORY);

describe('policy table lookups: rows a role reads and writes', () => {
  it.each<[PolicyResource, Parameters<typeof authOf>, string[], string[]]>([
    ['person', ['owner'], ['all'], ['all']],
    ['person', ['finance'], ['all'], []],
    ['person', ['user'], ['all'], ['self']],
    ['bankAccount', ['user'], ['self'], ['self']],
    ['bankAccount', ['user', { isManager: true }], ['self'], ['self']],
    ['emergencyContact', ['user', { isManager: true }], ['self', 'reports'], ['self']],
    ['equipment', ['tech'], ['all'], ['all']],
    ['compensation', ['user'], ['self'], []],
    ['compensation', ['admin'], ['self'], []],
    ['compensation', ['admin', { grants: ALL_GRANTS }], ['all'], ['all']],
    ['compensation', ['user', { isManager: true }], ['self'], []],
    ['compensation', ['user', { isManager: true, grants: ALL_GRANTS }], ['self', 'reports'], []],
    ['document', ['finance'], [], []],
    ['document', ['finance', { grants: ALL_GRANTS }], ['all'], ['all']],
    ['document', ['tech'], [], []],
    ['timeAway', ['user', { isManager: true }], ['all', 'all'], ['self', 'reports']],
    ['webhook', ['owner'], ['all'], ['all']],
    ['webhook', ['admin', { grants: ALL_GRANTS }], [], []],
    // Subject access (GDPR Art. 15): the owner asks for anyone, every other role for itself only, grants or reports aside.
    ['subjectAccess', ['owner'], ['all'], []],
    ['subjectAccess', ['admin', { grants: ALL_GRANTS }], ['self'], []],
    ['subjectAccess', ['finance'], ['self'], []],
    ['subjectAccess', ['user', { isManager: true }], ['self', 'self'], []],
  ])('%s for %j: reads %j, writes %j', (resource, auth, reads, writes) => {
    const caller = authOf(...auth);
    expect(policy.access(caller, resource, 'read')).toEqual(reads);
    expect(policy.access(caller, resource, 'write')).toEqual(writes);
  });

  it('adds the manager row to any role with reports (D5: implied by reporting lines)', () => {
    expect(policy.policiesFor(authOf('tech'), 'equipment')).toHaveLength(1);
    expect(policy.policiesFor(authOf('tech', { isManager: true }), 'equipment')).toEqual([POLICY_TABLE.equipment.tech, POLICY_TABLE.equipment.manager]);
  });

  it('falls back to the row without the grant when the company has not granted the area', () => {
    expect(policy.policiesFor(authOf('admin'), 'compensation')).toEqual([POLICY_TABLE.compensation.admin.withoutGrant]);
    expect(policy.policiesFor(authOf('user', { isManager: true }), 'document').map((p) => p.read)).toEqual(['self', 'none']);
    expect(policy.policiesFor(authOf('user', { isManager: true, grants: ALL_GRANTS }), 'document').map((p) => p.read)).toEqual(['self', 'reports']);
  });

  it('answers 403 when the role reaches no row for the action, and the rows otherwise', () => {
    for (const [role, resource, action] of [['admin', 'webhook', 'read'], ['finance', 'person', 'write'], ['tech', 'document', 'read']] as const) {
      expect(() => policy.assertAllowed(authOf(role), resource, action)).toThrow(expect.objectContaining({ code: 403, errorName: 'Forbidden' }) as unknown as ApiError);
    }
    expect(policy.assertAllowed(authOf('user'), 'person', 'write')).toEqual(['self']);
  });

  it('names a policy for every resource and role, and gives webhooks to the owner alone (D14)', () => {
    const missing = Object.entries(POLICY_TABLE).flatMap(([resource, rows]) =>
      [...ASSIGNABLE_ROLES, 'manager' as const].filter((role) => !rows[role]?.read).map((role) => `${resource}/${role}`));
    expect(missing).toEqual([]);
    const webhookRoles = Object.entries(POLICY_TABLE.webhook).filter(([, p]) => p.read !== 'none').map(([role]) => role);
    expect(webhookRoles).toEqual(['owner']);
  });

  it('never opens a person\'s self-only fields beyond that person', () => {
    for (const rows of Object.values(POLICY_TABLE)) {
      for (const row of Object.values(rows)) expect(['self', undefined]).toContain(row.fieldAccess?.selfOnly);
    }
  });
});

describe('policy: the row condition of an access', () => {
  const me = authOf('user', { isManager: true, personId: 'p-me' });

  it('is none (every row) when some policy reaches all rows', () => {
    expect(policy.rowCondition(me, ['self', 'all'], { personColumn: 'person_id' }, 'x')).toBeNull();
  });

  it('keeps the caller\'s own rows by parameter', () => {
    const condition = policy.rowCondition(me, ['self'], {}, 'bank');
    expect(condition).toEqual({ sql: '(bank.person_id = :policyPersonId)', params: { policyPersonId: 'p-me', policyCompanyId: 'c1' } });
  });

  it('keeps the rows of the caller\'s reports through the reporting lines, and both for selfAndReports', () => {
    expect(policy.rowCondition(me, ['reports'], { personColumn: 'id' }, 'person')!.sql).toBe(`(person.id IN (${REPORTS_OF_SQL}))`);
    expect(policy.rowCondition(me, ['selfAndReports'], { personColumn: 'id' }, 'person')!.sql).toBe(`(person.id = :policyPersonId OR person.id IN (${REPORTS_OF_SQL}))`);
  });

  it('keeps nothing for an access that reaches no row', () => {
    expect(policy.rowCondition(me, [], {}, 'x')).toEqual({ sql: 'FALSE', params: {} });
  });
});

describe('policy: which field classes a caller sees on a person (D4, D5)', () => {
  const set = (...c: FieldClass[]) => new Set(c);
  const self = { self: true, report: false };
  const report = { self: false, report: true };
  const other = { self: false, report: false };

  it.each<[string, Parameters<typeof authOf>, typeof self, Set<FieldClass>]>([
    ['a user on their own record', ['user'], self, set('public', 'private', 'birthday', 'selfOnly')],
    ['a user on a colleague', ['user'], other, set('public')],
    ['a manager on a report', ['user', { isManager: true }], report, set('public', 'private')],
    ['a manager on someone else', ['user', { isManager: true }], other, set('public')],
    ['an admin on anyone', ['admin'], other, set('public', 'private', 'birthday')],
    ['finance on anyone', ['finance'], other, set('public', 'private', 'birthday')],
    ['tech on a colleague', ['tech'], other, set('public')],
    ['the owner on their own record', ['owner'], self, set('public', 'private', 'birthday', 'selfOnly')],
    ['a public:read token of the owner', ['owner', { scopes: ['public:read'] }], self, set('public')],
    ['a public:read token on the user\'s own record', ['user', { scopes: ['public:read'] }], self, set('public')],
  ])('%s', (_name, auth, relation, expected) => {
    expect(visibleClasses(policy, authOf(...auth), 'person', relation)).toEqual(expected);
  });

  it('shows events and the console (no caller) what the owner sees, never self-only fields', () => {
    expect(visibleClasses(policy, null, 'person', other)).toEqual(set('public', 'private', 'birthday'));
  });

  it('hides a job role\'s note from colleagues but not from managers of the person', () => {
    expect(visibleClasses(policy, authOf('user'), 'jobRole', other)).toEqual(set('public'));
    expect(visibleClasses(policy, authOf('user', { isManager: true }), 'jobRole', report)).toEqual(set('public', 'private'));
  });

  it('gives SQL filters the same visibility as parameters', () => {
    const manager = fieldVisibilityParams(policy, authOf('user', { isManager: true, personId: 'p-me' }), 'person');
    expect(manager).toMatchObject({
      policyPersonId: 'p-me',
      fieldVisible_public_all: true,
      fieldVisible_private_all: false,
      fieldVisible_private_self: true,
      fieldVisible_private_reports: true,
      fieldVisible_birthday_reports: false,
    });
    const publicOnly = fieldVisibilityParams(policy, authOf('admin', { scopes: ['public:read'] }), 'person');
    for (const fieldClass of FIELD_CLASSES.filter((c) => c !== 'public')) {
      expect([publicOnly[`fieldVisible_${fieldClass}_all`], publicOnly[`fieldVisible_${fieldClass}_self`], publicOnly[`fieldVisible_${fieldClass}_reports`]]).toEqual([false, false, false]);
    }
  });

  it('tells which callers see every field of a resource', () => {
    expect(policy.seesAllFields(authOf('finance'), 'person')).toBe(true);
    expect(policy.seesAllFields(authOf('user'), 'person')).toBe(false);
    expect(policy.seesAllFields(authOf('user', { isManager: true }), 'person')).toBe(false);
    expect(policy.seesAllFields(authOf('user'), 'bankAccount')).toBe(true);
  });
});

describe('policy: people in newHire status (D5: owner and admin only)', () => {
  it.each<[Parameters<typeof authOf>, PolicyResource, boolean]>([
    [['owner'], 'person', true],
    [['admin'], 'person', true],
    [['finance'], 'person', false],
    [['user', { isManager: true }], 'person', false],
    [['admin'], 'compensation', false],
    [['admin', { grants: ALL_GRANTS }], 'compensation', true],
  ])('%j on %s sees new hires: %s', (auth, resource, sees) => {
    expect(seesNewHires(policy, authOf(...auth), resource)).toBe(sees);
  });

  it('narrows people by their own status and records by their owner\'s', () => {
    expect(newHireCondition(policy, authOf('owner'), 'person', { personColumn: 'id' }, 'person')).toBeNull();
    expect(newHireCondition(policy, authOf('user'), 'person', { personColumn: 'id' }, 'person')!.sql).toBe("person.status <> 'newHire'");
    const onRecords = newHireCondition(policy, authOf('user'), 'equipment', {}, 'equipment')!.sql;
    expect(onRecords).toContain('nh.id = equipment.person_id');
    expect(onRecords).toContain("nh.status = 'newHire'");
    expect(newHireCondition(policy, authOf('user'), 'company', undefined, 'c')).toBeNull();
  });
});

describe('policy: visibility parameters of list filters', () => {
  it('are bound only when some filter of the resource declares a visibility', () => {
    const auth = authOf('user');
    expect(listVisibilityParams(policy, auth, 'person', { filters: { firstName: { type: 'string', operators: [] } } })).toEqual({});
    const params = listVisibilityParams(policy, auth, 'person', {
      filters: { taxId: { type: 'string', operators: [], visibility: { fieldClass: 'private', personColumn: (a) => `${a}.id` } } },
    });
    expect(params).toMatchObject({ fieldVisible_private_all: false, fieldVisible_private_self: true, fieldVisible_public_all: true });
  });
});

describe('the door, generated from the table: rows limited to fields, reviews, rows of no person', () => {
  const allows = (ask: Promise<unknown>) => ask.then(() => true, () => false);
  const reachesOwn = (access: string | undefined) => access === 'all' || access === 'self' || access === 'selfAndReports';
  const callers = ASSIGNABLE_ROLES.flatMap((role) => [false, true].map((isManager) => [role, isManager] as const));
  const cases = (Object.keys(POLICY_TABLE) as PolicyResource[]).flatMap((resource) => callers.map(([role, isManager]) => [resource, role, isManager] as const));

  it.each(cases)('%s for %s (with reports: %s)', async (resource, role, isManager) => {
    const auth = authOf(role, { isManager, grants: ALL_GRANTS });
    const rows = policy.policiesFor(auth, resource);
    // A row of no person (company-wide, a new person) is made only by a row writing every row, not limited to fields.
    expect(await allows(policy.require(auth, resource, 'create', [{ personId: null }])))
      .toBe(rows.some((row) => row.write === 'all' && row.writableFields === undefined));
    if (!rows.some((row) => reachesOwn(row.write))) return;
    // The caller's own row, reached for write: deleted only through a row not limited to fields.
    expect(await allows(policy.require(auth, resource, 'delete', [{ personId: auth.personId }])))
      .toBe(rows.some((row) => reachesOwn(row.write) && row.writableFields === undefined));
    // Review fields of the caller's own row: written only where a row reviews it, and never where nobody reviews their own.
    for (const field of RESOURCE_ACCESS[resource]?.reviewFields ?? []) {
      expect(await allows(policy.require(auth, resource, 'update', [{ personId: auth.personId, fields: [field] }])))
        .toBe(!RESOURCE_ACCESS[resource]?.noSelfReview && rows.some((row) => reachesOwn(row.reviews)));
    }
  });

  it('gives reviews only to rows whose write reaches what they review', () => {
    const relations = [{ self: true, report: false }, { self: false, report: true }, { self: false, report: false }];
    for (const rows of Object.values(POLICY_TABLE)) {
      for (const row of Object.values(rows)) {
        for (const relation of relations) if (reaches(row.reviews, relation)) expect(reaches(row.write, relation)).toBe(true);
      }
    }
  });
});
