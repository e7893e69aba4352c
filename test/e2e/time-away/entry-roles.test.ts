import { ASSIGNABLE_ROLES, roleScopeCeiling } from '../../../src/core/auth/roles';
import { reaches, RowRelation } from '../../../src/core/policy/field-classes';
import { POLICY_TABLE, RolePolicy } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { NO_GRANTS } from '../../support/auth-context';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Time-away entries per role, generated from the policy table's `timeAway` rows (D5, D12): who requests for whom
 * (rows limited to fields make none), whose entries are approved when made (`reviews`), which fields each caller
 * changes on its own, a report's and a colleague's entry, and who deletes them. Each role with and without reports.
 */
const RELATIONS = { own: { self: true, report: false }, report: { self: false, report: true }, colleague: { self: false, report: false } } as const;
type Relation = keyof typeof RELATIONS;

describe('time-away entries per role, generated from the policy table', () => {
  let t: TestApp;
  let c: TestCompany;
  let paidTimeOff: string;
  let day = 0;
  const nextDay = () => {
    const d = new Date(Date.UTC(2027, 0, 1 + day++)).toISOString().slice(0, 10);
    return { startDate: d, endDate: d };
  };
  const entry = (personId: string) => ({ personId, timeAwayTypeId: paidTimeOff, ...nextDay() });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const types = await t.api.get('/api/time-away-types', c.token);
    paidTimeOff = types.body.data.find((d: { category: string }) => d.category === 'paidTimeOff').id;
  });
  afterAll(() => t.close());

  const cases = ASSIGNABLE_ROLES.flatMap((role) => [false, true].map((withReport) => [role, withReport] as const));

  it.each(cases)('%s (with a report: %s)', async (role, withReport) => {
    const actor = await newUser(t, c.companyId, role);
    const people: Partial<Record<Relation, TestUser>> = { own: actor, colleague: await newUser(t, c.companyId, 'user') };
    if (withReport) {
      people.report = await newUser(t, c.companyId, 'user');
      const line = await t.api.post('/api/job-roles', c.token, { personId: people.report.personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: actor.personId });
      expect(line.status).toBe(201);
    }
    const rows: RolePolicy[] = [POLICY_TABLE.timeAway[role], ...(withReport ? [POLICY_TABLE.timeAway.manager] : [])];
    const writes = roleScopeCeiling(role, withReport, NO_GRANTS).has('private:write');
    const writing = (relation: RowRelation) => rows.filter((row) => reaches(row.write, relation));
    const makes = (relation: RowRelation) => writing(relation).some((row) => row.writableFields === undefined);
    const reviews = (relation: RowRelation) => rows.some((row) => reaches(row.reviews, relation));
    const changes = (relation: RowRelation, field: string) =>
      writing(relation).some((row) => row.writableFields === undefined || row.writableFields.includes(field)) && (field !== 'requestStatus' || reviews(relation));

    for (const [name, relation] of Object.entries(RELATIONS) as [Relation, RowRelation][]) {
      const person = people[name];
      if (!person) continue;
      const made = await t.api.post('/api/time-away', actor.token, entry(person.personId));
      if (!writes || !makes(relation)) {
        expectError(made, 403, 'Forbidden');
      } else {
        expect(made.status).toBe(201);
        expect(made.body.requestStatus).toBe(reviews(relation) ? 'approved' : 'pending');
      }

      const theirs = (await t.api.post('/api/time-away', c.token, entry(person.personId))).body.id as string;
      for (const [field, value] of [['note', 'changed'], ['requestStatus', 'declined']] as const) {
        const patched = await t.api.patch(`/api/time-away/${theirs}`, actor.token, { [field]: value });
        if (!writes || writing(relation).length === 0) expectError(patched, 403, 'Forbidden');
        else if (!changes(relation, field)) expectError(patched, 422, 'ValidationError', [field]);
        else expect(patched.status).toBe(200);
      }
      const deleted = await t.api.delete(`/api/time-away/${theirs}`, actor.token);
      if (!writes || !makes(relation)) expectError(deleted, 403, 'Forbidden');
      else expect(deleted.status).toBe(200);
    }
  });
});
