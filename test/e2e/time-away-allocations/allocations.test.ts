import { newCompany, newUser, TestCompany } from '../../support/factories';
import { eventsOf, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Time-away allocations: a person's policy from a start date to an end date (null: open). Fields, validation,
 * the events and audit entries of each write.
 */
describe('time-away allocations: fields and writes', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let policyId: string;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/time-away-allocations', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/time-away-allocations/${id}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    policyId = (await t.api.post('/api/time-away-policies', c.token, { name: 'Thirty days', allowance: 30, carryOverLimit: 5 })).body.id;
  });
  afterAll(() => t.close());

  it('creates with every field, answers it on retrieve and records the event', async () => {
    const personId = await person();
    const res = await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-01-01', endDate: '2026-06-30' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), personId, timeAwayPolicyId: policyId, startDate: '2026-01-01', endDate: '2026-06-30',
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await t.api.get(`/api/time-away-allocations/${res.body.id}`, c.token)).body).toEqual(res.body);
    const [event] = await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.created', objectId: res.body.id });
    expect(event.payload.data.object).toEqual(res.body);
  });

  it('an end date left out is open (null)', async () => {
    const res = await create({ personId: await person(), timeAwayPolicyId: policyId, startDate: '2026-01-01' });
    expect(res.body.endDate).toBeNull();
  });

  it('updates the policy and dates with an event and an audit entry holding their values; deletes with an event', async () => {
    const made = (await create({ personId: await person(), timeAwayPolicyId: policyId, startDate: '2026-01-01' })).body;
    const defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data.find((p: any) => p.isDefault).id;
    const res = await patch(made.id, { timeAwayPolicyId: defaultPolicy, endDate: '2026-12-31' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, timeAwayPolicyId: defaultPolicy, endDate: '2026-12-31', updatedAt: expect.any(String) });
    const [updated] = await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.updated', objectId: made.id });
    expect(updated.payload.data.previousAttributes).toEqual(expect.objectContaining({ timeAwayPolicyId: policyId, endDate: null }));
    const [entry] = await t.db.query(
      `SELECT changes FROM audit_events WHERE company_id = $1 AND action = 'timeAwayAllocation.updated' AND target_id = $2`, [c.companyId, made.id]);
    expect(entry.changes).toEqual({ timeAwayPolicyId: { from: policyId, to: defaultPolicy }, endDate: { from: null, to: '2026-12-31' } });

    expect((await t.api.delete(`/api/time-away-allocations/${made.id}`, c.token)).status).toBe(200);
    expect(await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.deleted', objectId: made.id })).toHaveLength(1);
    expectError(await t.api.get(`/api/time-away-allocations/${made.id}`, c.token), 404, 'NotFound');
  });

  it('refuses missing and malformed fields, an end before the start, and a changed person', async () => {
    const personId = await person();
    expectError(await create({}), 422, 'ValidationError', ['personId', 'timeAwayPolicyId', 'startDate']);
    expectError(await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-02-30' }), 422, 'ValidationError', ['startDate']);
    expectError(await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-03-01', endDate: '2026-02-28' }), 422, 'ValidationError', ['endDate']);
    expectError(await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-03-01', note: 'x' }), 422, 'ValidationError', ['note']);
    const made = (await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-03-01' })).body;
    expectError(await patch(made.id, { personId: await person() }), 422, 'ValidationError', ['personId']);
    expectError(await patch(made.id, { endDate: '2026-01-01' }), 422, 'ValidationError', ['endDate']);
    expectError(await patch(made.id, { startDate: null }), 422, 'ValidationError', ['startDate']);
  });

  it('refuses a person or a policy unknown to the company (422 on the field)', async () => {
    const personId = await person();
    const theirPolicy = (await t.api.get('/api/time-away-policies', other.token)).body.data[0].id;
    expectError(await create({ personId: 'nobody', timeAwayPolicyId: policyId, startDate: '2026-01-01' }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId: other.ownerId, timeAwayPolicyId: policyId, startDate: '2026-01-01' }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId, timeAwayPolicyId: theirPolicy, startDate: '2026-01-01' }), 422, 'ValidationError', ['timeAwayPolicyId']);
    const made = (await create({ personId, timeAwayPolicyId: policyId, startDate: '2026-01-01' })).body;
    expectError(await patch(made.id, { timeAwayPolicyId: 'nope' }), 422, 'ValidationError', ['timeAwayPolicyId']);
    expectError(await t.api.get(`/api/time-away-allocations/${made.id}`, other.token), 404, 'NotFound');
  });

  it('a policy allocated to someone cannot be deleted; deleting the person deletes their allocations with events', async () => {
    const kept = (await t.api.post('/api/time-away-policies', c.token, { name: 'Kept', allowance: 20, carryOverLimit: null })).body.id;
    const leaver = await person();
    const made = (await create({ personId: leaver, timeAwayPolicyId: kept, startDate: '2026-01-01' })).body;
    expectError(await t.api.delete(`/api/time-away-policies/${kept}`, c.token), 422, 'ValidationError', ['id']);
    expect((await t.api.delete(`/api/people/${leaver}`, c.token)).status).toBe(200);
    expect(await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.deleted', objectId: made.id })).toHaveLength(1);
    expect((await t.api.delete(`/api/time-away-policies/${kept}`, c.token)).status).toBe(200);
  });
});
