import { newCompany, newLocation, activePersonBody } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld } from './flows-support';

/** A person's `timeAwayApprovalFlowId` names a flow of their company: an unknown id or another company's is a 422. */
describe('approval flows: a person\'s flow is a flow of the company', () => {
  let t: TestApp;
  let w: FlowWorld;
  let location: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
    location = await newLocation(t, w.c.token, { city: 'London', countryCode: 'GB' });
  });
  afterAll(() => t.close());

  it('takes a flow of the company on create and update', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const made = await t.api.post('/api/people', w.c.token, activePersonBody(location, { timeAwayApprovalFlowId: flowId }));
    expect(made.status).toBe(201);
    expect(made.body.timeAwayApprovalFlowId).toBe(flowId);
    const other = await w.flow([{ approver: 'role', role: 'finance' }]);
    const moved = await t.api.patch(`/api/people/${made.body.id}`, w.c.token, { timeAwayApprovalFlowId: other });
    expect(moved.body.timeAwayApprovalFlowId).toBe(other);
  });

  it('refuses an unknown flow and another company\'s, on create and update', async () => {
    const elsewhere = await newCompany(t);
    const theirs = (await t.api.post('/api/time-away-approval-flows', elsewhere.token, { name: 'Theirs', steps: [{ approver: 'manager' }] })).body.id;
    const person = (await w.person('user')).personId;
    for (const flowId of ['flow_1', theirs]) {
      const made = await t.api.post('/api/people', w.c.token, activePersonBody(location, { timeAwayApprovalFlowId: flowId }));
      expectError(made, 422, 'ValidationError', ['timeAwayApprovalFlowId']);
      expect(made.body.issues[0].reason).toBe(`no record with id ${flowId} exists in this company`);
      expectError(await t.api.patch(`/api/people/${person}`, w.c.token, { timeAwayApprovalFlowId: flowId }), 422, 'ValidationError', ['timeAwayApprovalFlowId']);
    }
    expect((await t.api.get(`/api/people/${person}`, w.c.token)).body.timeAwayApprovalFlowId).toBeNull();
  });
});
