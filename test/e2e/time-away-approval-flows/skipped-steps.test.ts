import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * A step whose approver is the requester, or cannot be resolved (no manager; an approver who is not an active person),
 * is skipped when the request is made; a request whose every step is skipped is approved at once, by nobody.
 */
describe('approval flows: skipped steps', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('skips the manager\'s step of a person without a manager; the next step is open', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const requester = await w.person('user', { flowId });
    const finance = await w.person('finance');
    const made = await w.request(requester);
    expect(made.requestStatus).toBe('pending');
    expect(steps(made)).toEqual([
      { step: 1, approverType: 'manager', approverId: null, role: null, status: 'skipped', decidedBy: null },
      { step: 2, approverType: 'role', approverId: null, role: 'finance', status: 'pending', decidedBy: null },
    ]);
    const approved = await w.decide(made.id, finance.token, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body.requestStatus).toBe('approved');
  });

  it('skips a step whose approver is the requester, or has left', async () => {
    const left = await w.person('user');
    await t.api.patch(`/api/people/${left.personId}`, w.c.token, { employmentEndDate: '2024-06-30' });
    const requester = await w.person('user');
    const flowId = await w.flow([{ approver: 'person', personId: requester.personId }, { approver: 'person', personId: left.personId }, { approver: 'manager' }]);
    const manager = await w.person('user');
    await t.api.patch(`/api/people/${requester.personId}`, w.c.token, { timeAwayApprovalFlowId: flowId });
    await w.reportTo(requester.personId, manager.personId);
    const made = await w.request(requester);
    expect(steps(made).map((s) => [s.approverId, s.status])).toEqual([
      [requester.personId, 'skipped'], [left.personId, 'skipped'], [manager.personId, 'pending'],
    ]);
  });

  it('approves at once a request whose every step is skipped, with no reviewer', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'managersManager' }]);
    const requester = await w.person('user', { flowId });
    const made = await w.request(requester);
    expect(made).toEqual(expect.objectContaining({ requestStatus: 'approved', reviewedBy: null, reviewedAt: null }));
    expect(steps(made).map((s) => s.status)).toEqual(['skipped', 'skipped']);
  });
});
