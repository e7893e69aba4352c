import { newCompany, newLocation, newUser, TestCompany, TestUser } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { allocate, daysOf, FOUR_SHORT_DAYS, newPattern } from '../working-patterns/patterns-support';

/**
 * An entry's `days` count the working days of the pattern in effect on each date (less public holidays) and its
 * `hours` those days' hours. A change of allocation, of a location's pattern or of a pattern's days recomputes the
 * pending entries it affects in the same transaction, with their events; approved entries keep their figures.
 * 2026-03-02 is a Monday; England has no bank holiday in March.
 */
describe('time away counted by the working pattern', () => {
  let t: TestApp;
  let c: TestCompany;
  let paidTimeOff: string;

  const person = (fields: Record<string, unknown> = {}) => newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB', ...fields });
  /** A person's own request: pending. */
  const request = async (who: TestUser, startDate: string, endDate: string, extra: Record<string, unknown> = {}) => {
    const res = await t.api.post('/api/time-away', who.token, { personId: who.personId, timeAwayTypeId: paidTimeOff, startDate, endDate, ...extra });
    expect([res.status, res.body.requestStatus]).toEqual([201, 'pending']);
    return res.body;
  };
  /** An entry the owner makes: approved. */
  const approved = async (who: TestUser, startDate: string, endDate: string) => {
    const res = await t.api.post('/api/time-away', c.token, { personId: who.personId, timeAwayTypeId: paidTimeOff, startDate, endDate });
    expect([res.status, res.body.requestStatus]).toEqual([201, 'approved']);
    return res.body;
  };
  const figures = async (id: string) => {
    const { days, hours } = (await t.api.get(`/api/time-away/${id}`, c.token)).body;
    return { days, hours };
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    paidTimeOff = (await t.api.get('/api/time-away-types', c.token)).body.data.find((x: any) => x.category === 'paidTimeOff').id;
  });
  afterAll(() => t.close());

  it('counts a week off of a 4-day 7.5-hour part-timer as 4 days and 30 hours', async () => {
    const partTimer = await person();
    await allocate(t, c.token, partTimer.personId, await newPattern(t, c.token, FOUR_SHORT_DAYS), '2026-01-01');
    const entry = await request(partTimer, '2026-03-02', '2026-03-08');
    expect({ days: entry.days, hours: entry.hours }).toEqual({ days: 4, hours: 30 });
    // Half days count half the day's hours.
    const halves = await request(partTimer, '2026-03-10', '2026-03-12', { startPeriod: 'pm', endPeriod: 'am' });
    expect({ days: halves.days, hours: halves.hours }).toEqual({ days: 2, hours: 15 });
  });

  it('counts 8-hour days Monday to Friday without any pattern, and the default pattern\'s hours for a person\'s own working days', async () => {
    const plain = await person();
    expect(await request(plain, '2026-03-02', '2026-03-08')).toMatchObject({ days: 5, hours: 40 });
    const other = await newCompany(t);
    const owner = { personId: other.ownerId, token: other.token };
    await newPattern(t, other.token, daysOf({ monday: 6, tuesday: 6 }), { isDefault: true });
    await t.api.patch(`/api/people/${owner.personId}`, other.token, { workingDays: [{ day: 'monday' }, { day: 'wednesday' }] });
    const types = (await t.api.get('/api/time-away-types', other.token)).body.data;
    const made = await t.api.post('/api/time-away', other.token, {
      personId: owner.personId, timeAwayTypeId: types.find((x: any) => x.category === 'paidTimeOff').id, startDate: '2026-03-02', endDate: '2026-03-08',
    });
    // Monday at the default pattern's 6 hours, Wednesday (not in the default) at 8.
    expect(made.body).toMatchObject({ days: 2, hours: 14 });
  });

  it('recomputes a pending entry spanning a pattern allocated from mid-month, and not an approved one', async () => {
    const who = await person();
    const pending = await request(who, '2026-03-09', '2026-03-20');
    const decided = await approved(who, '2026-04-13', '2026-04-17');
    expect({ days: pending.days, hours: pending.hours }).toEqual({ days: 10, hours: 80 });

    await allocate(t, c.token, who.personId, await newPattern(t, c.token, FOUR_SHORT_DAYS), '2026-03-16');
    // The first week at 5 days of 8 hours, the second at the pattern's 4 days of 7.5.
    expect(await figures(pending.id)).toEqual({ days: 9, hours: 70 });
    expect(await figures(decided.id)).toEqual({ days: 5, hours: 40 });
    const updates = (await eventsOf(t, c.companyId, { objectId: pending.id })).filter((e) => e.type === 'timeAway.updated');
    expect(updates.map((e) => e.payload.data.previousAttributes)).toEqual([expect.objectContaining({ days: 10, hours: 80 })]);
    expect(await eventsOf(t, c.companyId, { objectId: decided.id })).toHaveLength(1);
  });

  it('recomputes the pending entries of a location\'s people when its pattern changes, and of a pattern\'s people when its days do', async () => {
    const locationId = await newLocation(t, c.token);
    const who = await person({ locationId });
    const pending = await request(who, '2026-03-02', '2026-03-06');
    const pattern = await newPattern(t, c.token, daysOf({ monday: 4, tuesday: 4 }));
    expect((await t.api.patch(`/api/locations/${locationId}`, c.token, { workingPatternId: pattern })).status).toBe(200);
    expect(await figures(pending.id)).toEqual({ days: 2, hours: 8 });
    expect((await t.api.patch(`/api/working-patterns/${pattern}`, c.token, { days: daysOf({ monday: 6, friday: 6, saturday: 6 }) })).status).toBe(200);
    expect(await figures(pending.id)).toEqual({ days: 2, hours: 12 });
  });

  it('recomputes pending entries when an allocation changes or goes', async () => {
    const who = await person();
    const pending = await request(who, '2026-03-02', '2026-03-06');
    const allocation = await allocate(t, c.token, who.personId, await newPattern(t, c.token, FOUR_SHORT_DAYS), '2026-03-04');
    expect(await figures(pending.id)).toEqual({ days: 4, hours: 31 });
    expect((await t.api.patch(`/api/working-pattern-allocations/${allocation}`, c.token, { startDate: '2026-03-02' })).status).toBe(200);
    expect(await figures(pending.id)).toEqual({ days: 4, hours: 30 });
    expect((await t.api.delete(`/api/working-pattern-allocations/${allocation}`, c.token)).status).toBe(200);
    expect(await figures(pending.id)).toEqual({ days: 5, hours: 40 });
  });
});
