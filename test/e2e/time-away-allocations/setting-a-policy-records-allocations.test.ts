import { Clock } from '../../../src/core/clock';
import { newCompany, newPerson, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Every way of setting a person's policy records an allocation: `timeAwayAllocation` on create (from the start
 * date), a location's policy change (its people move to the new policy from the company's today, the day in its
 * first location's timezone). A person's current policy is the allocation in effect today.
 */
describe('setting a policy records allocations', () => {
  let t: TestApp;
  let c: TestCompany;
  let defaultPolicy: string;
  let generous: string;
  let auckland: string;

  const allocationsOf = async (personId: string) =>
    (await t.api.get(`/api/time-away-allocations?personId=${personId}&$sort[startDate]=1`, c.token)).body.data
      .map((a: any) => [a.timeAwayPolicyId, a.startDate, a.endDate]);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    generous = (await t.api.post('/api/time-away-policies', c.token, { name: 'Generous', allowance: 30, carryOverLimit: 10 })).body.id;
    // The company's first location is in Auckland (UTC+13 in March): its "today" is a day ahead of UTC's at noon UTC.
    auckland = (await t.api.post('/api/locations', c.token, { city: 'Auckland', countryCode: 'NZ', timeAwayPolicyId: defaultPolicy })).body.id;
  });
  afterAll(async () => {
    t.app.get(Clock).reset();
    await t.close();
  });

  it('a person created with timeAwayAllocation gets an open allocation from their start date, with its event', async () => {
    const person = await newPerson(t, c.token, auckland, { employmentStartDate: '2025-02-03', timeAwayAllocation: { timeAwayPolicyId: generous } });
    expect(await allocationsOf(person.id)).toEqual([[generous, '2025-02-03', null]]);
    const [event] = await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.created' })
      .then((events) => events.filter((e) => e.payload.data.object.personId === person.id));
    expect(event.payload.data.object).toEqual(expect.objectContaining({ personId: person.id, timeAwayPolicyId: generous, startDate: '2025-02-03', endDate: null }));
  });

  it('a person created without one has none, and follows their location\'s policy', async () => {
    const person = await newPerson(t, c.token, auckland, { employmentStartDate: '2025-02-03' });
    expect(await allocationsOf(person.id)).toEqual([]);
    const balance = (await t.api.get(`/api/time-away-balances?personId=${person.id}`, c.token)).body.data[0];
    expect(balance.timeAwayPolicyId).toBe(defaultPolicy);
  });

  it('a location\'s policy change ends its people\'s allocations yesterday and opens the new policy from today (company time)', async () => {
    const location = (await t.api.post('/api/locations', c.token, { city: 'Wellington', countryCode: 'NZ', timeAwayPolicyId: defaultPolicy })).body.id;
    const allocated = await newPerson(t, c.token, location, { employmentStartDate: '2025-01-01', timeAwayAllocation: { timeAwayPolicyId: defaultPolicy } });
    const following = await newPerson(t, c.token, location, { employmentStartDate: '2024-06-01' });
    const elsewhere = await newPerson(t, c.token, auckland, { employmentStartDate: '2024-06-01', timeAwayAllocation: { timeAwayPolicyId: defaultPolicy } });
    t.app.get(Clock).freezeAt(new Date('2026-03-10T12:00:00Z'));
    try {
      expect((await t.api.patch(`/api/locations/${location}`, c.token, { timeAwayPolicyId: generous })).status).toBe(200);
    } finally {
      t.app.get(Clock).reset();
    }
    // 2026-03-10 12:00 UTC is 2026-03-11 01:00 in Auckland.
    expect(await allocationsOf(allocated.id)).toEqual([[defaultPolicy, '2025-01-01', '2026-03-10'], [generous, '2026-03-11', null]]);
    // The days that followed the location keep the policy they had.
    expect(await allocationsOf(following.id)).toEqual([[defaultPolicy, '2024-06-01', '2026-03-10'], [generous, '2026-03-11', null]]);
    expect(await allocationsOf(elsewhere.id)).toEqual([[defaultPolicy, '2024-06-01', null]]);

    const updated = (await eventsOf(t, c.companyId, { type: 'timeAwayAllocation.updated' })).filter((e) => e.payload.data.object.personId === allocated.id);
    expect(updated.map((e) => [e.payload.data.object.endDate, e.payload.data.previousAttributes])).toEqual([['2026-03-10', expect.objectContaining({ endDate: null })]]);
  });

  it('the current policy is the allocation in effect today', async () => {
    // A company on UTC (Reykjavik), so its today is the UTC date this test computes.
    const u = await newCompany(t);
    const uDefault = (await t.api.get('/api/time-away-policies', u.token)).body.data[0].id;
    const uGenerous = (await t.api.post('/api/time-away-policies', u.token, { name: 'Generous', allowance: 30 })).body.id;
    const reykjavik = (await t.api.post('/api/locations', u.token, { city: 'Reykjavik', countryCode: 'IS', timeAwayPolicyId: uDefault })).body.id;
    const person = await newPerson(t, u.token, reykjavik, { employmentStartDate: '2024-01-01', timeAwayAllocation: { timeAwayPolicyId: uDefault } });
    const [first] = (await t.api.get(`/api/time-away-allocations?personId=${person.id}`, u.token)).body.data;
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    // Ends in ten days; a planned allocation follows: today's policy is still the first.
    const dayBefore = new Date(Date.parse(later) - 86_400_000).toISOString().slice(0, 10);
    expect((await t.api.patch(`/api/time-away-allocations/${first.id}`, u.token, { endDate: dayBefore })).status).toBe(200);
    expect((await t.api.post('/api/time-away-allocations', u.token, { personId: person.id, timeAwayPolicyId: uGenerous, startDate: later })).status).toBe(201);
    expect((await t.api.get(`/api/time-away-balances?personId=${person.id}`, u.token)).body.data[0].timeAwayPolicyId).toBe(uDefault);
    // Moved to start today: it is the current one.
    expect((await t.api.patch(`/api/time-away-allocations/${first.id}`, u.token, { endDate: new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10) })).status).toBe(200);
    const planned = (await t.api.get(`/api/time-away-allocations?personId=${person.id}&timeAwayPolicyId=${uGenerous}`, u.token)).body.data[0];
    expect((await t.api.patch(`/api/time-away-allocations/${planned.id}`, u.token, { startDate: today })).status).toBe(200);
    expect((await t.api.get(`/api/time-away-balances?personId=${person.id}`, u.token)).body.data[0].timeAwayPolicyId).toBe(uGenerous);
  });
});
