import { ASSIGNABLE_ROLES, AssignableRole } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { COMPENSATION_PERIODS } from '../../../src/modules/compensations/compensation.entity';
import { inEffectOnSql } from '../../../src/modules/compensations/compensation-in-effect.sql';
import { newCompany, newUser, setGrants, TestCompany, TestUser } from '../../support/factories';
import { effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Compensations (spec "Compensation", D5, D7, D9): exact amounts, periods, endings, $asOf, roles. */
describe('compensations', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let employee: TestUser;
  let types: Record<string, string>;

  const body = (overrides: Record<string, unknown> = {}) => ({
    personId: employee.personId,
    compensationTypeId: types.salary,
    amount: '85000.00',
    currency: 'EUR',
    period: 'annual',
    effectiveDate: '2025-01-01',
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}, token = c.token) => t.api.post('/api/compensations', token, body(overrides));

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    employee = await newUser(t, c.companyId, 'user');
    const list = await t.api.get('/api/compensation-types', c.token);
    types = Object.fromEntries(list.body.data.map((type: any) => [type.baseType, type.id]));
    types.custom = (await t.api.post('/api/compensation-types', c.token, { name: 'Allowance' })).body.id;
  });
  afterAll(() => t.close());

  describe('create and retrieve', () => {
    it('creates with every field and returns the full object', async () => {
      const res = await create({ compensationTypeId: types.bonus, note: 'Signing', endDate: '2025-12-31', endReason: 'One-off' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), personId: employee.personId, compensationTypeId: types.bonus, amount: '85000.00', currency: 'EUR',
        period: 'annual', note: 'Signing', effectiveDate: '2025-01-01', endDate: '2025-12-31', endReason: 'One-off',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), updatedAt: expect.any(String),
      });
      expect((await t.api.get(`/api/compensations/${res.body.id}`, c.token)).body).toEqual(res.body);
    });

    it('optional fields default to null', async () => {
      const res = await t.api.post('/api/compensations', c.token, {
        personId: employee.personId, compensationTypeId: types.equity, amount: '1000', period: 'fixed', effectiveDate: '2024-06-01',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({ currency: null, note: null, endDate: null, endReason: null }));
    });

    it.each([
      ['85000.00', '85000.00'],
      ['85000', '85000'],
      ['0.10', '0.10'],
      ['123456789012345.123456', '123456789012345.123456'],
      ['12.5%', '12.5%'],
      ['100%', '100%'],
      ['0%', '0%'],
    ])('stores amount %s exactly (read back as %s)', async (amount, expected) => {
      const res = await create({ amount });
      expect(res.status).toBe(201);
      expect(res.body.amount).toBe(expected);
      expect((await t.api.get(`/api/compensations/${res.body.id}`, c.token)).body.amount).toBe(expected);
      const stored = await t.db.query('SELECT amount::text AS amount, is_percentage FROM compensations WHERE id = $1', [res.body.id]);
      expect(stored[0]).toEqual({ amount: expected.replace('%', ''), is_percentage: expected.endsWith('%') });
    });

    it.each(['abc', '12,5', '-5', '1e5', '12.5%%', '%', '', ' 12', '12.', '.5', '1.1234567', '1234567890123456', 85000, null])(
      'refuses amount %p with 422 on amount',
      async (amount) => {
        expectError(await create({ amount }), 422, 'ValidationError', ['amount']);
      },
    );

    it.each(COMPENSATION_PERIODS.map((p) => [p]))('accepts period %s', async (period) => {
      const res = await create({ period });
      expect(res.status).toBe(201);
      expect(res.body.period).toBe(period);
    });

    it.each(['yearly', 'Annual', 'fortnightly', '', 1])('refuses period %p', async (period) => {
      expectError(await create({ period }), 422, 'ValidationError', ['period']);
    });

    it.each(['EUR', 'USD', 'GBP', 'JPY', 'CHF'])('accepts currency %s (ISO 4217)', async (currency) => {
      expect((await create({ currency })).status).toBe(201);
    });

    it.each(['eur', 'EU', 'EURO', 'ABC', 'XYZ', '', 978])('refuses currency %p', async (currency) => {
      expectError(await create({ currency }), 422, 'ValidationError', ['currency']);
    });

    it.each(['2025-02-30', '2025-1-1', '01/01/2025', '2025-01-01T00:00:00Z', ''])('refuses effectiveDate %p', async (effectiveDate) => {
      expectError(await create({ effectiveDate }), 422, 'ValidationError', ['effectiveDate']);
    });

    it('answers dates the database cannot hold with 422, never 500', async () => {
      expect((await create({ effectiveDate: '0000-01-01' })).status).toBe(422);
      expect((await t.api.get('/api/compensations?$asOf=0000-01-01', c.token)).status).toBe(422);
      expect((await create({ effectiveDate: '9999-12-31' })).status).toBe(201);
    });

    it('names every missing required field', async () => {
      const res = await t.api.post('/api/compensations', c.token, {});
      expectError(res, 422, 'ValidationError', ['personId', 'compensationTypeId', 'amount', 'period', 'effectiveDate']);
    });

    it('refuses unknown fields and bad optional types', async () => {
      expectError(await create({ type: 'salary' }), 422, 'ValidationError', ['type']);
      expectError(await create({ note: 5 }), 422, 'ValidationError', ['note']);
      expectError(await create({ endReason: true }), 422, 'ValidationError', ['endReason']);
      expectError(await create({ endDate: '2025-13-01', compensationTypeId: types.bonus }), 422, 'ValidationError', ['endDate']);
    });

    it('refuses a person or type of another company, or unknown, with 422 on that field', async () => {
      const foreignTypes = await t.api.get('/api/compensation-types', other.token);
      expectError(await create({ personId: other.ownerId }), 422, 'ValidationError', ['personId']);
      expectError(await create({ personId: 'nobody' }), 422, 'ValidationError', ['personId']);
      expectError(await create({ compensationTypeId: foreignTypes.body.data[0].id }), 422, 'ValidationError', ['compensationTypeId']);
      expectError(await create({ compensationTypeId: 'nothing' }), 422, 'ValidationError', ['compensationTypeId']);
    });

    it('another company\'s compensation is 404 to retrieve, update and delete', async () => {
      const id = (await create()).body.id;
      expectError(await t.api.get(`/api/compensations/${id}`, other.token), 404, 'NotFound');
      expectError(await t.api.patch(`/api/compensations/${id}`, other.token, { amount: '1' }), 404, 'NotFound');
      expectError(await t.api.delete(`/api/compensations/${id}`, other.token), 404, 'NotFound');
      expectError(await t.api.get('/api/compensations/unknown', c.token), 404, 'NotFound');
    });
  });

  describe('endDate and endReason only for bonus, commission and custom', () => {
    it.each(['bonus', 'commission', 'custom'])('%s takes endDate and endReason', async (base) => {
      const res = await create({ compensationTypeId: types[base], endDate: '2025-06-30', endReason: 'Plan ended' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({ endDate: '2025-06-30', endReason: 'Plan ended' }));
    });

    it.each(['salary', 'equity'])('%s refuses endDate and endReason with 422', async (base) => {
      expectError(await create({ compensationTypeId: types[base], endDate: '2025-06-30' }), 422, 'ValidationError', ['endDate']);
      expectError(await create({ compensationTypeId: types[base], endReason: 'x' }), 422, 'ValidationError', ['endReason']);
      expectError(
        await create({ compensationTypeId: types[base], endDate: '2025-06-30', endReason: 'x' }),
        422, 'ValidationError', ['endDate', 'endReason'],
      );
      // null is "no end": accepted.
      expect((await create({ compensationTypeId: types[base], endDate: null, endReason: null })).status).toBe(201);
    });

    it('refuses an endReason without endDate, and an endDate before effectiveDate', async () => {
      expectError(await create({ compensationTypeId: types.bonus, endReason: 'x' }), 422, 'ValidationError', ['endReason']);
      expectError(await create({ compensationTypeId: types.bonus, endDate: '2024-12-31' }), 422, 'ValidationError', ['endDate']);
      expect((await create({ compensationTypeId: types.bonus, endDate: '2025-01-01' })).status).toBe(201);
    });
  });

  describe('update and delete', () => {
    it('updates the given fields only, records the event with previous attributes', async () => {
      const created = (await create()).body;
      const res = await t.api.patch(`/api/compensations/${created.id}`, c.token, { amount: '90000.50', note: 'Raise' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...created, amount: '90000.50', note: 'Raise', updatedAt: expect.any(String) });
      const [event] = await eventsOf(t, c.companyId, { type: 'compensation.updated', objectId: created.id });
      expect(event.payload.data.previousAttributes).toEqual({ amount: '85000.00', note: null });
      expect(event.payload.data.object).toEqual(res.body);
    });

    it('switches between a decimal and a percentage amount', async () => {
      const created = (await create()).body;
      expect((await t.api.patch(`/api/compensations/${created.id}`, c.token, { amount: '7.25%' })).body.amount).toBe('7.25%');
      expect((await t.api.patch(`/api/compensations/${created.id}`, c.token, { amount: '7.25' })).body.amount).toBe('7.25');
    });

    it('validates every updatable field like create', async () => {
      const id = (await create()).body.id;
      const patch = (b: Record<string, unknown>) => t.api.patch(`/api/compensations/${id}`, c.token, b);
      expectError(await patch({ amount: '1,5' }), 422, 'ValidationError', ['amount']);
      expectError(await patch({ amount: null }), 422, 'ValidationError', ['amount']);
      expectError(await patch({ period: 'yearly' }), 422, 'ValidationError', ['period']);
      expectError(await patch({ currency: 'eur' }), 422, 'ValidationError', ['currency']);
      expectError(await patch({ effectiveDate: '2025-02-30' }), 422, 'ValidationError', ['effectiveDate']);
      expectError(await patch({ compensationTypeId: 'nothing' }), 422, 'ValidationError', ['compensationTypeId']);
      expectError(await patch({ personId: other.ownerId }), 422, 'ValidationError', ['personId']);
      expectError(await patch({ endDate: '2026-01-01' }), 422, 'ValidationError', ['endDate']);
    });

    it('keeps the ending rules across a change of type', async () => {
      const bonus = (await create({ compensationTypeId: types.bonus, endDate: '2025-06-30', endReason: 'Done' })).body;
      const toSalary = await t.api.patch(`/api/compensations/${bonus.id}`, c.token, { compensationTypeId: types.salary });
      expectError(toSalary, 422, 'ValidationError', ['endDate', 'endReason']);
      const cleared = await t.api.patch(`/api/compensations/${bonus.id}`, c.token, { compensationTypeId: types.salary, endDate: null });
      expect(cleared.status).toBe(200);
      // Clearing the end date clears its reason.
      expect(cleared.body).toEqual(expect.objectContaining({ compensationTypeId: types.salary, endDate: null, endReason: null }));
      const early = await t.api.patch(`/api/compensations/${bonus.id}`, c.token, { compensationTypeId: types.bonus, endDate: '2024-01-01' });
      expectError(early, 422, 'ValidationError', ['endDate']);
    });

    it('deletes with a confirmation and its event; the entry is gone', async () => {
      const id = (await create()).body.id;
      expect((await t.api.delete(`/api/compensations/${id}`, c.token)).body).toEqual({ id, deleted: true });
      expectError(await t.api.get(`/api/compensations/${id}`, c.token), 404, 'NotFound');
      expect(await eventsOf(t, c.companyId, { type: 'compensation.deleted', objectId: id })).toHaveLength(1);
      expect(await eventsOf(t, c.companyId, { type: 'compensation.created', objectId: id })).toHaveLength(1);
    });

    it('goes with its person when the person is deleted (composite foreign key, cascade)', async () => {
      const leaver = await newUser(t, c.companyId, 'user');
      const id = (await create({ personId: leaver.personId })).body.id;
      await t.db.query('DELETE FROM people WHERE id = $1', [leaver.personId]);
      expectError(await t.api.get(`/api/compensations/${id}`, c.token), 404, 'NotFound');
    });
  });

  describe('filters', () => {
    let a: TestUser;
    let b: TestUser;
    let rows: Record<string, string>;

    beforeAll(async () => {
      a = await newUser(t, c.companyId, 'user');
      b = await newUser(t, c.companyId, 'user');
      rows = {
        aSalary: (await create({ personId: a.personId })).body.id,
        aBonus: (await create({ personId: a.personId, compensationTypeId: types.bonus })).body.id,
        bSalary: (await create({ personId: b.personId })).body.id,
        bEquity: (await create({ personId: b.personId, compensationTypeId: types.equity })).body.id,
      };
    });
    const list = async (query: string) => {
      const res = await t.api.get(`/api/compensations?${query}`, c.token);
      expect(res.status).toBe(200);
      return ids(res).sort();
    };

    it('personId and personId[$in]', async () => {
      expect(await list(`personId=${a.personId}`)).toEqual([rows.aSalary, rows.aBonus].sort());
      expect(await list(`personId[$in]=${a.personId}&personId[$in]=${b.personId}`)).toEqual(Object.values(rows).sort());
      expect(await list(`personId[$in]=${b.personId}`)).toEqual([rows.bSalary, rows.bEquity].sort());
    });

    it('compensationTypeId with equality, $eq, $ne, $in and $nin', async () => {
      const scope = `personId[$in]=${a.personId}&personId[$in]=${b.personId}`;
      expect(await list(`${scope}&compensationTypeId=${types.salary}`)).toEqual([rows.aSalary, rows.bSalary].sort());
      expect(await list(`${scope}&compensationTypeId[$eq]=${types.bonus}`)).toEqual([rows.aBonus]);
      expect(await list(`${scope}&compensationTypeId[$ne]=${types.salary}`)).toEqual([rows.aBonus, rows.bEquity].sort());
      expect(await list(`${scope}&compensationTypeId[$in]=${types.bonus}&compensationTypeId[$in]=${types.equity}`))
        .toEqual([rows.aBonus, rows.bEquity].sort());
      expect(await list(`${scope}&compensationTypeId[$nin]=${types.bonus}&compensationTypeId[$nin]=${types.equity}`))
        .toEqual([rows.aSalary, rows.bSalary].sort());
    });

    it('refuses what the spec does not list with 422 QueryParameterValidationError', async () => {
      for (const query of [
        'currency=EUR', `personId[$ne]=${a.personId}`, 'amount[$gt]=1', '$asOf=2025-02-30', '$asOf=yesterday',
        '$sort[amount]=1', `$or[0][personId]=${a.personId}`,
      ]) {
        const res = await t.api.get(`/api/compensations?${query}`, c.token);
        expectError(res, 422, 'QueryParameterValidationError');
      }
    });

    it('counts and pages in the database', async () => {
      const scope = `personId[$in]=${a.personId}&personId[$in]=${b.personId}`;
      const page1 = await t.api.get(`/api/compensations?${scope}&$limit=3`, c.token);
      const page2 = await t.api.get(`/api/compensations?${scope}&$limit=3&$skip=3`, c.token);
      expect([page1.body.total, page1.body.data.length, page2.body.data.length]).toEqual([4, 3, 1]);
      expect([...ids(page1), ...ids(page2)].sort()).toEqual(Object.values(rows).sort());
      const none = await t.api.get(`/api/compensations?${scope}&$limit=0`, c.token);
      expect(none.body).toEqual({ total: 4, limit: 0, skip: 0, data: [] });
    });
  });

  describe('$asOf: the entry in effect per person and type', () => {
    let p: TestUser;
    let q: TestUser;
    const history: Record<string, string> = {};
    const make = async (key: string, person: TestUser, base: string, effectiveDate: string, extra: Record<string, unknown> = {}) => {
      const res = await create({ personId: person.personId, compensationTypeId: types[base], effectiveDate, ...extra });
      expect(res.status).toBe(201);
      history[key] = res.body.id;
    };
    const asOf = async (date: string, extra = '', people = `personId[$in]=${p.personId}&personId[$in]=${q.personId}`) => {
      const res = await t.api.get(`/api/compensations?$asOf=${date}&${people}${extra}`, c.token);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      return ids(res).sort();
    };
    const keys = (...names: string[]) => names.map((n) => history[n]).sort();

    beforeAll(async () => {
      p = await newUser(t, c.companyId, 'user');
      q = await newUser(t, c.companyId, 'user');
      // p's salary: past, past, current, future; created out of date order.
      await make('pSalary2022', p, 'salary', '2022-01-01');
      await make('pSalary2030', p, 'salary', '2030-01-01');
      await make('pSalary2020', p, 'salary', '2020-01-01');
      await make('pSalary2024', p, 'salary', '2024-07-01');
      // p's bonus: ended in 2023, then a new open one from 2025.
      await make('pBonus2021', p, 'bonus', '2021-03-01', { endDate: '2023-12-31' });
      await make('pBonus2025', p, 'bonus', '2025-03-01');
      // q: equity on one day twice (the later created wins), a commission that ends, a future salary only.
      await make('qEquityA', q, 'equity', '2023-01-01');
      await make('qEquityB', q, 'equity', '2023-01-01');
      await make('qCommission', q, 'commission', '2022-05-01', { endDate: '2024-04-30' });
      await make('qSalary2031', q, 'salary', '2031-01-01');
    });

    it('before any entry: nothing', async () => {
      expect(await asOf('2019-12-31')).toEqual([]);
    });

    it('in the past: the latest entry on or before the date, one per person and type', async () => {
      expect(await asOf('2021-06-01')).toEqual(keys('pSalary2020', 'pBonus2021'));
      expect(await asOf('2022-01-01')).toEqual(keys('pSalary2022', 'pBonus2021'));
      expect(await asOf('2023-06-01')).toEqual(keys('pSalary2022', 'pBonus2021', 'qEquityB', 'qCommission'));
    });

    it('an entry that ended before the date is not in effect (and an older one does not come back)', async () => {
      expect(await asOf('2023-12-31')).toEqual(keys('pSalary2022', 'pBonus2021', 'qEquityB', 'qCommission'));
      expect(await asOf('2024-01-01')).toEqual(keys('pSalary2022', 'qEquityB', 'qCommission'));
      expect(await asOf('2024-05-01')).toEqual(keys('pSalary2022', 'qEquityB'));
    });

    it('today: the current entries; future entries are not in effect yet', async () => {
      const today = new Date().toISOString().slice(0, 10);
      expect(await asOf(today)).toEqual(keys('pSalary2024', 'pBonus2025', 'qEquityB'));
    });

    it('in the future: future entries take effect on their date', async () => {
      expect(await asOf('2029-12-31')).toEqual(keys('pSalary2024', 'pBonus2025', 'qEquityB'));
      expect(await asOf('2030-01-01')).toEqual(keys('pSalary2030', 'pBonus2025', 'qEquityB'));
      expect(await asOf('2031-01-01')).toEqual(keys('pSalary2030', 'pBonus2025', 'qEquityB', 'qSalary2031'));
    });

    it('combines with personId and compensationTypeId filters and pages', async () => {
      expect(await asOf('2030-06-01', '', `personId=${p.personId}`)).toEqual(keys('pSalary2030', 'pBonus2025'));
      expect(await asOf('2030-06-01', `&compensationTypeId=${types.salary}`)).toEqual(keys('pSalary2030'));
      expect(await asOf('2030-06-01', `&compensationTypeId[$ne]=${types.salary}`)).toEqual(keys('pBonus2025', 'qEquityB'));
      const page = await t.api.get(`/api/compensations?$asOf=2031-06-01&personId[$in]=${p.personId}&personId[$in]=${q.personId}&$limit=2&$skip=2`, c.token);
      expect(page.body.total).toBe(4);
      expect(page.body.data).toHaveLength(2);
    });

    it('follows updates and deletes: a moved, retyped or deleted entry changes what is in effect', async () => {
      const r = await newUser(t, c.companyId, 'user');
      const mine = async (date: string) => ids(await t.api.get(`/api/compensations?$asOf=${date}&personId=${r.personId}`, c.token)).sort();
      const old = (await create({ personId: r.personId, effectiveDate: '2021-01-01' })).body.id;
      const current = (await create({ personId: r.personId, effectiveDate: '2024-01-01' })).body.id;
      expect(await mine('2025-01-01')).toEqual([current]);
      // Moving the current entry into the future brings the older one back until then.
      await t.api.patch(`/api/compensations/${current}`, c.token, { effectiveDate: '2026-01-01' });
      expect(await mine('2025-01-01')).toEqual([old]);
      expect(await mine('2026-01-01')).toEqual([current]);
      // Retyping it makes both types have an entry in effect.
      await t.api.patch(`/api/compensations/${current}`, c.token, { compensationTypeId: types.custom });
      expect(await mine('2026-06-01')).toEqual([old, current].sort());
      await t.api.patch(`/api/compensations/${current}`, c.token, { compensationTypeId: types.salary, effectiveDate: '2024-01-01' });
      expect(await mine('2025-01-01')).toEqual([current]);
      // Deleting the entry in effect brings back the one before it.
      await t.api.delete(`/api/compensations/${current}`, c.token);
      expect(await mine('2025-01-01')).toEqual([old]);
    });

    it('stays consistent under concurrent writes to one person\'s history', async () => {
      const r = await newUser(t, c.companyId, 'user');
      const dates = ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01', '2024-01-01', '2025-01-01', '2030-01-01'];
      const results = await Promise.all(dates.map((effectiveDate, i) =>
        create({ personId: r.personId, effectiveDate, compensationTypeId: i % 2 ? types.salary : types.bonus })));
      expect(results.map((x) => x.status)).toEqual(Array(dates.length).fill(201));
      const broken = await t.db.query(
        `SELECT id FROM (
           SELECT id, superseded_on, COALESCE(lead(effective_date) OVER (
             PARTITION BY compensation_type_id ORDER BY effective_date, created_at, id), 'infinity') AS expected
             FROM compensations WHERE person_id = $1) chain
          WHERE superseded_on <> expected`,
        [r.personId],
      );
      expect(broken).toEqual([]);
      const inEffect = await t.api.get(`/api/compensations?$asOf=2026-01-01&personId=${r.personId}`, c.token);
      expect(inEffect.body.data.map((x: any) => [x.compensationTypeId, x.effectiveDate]).sort()).toEqual(
        [[types.bonus, '2025-01-01'], [types.salary, '2024-01-01']].sort(),
      );
    });

    it('is computed by a query an index serves: the $asOf bounds are index conditions of compensations_as_of', async () => {
      const runner = t.db.createQueryRunner();
      try {
        await runner.startTransaction();
        await runner.query(
          `INSERT INTO people (id, company_id, first_name, last_name, role, status, created_at, updated_at)
           SELECT 'bulk' || g, $1, 'Bulk', 'Person', 'user', 'active', now(), now() FROM generate_series(1, 1000) g`,
          [c.companyId],
        );
        await runner.query(
          `INSERT INTO compensations (id, company_id, person_id, compensation_type_id, amount, is_percentage, period, effective_date, superseded_on, created_at, updated_at)
           SELECT 'bulk' || g || '-' || k, $1, 'bulk' || g, $2, 1000 * k, false, 'annual', date '2020-01-01' + 180 * k,
                  CASE WHEN k = 12 THEN 'infinity'::date ELSE date '2020-01-01' + 180 * (k + 1) END, now(), now()
             FROM generate_series(1, 1000) g, generate_series(1, 12) k`,
          [c.companyId, types.salary],
        );
        await runner.query('ANALYZE compensations');
        // One company fills this table, so a sequential scan would be cheapest here; take it away to see the index.
        await runner.query('SET LOCAL enable_seqscan = off');
        const sql = `EXPLAIN SELECT count(*) FROM compensations comp WHERE comp.company_id = $1 AND ${inEffectOnSql('comp').replace(/:asOf/g, '$2')}`;
        const plan = (await runner.query(sql, [c.companyId, '2025-06-01'])).map((r: any) => r['QUERY PLAN']).join('\n');
        expect(plan).toContain('compensations_as_of');
        expect(plan).toMatch(/Index Cond: .*superseded_on > /);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('role policy (D5), generated from the policy table', () => {
    // Rows that hold "if granted" run twice: without the company's grant and with it.
    const cases: [AssignableRole, string, string[]][] = ASSIGNABLE_ROLES.flatMap((role): [AssignableRole, string, string[]][] =>
      POLICY_TABLE.compensation[role].grant
        ? [[role, 'not granted', []], [role, 'granted', [role]]]
        : [[role, 'no grant needed', []]],
    );

    it.each(cases)('as %s (%s) follows the table', async (role, _label, granted) => {
      await setGrants(t, c.companyId, { compensations: [...granted] });
      try {
        const policy = effectivePolicy('compensation', role, granted);
        const actor = await newUser(t, c.companyId, role, SCOPES);
        const colleague = await newUser(t, c.companyId, 'user');
        const own = (await create({ personId: actor.personId })).body.id;
        const theirs = (await create({ personId: colleague.personId })).body.id;

        const list = await t.api.get(`/api/compensations?personId[$in]=${actor.personId}&personId[$in]=${colleague.personId}`, actor.token);
        const getOwn = await t.api.get(`/api/compensations/${own}`, actor.token);
        const getTheirs = await t.api.get(`/api/compensations/${theirs}`, actor.token);
        if (policy.read === 'none') {
          expect([list.status, getOwn.status, getTheirs.status]).toEqual([403, 403, 403]);
        } else if (policy.read === 'all') {
          expect(ids(list).sort()).toEqual([own, theirs].sort());
          expect([getOwn.status, getTheirs.status]).toEqual([200, 200]);
        } else {
          expect(policy.read).toBe('self');
          expect(ids(list)).toEqual([own]);
          expect([getOwn.status, getTheirs.status]).toEqual([200, 404]);
        }

        const createForColleague = await create({ personId: colleague.personId }, actor.token);
        const createForSelf = await create({ personId: actor.personId }, actor.token);
        const patchTheirs = await t.api.patch(`/api/compensations/${theirs}`, actor.token, { note: 'changed' });
        const deleteTheirs = await t.api.delete(`/api/compensations/${theirs}`, actor.token);
        if (policy.write === 'all') {
          expect([createForColleague.status, createForSelf.status, patchTheirs.status, deleteTheirs.status]).toEqual([201, 201, 200, 200]);
        } else {
          expect(policy.write).toBe('none');
          expect([createForColleague.status, createForSelf.status, patchTheirs.status, deleteTheirs.status]).toEqual([403, 403, 403, 403]);
        }
      } finally {
        await setGrants(t, c.companyId, { compensations: [] });
      }
    });

    it('the employee reads only their own entries, also with $asOf', async () => {
      const me = await newUser(t, c.companyId, 'user');
      await create({ personId: me.personId });
      await create({ personId: employee.personId });
      const res = await t.api.get('/api/compensations?$asOf=2026-01-01', me.token);
      expect(res.status).toBe(200);
      expect(res.body.data.map((row: any) => row.personId)).toEqual([me.personId]);
    });

    it('records of a person in newHire status are seen only by roles marked newHires (owner, granted admin)', async () => {
      const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
      const id = (await create({ personId: hire.personId })).body.id;
      const finance = await newUser(t, c.companyId, 'finance', SCOPES);
      expect(ids(await t.api.get(`/api/compensations?personId=${hire.personId}`, c.token))).toEqual([id]);
      expect(ids(await t.api.get(`/api/compensations?personId=${hire.personId}`, finance.token))).toEqual([]);
      expectError(await t.api.get(`/api/compensations/${id}`, finance.token), 404, 'NotFound');
      expectError(await create({ personId: hire.personId }, finance.token), 422, 'ValidationError', ['personId']);
      expect(POLICY_TABLE.compensation.owner.newHires && !POLICY_TABLE.compensation.finance.newHires).toBe(true);
    });

    it('needs the compensations scopes whatever the role', async () => {
      const owner = await newUser(t, c.companyId, 'owner', ['public:read', 'private:read', 'private:write']);
      expectError(await t.api.get('/api/compensations', owner.token), 403, 'Forbidden');
      const reader = await newUser(t, c.companyId, 'owner', ['compensations:read']);
      expect((await t.api.get('/api/compensations', reader.token)).status).toBe(200);
      expectError(await create({}, reader.token), 403, 'Forbidden');
    });
  });
});
