import Holidays from 'date-holidays';
import { Clock } from '../../../src/core/clock';
import { newCompany, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
import { eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Public holiday calendars and holidays (D13). */
describe('public holidays', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const publicDates = (country: string, region: string | undefined, year: number) =>
    [...new Set((region ? new Holidays(country, region) : new Holidays(country)).getHolidays(year).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)))];

  it('a country or country-region code is a calendar made on demand; dayCount counts this UTC year', async () => {
    t.app.get(Clock).freezeAt(new Date('2026-05-01T00:00:00Z'));
    try {
      const res = await t.api.get('/api/public-holiday-calendars?id[$in]=GB&id[$in]=GB-SCT&id[$in]=ZZ', c.token);
      expect(res.status).toBe(200);
      expect(res.body.data.map((d: any) => [d.id, d.countryCode, d.regionCode, d.dayCount])).toEqual([
        ['GB', 'GB', null, publicDates('GB', undefined, 2026).length],
        ['GB-SCT', 'GB', 'GB-SCT', publicDates('GB', 'SCT', 2026).length],
      ]);
      expect(res.body.data[1]).toEqual(expect.objectContaining({ name: 'United Kingdom (Scotland)', country: 'United Kingdom', region: 'Scotland', companyId: c.companyId }));
      expect((await t.api.get('/api/public-holiday-calendars/FR', c.token)).body.id).toBe('FR');
      expectError(await t.api.get('/api/public-holiday-calendars/XX-NOPE', c.token), 404, 'NotFound');
      expect(ids(await t.api.get('/api/public-holiday-calendars?id[$nin]=GB', c.token))).toEqual(['GB-SCT', 'FR']);
    } finally {
      t.app.get(Clock).reset();
    }
  });

  it('lists holidays in date order, page after page, whatever order their years were filled in; $sort[date]=-1 reverses it', async () => {
    const list = (q: string) => t.api.get(`/api/public-holidays?publicHolidayCalendarId=FR&${q}`, c.token);
    await list('date[$gte]=2031-01-01&date[$lte]=2031-12-31'); // 2031 is filled before 2030
    const range = 'date[$gte]=2030-01-01&date[$lte]=2031-12-31';
    const all = (await list(`${range}&$limit=250`)).body;
    const dates = all.data.map((h: any) => h.date);
    expect(dates.length).toBeGreaterThan(15);
    expect(dates).toEqual([...dates].sort());
    const paged: string[] = [];
    for (let skip = 0; skip < all.total; skip += 4) paged.push(...(await list(`${range}&$limit=4&$skip=${skip}`)).body.data.map((h: any) => h.date));
    expect(paged).toEqual(dates);
    expect((await list(`${range}&$limit=250&$sort[date]=-1`)).body.data.map((h: any) => h.date)).toEqual([...dates].reverse());
  });

  it('lists the public holidays (type public only) of GB vs GB-SCT for a date range', async () => {
    const range = 'date[$gte]=2026-01-01&date[$lte]=2026-12-31&$limit=250';
    const gb = await t.api.get(`/api/public-holidays?publicHolidayCalendarId=GB&${range}`, c.token);
    const sct = await t.api.get(`/api/public-holidays?publicHolidayCalendarId=GB-SCT&${range}`, c.token);
    expect(gb.body.data.map((h: any) => h.date).sort()).toEqual(publicDates('GB', undefined, 2026).sort());
    expect(sct.body.data.map((h: any) => h.date).sort()).toEqual(publicDates('GB', 'SCT', 2026).sort());
    expect(sct.body.data.map((h: any) => h.date)).toContain('2026-11-30');
    expect(gb.body.data.map((h: any) => h.date)).not.toContain('2026-11-30');
    expect(sct.body.data[0]).toEqual({ id: expect.any(String), date: expect.any(String), name: expect.any(String), publicHolidayCalendarId: 'GB-SCT' });
    const both = await t.api.get(`/api/public-holidays?publicHolidayCalendarId[$in]=GB&publicHolidayCalendarId[$in]=GB-SCT&date=2026-12-25`, c.token);
    expect(both.body.data.map((h: any) => [h.publicHolidayCalendarId, h.name]).sort()).toEqual([['GB', 'Christmas Day'], ['GB-SCT', 'Christmas Day']]);
    // Asked again, nothing is copied twice.
    expect((await t.api.get(`/api/public-holidays?publicHolidayCalendarId=GB&${range}`, c.token)).body.total).toBe(gb.body.total);
  });

  it('requires publicHolidayCalendarId and date (422), answers 404 for an unknown code and 405 to POST', async () => {
    expectError(await t.api.get('/api/public-holidays?publicHolidayCalendarId=GB', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/public-holidays?date=2026-01-01', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/public-holidays?publicHolidayCalendarId=GB&date=yesterday', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/public-holidays?publicHolidayCalendarId=GB&date[$gte]=1000-01-01&date[$lte]=2500-01-01', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/public-holidays?publicHolidayCalendarId=QQ&date=2026-01-01', c.token), 404, 'NotFound');
    expectError(await t.api.post('/api/public-holidays', c.token, { date: '2026-01-01', name: 'x', publicHolidayCalendarId: 'GB' }), 405, 'MethodNotAllowed');
    // public:read is enough.
    const reader = await newUser(t, c.companyId, 'user', ['public:read']);
    expect((await t.api.get('/api/public-holidays?publicHolidayCalendarId=GB&date=2026-12-25', reader.token)).body.total).toBe(1);
  });

  it('calendars and holidays are the company\'s own rows', async () => {
    const other = await newCompany(t);
    expect((await t.api.get('/api/public-holiday-calendars', other.token)).body.total).toBe(0);
    await t.api.get('/api/public-holidays?publicHolidayCalendarId=GB&date=2026-12-25', other.token);
    expect(ids(await t.api.get('/api/public-holiday-calendars', other.token))).toEqual(['GB']);
  });

  it('the calendar of a person: their own, else their location\'s region or country, else the company\'s country', async () => {
    const edinburgh = await newLocation(t, c.token, { city: 'Edinburgh', state: 'Scotland', countryCode: 'GB' });
    const type = (await t.api.get('/api/time-away-types', c.token)).body.data.find((d: any) => d.category === 'paidTimeOff').id;
    const stAndrews = { timeAwayTypeId: type, startDate: '2026-11-30', endDate: '2026-11-30' };
    const scot = await newPerson(t, c.token, edinburgh);
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, personId: scot.id })).body.days).toBe(0);
    const own = await newPerson(t, c.token, edinburgh, { publicHolidayCalendarId: 'GB-ENG' });
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, personId: own.id })).body.days).toBe(1);
    // No location: the company's country (its first location's), GB: St Andrew's Day is a working day, Christmas is not.
    const nowhere = await newUser(t, c.companyId, 'user');
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, personId: nowhere.personId })).body.days).toBe(1);
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, startDate: '2026-12-25', endDate: '2026-12-25', personId: nowhere.personId })).body.days).toBe(0);
    // A region the holidays library does not know (Île-de-France, FR-J) has its country's holidays: Bastille Day.
    const parisLocation = await t.api.post('/api/locations', c.token, {
      city: 'Paris', state: 'Île-de-France', countryCode: 'FR', timeAwayPolicyId: (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id,
    });
    expect(parisLocation.body.regionCode).toBe('FR-J');
    const parisian = await newPerson(t, c.token, parisLocation.body.id);
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, startDate: '2026-07-14', endDate: '2026-07-14', personId: parisian.id })).body.days).toBe(0);
    expect((await t.api.post('/api/time-away', c.token, { ...stAndrews, startDate: '2026-07-15', endDate: '2026-07-15', personId: parisian.id })).body.days).toBe(1);
    // An unknown calendar on a person answers 422.
    expectError(await t.api.patch(`/api/people/${own.id}`, c.token, { publicHolidayCalendarId: 'XX-NOPE' }), 422, 'ValidationError', ['publicHolidayCalendarId']);
  });

  it('a location whose region or country changes recomputes the pending entries of its people without a calendar of their own', async () => {
    // London without a state is in England (GB-ENG); with the state Scotland, in Scotland.
    const locationId = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
    const person = await newUser(t, c.companyId, 'user', undefined, { locationId });
    const pinned = await newUser(t, c.companyId, 'user', undefined, { locationId, publicHolidayCalendarId: 'GB-ENG' });
    const type = (await t.api.get('/api/time-away-types', c.token)).body.data.find((d: any) => d.category === 'paidTimeOff').id;
    // 30 November 2026: St Andrew's Day, a holiday in Scotland only.
    const request = async (who: { personId: string; email: string }) =>
      (await t.api.post('/api/time-away', await tokenFor(t, who.email, ['private:write']), { personId: who.personId, timeAwayTypeId: type, startDate: '2026-11-30', endDate: '2026-11-30' })).body;
    const [entry, pinnedEntry] = [await request(person), await request(pinned)];
    expect([entry.requestStatus, entry.days, pinnedEntry.days]).toEqual(['pending', 1, 1]);

    expect((await t.api.patch(`/api/locations/${locationId}`, c.token, { state: 'Scotland' })).status).toBe(200);
    expect((await t.api.get(`/api/time-away/${entry.id}`, c.token)).body.days).toBe(0);
    expect((await t.api.get(`/api/time-away/${pinnedEntry.id}`, c.token)).body.days).toBe(1);
    const updates = await eventsOf(t, c.companyId, { type: 'timeAway.updated', objectId: entry.id });
    expect(updates.map((e) => [e.payload.data.object.days, e.payload.data.previousAttributes?.days])).toEqual([[0, 1]]);

    expect((await t.api.patch(`/api/locations/${locationId}`, c.token, { state: null })).status).toBe(200);
    expect((await t.api.get(`/api/time-away/${entry.id}`, c.token)).body.days).toBe(1);
  });

  it('a remote person moving city recomputes their pending entries (their calendar is their city\'s region)', async () => {
    const person = await newUser(t, c.companyId, 'user', undefined, { locationId: 'remote', remoteCountryCode: 'US', remoteCity: 'Austin', remoteRegionCode: 'US-TX' });
    const type = (await t.api.get('/api/time-away-types', c.token)).body.data.find((d: any) => d.category === 'paidTimeOff').id;
    // 19 April 2027: Patriots' Day, a public holiday in Massachusetts, not in Texas.
    const entry = (await t.api.post('/api/time-away', await tokenFor(t, person.email, ['private:write']), {
      personId: person.personId, timeAwayTypeId: type, startDate: '2027-04-19', endDate: '2027-04-19',
    })).body;
    expect([entry.requestStatus, entry.days]).toEqual(['pending', 1]);
    expect((await t.api.patch(`/api/people/${person.personId}`, c.token, { remoteCity: 'Boston' })).status).toBe(200);
    expect((await t.api.get(`/api/time-away/${entry.id}`, c.token)).body.days).toBe(0);
  });

  it('a person\'s calendar or working days changing recomputes pending entries, not approved ones', async () => {
    const person = await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB-ENG' });
    const token = await tokenFor(t, person.email, ['private:write']);
    const type = (await t.api.get('/api/time-away-types', c.token)).body.data.find((d: any) => d.category === 'paidTimeOff').id;
    const pending = await t.api.post('/api/time-away', token, { personId: person.personId, timeAwayTypeId: type, startDate: '2026-11-30', endDate: '2026-11-30', startPeriod: 'am' });
    const approved = await t.api.post('/api/time-away', c.token, { personId: person.personId, timeAwayTypeId: type, startDate: '2026-11-30', endDate: '2026-11-30', startPeriod: 'pm' });
    expect(approved.status).toBe(201);
    expect([pending.body.requestStatus, pending.body.days, approved.body.days]).toEqual(['pending', 0.5, 0.5]);
    expect((await t.api.patch(`/api/people/${person.personId}`, c.token, { publicHolidayCalendarId: 'GB-SCT' })).status).toBe(200);
    expect((await t.api.get(`/api/time-away/${pending.body.id}`, c.token)).body.days).toBe(0);
    expect((await t.api.get(`/api/time-away/${approved.body.id}`, c.token)).body.days).toBe(0.5);
    // The recomputed entry is a change subscribers hear of; the approved one is untouched.
    const updates = await eventsOf(t, c.companyId, { type: 'timeAway.updated', objectId: pending.body.id });
    expect(updates.map((e) => [e.payload.data.object.days, e.payload.data.previousAttributes?.days])).toEqual([[0, 0.5]]);
    expect(await eventsOf(t, c.companyId, { type: 'timeAway.updated', objectId: approved.body.id })).toEqual([]);
    await t.api.patch(`/api/people/${person.personId}`, c.token, { publicHolidayCalendarId: 'GB-ENG', workingDays: [{ day: 'tuesday' }] });
    expect((await t.api.get(`/api/time-away/${pending.body.id}`, c.token)).body.days).toBe(0);
    await t.api.patch(`/api/people/${person.personId}`, c.token, { workingDays: null });
    expect((await t.api.get(`/api/time-away/${pending.body.id}`, c.token)).body.days).toBe(0.5);
  });
});
