import { HolidayRegions1763700000090 } from '../../../migrations/1763700000090-holiday-regions';
import { Clock } from '../../../src/core/clock';
import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A person's public holidays are their location's country-region or country; in the UK that is the nation
 * (England, Scotland, Wales, Northern Ireland), whose bank holidays differ: England has the August bank holiday
 * on the last Monday of August and Easter Monday, Scotland the first Monday of August and no Easter Monday.
 * Remote people (their city) and offices (their state, else their city) alike.
 */
describe('UK public holidays follow the nation of the place', () => {
  let t: TestApp;
  let c: TestCompany;
  let paidTimeOff: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    paidTimeOff = (await t.api.get('/api/time-away-types', c.token)).body.data.find((d: any) => d.category === 'paidTimeOff').id;
  });
  afterAll(() => t.close());

  const days = async (personId: string, startDate: string, endDate: string) => {
    const res = await t.api.post('/api/time-away', c.token, { personId, timeAwayTypeId: paidTimeOff, startDate, endDate });
    expect(res.status).toBe(201);
    await t.api.delete(`/api/time-away/${res.body.id}`, c.token);
    return res.body.days;
  };
  const remote = (remoteCity: string) => newPerson(t, c.token, 'remote', { remoteCity, remoteCountryCode: 'GB' });
  const atOffice = async (city: string) => {
    const locationId = await newLocation(t, c.token, { city, countryCode: 'GB' });
    return { location: (await t.api.get(`/api/locations/${locationId}`, c.token)).body, person: await newPerson(t, c.token, locationId) };
  };

  it('a remote person in London is in England: the August bank holiday and Easter Monday are holidays', async () => {
    const person = await remote('London');
    expect(person.remoteRegionCode).toBe('GB-ENG');
    expect(await days(person.id, '2026-08-31', '2026-09-04')).toBe(4);
    expect(await days(person.id, '2026-08-03', '2026-08-07')).toBe(5);
    expect(await days(person.id, '2026-04-03', '2026-04-10')).toBe(4);
  });

  it('a remote person in Edinburgh is in Scotland: the first Monday of August, not Easter Monday', async () => {
    const person = await remote('Edinburgh');
    expect(person.remoteRegionCode).toBe('GB-SCT');
    expect(await days(person.id, '2026-08-03', '2026-08-07')).toBe(4);
    expect(await days(person.id, '2026-08-31', '2026-09-04')).toBe(5);
    expect(await days(person.id, '2026-04-03', '2026-04-10')).toBe(5);
  });

  it('an office in London or Edinburgh without a state gives its people their nation\'s holidays', async () => {
    const london = await atOffice('London');
    expect(london.location.regionCode).toBe('GB-ENG');
    expect(london.location.isAddressInvalid).toBe(false);
    expect(await days(london.person.id, '2026-08-31', '2026-09-04')).toBe(4);
    expect(await days(london.person.id, '2026-04-03', '2026-04-10')).toBe(4);
    const edinburgh = await atOffice('Edinburgh');
    expect(edinburgh.location.regionCode).toBe('GB-SCT');
    expect(await days(edinburgh.person.id, '2026-08-03', '2026-08-07')).toBe(4);
    expect(await days(edinburgh.person.id, '2026-04-03', '2026-04-10')).toBe(5);
  });

  it('the calendar feed of a remote person in London holds the August bank holiday', async () => {
    const person = await remote('London');
    const token = await feedTokenOf(t, person.id);
    t.app.get(Clock).freezeAt(new Date('2026-08-01T00:00:00Z'));
    try {
      const feed = (await t.api.get(`/api/calendar-feeds/${token}.ics`)).body as string;
      expect(feed).toMatch(/DTSTART;VALUE=DATE:20260831/);
      expect(feed).toMatch(/DTSTART;VALUE=DATE:20260406/); // Easter Monday
      expect(feed).not.toMatch(/DTSTART;VALUE=DATE:20260803/); // Scotland's summer bank holiday
    } finally {
      t.app.get(Clock).reset();
    }
  });

  it('stored regions from before (a borough, or none) are recomputed by the migration', async () => {
    const london = await remote('London');
    const edinburgh = await remote('Edinburgh');
    const office = await newLocation(t, c.token, { city: 'Edinburgh', countryCode: 'GB' });
    await t.db.query(`UPDATE people SET remote_region_code = CASE id WHEN $1 THEN 'GB-WSM' ELSE NULL END WHERE id IN ($1, $2)`, [london.id, edinburgh.id]);
    await t.db.query('UPDATE locations SET region_code = NULL WHERE id = $1', [office]);
    const runner = t.db.createQueryRunner();
    try {
      await new HolidayRegions1763700000090().up(runner);
    } finally {
      await runner.release();
    }
    expect((await t.api.get(`/api/people/${london.id}`, c.token)).body.remoteRegionCode).toBe('GB-ENG');
    expect((await t.api.get(`/api/people/${edinburgh.id}`, c.token)).body.remoteRegionCode).toBe('GB-SCT');
    expect((await t.api.get(`/api/locations/${office}`, c.token)).body.regionCode).toBe('GB-SCT');
  });
});
