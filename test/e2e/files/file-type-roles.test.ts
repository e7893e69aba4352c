import { ASSIGNABLE_ROLES, roleScopeCeiling } from '../../../src/core/auth/roles';
import { reaches, RowRelation } from '../../../src/core/policy/field-classes';
import { RESOURCE_ACCESS, SectionRule } from '../../../src/core/policy/resource-access';
import { FILE_TYPES } from '../../../src/modules/files/file-types';
import { NO_GRANTS } from '../../support/auth-context';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { effectivePolicy, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from './files-support';

/**
 * Uploads and reads of files per role and type, generated from the access layer's data (D4 scopes by type, D5 rows):
 * a file follows the record it is for (`RESOURCE_ACCESS.file`, the policy table's rows of that record). For the
 * caller's own person, a colleague and no person: the type's scope first, then who writes that record (every row for
 * files of no person, and for a type that is a field of the record), then who reads it.
 */
const RELATIONS = { own: { self: true, report: false }, colleague: { self: false, report: false } } as const;

describe('files per role and type, generated from the access data', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const cases = ASSIGNABLE_ROLES.flatMap((role) => FILE_TYPES.map((type) => [role, type] as const));

  it.each(cases)('%s with %s files', async (role, type) => {
    const rule = RESOURCE_ACCESS.file!.sections!.follow[type] as SectionRule;
    const policy = effectivePolicy(rule.resource, role);
    const scopes = roleScopeCeiling(role, false, NO_GRANTS);
    const actor = await newUser(t, c.companyId, role);
    const colleague = await newUser(t, c.companyId, 'user');
    const content = type === 'profilePhoto' ? { filename: 'face.png', bytes: await png() } : { filename: 'file.pdf', bytes: pdf() };
    const bytes = () => content;
    const writesEveryRow = policy.write === 'all';
    const seesClass = (relation: RowRelation) => rule.fieldOf
      && (policy.fieldAccess?.[rule.fieldOf.fieldClass] === 'all' || (relation.self && reaches(policy.fieldAccess?.[rule.fieldOf.fieldClass], relation)));

    const none = await upload(t, actor.token, { type, personId: null, ...bytes() });
    if (!scopes.has(rule.scopes!.write)) expectError(none, 403, 'Forbidden');
    else if (!rule.withoutPerson) expectError(none, 422, 'ValidationError', ['personId']);
    else if (!writesEveryRow) expectError(none, 403, 'Forbidden');
    else expect(none.status).toBe(201);

    for (const [name, relation] of Object.entries(RELATIONS) as [keyof typeof RELATIONS, RowRelation][]) {
      const personId = name === 'own' ? actor.personId : colleague.personId;
      const made = await upload(t, actor.token, { type, personId, ...bytes() });
      const mayWrite = rule.fieldOf ? reaches(policy.read, relation) && writesEveryRow : reaches(policy.write, relation);
      if (!scopes.has(rule.scopes!.write) || !mayWrite) expectError(made, 403, 'Forbidden');
      else expect(made.status).toBe(201);

      // Read: a file the owner uploaded for the person.
      const theirs = (await upload(t, c.token, { type, personId, ...bytes() })).body.id as string;
      const read = await t.api.get(`/api/files/${theirs}`, actor.token);
      const reachesPerson = reaches(policy.read, relation);
      const mayRead = scopes.has(rule.scopes!.read) && (rule.fieldOf ? seesClass(relation) && reachesPerson : reachesPerson);
      expect(read.status).toBe(mayRead ? 200 : 404);
    }
  });
});
