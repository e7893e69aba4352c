import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * Who decides a request with steps, per role, generated from the policy table's `timeAway` rows: a role reviewing
 * every row (`reviews: 'all'`) decides the whole request, whether or not the open step is theirs; any other role
 * decides the open step when it is theirs (finance with `private:read`), and is refused (403) otherwise.
 */
describe('approval flows: who decides, per role, generated from the policy table', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  const cases = ASSIGNABLE_ROLES.flatMap((role) => [true, false].map((approver) => [role, approver] as const));

  it.each(cases)('%s (the open step\'s approver: %s)', async (role, approver) => {
    const actor = await w.person(role);
    const other = await w.person('user');
    const first = approver ? actor : other;
    const flowId = await w.flow([{ approver: 'person', personId: first.personId }, { approver: 'person', personId: other.personId }]);
    const requester = await w.person('user', { flowId });
    const made = await w.request(requester);
    const wholeRow = POLICY_TABLE.timeAway[role].reviews === 'all';

    const res = await w.decide(made.id, actor.token, 'approved');
    if (wholeRow) {
      expect(res.status).toBe(200);
      expect(res.body.requestStatus).toBe('approved');
      expect(steps(res.body).map((s) => s.decidedBy)).toEqual([actor.personId, actor.personId]);
    } else if (approver) {
      expect(res.status).toBe(200);
      expect(res.body.requestStatus).toBe('pending');
      expect(steps(res.body).map((s) => [s.status, s.decidedBy])).toEqual([['approved', actor.personId], ['pending', null]]);
    } else {
      expectError(res, 403, 'Forbidden');
      expect(steps(await w.entry(made.id)).map((s) => s.status)).toEqual(['pending', 'pending']);
    }
  });
});
