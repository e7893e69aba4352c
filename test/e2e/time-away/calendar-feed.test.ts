import { newCompany, newLocation, newPerson, TestCompany, tokenFor } from '../../support/factories';
import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

// ical.js ships ESM types; its CommonJS build is what jest loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js');

/** The calendar feed: no bearer token, the feed token is the credential; RFC 5545, parsed back. */
describe('calendar feed', () => {
  let t: TestApp;
  let c: TestCompany;
  let types: Record<string, string>;
  let manager: any;
  let report: any;
  let outsider: any;

  const tokenOfPerson = (personId: string) => feedTokenOf(t, personId);
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return calendar.getAllSubcomponents('vevent').map((v: unknown) => new ICAL.Event(v)) as any[];
  };
  const take = (personId: string, fields: Record<string, unknown>, token = c.token) =>
    t.api.post('/api/time-away', token, { personId, timeAwayTypeId: types.paidTimeOff, ...fields });

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    types = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((d: any) => [d.category, d.id]));
    const edinburgh = await newLocation(t, c.token, { city: 'Edinburgh', state: 'Scotland', countryCode: 'GB' });
    manager = await newPerson(t, c.token, edinburgh, { firstName: 'Mona' });
    report = await newPerson(t, c.token, edinburgh, { firstName: 'Rita', jobRole: { jobTitle: 'Engineer', reportingTo: manager.id } });
    outsider = await newPerson(t, c.token, edinburgh, { firstName: 'Otto' });
  });
  afterAll(() => t.close());

  it('holds the approved time away of the person and their reports and their public holidays, valid iCalendar', async () => {
    const year = new Date().getUTCFullYear();
    const d = (md: string) => `${year + 1}-${md}`;
    await take(manager.id, { startDate: d('03-02'), endDate: d('03-04'), timeAwayTypeId: types.sickLeave, note: 'private' });
    await take(report.id, { startDate: d('03-10'), endDate: d('03-10'), startPeriod: 'pm' });
    await take(report.id, { startDate: d('07-14'), endDate: d('07-14'), startPeriod: 'am' });
    await take(outsider.id, { startDate: d('03-11'), endDate: d('03-11') });
    const hire = await t.api.post('/api/people', c.token, {
      firstName: 'Nina', lastName: 'New', email: `nina-${Date.now()}@example.com`, status: 'newHire', employmentStartDate: d('01-05'),
      locationId: manager.locationId, jobRole: { jobTitle: 'Engineer', reportingTo: manager.id },
    });
    expect(hire.status).toBe(201);
    expect((await take(hire.body.id, { startDate: d('03-12'), endDate: d('03-12') })).status).toBe(201);
    const reportToken = await tokenFor(t, report.email, ['private:write']);
    const pending = await take(report.id, { startDate: d('04-01'), endDate: d('04-01') }, reportToken);
    expect(pending.body.requestStatus).toBe('pending');

    const res = await t.api.get(`/api/calendar-feeds/${await tokenOfPerson(manager.id)}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['ratelimit-limit']).toBeDefined();
    const text = res.body as string;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:/);
    expect(text).not.toContain('private');
    const events = parse(text);
    const bySummary = new Map(events.map((e) => [e.summary, e]));

    const own = bySummary.get('Sick leave')!;
    expect(own.startDate.isDate).toBe(true);
    expect(own.startDate.toString()).toBe(d('03-02'));
    expect(own.endDate.toString()).toBe(d('03-05')); // DTEND is exclusive
    // The report's afternoon: a timed event from noon to midnight in Europe/London (GMT in March).
    const half = events.find((e) => e.summary.startsWith('Rita') && e.startDate.toJSDate().getUTCMonth() === 2)!;
    expect(half.startDate.isDate).toBe(false);
    expect(half.startDate.toJSDate().toISOString()).toBe(`${d('03-10')}T12:00:00.000Z`);
    expect(half.endDate.toJSDate().toISOString()).toBe(`${d('03-11')}T00:00:00.000Z`);
    // Her July morning is a morning in Edinburgh: British Summer Time, an hour ahead of UTC.
    const summer = events.find((e) => e.summary.startsWith('Rita') && e.startDate.toJSDate().getUTCMonth() >= 5)!;
    expect(summer.startDate.toJSDate().toISOString()).toBe(`${d('07-13')}T23:00:00.000Z`);
    expect(summer.endDate.toJSDate().toISOString()).toBe(`${d('07-14')}T11:00:00.000Z`);
    expect(events.some((e) => e.summary.startsWith('Otto'))).toBe(false);
    expect(events.some((e) => e.summary.startsWith('Nina'))).toBe(false); // a report still in newHire status (D5)
    expect(events.filter((e) => e.startDate.toString() === d('04-01') && e.summary.startsWith('Rita'))).toHaveLength(0);
    // Scottish holidays: St Andrew's Day.
    expect(events.some((e) => /Andrew/.test(e.summary) && e.startDate.isDate)).toBe(true);
    for (const e of events) expect(e.uid).toMatch(/@personnel$/);

    // The report's feed: their own entry without their name, not their manager's.
    const reportFeed = parse((await t.api.get(`/api/calendar-feeds/${await tokenOfPerson(report.id)}.ics`)).body);
    expect(reportFeed.filter((e) => e.summary === 'Paid time off').map((e) => e.startDate.toJSDate().toISOString()))
      .toEqual([`${d('03-10')}T12:00:00.000Z`, `${d('07-13')}T23:00:00.000Z`]);
    expect(reportFeed.some((e) => e.summary === 'Sick leave')).toBe(false);
  });

  it('an unknown or reset token answers 404 with the error object; no bearer token needed', async () => {
    const old = await tokenOfPerson(outsider.id);
    expect((await t.api.get(`/api/calendar-feeds/${old}.ics`)).status).toBe(200);
    const ownToken = await tokenFor(t, outsider.email, ['private:write']);
    expect((await t.api.patch(`/api/people/${outsider.id}`, ownToken, { calendarFeedToken: 'reset' })).status).toBe(200);
    expectError(await t.api.get(`/api/calendar-feeds/${old}.ics`), 404, 'NotFound');
    expect((await t.api.get(`/api/calendar-feeds/${await tokenOfPerson(outsider.id)}.ics`)).status).toBe(200);
    expectError(await t.api.get('/api/calendar-feeds/unknown-token.ics'), 404, 'NotFound');
    // Like their API tokens, the feed of someone who can no longer sign in (offboarded) stops at once.
    const current = await tokenOfPerson(outsider.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await t.api.patch(`/api/people/${outsider.id}`, c.token, { employmentEndDate: yesterday })).status).toBe(200);
    expectError(await t.api.get(`/api/calendar-feeds/${current}.ics`), 404, 'NotFound');
    expectError(await t.api.get(`/api/calendar-feeds/${await tokenOfPerson(outsider.id)}`), 404, 'NotFound');
  });
});
