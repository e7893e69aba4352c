import { Clock } from '../../../src/core/clock';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { balanceHelpers } from '../time-away-balances/balances-support';
import { exportCsv } from './exports-support';

/** The export's `ptoPolicy` is the person's policy on the company's today (its first location's timezone), as balances judge today. */
describe('data exports: ptoPolicy on the company\'s today', () => {
  let t: TestApp;
  let c: TestCompany;
  const h = () => balanceHelpers(t, () => c);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(async () => {
    t.app.get(Clock).reset();
    await t.close();
  });

  it('names the policy of the allocation in effect on the company\'s date, not UTC\'s', async () => {
    const defaultPolicy = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    const before = await h().policy({ name: 'Until the tenth', allowance: 25 });
    const after = await h().policy({ name: 'From the eleventh', allowance: 30 });
    // The company's first location is in Auckland (UTC+13 in March).
    expect((await t.api.post('/api/locations', c.token, { city: 'Auckland', countryCode: 'NZ', timeAwayPolicyId: defaultPolicy })).status).toBe(201);
    const person = await h().person('2020-01-01');
    await h().allocate(person, before, '2020-01-01', '2026-03-10');
    await h().allocate(person, after, '2026-03-11');
    const email = (await t.api.get(`/api/people/${person}`, c.token)).body.email;

    // 2026-03-10 12:00 UTC is 2026-03-11 01:00 in Auckland.
    t.app.get(Clock).freezeAt(new Date('2026-03-10T12:00:00Z'));
    const { rows } = await exportCsv(t, c.token, { fields: ['email', 'ptoPolicy'] });
    expect(rows.find((r) => r.email === email)).toEqual({ email, ptoPolicy: 'From the eleventh' });
    expect((await h().balance(person)).timeAwayPolicyId).toBe(after);

    t.app.get(Clock).freezeAt(new Date('2026-03-10T10:00:00Z')); // 23:00 on the tenth in Auckland
    const earlier = await exportCsv(t, c.token, { fields: ['email', 'ptoPolicy'] });
    expect(earlier.rows.find((r) => r.email === email)).toEqual({ email, ptoPolicy: 'Until the tenth' });
  });
});
