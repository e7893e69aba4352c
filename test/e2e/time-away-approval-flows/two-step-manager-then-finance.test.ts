import { newCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * A two-step flow: the requester's manager decides the first step, then anyone of the finance role the second; the
 * request is approved once both are. Each decision is a `timeAway.updated` event and an audit entry.
 */
describe('approval flows: a two-step flow approved by the manager, then finance', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('goes from the manager to finance, and is approved by the last step', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const finance = await w.person('finance');

    const made = await w.request(requester);
    expect(made.requestStatus).toBe('pending');
    expect(steps(made)).toEqual([
      { step: 1, approverType: 'manager', approverId: manager.personId, role: null, status: 'pending', decidedBy: null },
      { step: 2, approverType: 'role', approverId: null, role: 'finance', status: 'pending', decidedBy: null },
    ]);

    // Finance may not decide before the manager: the open step is the manager's.
    expect((await w.decide(made.id, finance.token, 'approved')).status).toBe(403);

    const first = await w.decide(made.id, manager.token, 'approved');
    expect(first.status).toBe(200);
    expect(first.body.requestStatus).toBe('pending');
    expect(first.body.reviewedBy).toBeNull();
    expect(steps(first.body).map((s) => [s.status, s.decidedBy])).toEqual([['approved', manager.personId], ['pending', null]]);
    expect(first.body.approvals[0].decidedAt).toEqual(expect.any(String));

    // The manager's part is done: the second step is finance's, not theirs.
    expect((await w.decide(made.id, manager.token, 'approved')).status).toBe(403);

    const second = await w.decide(made.id, finance.token, 'approved');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(expect.objectContaining({ requestStatus: 'approved', reviewedBy: finance.personId, reviewedAt: expect.any(String) }));
    expect(steps(second.body).map((s) => [s.status, s.decidedBy])).toEqual([['approved', manager.personId], ['approved', finance.personId]]);
  });

  it('records each decision as timeAway.updated and an audit entry', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const finance = await w.person('finance');
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'approved');
    await w.decide(made.id, finance.token, 'approved');

    const updates = await eventsOf(t, w.c.companyId, { type: 'timeAway.updated', objectId: made.id });
    expect(updates.map((e) => e.payload.data.object.requestStatus)).toEqual(['pending', 'approved']);
    expect(updates.map((e) => Object.keys(e.payload.data.previousAttributes ?? {}).sort())).toEqual([
      ['approvals'],
      ['approvals', 'requestStatus', 'reviewedAt', 'reviewedBy'],
    ]);
    const audits = await t.db.query(
      `SELECT actor_person_id AS actor, fields FROM audit_events WHERE company_id = $1 AND action = 'timeAway.updated' AND target_id = $2 ORDER BY occurred_at`,
      [w.c.companyId, made.id],
    );
    expect(audits.map((a: { actor: string }) => a.actor)).toEqual([manager.personId, finance.personId]);
    expect(audits[1].fields).toEqual(expect.arrayContaining(['approvals', 'requestStatus']));
  });
});
