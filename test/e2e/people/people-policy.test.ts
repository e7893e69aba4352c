import { getMetadataStorage } from 'class-validator';
import { Role } from '../../../src/core/auth/roles';
import { Scope, SCOPES } from '../../../src/core/auth/scopes';
import { FIELD_CLASSES, FieldClass, POLICY_TABLE, RolePolicy, RowAccess } from '../../../src/core/policy/policy-table';
import { UpdatePersonDto } from '../../../src/modules/people/person.dto';
import { PERSON_API_FIELDS, personFieldClass } from '../../../src/modules/people/person-fields';
import { newCompany, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * D4/D5 for people, generated from the policy table: every role x every field class x read and write,
 * on the caller's own record, a report's (direct and indirect) and anyone else's; new hires; scopes.
 */
const ROLES: Role[] = ['owner', 'admin', 'finance', 'tech', 'manager', 'user'];
type Relation = 'self' | 'report' | 'indirectReport' | 'other';
const RELATIONS: Relation[] = ['self', 'report', 'indirectReport', 'other'];

/**
 * The table rows that apply to a role (core PolicyService): anyone with reports is also a manager. Every actor
 * here but the plain user has reports; the 'manager' actor is a user with reports.
 */
const rowsFor = (role: Role): RolePolicy[] =>
  role === 'manager' ? [POLICY_TABLE.person.user, POLICY_TABLE.person.manager]
    : role === 'user' ? [POLICY_TABLE.person.user]
      : [POLICY_TABLE.person[role], POLICY_TABLE.person.manager];
const reaches = (access: RowAccess | undefined, relation: Relation) =>
  access === 'all' ||
  ((access === 'self' || access === 'selfAndReports') && relation === 'self') ||
  ((access === 'reports' || access === 'selfAndReports') && (relation === 'report' || relation === 'indirectReport'));
/** Roles without reports (the plain user) have no report to look at. */
const relationsOf = (role: Role): Relation[] => (role === 'user' ? ['self', 'other'] : RELATIONS);

const seesClass = (role: Role, fieldClass: FieldClass, relation: Relation) => rowsFor(role).some((p) => p.read !== 'none' && reaches(p.fieldAccess?.[fieldClass], relation));
const fieldsOfClass = (fieldClass: FieldClass) => PERSON_API_FIELDS.filter((f) => personFieldClass(f) === fieldClass);
/** 'ok', 'forbidden' (the whole record, 403) or 'field' (422 with the field marked forbidden). */
const expectedWrite = (role: Role, relation: Relation, field: string): 'ok' | 'forbidden' | 'field' => {
  const writers = rowsFor(role).filter((p) => reaches(p.write, relation));
  if (writers.length === 0) return 'forbidden';
  if (writers.some((p) => p.writableFields === undefined)) return 'ok';
  return writers.some((p) => p.writableFields!.includes(field)) ? 'ok' : 'field';
};
const UPDATABLE_FIELDS = [...new Set(getMetadataStorage().getTargetValidationMetadatas(UpdatePersonDto, '', true, false).map((m) => m.propertyName))];

describe('people: role policy generated from the table', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  let other: any;
  let newHire: any;
  let flowId: string;
  const viewers = {} as Record<Role, { token: string; publicToken: string; personId: string; targets: Record<Relation, string> }>;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token);
    other = await newPerson(t, c.token, location, { birthday: '1980-05-05' });
    newHire = (await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'hire@home.example' })).body;
    // A person's flow must be a flow of the company.
    flowId = (await t.api.post('/api/time-away-approval-flows', c.token, { name: 'Manager', steps: [{ approver: 'manager' }] })).body.id;
    for (const role of ROLES) {
      const stored = role === 'manager' ? 'user' : role;
      const user = await newUser(t, c.companyId, stored, SCOPES, { birthday: '1990-01-01' });
      const targets = { self: user.personId, other: other.id } as Record<Relation, string>;
      if (role !== 'user') {
        const report = await newPerson(t, c.token, location, { birthday: '1991-02-02', jobRole: { jobTitle: 'Report', reportingTo: user.personId } });
        const indirect = await newPerson(t, c.token, location, { birthday: '1992-03-03', jobRole: { jobTitle: 'Indirect', reportingTo: report.id } });
        targets.report = report.id;
        targets.indirectReport = indirect.id;
      }
      const publicToken = await tokenFor(t, user.email, ['public:read']);
      viewers[role] = { token: user.token, publicToken, personId: user.personId, targets };
    }
  });
  afterAll(() => t.close());

  describe('reads', () => {
    const cases = ROLES.flatMap((role) => relationsOf(role).flatMap((relation) => FIELD_CLASSES.map((fc) => [role, relation, fc] as const)));

    it.each(cases)('%s reading %s: %s fields follow the table', async (role, relation, fieldClass) => {
      const viewer = viewers[role];
      const id = viewer.targets[relation];
      const one = await t.api.get(`/api/people/${id}`, viewer.token);
      expect(one.status).toBe(rowsFor(role).some((p) => p.read !== 'none') ? 200 : 404);
      const listed = (await t.api.get(`/api/people?$limit=250`, viewer.token)).body.data.find((p: any) => p.id === id);
      const visible = seesClass(role, fieldClass, relation);
      for (const shown of [one.body, listed]) {
        for (const field of fieldsOfClass(fieldClass)) expect([field, field in shown]).toEqual([field, visible]);
      }
    });

    it.each(ROLES.flatMap((role) => relationsOf(role).map((relation) => [role, relation] as const)))(
      '%s with only public:read reading %s sees only public fields (D4)',
      async (role, relation) => {
        const res = await t.api.get(`/api/people/${viewers[role].targets[relation]}`, viewers[role].publicToken);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual([...fieldsOfClass('public')].sort());
      },
    );

    it.each(ROLES)('%s sees new hires only if the table says so (D5)', async (role) => {
      const sees = rowsFor(role).some((p) => p.newHires);
      const one = await t.api.get(`/api/people/${newHire.id}`, viewers[role].token);
      expect(one.status).toBe(sees ? 200 : 404);
      const list = await t.api.get('/api/people?status=newHire', viewers[role].token);
      expect(list.body.data.map((p: any) => p.id)).toEqual(sees ? [newHire.id] : []);
      expect(list.body.total).toBe(sees ? 1 : 0);
    });

    it('/api/me shows the caller their own full record, birthday and calendar feed included', async () => {
      for (const role of ROLES) {
        const me = await t.api.get('/api/me', viewers[role].token);
        expect(me.status).toBe(200);
        expect(Object.keys(me.body)).toEqual([...PERSON_API_FIELDS]);
        expect(me.body.id).toBe(viewers[role].personId);
        const publicMe = await t.api.get('/api/me', viewers[role].publicToken);
        expect(Object.keys(publicMe.body).sort()).toEqual([...fieldsOfClass('public')].sort());
      }
    });

    it('a hidden work email shows only to those who see private fields', async () => {
      const hidden = await newPerson(t, c.token, location, { isWorkEmailHidden: true });
      for (const role of ROLES) {
        const res = await t.api.get(`/api/people/${hidden.id}`, viewers[role].token);
        expect(res.body.email).toBe(seesClass(role, 'private', 'other') ? hidden.email : null);
        expect((await t.api.get(`/api/people/${hidden.id}`, viewers[role].publicToken)).body.email).toBeNull();
      }
    });
  });

  describe('writes', () => {
    const cases = ROLES.flatMap((role) => relationsOf(role).map((relation) => [role, relation] as const));

    it.each(cases)('%s writing each field of %s follows the table', async (role, relation) => {
      const viewer = viewers[role];
      const id = viewer.targets[relation];
      const current = (await t.api.get(`/api/people/${id}`, c.token)).body;
      const results = await Promise.all(UPDATABLE_FIELDS.map(async (field) => {
        // The current value back (a no-op write); fields that take no null get a value of their type.
        const samples: Record<string, unknown> = { calendarFeedToken: 'reset', timeAwayApprovalFlowId: flowId, locationId: current.locationId ?? 'remote' };
        const value = field in samples ? samples[field] : current[field];
        return [field, await t.api.patch(`/api/people/${id}`, viewer.token, { [field]: value })] as const;
      }));
      for (const [field, res] of results) {
        const expected = expectedWrite(role, relation, field);
        if (expected === 'ok') expect([field, res.status]).toEqual([field, 200]);
        if (expected === 'forbidden') expect([field, res.status, res.body.name]).toEqual([field, 403, 'Forbidden']);
        if (expected === 'field') {
          expect([field, res.status]).toEqual([field, 422]);
          expect(res.body.issues).toEqual([{ name: field, reason: expect.any(String), forbidden: true }]);
        }
      }
    });

    it('every field class has fields written in the cases above', () => {
      for (const fieldClass of FIELD_CLASSES) {
        expect(UPDATABLE_FIELDS.some((f) => (PERSON_API_FIELDS as readonly string[]).includes(f) && personFieldClass(f as never) === fieldClass)).toBe(true);
      }
    });

    it.each(ROLES)('%s creating and deleting people follows the table', async (role) => {
      const writesAll = rowsFor(role).some((p) => p.write === 'all');
      const created = await t.api.post('/api/people', viewers[role].token, { status: 'newHire', personalEmail: `${role}@home.example` });
      expect(created.status).toBe(writesAll ? 201 : 403);
      const victim = await newPerson(t, c.token, location);
      const deleted = await t.api.delete(`/api/people/${victim.id}`, viewers[role].token);
      expect(deleted.status).toBe(writesAll ? 200 : 403);
    });

    it('a token without private:write cannot write, whatever the role', async () => {
      for (const role of ROLES) {
        const readOnly = await tokenFor(t, (await t.api.get('/api/me', viewers[role].token)).body.email, ['private:read'] as Scope[]);
        const res = await t.api.patch(`/api/people/${viewers[role].personId}`, readOnly, { bio: 'x' });
        expect(res.status).toBe(403);
      }
    });

    it('several forbidden fields are all named', async () => {
      const res = await t.api.patch(`/api/people/${viewers.user.personId}`, viewers.user.token, { bio: 'fine', employmentStartDate: '2020-01-01', status: 'active', taxId: 'X' });
      expect(res.status).toBe(422);
      expect(res.body.issues.map((i: any) => [i.name, i.forbidden]).sort()).toEqual([['employmentStartDate', true], ['status', true], ['taxId', true]]);
    });
  });
});
