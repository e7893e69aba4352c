import { Clock } from '../../../src/core/clock';
import { newCompany, newPerson, TestCompany } from '../../support/factories';
import { eventsOf } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A person's own `locationId` change is a way of setting their policy: moved to an office whose policy differs from
 * theirs today, they take it from the company's today (from their start date if they have not started), recorded as
 * a location's policy change is. Moving to an office of the policy they have, to remote, or to no location records nothing.
 */
describe('a person moving to another location takes its policy', () => {
  let t: TestApp;
  let c: TestCompany;
  let defaultPolicy: string;
  let generous: string;
  let auckland: string;
  let wellington: string;
  let christchurch: string;

  const allocationsOf = async (personId: string) =>
    (await t.api.get(`/api/time-away-allocations?personId=${personId}&$sort[startDate]=1`, c.token)).body.data
      .map((a: any) => [a.timeAwayPolicyId, a.startDate, a.endDate]);
  /** Moves the person at 2026-03-10 12:00 UTC, which is 2026-03-11 01:00 in Auckland (the company's first location). */
  const move = async (personId: string, body: Record<string, unknown>) => {
    t.app.get(Clock).freezeAt(new Date('2026-03-10T12:00:00Z'));
    try {
      const res = await t.api.patch(`/api/people/${personId}`, c.token, body);
      expect(res.status).toBe(200);
    } finally {
      t.app.get(Clock).reset();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    generous = (await t.api.post('/api/time-away-policies', c.token, { name: 'Generous', allowance: 30 })).body.id;
    const location = async (city: string, timeAwayPolicyId: string) =>
      (await t.api.post('/api/locations', c.token, { city, countryCode: 'NZ', timeAwayPolicyId })).body.id;
    auckland = await location('Auckland', defaultPolicy);
    wellington = await location('Wellington', generous);
    christchurch = await location('Christchurch', defaultPolicy);
  });
  afterAll(() => t.close());

  it('ends their allocation yesterday and opens the new office\'s policy from today (company time), with events', async () => {
    const person = await newPerson(t, c.token, auckland, { employmentStartDate: '2025-01-01', timeAwayAllocation: { timeAwayPolicyId: defaultPolicy } });
    await move(person.id, { locationId: wellington });
    expect(await allocationsOf(person.id)).toEqual([[defaultPolicy, '2025-01-01', '2026-03-10'], [generous, '2026-03-11', null]]);
    const events = (await eventsOf(t, c.companyId)).filter((e) => e.type.startsWith('timeAwayAllocation.') && e.payload.data.object.personId === person.id);
    expect(events.map((e) => [e.type, e.payload.data.object.timeAwayPolicyId, e.payload.data.object.endDate])).toEqual([
      ['timeAwayAllocation.created', defaultPolicy, null],
      ['timeAwayAllocation.updated', defaultPolicy, '2026-03-10'],
      ['timeAwayAllocation.created', generous, null],
    ]);
  });

  it('records the policy the days before followed for someone no allocation covered', async () => {
    const person = await newPerson(t, c.token, auckland, { employmentStartDate: '2024-06-01' });
    await move(person.id, { locationId: wellington });
    expect(await allocationsOf(person.id)).toEqual([[defaultPolicy, '2024-06-01', '2026-03-10'], [generous, '2026-03-11', null]]);
  });

  it('moves someone who has not started yet from their start date', async () => {
    const person = await newPerson(t, c.token, auckland, { employmentStartDate: '2026-06-01', timeAwayAllocation: { timeAwayPolicyId: defaultPolicy } });
    await move(person.id, { locationId: wellington });
    expect(await allocationsOf(person.id)).toEqual([[generous, '2026-06-01', null]]);
  });

  it('records nothing for a move to an office of the policy they have, to remote, or to the same location', async () => {
    const allocated = await newPerson(t, c.token, auckland, { employmentStartDate: '2025-01-01', timeAwayAllocation: { timeAwayPolicyId: defaultPolicy } });
    await move(allocated.id, { locationId: christchurch });
    await move(allocated.id, { locationId: 'remote', remoteCity: 'Austin', remoteCountryCode: 'US' });
    expect(await allocationsOf(allocated.id)).toEqual([[defaultPolicy, '2025-01-01', null]]);

    // Their own policy, not the office they leave, is what the new office's is compared with.
    const special = await newPerson(t, c.token, auckland, { employmentStartDate: '2025-01-01', timeAwayAllocation: { timeAwayPolicyId: generous } });
    await move(special.id, { locationId: wellington });
    await move(special.id, { locationId: wellington, firstName: 'Same' });
    expect(await allocationsOf(special.id)).toEqual([[generous, '2025-01-01', null]]);
  });
});
