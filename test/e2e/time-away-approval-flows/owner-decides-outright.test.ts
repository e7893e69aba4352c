import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/**
 * Owner and admin decide the whole request at once, whatever step is open: the steps still pending record them as
 * `decidedBy`. Entries they make are approved when made and have no steps.
 */
describe('approval flows: owner and admin decide outright', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('the owner approves a request at its first step: every step records the owner', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);

    const approved = await w.decide(made.id, w.c.token, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual(expect.objectContaining({ requestStatus: 'approved', reviewedBy: w.c.ownerId }));
    expect(steps(approved.body).map((s) => [s.status, s.decidedBy])).toEqual([['approved', w.c.ownerId], ['approved', w.c.ownerId]]);
  });

  it('an admin declines a request whose first step is approved: the rest record the admin', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const admin = await w.person('admin');
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'approved');

    const declined = await w.decide(made.id, admin.token, 'declined');
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual(expect.objectContaining({ requestStatus: 'declined', reviewedBy: admin.personId }));
    expect(steps(declined.body).map((s) => [s.status, s.decidedBy])).toEqual([['approved', manager.personId], ['declined', admin.personId]]);
  });

  it('the owner setting pending again reopens the request at its first step', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'approved');
    const reopened = await w.decide(made.id, w.c.token, 'pending');
    expect(reopened.body).toEqual(expect.objectContaining({ requestStatus: 'pending', reviewedBy: null }));
    expect(steps(reopened.body).map((s) => [s.status, s.decidedBy])).toEqual([['pending', null]]);
    expect((await w.decide(made.id, manager.token, 'approved')).body.requestStatus).toBe('approved');
  });

  it('an entry made by the owner or an admin is approved when made and has no steps', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const admin = await w.person('admin', { flowId });
    const requester = await w.person('user', { flowId });
    for (const token of [w.c.token, admin.token]) {
      const made = await t.api.post('/api/time-away', token, { personId: requester.personId, timeAwayTypeId: w.paidTimeOff, startDate: '2027-06-01', endDate: '2027-06-01' });
      expect(made.status).toBe(201);
      expect(made.body).toEqual(expect.objectContaining({ requestStatus: 'approved', approvals: [] }));
      await t.api.delete(`/api/time-away/${made.body.id}`, w.c.token);
    }
    const own = await w.request(admin);
    expect(own).toEqual(expect.objectContaining({ requestStatus: 'approved', approvals: [] }));
  });
});
