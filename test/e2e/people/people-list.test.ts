import { newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** GET /api/people: the spec's filters exactly (`email`, `status`, `createdAt`, `updatedAt`), in SQL. */
describe('people: list', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;
  const ids: Record<string, string> = {};

  const list = async (query: string) => {
    const res = await t.api.get(`/api/people${query}`, c.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const idsOf = (body: any) => body.data.map((p: any) => p.id).sort();

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
    ids.owner = c.ownerId;
    ids.active = (await newPerson(t, c.token, london, { email: 'Active.Person@Example.com' })).id;
    ids.future = (await newPerson(t, c.token, london, { employmentStartDate: utcDay(20) })).id;
    ids.leaving = (await newPerson(t, c.token, london, { employmentEndDate: utcDay(5) })).id;
    ids.offboarded = (await newPerson(t, c.token, london, { employmentEndDate: utcDay(-1) })).id;
    ids.newHire = (await t.api.post('/api/people', c.token, { status: 'newHire', email: 'new.hire@example.com' })).body.id;
    // Spread the creation times so date ranges can tell them apart.
    const order = ['owner', 'active', 'future', 'leaving', 'offboarded', 'newHire'];
    for (const [i, key] of order.entries()) {
      await t.db.query(`UPDATE people SET created_at = $2, updated_at = $3 WHERE id = $1`, [ids[key], `2025-01-0${i + 1}T12:00:00.000Z`, `2025-02-0${i + 1}T12:00:00.000Z`]);
    }
  });
  afterAll(() => t.close());

  describe('status', () => {
    it('defaults to active, counting people with a future start date and a future end date', async () => {
      const body = await list('');
      expect(idsOf(body)).toEqual([ids.owner, ids.active, ids.future, ids.leaving].sort());
      expect(body.total).toBe(4);
      expect(body.data.every((p: any) => p.status === 'active')).toBe(true);
    });

    it('status=all returns every status', async () => {
      const body = await list('?status=all');
      expect(body.total).toBe(6);
      expect(new Set(body.data.map((p: any) => p.status))).toEqual(new Set(['active', 'offboarded', 'newHire']));
    });

    it.each([
      ['newHire', ['newHire']],
      ['offboarded', ['offboarded']],
      ['active', ['owner', 'active', 'future', 'leaving']],
    ])('status=%s', async (status, keys) => {
      const body = await list(`?status=${status}`);
      expect(idsOf(body)).toEqual(keys.map((k) => ids[k]).sort());
      expect(body.data.every((p: any) => p.status === status)).toBe(true);
    });

    it('status[$in] takes several', async () => {
      const body = await list('?status[$in]=active&status[$in]=offboarded');
      expect(idsOf(body)).toEqual([ids.owner, ids.active, ids.future, ids.leaving, ids.offboarded].sort());
      expect(idsOf(await list('?status[$in]=newHire'))).toEqual([ids.newHire]);
      expect((await list('?status[$in]=all&status[$in]=newHire')).total).toBe(6);
    });

    it('refuses unknown statuses and other operators', async () => {
      for (const q of ['?status=gone', '?status[$nin]=active', '?status[$in]=active&status[$in]=nope', '?status[$gt]=a']) {
        const res = await t.api.get(`/api/people${q}`, c.token);
        expect(res.status).toBe(422);
        expect(res.body.name).toBe('QueryParameterValidationError');
      }
    });

    it('follows the clock: a person whose end date passes leaves the default list at once', async () => {
      const person = await newPerson(t, c.token, london, { employmentEndDate: utcDay(3) });
      expect(idsOf(await list('?status=active'))).toContain(person.id);
      await t.db.query(`UPDATE people SET employment_end_date = $2 WHERE id = $1`, [person.id, utcDay(-1)]);
      expect(idsOf(await list('?status=active'))).not.toContain(person.id);
      expect(idsOf(await list('?status=offboarded'))).toContain(person.id);
      await t.api.delete(`/api/people/${person.id}`, c.token);
    });
  });

  describe('email', () => {
    it('finds the person by work email, whatever its case', async () => {
      expect(idsOf(await list('?email=active.person@example.com'))).toEqual([ids.active]);
      expect(idsOf(await list('?email=ACTIVE.PERSON@EXAMPLE.COM'))).toEqual([ids.active]);
      expect((await list('?email=nobody@example.com')).total).toBe(0);
    });

    it('combines with status: a new hire is found only with its status', async () => {
      expect((await list('?email=new.hire@example.com')).total).toBe(0);
      expect(idsOf(await list('?email=new.hire@example.com&status=newHire'))).toEqual([ids.newHire]);
    });

    it('takes equality only', async () => {
      const res = await t.api.get('/api/people?email[$in]=a@example.com', c.token);
      expect(res.status).toBe(422);
    });
  });

  describe('createdAt and updatedAt', () => {
    it.each([
      ['createdAt[$gt]=2025-01-02T12:00:00.000Z', ['future', 'leaving']],
      ['createdAt[$gte]=2025-01-02T12:00:00.000Z', ['active', 'future', 'leaving']],
      ['createdAt[$lt]=2025-01-03', ['owner', 'active']],
      ['createdAt[$lte]=2025-01-01T12:00:00Z', ['owner']],
      ['createdAt[$gte]=2025-01-02&createdAt[$lt]=2025-01-04', ['active', 'future']],
      ['updatedAt[$gt]=2025-02-03', ['future', 'leaving']],
      ['updatedAt[$lte]=2025-02-02T12:00:00.000Z', ['owner', 'active']],
      ['updatedAt[$gte]=2025-02-05&status=all', ['offboarded', 'newHire']],
    ])('%s', async (query, keys) => {
      expect(idsOf(await list(`?${query}`))).toEqual(keys.map((k) => ids[k]).sort());
    });

    it('take operators only, with dates or date-times', async () => {
      for (const q of ['createdAt=2025-01-01', 'createdAt[$eq]=2025-01-01', 'createdAt[$ne]=2025-01-01', 'createdAt[$gt]=yesterday', 'updatedAt[$lt]=2025-13-01', 'createdAt[$in]=2025-01-01']) {
        const res = await t.api.get(`/api/people?${q}`, c.token);
        expect(res.status).toBe(422);
        expect(res.body.name).toBe('QueryParameterValidationError');
      }
    });
  });

  describe('anything else', () => {
    it('refuses filters the spec does not name', async () => {
      for (const q of ['firstName=Ada', 'locationId=remote', '$sort[createdAt]=1', '$or[0][email]=a@example.com', 'role=user']) {
        const res = await t.api.get(`/api/people?${q}`, c.token);
        expect(res.status).toBe(422);
        expect(res.body.name).toBe('QueryParameterValidationError');
      }
    });

    it('pages in a stable order with the envelope, clamping the limit to 250', async () => {
      const first = await list('?status=all&$limit=4');
      const second = await list('?status=all&$limit=4&$skip=4');
      expect(first).toEqual(expect.objectContaining({ total: 6, limit: 4, skip: 0 }));
      expect(second.data).toHaveLength(2);
      expect([...first.data, ...second.data].map((p: any) => p.id)).toEqual(['owner', 'active', 'future', 'leaving', 'offboarded', 'newHire'].map((k) => ids[k]));
      expect((await list('?$limit=1000')).limit).toBe(250);
      expect(await list('?$limit=0')).toEqual({ total: 4, limit: 0, skip: 0, data: [] });
    });

    it('shows each person with its current job role', async () => {
      const body = await list('?status=all');
      const active = body.data.find((p: any) => p.id === ids.active);
      expect(active.jobRole).toEqual(expect.objectContaining({ jobTitle: 'Engineer', isFirst: true }));
      expect(body.data.find((p: any) => p.id === ids.future).jobRole).toBeNull();
    });

    it('shows no person of another company', async () => {
      const other = await newCompany(t);
      const body = (await t.api.get('/api/people?status=all', other.token)).body;
      expect(body.data.map((p: any) => p.id)).toEqual([other.ownerId]);
    });
  });
});
