import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * A request its person changes is a new request: with steps, it goes back to its first step (decided steps pending
 * again, skipped ones still skipped), whether it was decided or half way.
 */
describe('approval flows: a request its person changes starts again', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('sends a half-approved request back to its first step', async () => {
    const hr = await w.person('user');
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'person', personId: hr.personId }, { approver: 'managersManager' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'approved');

    const changed = await t.api.patch(`/api/time-away/${made.id}`, requester.token, { note: 'a day later after all' });
    expect(changed.status).toBe(200);
    expect(changed.body.requestStatus).toBe('pending');
    expect(steps(changed.body).map((s) => [s.status, s.decidedBy])).toEqual([['pending', null], ['pending', null], ['skipped', null]]);
    expect((await w.decide(made.id, hr.token, 'approved')).status).toBe(403);
  });

  it('sends an approved request back to pending, at its first step', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'approved');
    const changed = await t.api.patch(`/api/time-away/${made.id}`, requester.token, { startPeriod: 'am' });
    expect(changed.body).toEqual(expect.objectContaining({ requestStatus: 'pending', reviewedBy: null }));
    expect(steps(changed.body).map((s) => s.status)).toEqual(['pending']);
  });

  it('keeps the steps the request was made with, whatever its person\'s flow becomes', async () => {
    const first = await w.flow([{ approver: 'manager' }]);
    const second = await w.flow([{ approver: 'role', role: 'finance' }, { approver: 'role', role: 'admin' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId: first, reportingTo: manager.personId });
    const made = await w.request(requester);
    await t.api.patch(`/api/people/${requester.personId}`, w.c.token, { timeAwayApprovalFlowId: second });
    expect(steps(await w.entry(made.id)).map((s) => s.approverType)).toEqual(['manager']);
    expect(steps(await w.request(requester)).map((s) => s.role)).toEqual(['finance', 'admin']);
  });
});
