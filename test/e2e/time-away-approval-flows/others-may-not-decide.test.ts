import { newCompany, tokenFor } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { FlowWorld } from './flows-support';

/**
 * Only the open step's approver, the owner and admins decide a request with steps: anyone else sending
 * `requestStatus` gets 403 and the entry is left as it was (the requester, the requester's manager when the open step
 * is not theirs, a colleague, finance on a step that is not finance's). A step's approver changes nothing else of it.
 */
describe('approval flows: anyone else deciding is refused', () => {
  let t: TestApp;
  let w: FlowWorld;

  beforeAll(async () => {
    t = await createTestApp();
    w = await new FlowWorld(t, await newCompany(t)).init();
  });
  afterAll(() => t.close());

  it('answers 403 and leaves the entry unchanged', async () => {
    const hr = await w.person('user');
    const flowId = await w.flow([{ approver: 'person', personId: hr.personId }, { approver: 'manager' }]);
    const manager = await w.person('user');
    const requester = await w.person('user', { flowId, reportingTo: manager.personId });
    const colleague = await w.person('user');
    const finance = await w.person('finance');
    const tech = await w.person('tech');
    const made = await w.request(requester);
    const before = await w.entry(made.id);

    for (const who of [requester, manager, colleague, finance, tech]) {
      for (const status of ['approved', 'declined'] as const) {
        expectError(await w.decide(made.id, who.token, status), 403, 'Forbidden');
      }
    }
    expect(await w.entry(made.id)).toEqual(before);
  });

  it('lets a step\'s approver change nothing but the decision (422 on the other fields), and not delete it', async () => {
    const hr = await w.person('user');
    const flowId = await w.flow([{ approver: 'person', personId: hr.personId }]);
    const requester = await w.person('user', { flowId });
    const made = await w.request(requester);
    const res = await t.api.patch(`/api/time-away/${made.id}`, hr.token, { requestStatus: 'approved', note: 'fine by me' });
    expectError(res, 422, 'ValidationError', ['note']);
    expectError(await t.api.delete(`/api/time-away/${made.id}`, hr.token), 403, 'Forbidden');
    expect((await w.entry(made.id)).requestStatus).toBe('pending');
  });

  it('needs private:write of an approver whose role may hold it; finance decides its steps with private:read', async () => {
    const hr = await w.person('user');
    const flowId = await w.flow([{ approver: 'person', personId: hr.personId }, { approver: 'role', role: 'finance' }]);
    const requester = await w.person('user', { flowId });
    const finance = await w.person('finance');
    const made = await w.request(requester);
    const readOnly = await tokenFor(t, hr.email, ['public:read', 'private:read']);
    expectError(await w.decide(made.id, readOnly, 'approved'), 403, 'Forbidden');
    expect((await w.decide(made.id, hr.token, 'approved')).status).toBe(200);
    const publicOnly = await tokenFor(t, finance.email, ['public:read']);
    expectError(await w.decide(made.id, publicOnly, 'approved'), 403, 'Forbidden');
    const decided = await w.decide(made.id, finance.token, 'approved');
    expect(decided.status).toBe(200);
    expect(decided.body.requestStatus).toBe('approved');
    // private:read lets finance decide its steps, nothing else of time away.
    expectError(await t.api.patch(`/api/time-away/${made.id}`, finance.token, { note: 'x' }), 403, 'Forbidden');
  });
});
