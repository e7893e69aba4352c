import { newCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * 50 approvals of one step at once leave exactly one decision: the entry's row lock serializes them, and each
 * waiting write finds the step decided (the open step moved on, so the approver no longer decides it: 403).
 */
describe('approval flows: concurrent approvals of one step', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('50 approvals by the step\'s approver at once: one decision, one event, one audit entry', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);

    const answers = await Promise.all(Array.from({ length: 50 }, () => w.decide(made.id, manager.token, 'approved')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(49);

    const entry = await w.entry(made.id);
    expect(steps(entry).map((s) => [s.status, s.decidedBy])).toEqual([['approved', manager.personId], ['pending', null]]);
    expect(await eventsOf(t, w.c.companyId, { type: 'timeAway.updated', objectId: made.id })).toHaveLength(1);
    const [{ count }] = await t.db.query(
      `SELECT count(*)::int AS count FROM audit_events WHERE company_id = $1 AND action = 'timeAway.updated' AND target_id = $2`, [w.c.companyId, made.id]);
    expect(count).toBe(1);
  });

  it('50 approvals by holders of a step\'s role at once: one decision', async () => {
    const flowId = await w.flow([{ approver: 'role', role: 'finance' }]);
    const requester = await w.person('user', { flowId });
    const finance = await Promise.all(Array.from({ length: 5 }, () => w.person('finance')));
    const made = await w.request(requester);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => w.decide(made.id, finance[i % 5].token, i % 2 ? 'approved' : 'declined')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(49);
    const entry = await w.entry(made.id);
    expect(entry.approvals).toHaveLength(1);
    expect(entry.approvals[0].decidedBy).toEqual(expect.any(String));
    expect(entry.requestStatus).toBe(entry.approvals[0].status);
    expect(await eventsOf(t, w.c.companyId, { type: 'timeAway.updated', objectId: made.id })).toHaveLength(1);
  });
});
