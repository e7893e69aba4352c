import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld, steps } from './flows-support';

/** A request is declined as soon as one step is: its first step's approver declining ends it; later steps never open. */
describe('approval flows: a declined first step', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('declines the request at once; the next step stays pending and may not be decided', async () => {
    const hr = await w.person('user');
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'person', personId: hr.personId }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);

    const declined = await w.decide(made.id, manager.token, 'declined');
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual(expect.objectContaining({ requestStatus: 'declined', reviewedBy: manager.personId }));
    expect(steps(declined.body).map((s) => [s.status, s.decidedBy])).toEqual([['declined', manager.personId], ['pending', null]]);

    // The second step's approver has nothing to decide: the request is declined.
    const late = await w.decide(made.id, hr.token, 'approved');
    expect(late.status).toBe(403);
    expect((await w.entry(made.id)).requestStatus).toBe('declined');
  });

  it('a declined request no longer blocks its days (as any declined entry)', async () => {
    const flowId = await w.flow([{ approver: 'manager' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const made = await w.request(requester);
    await w.decide(made.id, manager.token, 'declined');
    const again = await t.api.post('/api/time-away', requester.token, {
      personId: requester.personId, timeAwayTypeId: w.paidTimeOff, startDate: made.startDate, endDate: made.endDate,
    });
    expect(again.status).toBe(201);
  });
});
