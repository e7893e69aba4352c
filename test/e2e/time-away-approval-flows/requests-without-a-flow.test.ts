import { newCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld } from './flows-support';

/** A person without a flow keeps today's single review (D12): no steps; their manager, an admin or the owner decide. */
describe('approval flows: requests of a person without a flow', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('have no steps and are decided in one review by the manager', async () => {
    const manager = await w.person('user');
    const requester = await w.person('user', { reportingTo: manager.personId });
    const made = await w.request(requester);
    expect(made).toEqual(expect.objectContaining({ requestStatus: 'pending', approvals: [] }));
    // The person's own status stays the 422 of D12 (a field they may not write), not a flow's 403.
    expectError(await w.decide(made.id, requester.token, 'approved'), 422, 'ValidationError', ['requestStatus']);
    const decided = await w.decide(made.id, manager.token, 'approved');
    expect(decided.body).toEqual(expect.objectContaining({ requestStatus: 'approved', reviewedBy: manager.personId, approvals: [] }));
  });

  it('finance still may not decide them', async () => {
    const finance = await w.person('finance');
    const requester = await w.person('user');
    const made = await w.request(requester);
    expectError(await w.decide(made.id, finance.token, 'approved'), 403, 'Forbidden');
  });
});
