import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { checkPersonRecordRole, effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Bank accounts (spec "Bank account", Limits; D5, D7, D9): at most one per person, enforced by the database. */
describe('bank accounts', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const full = {
    bankName: 'Deutsche Bank', nameOnAccount: 'Ada Lovelace', accountNumber: 'DE89370400440532013000', swiftCode: 'DEUTDEFF',
    sortCode: '40-47-84', routingNumber: '021000021',
  };
  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const create = async (body: Record<string, unknown>, token = c.token) => t.api.post('/api/bank-accounts', token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('creates with every field, returns and retrieves the full object, records the event', async () => {
    const personId = await person();
    const res = await create({ personId, ...full });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), personId, ...full, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await t.api.get(`/api/bank-accounts/${res.body.id}`, c.token)).body).toEqual(res.body);
    const [event] = await eventsOf(t, c.companyId, { type: 'bankAccount.created', objectId: res.body.id });
    expect(event.payload.data.object).toEqual(res.body);
  });

  it('needs only personId; the other fields default to null', async () => {
    const personId = await person();
    const res = await create({ personId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({
      bankName: null, nameOnAccount: null, accountNumber: null, swiftCode: null, sortCode: null, routingNumber: null,
    }));
  });

  it('names a missing, unknown or foreign personId with 422', async () => {
    expectError(await create({ bankName: 'x' }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId: 'nobody' }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId: other.ownerId }), 422, 'ValidationError', ['personId']);
    expectError(await create({ personId: 42 }), 422, 'ValidationError', ['personId']);
  });

  it.each(['bankName', 'nameOnAccount', 'accountNumber', 'swiftCode', 'sortCode', 'routingNumber'])(
    'refuses a non-string or over-long %s, accepts null',
    async (field) => {
      expectError(await create({ personId: await person(), [field]: 12 }), 422, 'ValidationError', [field]);
      expectError(await create({ personId: await person(), [field]: 'X'.repeat(201) }), 422, 'ValidationError', [field]);
      expect((await create({ personId: await person(), [field]: null })).status).toBe(201);
    },
  );

  it.each(['DEUT', 'DEUTDEFF5', 'DEUTDEFF5000', '1234DEFF', 'DEUT DEFF', ''])('refuses swiftCode %p', async (swiftCode) => {
    expectError(await create({ personId: await person(), swiftCode }), 422, 'ValidationError', ['swiftCode']);
  });

  it.each([['DEUTDEFF', 'DEUTDEFF'], ['deutdeff500', 'DEUTDEFF500'], ['NWBKGB2L', 'NWBKGB2L']])('accepts swiftCode %s (stored as %s)', async (swiftCode, stored) => {
    const res = await create({ personId: await person(), swiftCode });
    expect(res.status).toBe(201);
    expect(res.body.swiftCode).toBe(stored);
  });

  it('refuses unknown fields', async () => {
    expectError(await create({ personId: await person(), iban: 'x' }), 422, 'ValidationError', ['iban']);
  });

  it('allows one bank account per person: a second is 422 on personId', async () => {
    const personId = await person();
    expect((await create({ personId })).status).toBe(201);
    const second = await create({ personId, bankName: 'Second' });
    expectError(second, 422, 'ValidationError', ['personId']);
    expect(second.body.message).not.toMatch(/constraint|bank_accounts/);
    expect((await t.api.get(`/api/bank-accounts?personId=${personId}`, c.token)).body.total).toBe(1);
  });

  it('under 10 concurrent creates for one person: exactly one succeeds, nine answer 422', async () => {
    const personId = await person();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create({ personId, bankName: `Bank ${i}` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(422)]);
    for (const res of results.filter((r) => r.status === 422)) expectError(res, 422, 'ValidationError', ['personId']);
    const stored = await t.db.query('SELECT count(*)::int AS n FROM bank_accounts WHERE person_id = $1', [personId]);
    expect(stored[0].n).toBe(1);
    expect(await eventsOf(t, c.companyId, { type: 'bankAccount.created' }).then((e) => e.filter((x) => x.payload.data.object.personId === personId)))
      .toHaveLength(1);
  });

  it('updates the given fields, clears with null, refuses personId and bad values', async () => {
    const created = (await create({ personId: await person(), ...full })).body;
    const res = await t.api.patch(`/api/bank-accounts/${created.id}`, c.token, { bankName: 'Monzo', sortCode: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, bankName: 'Monzo', sortCode: null, updatedAt: expect.any(String) });
    const [event] = await eventsOf(t, c.companyId, { type: 'bankAccount.updated', objectId: created.id });
    expect(event.payload.data.previousAttributes).toEqual({ bankName: 'Deutsche Bank', sortCode: '40-47-84' });
    expectError(await t.api.patch(`/api/bank-accounts/${created.id}`, c.token, { personId: await person() }), 422, 'ValidationError', ['personId']);
    expectError(await t.api.patch(`/api/bank-accounts/${created.id}`, c.token, { swiftCode: 'nope' }), 422, 'ValidationError', ['swiftCode']);
    expect((await t.api.patch(`/api/bank-accounts/${created.id}`, c.token, { swiftCode: 'nwbkgb2l' })).body.swiftCode).toBe('NWBKGB2L');
  });

  it('deletes with a confirmation and an event; then the person may have a new one', async () => {
    const personId = await person();
    const id = (await create({ personId })).body.id;
    expect((await t.api.delete(`/api/bank-accounts/${id}`, c.token)).body).toEqual({ id, deleted: true });
    expectError(await t.api.get(`/api/bank-accounts/${id}`, c.token), 404, 'NotFound');
    expect(await eventsOf(t, c.companyId, { type: 'bankAccount.deleted', objectId: id })).toHaveLength(1);
    expect((await create({ personId })).status).toBe(201);
  });

  it('another company\'s account is 404 to read, update and delete', async () => {
    const id = (await create({ personId: await person() })).body.id;
    expectError(await t.api.get(`/api/bank-accounts/${id}`, other.token), 404, 'NotFound');
    expectError(await t.api.patch(`/api/bank-accounts/${id}`, other.token, { bankName: 'x' }), 404, 'NotFound');
    expectError(await t.api.delete(`/api/bank-accounts/${id}`, other.token), 404, 'NotFound');
    expect(ids(await t.api.get('/api/bank-accounts', other.token))).not.toContain(id);
  });

  it('filters by personId and personId[$in]; refuses other filters', async () => {
    const [a, b] = [await person(), await person()];
    const idA = (await create({ personId: a })).body.id;
    const idB = (await create({ personId: b })).body.id;
    expect(ids(await t.api.get(`/api/bank-accounts?personId=${a}`, c.token))).toEqual([idA]);
    expect(ids(await t.api.get(`/api/bank-accounts?personId[$in]=${a}&personId[$in]=${b}`, c.token)).sort()).toEqual([idA, idB].sort());
    expectError(await t.api.get('/api/bank-accounts?bankName=x', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get(`/api/bank-accounts?personId[$nin]=${a}`, c.token), 422, 'QueryParameterValidationError');
  });

  it('goes with its person (cascade)', async () => {
    const personId = await person();
    const id = (await create({ personId })).body.id;
    await t.db.query('DELETE FROM people WHERE id = $1', [personId]);
    expectError(await t.api.get(`/api/bank-accounts/${id}`, c.token), 404, 'NotFound');
  });

  it('needs private scopes: public:read is not enough, private:read cannot write', async () => {
    const personId = await person();
    const publicOnly = await newUser(t, c.companyId, 'owner', ['public:read']);
    expectError(await t.api.get('/api/bank-accounts', publicOnly.token), 403, 'Forbidden');
    const reader = await newUser(t, c.companyId, 'owner', ['private:read']);
    expect((await t.api.get('/api/bank-accounts', reader.token)).status).toBe(200);
    expectError(await create({ personId }, reader.token), 403, 'Forbidden');
  });

  it('a new hire\'s account is seen by owner and admin only', async () => {
    const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
    const id = (await create({ personId: hire.personId })).body.id;
    const admin = await newUser(t, c.companyId, 'admin');
    const finance = await newUser(t, c.companyId, 'finance');
    expect((await t.api.get(`/api/bank-accounts/${id}`, admin.token)).status).toBe(200);
    expectError(await t.api.get(`/api/bank-accounts/${id}`, finance.token), 404, 'NotFound');
    expect(ids(await t.api.get(`/api/bank-accounts?personId=${hire.personId}`, finance.token))).toEqual([]);
  });

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('bankAccount', role)] as const))('as %s follows the table', async (role, policy) => {
      const actor: TestUser = await newUser(t, c.companyId, role, SCOPES);
      await checkPersonRecordRole(
        t, c.token,
        { resource: 'bankAccount', path: '/api/bank-accounts', body: async (personId) => ({ personId, bankName: 'Generated' }), patch: { bankName: 'Changed' } },
        actor, { colleague: await person(), newcomer: await person() }, policy,
      );
    });

    it('the person manages their own account (D5), but no one else\'s', async () => {
      expect(POLICY_TABLE.bankAccount.user).toEqual({ read: 'self', write: 'self' });
      const me = await newUser(t, c.companyId, 'user');
      const mine = await create({ personId: me.personId, bankName: 'Mine' }, me.token);
      expect(mine.status).toBe(201);
      expect((await t.api.patch(`/api/bank-accounts/${mine.body.id}`, me.token, { accountNumber: '123' })).status).toBe(200);
      expectError(await create({ personId: await person() }, me.token), 403, 'Forbidden');
    });
  });
});
