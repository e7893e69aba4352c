import { newCompany, newUser, TestCompany } from '../../support/factories';
import { eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Time-away adjustments: days added to or taken from a person's balance (two decimal places, either sign, never 0,
 * at most 366 either way), with a note of at most 1000 characters. Fields, validation, filters, events and audit.
 */
describe('time-away adjustments', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/time-away-adjustments', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/time-away-adjustments/${id}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('creates with every field (days a number), answers it on retrieve and records the event', async () => {
    const personId = await person();
    const res = await create({ personId, date: '2026-03-02', days: -1.25, note: 'Worked a holiday back' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), personId, date: '2026-03-02', days: -1.25, note: 'Worked a holiday back', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await t.api.get(`/api/time-away-adjustments/${res.body.id}`, c.token)).body).toEqual(res.body);
    const [event] = await eventsOf(t, c.companyId, { type: 'timeAwayAdjustment.created', objectId: res.body.id });
    expect(event.payload.data.object).toEqual(res.body);
    expect((await create({ personId, date: '2026-03-03', days: 2 })).body).toEqual(expect.objectContaining({ days: 2, note: null }));
  });

  it.each([
    [0, 'days'], [366.01, 'days'], [-366.01, 'days'], [1.005, 'days'], ['2', 'days'], [null, 'days'],
  ])('refuses days %p', async (days, field) => {
    expectError(await create({ personId: await person(), date: '2026-01-01', days }), 422, 'ValidationError', [field]);
  });

  it('takes 366 days either way and refuses a long note, a bad date, unknown fields and people of no reach', async () => {
    const personId = await person();
    expect((await create({ personId, date: '2026-01-01', days: 366 })).status).toBe(201);
    expect((await create({ personId, date: '2026-01-01', days: -366 })).status).toBe(201);
    expectError(await create({ personId, date: '2026-01-01', days: 1, note: 'x'.repeat(1001) }), 422, 'ValidationError', ['note']);
    expect((await create({ personId, date: '2026-01-01', days: 1, note: 'x'.repeat(1000) })).status).toBe(201);
    expectError(await create({ personId, date: '2026-02-30', days: 1 }), 422, 'ValidationError', ['date']);
    expectError(await create({ personId, date: '2026-01-01', days: 1, type: 'bonus' }), 422, 'ValidationError', ['type']);
    expectError(await create({}), 422, 'ValidationError', ['personId', 'date', 'days']);
    expectError(await create({ personId: 'nobody', date: '2026-01-01', days: 1 }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId: other.ownerId, date: '2026-01-01', days: 1 }), 422, 'ValidationError', ['personId']);
  });

  it('updates with an event and an audit entry holding the date alone; refuses a changed person; deletes with an event', async () => {
    const made = (await create({ personId: await person(), date: '2026-01-05', days: 1, note: 'first' })).body;
    const res = await patch(made.id, { date: '2026-02-05', days: 1.5, note: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...made, date: '2026-02-05', days: 1.5, note: null, updatedAt: expect.any(String) });
    const [updated] = await eventsOf(t, c.companyId, { type: 'timeAwayAdjustment.updated', objectId: made.id });
    expect(updated.payload.data.previousAttributes).toEqual(expect.objectContaining({ date: '2026-01-05', days: 1, note: 'first' }));
    const [entry] = await t.db.query(
      `SELECT fields, changes FROM audit_events WHERE company_id = $1 AND action = 'timeAwayAdjustment.updated' AND target_id = $2`, [c.companyId, made.id]);
    expect(entry.fields).toEqual(expect.arrayContaining(['date', 'days', 'note']));
    expect(entry.changes).toEqual({ date: { from: '2026-01-05', to: '2026-02-05' } });
    expectError(await patch(made.id, { personId: await person() }), 422, 'ValidationError', ['personId']);
    expectError(await patch(made.id, { days: 0 }), 422, 'ValidationError', ['days']);
    expect((await t.api.delete(`/api/time-away-adjustments/${made.id}`, c.token)).status).toBe(200);
    expect(await eventsOf(t, c.companyId, { type: 'timeAwayAdjustment.deleted', objectId: made.id })).toHaveLength(1);
    expectError(await t.api.get(`/api/time-away-adjustments/${made.id}`, other.token), 404, 'NotFound');
  });

  it('filters by person and date, and sorts by date', async () => {
    const personId = await person();
    const made = {
      march: (await create({ personId, date: '2026-03-01', days: 1 })).body.id,
      january: (await create({ personId, date: '2026-01-01', days: 1 })).body.id,
      nextYear: (await create({ personId, date: '2027-01-01', days: -1 })).body.id,
    };
    await create({ personId: await person(), date: '2026-03-01', days: 1 });
    const list = (query: string) => t.api.get(`/api/time-away-adjustments?${query}`, c.token);
    expect(ids(await list(`personId=${personId}`))).toEqual([made.march, made.january, made.nextYear]);
    expect(ids(await list(`personId=${personId}&date[$gte]=2026-01-01&date[$lt]=2027-01-01&$sort[date]=1`))).toEqual([made.january, made.march]);
    expect(ids(await list(`personId=${personId}&date=2027-01-01`))).toEqual([made.nextYear]);
    expect(ids(await list(`personId=${personId}&$sort[date]=-1`))).toEqual([made.nextYear, made.march, made.january]);
    expectError(await list('days=1'), 422, 'QueryParameterValidationError');
  });
});
