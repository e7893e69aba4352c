import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newEntry, setTimesheets } from '../../support/timesheets';

/**
 * Timesheet entries (docs/decisions-work-time.md, "Timesheets"): `HH:mm` times on a date, the duration computed, the
 * end after the start, filters by person and date, sorted by date, events and audit entries; another company's
 * people and entries do not exist.
 */
describe('timesheet entries', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
    ada = await newUser(t, c.companyId, 'user');
  });
  afterAll(() => t.close());

  it('records a stretch of a day with its duration, and answers it as every read does', async () => {
    const made = await t.api.post('/api/timesheet-entries', ada.token, { personId: ada.personId, date: '2027-02-01', startTime: '09:00', endTime: '17:30', note: 'Sprint work' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String), personId: ada.personId, date: '2027-02-01', startTime: '09:00', endTime: '17:30',
      duration: { hours: 8, minutes: 30 }, note: 'Sprint work', createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect(Object.keys(made.body)).toEqual(['id', 'personId', 'date', 'startTime', 'endTime', 'duration', 'note', 'createdAt', 'updatedAt']);
    expect((await t.api.get(`/api/timesheet-entries/${made.body.id}`, ada.token)).body).toEqual(made.body);

    const changed = await t.api.patch(`/api/timesheet-entries/${made.body.id}`, ada.token, { endTime: '24:00', note: null });
    expect(changed.body).toMatchObject({ startTime: '09:00', endTime: '24:00', duration: { hours: 15, minutes: 0 }, note: null });
    const events = await eventsOf(t, c.companyId, { objectId: made.body.id });
    expect(events.map((e) => e.type)).toEqual(['timesheetEntry.created', 'timesheetEntry.updated']);
    expect(events[1].payload.data.previousAttributes).toEqual(expect.objectContaining({ endTime: '17:30', note: 'Sprint work' }));
    const [audit] = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1 AND action = 'timesheetEntry.updated' AND target_id = $2`, [c.companyId, made.body.id]);
    expect(audit.n).toBe(1);

    expect((await t.api.delete(`/api/timesheet-entries/${made.body.id}`, ada.token)).body).toEqual({ id: made.body.id, deleted: true });
    expect((await eventsOf(t, c.companyId, { objectId: made.body.id })).map((e) => e.type).pop()).toBe('timesheetEntry.deleted');
  });

  it('refuses an end not after the start, times that are not HH:mm, unknown fields and a missing date (422 naming them)', async () => {
    const body = { personId: ada.personId, date: '2027-02-02', startTime: '09:00', endTime: '17:00' };
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, endTime: '09:00' }), 422, 'ValidationError', ['endTime']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, startTime: '18:00' }), 422, 'ValidationError', ['endTime']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, startTime: '9:00', endTime: '25:00' }), 422, 'ValidationError', ['startTime', 'endTime']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, startTime: '24:00' }), 422, 'ValidationError', ['startTime']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, startTime: 900 }), 422, 'ValidationError', ['startTime']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, date: '2027-02-30' }), 422, 'ValidationError', ['date']);
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, hours: 8 }), 422, 'ValidationError', ['hours']);
    const { date: _date, ...withoutDate } = body;
    expectError(await t.api.post('/api/timesheet-entries', ada.token, withoutDate), 422, 'ValidationError', ['date']);
    const entry = await newEntry(t, ada.token, body);
    expectError(await t.api.patch(`/api/timesheet-entries/${entry.id}`, ada.token, { startTime: '17:00' }), 422, 'ValidationError', ['endTime']);
    expectError(await t.api.patch(`/api/timesheet-entries/${entry.id}`, ada.token, { personId: c.ownerId }), 422, 'ValidationError', ['personId']);
  });

  it('lets entries touch but not overlap (422 on startTime), and another person overlap freely', async () => {
    const body = { personId: ada.personId, date: '2027-02-03' };
    await newEntry(t, ada.token, { ...body, startTime: '09:00', endTime: '12:00' });
    await newEntry(t, ada.token, { ...body, startTime: '12:00', endTime: '13:00' });
    expectError(await t.api.post('/api/timesheet-entries', ada.token, { ...body, startTime: '11:59', endTime: '12:30' }), 422, 'ValidationError', ['startTime']);
    await newEntry(t, c.token, { personId: c.ownerId, date: '2027-02-03', startTime: '11:00', endTime: '12:30' });
    const later = await newEntry(t, c.token, { personId: c.ownerId, date: '2027-02-03', startTime: '14:00', endTime: '15:00' });
    // Moving an entry onto another of its person's is refused too.
    expectError(await t.api.patch(`/api/timesheet-entries/${later.id}`, c.token, { startTime: '12:00' }), 422, 'ValidationError', ['startTime']);
  });

  it('filters by person and by date (the query language), sorts by date', async () => {
    const bo = await newUser(t, c.companyId, 'user');
    const made = [];
    for (const date of ['2027-03-10', '2027-03-08', '2027-03-09']) made.push(await newEntry(t, c.token, { personId: bo.personId, date, startTime: '10:00', endTime: '11:00' }));
    const [tenth, eighth, ninth] = made.map((e) => e.id);
    expect(ids(await t.api.get(`/api/timesheet-entries?personId=${bo.personId}&$sort[date]=1`, c.token))).toEqual([eighth, ninth, tenth]);
    expect(ids(await t.api.get(`/api/timesheet-entries?personId=${bo.personId}&$sort[date]=-1`, c.token))).toEqual([tenth, ninth, eighth]);
    expect(ids(await t.api.get(`/api/timesheet-entries?personId=${bo.personId}&date=2027-03-09`, c.token))).toEqual([ninth]);
    expect(ids(await t.api.get(`/api/timesheet-entries?personId[$in]=${bo.personId}&date[$gte]=2027-03-09&$sort[date]=1`, c.token))).toEqual([ninth, tenth]);
    expectError(await t.api.get('/api/timesheet-entries?date=yesterday', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/timesheet-entries?startTime=09:00', c.token), 422, 'QueryParameterValidationError');
  });

  it('knows no person and no entry of another company (422 on personId, 404)', async () => {
    const other = await newCompany(t);
    await setTimesheets(t, other, true);
    const theirs = await newEntry(t, other.token, { personId: other.ownerId, date: '2027-04-01', startTime: '09:00', endTime: '10:00' });
    expectError(await t.api.post('/api/timesheet-entries', c.token, { personId: other.ownerId, date: '2027-04-01', startTime: '09:00', endTime: '10:00' }), 422, 'ValidationError', ['personId']);
    expectError(await t.api.get(`/api/timesheet-entries/${theirs.id}`, c.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/timesheet-entries/${theirs.id}`, c.token, { note: 'x' }), 404, 'NotFound');
    expectError(await t.api.delete(`/api/timesheet-entries/${theirs.id}`, c.token), 404, 'NotFound');
    expect(ids(await t.api.get(`/api/timesheet-entries?personId=${other.ownerId}`, c.token))).toEqual([]);
  });
});
