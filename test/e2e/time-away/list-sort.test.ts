import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Time-away lists honour `$sort` (then `createdAt`, `id`), whether narrowed by a person or a date range (found
 * through their indexes first) or not; paging follows the sorted order; hidden fields cannot be sorted by.
 */
describe('time-away list $sort', () => {
  let t: TestApp;
  let c: TestCompany;
  let late: string; // person A, 2026-10-05..2026-10-06 (created first)
  let early: string; // person A, 2026-09-01..2026-09-30 (created second)
  let middle: string; // person B, 2026-09-10..2026-09-11 (created third)
  let sameStart: string; // person B, 2026-10-05..2026-10-05 (created last: same start as `late`, earlier end)
  let personA: string;
  let personB: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const types = await t.api.get('/api/time-away-types', c.token);
    const paid = types.body.data.find((d: { category: string }) => d.category === 'paidTimeOff').id;
    personA = (await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' })).personId;
    personB = (await newUser(t, c.companyId, 'user', undefined, { publicHolidayCalendarId: 'GB' })).personId;
    const make = async (personId: string, startDate: string, endDate: string) => {
      const res = await t.api.post('/api/time-away', c.token, { personId, timeAwayTypeId: paid, startDate, endDate });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    // Created out of date order, so the creation order (the default) differs from every sorted order.
    late = await make(personA, '2026-10-05', '2026-10-06');
    early = await make(personA, '2026-09-01', '2026-09-30');
    middle = await make(personB, '2026-09-10', '2026-09-11');
    sameStart = await make(personB, '2026-10-05', '2026-10-05');
  });
  afterAll(() => t.close());

  it('without $sort the order is creation order', async () => {
    expect(ids(await t.api.get('/api/time-away', c.token))).toEqual([late, early, middle, sameStart]);
    expect(ids(await t.api.get(`/api/time-away?personId[$in]=${personA}&personId[$in]=${personB}`, c.token))).toEqual([late, early, middle, sameStart]);
  });

  it('a list narrowed by person sorts by startDate descending and ascending, ties in creation order', async () => {
    const people = `personId[$in]=${personA}&personId[$in]=${personB}`;
    expect(ids(await t.api.get(`/api/time-away?${people}&$sort[startDate]=-1`, c.token))).toEqual([late, sameStart, middle, early]);
    expect(ids(await t.api.get(`/api/time-away?${people}&$sort[startDate]=1`, c.token))).toEqual([early, middle, late, sameStart]);
    expect(ids(await t.api.get(`/api/time-away?personId=${personA}&$sort[startDate]=-1`, c.token))).toEqual([late, early]);
  });

  it('a list narrowed by a date range sorts by endDate and pages in that order', async () => {
    const range = 'startDate[$lte]=2026-10-31&endDate[$gte]=2026-09-01';
    expect(ids(await t.api.get(`/api/time-away?${range}&$sort[endDate]=1`, c.token))).toEqual([middle, early, sameStart, late]);
    expect(ids(await t.api.get(`/api/time-away?${range}&$sort[endDate]=-1`, c.token))).toEqual([late, sameStart, early, middle]);
    const page = await t.api.get(`/api/time-away?${range}&$sort[endDate]=1&$limit=2&$skip=1`, c.token);
    expect(page.body).toEqual(expect.objectContaining({ total: 4, limit: 2, skip: 1 }));
    expect(ids(page)).toEqual([early, sameStart]);
  });

  it('a second $sort field breaks ties of the first, narrowed or not', async () => {
    const people = `personId[$in]=${personA}&personId[$in]=${personB}`;
    expect(ids(await t.api.get(`/api/time-away?${people}&$sort[startDate]=-1&$sort[endDate]=1`, c.token))).toEqual([sameStart, late, middle, early]);
    expect(ids(await t.api.get('/api/time-away?$sort[startDate]=-1&$sort[endDate]=1', c.token))).toEqual([sameStart, late, middle, early]);
  });

  it('an unnarrowed list sorts by endDate, and by createdAt descending', async () => {
    expect(ids(await t.api.get('/api/time-away?$sort[endDate]=1', c.token))).toEqual([middle, early, sameStart, late]);
    expect(ids(await t.api.get('/api/time-away?$sort[createdAt]=-1', c.token))).toEqual([sameStart, middle, early, late]);
    expect(ids(await t.api.get(`/api/time-away?personId=${personB}&$sort[createdAt]=-1`, c.token))).toEqual([sameStart, middle]);
  });

  it('refuses sorting by a field that may be hidden (the type) or unknown', async () => {
    expectError(await t.api.get('/api/time-away?$sort[timeAwayTypeId]=1', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get(`/api/time-away?personId=${personA}&$sort[note]=1`, c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/time-away?$sort[startDate]=up', c.token), 422, 'QueryParameterValidationError');
  });
});
