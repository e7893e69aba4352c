import { newCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld } from './flows-support';

/**
 * A flow a person uses cannot be deleted (409 Conflict, the flow kept); once nobody uses it, it can. Requests made
 * under it keep their steps.
 */
describe('approval flows: a flow in use', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('answers 409 while a person uses it, and deletes it once nobody does', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const other = await w.flow([{ approver: 'role', role: 'admin' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);

    expectError(await t.api.delete(`/api/time-away-approval-flows/${flowId}`, w.c.token), 409, 'Conflict');
    expect((await t.api.get(`/api/time-away-approval-flows/${flowId}`, w.c.token)).status).toBe(200);

    expect((await t.api.patch(`/api/people/${requester.personId}`, w.c.token, { timeAwayApprovalFlowId: other })).status).toBe(200);
    expect((await t.api.delete(`/api/time-away-approval-flows/${flowId}`, w.c.token)).status).toBe(200);
    expect((await w.entry(made.id)).approvals.map((a: { approverId: string }) => a.approverId)).toEqual([manager.personId]);
    expect((await w.decide(made.id, manager.token, 'approved')).body.requestStatus).toBe('approved');
  });

  it('deletes a flow nobody uses, with its event', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    expect((await t.api.delete(`/api/time-away-approval-flows/${flowId}`, w.c.token)).body).toEqual({ id: flowId, deleted: true });
  });
});
