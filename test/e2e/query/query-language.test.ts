import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * The query language (spec "Filtering", D8) through the HTTP stack, on time-away types:
 * a company starts with 7 default types; the tests add more.
 */
describe('query language', () => {
  let t: TestApp;
  let c: TestCompany;
  const list = (qs: string) => t.api.get(`/api/time-away-types?${qs}`, c.token);
  const names = (res: any) => res.body.data.map((d: any) => d.name);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    for (let i = 0; i < 30; i++) {
      const res = await t.api.post('/api/time-away-types', c.token, { name: `Extra ${String(i).padStart(2, '0')}`, isTimeOff: i % 2 === 0, category: 'other' });
      expect(res.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('returns the list envelope with defaults: limit 100, skip 0', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 37, limit: 100, skip: 0, data: expect.any(Array) });
    expect(res.body.data).toHaveLength(37);
  });

  it('clamps $limit above 250 to 250 and says so', async () => {
    const res = await list('$limit=1000');
    expect(res.body.limit).toBe(250);
  });

  it('$limit=0 counts only', async () => {
    const res = await list('$limit=0&category=other');
    expect(res.body).toEqual({ total: 31, limit: 0, skip: 0, data: [] });
  });

  it.each(['-1', '1.5', 'abc', ''])('refuses $limit=%s and $skip=%s with 422 naming the parameter', async (value) => {
    for (const param of ['$limit', '$skip']) {
      const res = await list(`${param}=${value}`);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('QueryParameterValidationError');
      expect(res.body.message).toContain(param);
    }
  });

  it('pages stably by createdAt then id: pages join up to the whole list with no gaps or repeats', async () => {
    const all = (await list('$limit=250')).body.data.map((d: any) => d.id);
    const paged: string[] = [];
    for (let skip = 0; skip < all.length; skip += 4) paged.push(...(await list(`$limit=4&$skip=${skip}`)).body.data.map((d: any) => d.id));
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(37);
    const created = (await list('$limit=250')).body.data.map((d: any) => d.createdAt);
    expect([...created].sort()).toEqual(created);
  });

  it('$skip past the end gives an empty page with the true total', async () => {
    const res = await list('$skip=500');
    expect(res.body).toEqual({ total: 37, limit: 100, skip: 500, data: [] });
  });

  it('equality and $eq / $ne', async () => {
    expect(names(await list('name=Extra%2003'))).toEqual(['Extra 03']);
    expect(names(await list('name[$eq]=Extra%2003'))).toEqual(['Extra 03']);
    expect((await list('category[$ne]=other')).body.total).toBe(6);
    expect((await list('isTimeOff=false')).body.total).toBe(2 + 15);
    expect((await list('isTimeOff[$ne]=true')).body.total).toBe(17);
  });

  it('$in and $nin in the repeated form and the indexed form', async () => {
    const repeated = await list('category[$in]=sickLeave&category[$in]=workTravel');
    const indexed = await list('category[$in][0]=sickLeave&category[$in][1]=workTravel');
    expect(names(repeated).sort()).toEqual(['Sick leave', 'Work travel']);
    expect(names(indexed)).toEqual(names(repeated));
    const single = await list('category[$in]=sickLeave');
    expect(names(single)).toEqual(['Sick leave']);
    const nin = await list('category[$nin]=other&category[$nin]=sickLeave');
    expect(nin.body.total).toBe(5);
    expect(names(nin)).not.toContain('Sick leave');
  });

  it('$gt, $gte, $lt, $lte on date-times and dates', async () => {
    const all = (await list('$limit=250')).body.data;
    const pivot = all[10].createdAt;
    const gt = await list(`createdAt[$gt]=${pivot}&$limit=250`);
    const gte = await list(`createdAt[$gte]=${pivot}&$limit=250`);
    const lt = await list(`createdAt[$lt]=${pivot}&$limit=250`);
    const lte = await list(`createdAt[$lte]=${pivot}&$limit=250`);
    expect(gte.body.total).toBe(gt.body.total + all.filter((d: any) => d.createdAt === pivot).length);
    expect(lt.body.total + gte.body.total).toBe(37);
    expect(lte.body.total + gt.body.total).toBe(37);
    const range = await list(`createdAt[$gte]=${all[5].createdAt}&createdAt[$lte]=${all[7].createdAt}`);
    expect(range.body.data.map((d: any) => d.id)).toEqual(expect.arrayContaining([all[5].id, all[6].id, all[7].id]));
    const byDate = await list('createdAt[$gte]=2000-01-01');
    expect(byDate.body.total).toBe(37);
    const future = await list('createdAt[$gt]=2999-01-01');
    expect(future.body.total).toBe(0);
  });

  it('$or of condition groups', async () => {
    const res = await list('$or[0][name]=Extra%2001&$or[1][category]=sickLeave');
    expect(names(res).sort()).toEqual(['Extra 01', 'Sick leave']);
    const withOps = await list('$or[0][category][$in]=workTravel&$or[0][category][$in]=sickLeave&$or[1][name][$eq]=Extra%2002');
    expect(names(withOps).sort()).toEqual(['Extra 02', 'Sick leave', 'Work travel']);
  });

  it('$sort where the resource allows it', async () => {
    const asc = names(await list('$sort[name]=1&$limit=250'));
    const desc = names(await list('$sort[name]=-1&$limit=250'));
    expect(asc.slice(0, 2)).toEqual(['Extra 00', 'Extra 01']);
    expect(desc).toEqual([...asc].reverse());
    expect(asc).not.toEqual(names(await list('$limit=250')));
  });

  it.each([
    ['colour=red', 'colour'],
    ['category[$gt]=other', 'category[$gt]'],
    ['category=holiday', 'category'],
    ['isTimeOff=yes', 'isTimeOff'],
    ['createdAt[$gt]=yesterday', 'createdAt[$gt]'],
    ['createdAt[$gt]=2024-02-30', 'createdAt[$gt]'],
    ['createdAt=2024-01-01', 'createdAt'],
    ['name[$regex]=x', 'name[$regex]'],
    ['$sort[colour]=1', '$sort[colour]'],
    ['$sort[name]=up', '$sort[name]'],
    ['$or=x', '$or'],
    ['$or[0][colour]=x', '$or[0][colour]'],
    ['$or[0][createdAt][$gt]=2024-01-01', '$or[0][createdAt]'],
    ['name[$in][0][deep]=x', 'name[$in]'],
    ['$or[500][name]=x', '$or'],
    ['$populate=all', '$populate'],
  ])('refuses %s with 422 QueryParameterValidationError naming %s', async (qs, parameter) => {
    const res = await list(qs);
    expect(res.status).toBe(422);
    expect(res.body.name).toBe('QueryParameterValidationError');
    expect(res.body.message).toContain(parameter);
  });

  it('refuses nesting past the depth limit and too many parameters instead of truncating', async () => {
    const deep = await list('name[a][b][c][d][e][f][g]=x');
    expect(deep.status).toBe(422);
    expect(deep.body.name).toBe('QueryParameterValidationError');
    const many = await list(Array.from({ length: 300 }, (_, i) => `p${i}=1`).join('&'));
    expect(many.status).toBe(422);
    expect(many.body.name).toBe('QueryParameterValidationError');
  });

  it('ignores prototype keys rather than polluting objects', async () => {
    const res = await list('__proto__[polluted]=yes&constructor[prototype][x]=1');
    expect(res.status).toBe(422);
    expect(({} as any).polluted).toBeUndefined();
  });

  it('values are parameters, never SQL', async () => {
    const res = await list(`name=${encodeURIComponent("x' OR '1'='1")}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
  });
});
