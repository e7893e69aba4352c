import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Allocations are listed by person, policy and dates (the query language), and sorted by start date. */
describe('time-away allocations: filters and sort', () => {
  let t: TestApp;
  let c: TestCompany;
  let policies: string[];
  let personId: string;
  let made: Record<string, string>;

  const list = (query: string) => t.api.get(`/api/time-away-allocations?${query}`, c.token);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    policies = [
      (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id,
      (await t.api.post('/api/time-away-policies', c.token, { name: 'Other', allowance: 20 })).body.id,
    ];
    personId = (await newUser(t, c.companyId, 'user')).personId;
    const create = async (policy: string, startDate: string, endDate: string | null) =>
      (await t.api.post('/api/time-away-allocations', c.token, { personId, timeAwayPolicyId: policy, startDate, endDate })).body.id as string;
    // Made out of date order, so creation order and date order differ.
    made = {
      middle: await create(policies[1], '2025-01-01', '2025-12-31'),
      last: await create(policies[0], '2026-01-01', null),
      first: await create(policies[0], '2024-01-01', '2024-12-31'),
    };
    await t.api.post('/api/time-away-allocations', c.token, { personId: (await newUser(t, c.companyId, 'user')).personId, timeAwayPolicyId: policies[1], startDate: '2024-01-01' });
  });
  afterAll(() => t.close());

  it('filters by person and policy', async () => {
    expect(ids(await list(`personId=${personId}`)).sort()).toEqual(Object.values(made).sort());
    expect(ids(await list(`personId=${personId}&timeAwayPolicyId=${policies[1]}`))).toEqual([made.middle]);
    expect(ids(await list(`personId=${personId}&timeAwayPolicyId[$in]=${policies[0]}`)).sort()).toEqual([made.first, made.last].sort());
  });

  it('filters by dates; an open allocation has no end', async () => {
    expect(ids(await list(`personId=${personId}&startDate[$gte]=2025-01-01`)).sort()).toEqual([made.middle, made.last].sort());
    // In effect on 2026-05-01: started by then, not ended before.
    expect(ids(await list(`personId=${personId}&startDate[$lte]=2026-05-01&endDate[$gte]=2026-05-01`))).toEqual([made.last]);
    expect(ids(await list(`personId=${personId}&endDate[$lt]=2025-06-01`))).toEqual([made.first]);
  });

  it('sorts by start date either way; without $sort in creation order', async () => {
    expect(ids(await list(`personId=${personId}&$sort[startDate]=1`))).toEqual([made.first, made.middle, made.last]);
    expect(ids(await list(`personId=${personId}&$sort[startDate]=-1`))).toEqual([made.last, made.middle, made.first]);
    expect(ids(await list(`personId=${personId}`))).toEqual([made.middle, made.last, made.first]);
  });

  it('refuses unknown filters, bad dates and sorting by other fields', async () => {
    expectError(await list('note=x'), 422, 'QueryParameterValidationError');
    expectError(await list('startDate[$gte]=2026-13-01'), 422, 'QueryParameterValidationError');
    expectError(await list('$sort[endDate]=1'), 422, 'QueryParameterValidationError');
  });
});
