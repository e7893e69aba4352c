import { TimeAwayBalancesService } from '../../../src/modules/time-away/balances/time-away-balances.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Time-away balances per person and policy year. The default policy: 25 days, 5 carried over. */
describe('time-away balances', () => {
  let t: TestApp;
  let c: TestCompany;
  let types: Record<string, string>;

  const take = async (personId: string, startDate: string, endDate: string, category = 'paidTimeOff', token = c.token) => {
    const res = await t.api.post('/api/time-away', token, { personId, timeAwayTypeId: types[category], startDate, endDate });
    expect(res.status).toBe(201);
    return res.body;
  };
  const balance = async (personId: string, year: number, token = c.token) =>
    (await t.api.get(`/api/time-away-balances?personId=${personId}&year=${year}`, token)).body.data[0];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const res = await t.api.get('/api/time-away-types', c.token);
    types = Object.fromEntries(res.body.data.map((d: any) => [d.category, d.id]));
  });
  afterAll(() => t.close());

  it('pro-rates the allowance of a mid-year starter', async () => {
    const starter = await newUser(t, c.companyId, 'user', undefined, { employmentStartDate: '2026-07-02', publicHolidayCalendarId: 'GB' });
    // 183 of 365 days: 12.53, to the nearest half day.
    expect(await balance(starter.personId, 2026)).toEqual(expect.objectContaining({
      personId: starter.personId, year: 2026, unlimited: false, allowance: 12.5, carriedOver: 0, used: 0, pending: 0, balance: 12.5,
    }));
    expect((await balance(starter.personId, 2025)).allowance).toBe(0);
    expect((await balance(starter.personId, 2027)).allowance).toBe(25);
  });

  it('carries over unused days up to the limit; counts approved paid time off as used and pending apart', async () => {
    const person = await newUser(t, c.companyId, 'user', undefined, { employmentStartDate: '2020-01-01', publicHolidayCalendarId: 'GB' });
    await take(person.personId, '2025-03-03', '2025-03-14'); // 10 days in 2025
    await take(person.personId, '2026-03-02', '2026-03-04'); // 3 days
    await take(person.personId, '2026-03-09', '2026-03-13', 'sickLeave'); // not paid time off
    await take(person.personId, '2026-04-07', '2026-04-08', 'paidTimeOff', person.token); // pending, 2 days
    expect(await balance(person.personId, 2026)).toEqual(expect.objectContaining({
      allowance: 25, carriedOver: 5, used: 3, pending: 2, balance: 27, unlimited: false,
    }));
    // Under a policy allowing 30 carried over, the 15 unused days of 2025 all carry.
    const generous = await t.api.post('/api/time-away-policies', c.token, { name: 'Generous carry', allowance: 25, carryOverLimit: 30 });
    const allocated = await t.api.post('/api/time-away-allocations', c.token, { personId: person.personId, timeAwayPolicyId: generous.body.id, startDate: '2020-01-01' });
    expect(allocated.status).toBe(201);
    expect(await balance(person.personId, 2026)).toEqual(expect.objectContaining({ carriedOver: 15, balance: 37 }));
  });

  it('an unlimited policy says so; a location\'s policy change applies to everyone there', async () => {
    const unlimited = await t.api.post('/api/time-away-policies', c.token, { name: 'Unlimited', allowance: null, carryOverLimit: null });
    const location = await newLocation(t, c.token, { city: 'Leeds', countryCode: 'GB' });
    const person = await newPerson(t, c.token, location, { employmentStartDate: '2024-01-01' });
    expect((await balance(person.id, 2026)).allowance).toBe(25);
    expect((await t.api.patch(`/api/locations/${location}`, c.token, { timeAwayPolicyId: unlimited.body.id })).status).toBe(200);
    await take(person.id, '2026-05-04', '2026-05-05');
    expect(await balance(person.id, 2026)).toEqual(expect.objectContaining({
      timeAwayPolicyId: unlimited.body.id, unlimited: true, allowance: null, carriedOver: null, balance: null, used: 1,
    }));
  });

  it('several people at once through the service, in one query', async () => {
    const a = await newUser(t, c.companyId, 'user', undefined, { employmentStartDate: '2020-01-01' });
    const b = await newUser(t, c.companyId, 'user', undefined, { employmentStartDate: '2026-07-02' });
    const rows = await t.app.get(TimeAwayBalancesService).balancesFor(c.companyId, [a.personId, b.personId, 'unknown'], 2026);
    expect(rows.map((r) => [r.personId, r.allowance]).sort()).toEqual([[a.personId, 25], [b.personId, 12.5]].sort());
    const listed = await t.api.get(`/api/time-away-balances?personId[$in]=${a.personId}&personId[$in]=${b.personId}&year=2026`, c.token);
    expect(listed.body.data).toHaveLength(2);
  });

  it('access: the person, their manager, owner, admin and finance; others 404; private:read needed; other companies 404', async () => {
    const manager = await newUser(t, c.companyId, 'user');
    const report = await newUser(t, c.companyId, 'user');
    const outsider = await newUser(t, c.companyId, 'user');
    await t.api.post('/api/job-roles', c.token, { personId: report.personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: manager.personId });
    const finance = await newUser(t, c.companyId, 'finance');
    for (const token of [c.token, report.token, manager.token, finance.token]) {
      expect((await t.api.get(`/api/time-away-balances?personId=${report.personId}`, token)).status).toBe(200);
    }
    expectError(await t.api.get(`/api/time-away-balances?personId=${report.personId}`, outsider.token), 404, 'NotFound');
    expectError(await t.api.get(`/api/time-away-balances?personId=${report.personId}`, await tokenFor(t, report.email, ['public:read'])), 403, 'Forbidden');
    // D5: a new hire is there for owner and admin only.
    const newHire = await newUser(t, c.companyId, 'user', undefined, { status: 'newHire' });
    const admin = await newUser(t, c.companyId, 'admin');
    expect((await t.api.get(`/api/time-away-balances?personId=${newHire.personId}`, admin.token)).status).toBe(200);
    expectError(await t.api.get(`/api/time-away-balances?personId=${newHire.personId}`, finance.token), 404, 'NotFound');
    const other = await newCompany(t);
    expectError(await t.api.get(`/api/time-away-balances?personId=${report.personId}`, other.token), 404, 'NotFound');
    expectError(await t.api.get('/api/time-away-balances', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get(`/api/time-away-balances?personId=${report.personId}&year=20x6`, c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get(`/api/time-away-balances?personId=${report.personId}&month=1`, c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get(`/api/time-away-balances?personId[$nin]=${report.personId}`, c.token), 422, 'QueryParameterValidationError');
    // 100 people at most (the query string's list limit); past it the parser's own message, not "personId is required".
    const many = (n: number) => Array.from({ length: n }, (_, i) => `personId[$in]=p${i}`).join('&');
    expect((await t.api.get(`/api/time-away-balances?${many(100)}`, c.token)).status).not.toBe(422);
    const tooMany = await t.api.get(`/api/time-away-balances?${many(101)}`, c.token);
    expectError(tooMany, 422, 'QueryParameterValidationError');
    expect(tooMany.body.message).not.toMatch(/is required/);
  });
});
