import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { ApiResponse } from '../../support/api-client';
import { checkPersonRecordRole, effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Emergency contacts (spec "Emergency contact", Limits; D7, D9): at most two per person, exactly one primary
 * at every moment, also under concurrent requests.
 */
describe('emergency contacts', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/emergency-contacts', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/emergency-contacts/${id}`, token, body);
  const remove = (id: string, token = c.token) => t.api.delete(`/api/emergency-contacts/${id}`, token);
  const contactsOf = async (personId: string) =>
    (await t.api.get(`/api/emergency-contacts?personId=${personId}`, c.token)).body.data as { id: string; isPrimary: boolean }[];
  const primaryOf = async (personId: string) => (await contactsOf(personId)).filter((x) => x.isPrimary).map((x) => x.id);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  describe('fields', () => {
    it('creates with every field, formats the phone number, records the event', async () => {
      const personId = await person();
      const res = await create({ personId, name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: '+442079460958', relationship: 'Sister' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), personId, name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: '+442079460958',
        relationship: 'Sister', isPrimary: true, formattedPhoneNumber: '+44 20 7946 0958', createdAt: expect.any(String), updatedAt: expect.any(String),
      });
      expect((await t.api.get(`/api/emergency-contacts/${res.body.id}`, c.token)).body).toEqual(res.body);
      const [event] = await eventsOf(t, c.companyId, { type: 'emergencyContact.created', objectId: res.body.id });
      expect(event.payload.data.object).toEqual(res.body);
    });

    it.each([
      ['+1 415 555 2671', '+1 415 555 2671'],
      ['+49 30 1234567', '+49 30 1234567'],
      ['+33612345678', '+33 6 12 34 56 78'],
    ])('keeps phone number %s as given and formats it as %s', async (phoneNumber, formatted) => {
      const res = await create({ personId: await person(), phoneNumber });
      expect(res.body).toEqual(expect.objectContaining({ phoneNumber, formattedPhoneNumber: formatted }));
    });

    it('optional fields default to null (formattedPhoneNumber too)', async () => {
      const res = await create({ personId: await person() });
      expect(res.body).toEqual(expect.objectContaining({ name: null, email: null, phoneNumber: null, relationship: null, formattedPhoneNumber: null }));
    });

    it.each(['020 7946 0958', '+12', '+44 abc', 'phone', '+4420794609581234', 442079460958])('refuses phoneNumber %p', async (phoneNumber) => {
      expectError(await create({ personId: await person(), phoneNumber }), 422, 'ValidationError', ['phoneNumber']);
    });

    it('refuses a bad email, non-string fields, unknown fields, and a bad personId', async () => {
      const personId = await person();
      expectError(await create({ personId, email: 'not-an-email' }), 422, 'ValidationError', ['email']);
      expectError(await create({ personId, name: 5, relationship: false }), 422, 'ValidationError', ['name', 'relationship']);
      expectError(await create({ personId, isPrimary: 'yes' }), 422, 'ValidationError', ['isPrimary']);
      expectError(await create({ personId, isPrimary: null }), 422, 'ValidationError', ['isPrimary']);
      expectError(await create({ personId, nickname: 'x' }), 422, 'ValidationError', ['nickname']);
      expectError(await create({}), 422, 'ValidationError', ['personId']);
      expectError(await create({ personId: other.ownerId }), 422, 'ValidationError', ['personId']);
      expectError(await create({ personId: 'nobody' }), 422, 'ValidationError', ['personId']);
    });

    it('updates fields, clears with null, refuses personId', async () => {
      const created = (await create({ personId: await person(), name: 'A', phoneNumber: '+442079460958' })).body;
      const res = await patch(created.id, { name: 'B', phoneNumber: null, email: 'b@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...created, name: 'B', phoneNumber: null, formattedPhoneNumber: null, email: 'b@example.com', updatedAt: expect.any(String) });
      expectError(await patch(created.id, { personId: await person() }), 422, 'ValidationError', ['personId']);
      expectError(await patch(created.id, { phoneNumber: '12345' }), 422, 'ValidationError', ['phoneNumber']);
    });

    it('another company\'s contact is 404', async () => {
      const id = (await create({ personId: await person() })).body.id;
      expectError(await t.api.get(`/api/emergency-contacts/${id}`, other.token), 404, 'NotFound');
      expectError(await patch(id, { name: 'x' }, other.token), 404, 'NotFound');
      expectError(await remove(id, other.token), 404, 'NotFound');
    });
  });

  describe('two per person, one primary', () => {
    it('the first contact is primary; the second is not unless asked', async () => {
      const personId = await person();
      const first = await create({ personId, name: 'First' });
      const second = await create({ personId, name: 'Second' });
      expect([first.body.isPrimary, second.body.isPrimary]).toEqual([true, false]);
    });

    it('the first contact cannot be created as not primary', async () => {
      expectError(await create({ personId: await person(), isPrimary: false }), 422, 'ValidationError', ['isPrimary']);
    });

    it('a third contact is 422 on personId', async () => {
      const personId = await person();
      await create({ personId });
      await create({ personId });
      const third = await create({ personId });
      expectError(third, 422, 'ValidationError', ['personId']);
      expect(await contactsOf(personId)).toHaveLength(2);
    });

    it('creating a primary second contact un-primaries the first, with an event for it', async () => {
      const personId = await person();
      const first = (await create({ personId })).body;
      const second = (await create({ personId, isPrimary: true })).body;
      expect(second.isPrimary).toBe(true);
      expect(await primaryOf(personId)).toEqual([second.id]);
      const [event] = await eventsOf(t, c.companyId, { type: 'emergencyContact.updated', objectId: first.id });
      expect(event.payload.data.previousAttributes).toEqual({ isPrimary: true });
      expect(event.payload.data.object.isPrimary).toBe(false);
    });

    it('making one primary by update un-primaries the other; making the primary not primary hands over', async () => {
      const personId = await person();
      const first = (await create({ personId })).body;
      const second = (await create({ personId })).body;
      expect((await patch(second.id, { isPrimary: true })).body.isPrimary).toBe(true);
      expect(await primaryOf(personId)).toEqual([second.id]);
      expect((await patch(second.id, { isPrimary: false })).body.isPrimary).toBe(false);
      expect(await primaryOf(personId)).toEqual([first.id]);
      // Setting what is already so changes nothing.
      expect((await patch(first.id, { isPrimary: true })).body.isPrimary).toBe(true);
      expect(await primaryOf(personId)).toEqual([first.id]);
    });

    it('the only contact stays primary: isPrimary false is 422', async () => {
      const only = (await create({ personId: await person() })).body;
      expectError(await patch(only.id, { isPrimary: false }), 422, 'ValidationError', ['isPrimary']);
    });

    it('deleting the primary promotes the other, with an event; deleting the other keeps the primary', async () => {
      const personId = await person();
      const first = (await create({ personId })).body;
      const second = (await create({ personId })).body;
      expect((await remove(first.id)).body).toEqual({ id: first.id, deleted: true });
      expect(await primaryOf(personId)).toEqual([second.id]);
      const promoted = await eventsOf(t, c.companyId, { type: 'emergencyContact.updated', objectId: second.id });
      expect(promoted.map((e) => e.payload.data.previousAttributes)).toEqual([{ isPrimary: false }]);
      expect(await eventsOf(t, c.companyId, { type: 'emergencyContact.deleted', objectId: first.id })).toHaveLength(1);

      const third = (await create({ personId })).body;
      expect(third.isPrimary).toBe(false);
      await remove(third.id);
      expect(await primaryOf(personId)).toEqual([second.id]);
      await remove(second.id);
      expect(await contactsOf(personId)).toEqual([]);
      expect((await create({ personId })).body.isPrimary).toBe(true);
    });

    it('filters by isPrimary and personId; refuses a malformed boolean and unknown filters', async () => {
      const [a, b] = [await person(), await person()];
      const a1 = (await create({ personId: a })).body.id;
      const a2 = (await create({ personId: a })).body.id;
      const b1 = (await create({ personId: b })).body.id;
      const scope = `personId[$in]=${a}&personId[$in]=${b}`;
      expect(ids(await t.api.get(`/api/emergency-contacts?${scope}&isPrimary=true`, c.token)).sort()).toEqual([a1, b1].sort());
      expect(ids(await t.api.get(`/api/emergency-contacts?${scope}&isPrimary=false`, c.token))).toEqual([a2]);
      expect(ids(await t.api.get(`/api/emergency-contacts?personId=${b}`, c.token))).toEqual([b1]);
      expectError(await t.api.get('/api/emergency-contacts?isPrimary=yes', c.token), 422, 'QueryParameterValidationError');
      expectError(await t.api.get('/api/emergency-contacts?name=x', c.token), 422, 'QueryParameterValidationError');
    });
  });

  describe('under concurrent requests', () => {
    /** Committed state of these people, checked while requests run: at most two each, exactly one primary when any. */
    const broken = async (people: string[]) =>
      t.db.query(
        `SELECT person_id, count(*)::int AS contacts, count(*) FILTER (WHERE is_primary)::int AS primaries
           FROM emergency_contacts WHERE person_id = ANY($1) GROUP BY person_id
         HAVING count(*) > 2 OR count(*) FILTER (WHERE is_primary) <> 1`,
        [people],
      );
    /** Runs the requests at once while polling the invariant; returns their responses and every violation seen. */
    const race = async (people: string[], requests: (() => Promise<ApiResponse>)[]) => {
      let done = false;
      const seen: unknown[] = [];
      const watcher = (async () => {
        while (!done) seen.push(...(await broken(people)));
      })();
      const responses = await Promise.all(requests.map((r) => r()));
      done = true;
      await watcher;
      seen.push(...(await broken(people)));
      return { responses, seen };
    };
    const statuses = (responses: ApiResponse[]) => responses.map((r) => r.status).sort();

    it('8 concurrent creates for a person without contacts: exactly 2 succeed, 6 answer 422, one primary', async () => {
      const personId = await person();
      const { responses, seen } = await race([personId], Array.from({ length: 8 }, (_, i) => () => create({ personId, name: `C${i}` })));
      expect(statuses(responses)).toEqual([201, 201, ...Array(6).fill(422)]);
      for (const res of responses.filter((r) => r.status === 422)) expectError(res, 422, 'ValidationError', ['personId']);
      expect(seen).toEqual([]);
      expect(await primaryOf(personId)).toHaveLength(1);
    });

    it('8 concurrent creates all asking to be primary: 2 succeed, one primary', async () => {
      const personId = await person();
      const { responses, seen } = await race([personId], Array.from({ length: 8 }, () => () => create({ personId, isPrimary: true })));
      expect(statuses(responses)).toEqual([201, 201, ...Array(6).fill(422)]);
      expect(seen).toEqual([]);
      expect(await primaryOf(personId)).toHaveLength(1);
    });

    it('20 concurrent primary switches between two contacts: all succeed, one primary at every moment', async () => {
      const personId = await person();
      const first = (await create({ personId })).body.id;
      const second = (await create({ personId })).body.id;
      const requests = Array.from({ length: 20 }, (_, i) => () =>
        i % 4 === 0 ? patch(i % 8 === 0 ? first : second, { isPrimary: false }) : patch(i % 2 ? first : second, { isPrimary: true }),
      );
      const { responses, seen } = await race([personId], requests);
      expect(statuses(responses)).toEqual(Array(20).fill(200));
      expect(seen).toEqual([]);
      expect(await primaryOf(personId)).toHaveLength(1);
    });

    it('concurrent deletes, creates and switches on several people keep every invariant and never answer 500', async () => {
      const people = [await person(), await person(), await person()];
      const contacts: Record<string, string[]> = {};
      for (const p of people) contacts[p] = [(await create({ personId: p })).body.id, (await create({ personId: p })).body.id];
      const requests = people.flatMap((p) => [
        () => remove(contacts[p][0]),
        () => create({ personId: p, isPrimary: true }),
        () => patch(contacts[p][1], { isPrimary: true }),
        () => create({ personId: p }),
        () => patch(contacts[p][1], { isPrimary: false }),
        () => remove(contacts[p][1]),
      ]);
      const { responses, seen } = await race(people, requests);
      for (const res of responses) expect([200, 201, 404, 422]).toContain(res.status);
      expect(seen).toEqual([]);
      for (const p of people) {
        const rows = await contactsOf(p);
        expect(rows.length).toBeLessThanOrEqual(2);
        if (rows.length) expect(rows.filter((r) => r.isPrimary)).toHaveLength(1);
      }
    });
  });

  it('goes with its person (cascade)', async () => {
    const personId = await person();
    const id = (await create({ personId })).body.id;
    await t.db.query('DELETE FROM people WHERE id = $1', [personId]);
    expectError(await t.api.get(`/api/emergency-contacts/${id}`, c.token), 404, 'NotFound');
  });

  it('a new hire\'s contacts are seen by owner and admin only', async () => {
    const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
    const id = (await create({ personId: hire.personId })).body.id;
    const finance = await newUser(t, c.companyId, 'finance');
    expect((await t.api.get(`/api/emergency-contacts/${id}`, c.token)).status).toBe(200);
    expectError(await t.api.get(`/api/emergency-contacts/${id}`, finance.token), 404, 'NotFound');
  });

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('emergencyContact', role)] as const))('as %s follows the table', async (role, policy) => {
      const actor = await newUser(t, c.companyId, role, SCOPES);
      await checkPersonRecordRole(
        t, c.token,
        { resource: 'emergencyContact', path: '/api/emergency-contacts', body: async (personId) => ({ personId, name: 'Generated' }), patch: { name: 'Changed' } },
        actor, { colleague: await person(), newcomer: await person() }, policy,
      );
    });
  });
});
