import { newCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { exportCsv } from '../data-exports/exports-support';
import { FlowWorld } from './flows-support';

/** The `approvalFlow` export column is the name of the person's flow (empty without one), for people and time away. */
describe('approval flows: the approvalFlow export column', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('shows the flow\'s name', async () => {
    const flowId = await w.flow([{ approver: 'manager' }, { approver: 'role', role: 'finance' }], 'Manager, then finance');
    const withFlow = await w.person('user', { flowId });
    await t.api.patch(`/api/people/${withFlow.personId}`, w.c.token, { lastName: 'Flowing' });
    const people = await exportCsv(t, w.c.token, { fields: ['lastName', 'approvalFlow'] });
    expect(people.rows).toEqual(expect.arrayContaining([
      { lastName: 'Flowing', approvalFlow: 'Manager, then finance' },
      { lastName: 'Owner', approvalFlow: '' },
    ]));

    await w.request(withFlow);
    const entries = await exportCsv(t, w.c.token, { type: 'timeAway', fields: ['lastName', 'requestStatus', 'approvalFlow'] });
    expect(entries.rows).toEqual([{ lastName: 'Flowing', requestStatus: 'pending', approvalFlow: 'Manager, then finance' }]);
  });
});
