import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { DEFAULT_EQUIPMENT_TYPES } from '../../../src/modules/equipment';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { checkPersonRecordRole, effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Equipment (spec "Equipment", "Equipment name and equipment type"; D5 tech; D7 cost; D9 default types). */
describe('equipment', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const person = async () => (await newUser(t, c.companyId, 'user')).personId;
  const required = (personId: string) => ({ personId, type: 'Laptop', name: 'MacBook Pro 14', issueDate: '2025-01-06' });
  const create = async (body: Record<string, unknown>, token = c.token) => t.api.post('/api/equipment', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/equipment/${id}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  describe('create, update, delete', () => {
    it('creates with the required fields; the others are null, file is null', async () => {
      const personId = await person();
      const res = await create(required(personId));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), personId, type: 'Laptop', name: 'MacBook Pro 14', serialNumber: null, cost: null, currency: null,
        note: null, fileId: null, issueDate: '2025-01-06', receiptDate: null, collectionDate: null, collectedBy: null,
        createdAt: expect.any(String), updatedAt: expect.any(String), file: null,
      });
      expect((await t.api.get(`/api/equipment/${res.body.id}`, c.token)).body).toEqual(res.body);
      expect(await eventsOf(t, c.companyId, { type: 'equipment.created', objectId: res.body.id })).toHaveLength(1);
    });

    it('creates with every field; collectedBy is the caller when collectionDate is set', async () => {
      const personId = await person();
      const res = await create({
        ...required(personId), serialNumber: 'C02XK0AAJGH5', cost: '2499.99', currency: 'GBP', note: 'With charger', fileId: null,
        receiptDate: '2025-01-08', collectionDate: '2025-12-19',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual(expect.objectContaining({
        serialNumber: 'C02XK0AAJGH5', cost: '2499.99', currency: 'GBP', note: 'With charger', receiptDate: '2025-01-08',
        collectionDate: '2025-12-19', collectedBy: c.ownerId,
      }));
    });

    it('names each missing required field', async () => {
      expectError(await create({}), 422, 'ValidationError', ['personId', 'type', 'name', 'issueDate']);
      expectError(await create({ ...required(await person()), type: '' }), 422, 'ValidationError', ['type']);
      expectError(await create({ ...required(await person()), name: null }), 422, 'ValidationError', ['name']);
    });

    it.each([['1299.99'], ['0'], ['12'], ['123456789012345.123456']])('stores cost %s exactly', async (cost) => {
      const res = await create({ ...required(await person()), cost, currency: 'EUR' });
      expect(res.status).toBe(201);
      expect(res.body.cost).toBe(cost);
      const stored = await t.db.query('SELECT cost::text AS cost FROM equipment WHERE id = $1', [res.body.id]);
      expect(stored[0].cost).toBe(cost);
    });

    it.each(['12,5', '-1', '1e3', '12.5%', 'abc', '', 12.5])('refuses cost %p', async (cost) => {
      expectError(await create({ ...required(await person()), cost, currency: 'EUR' }), 422, 'ValidationError', ['cost']);
    });

    it('a cost needs its currency; currencies are ISO 4217', async () => {
      expectError(await create({ ...required(await person()), cost: '10' }), 422, 'ValidationError', ['currency']);
      expectError(await create({ ...required(await person()), cost: '10', currency: 'eur' }), 422, 'ValidationError', ['currency']);
      expectError(await create({ ...required(await person()), currency: 'XYZ' }), 422, 'ValidationError', ['currency']);
      expect((await create({ ...required(await person()), currency: 'USD' })).status).toBe(201);
    });

    it('refuses malformed dates, and receipt or collection before issue', async () => {
      const base = required(await person());
      expectError(await create({ ...base, issueDate: '2025-02-30' }), 422, 'ValidationError', ['issueDate']);
      expectError(await create({ ...base, receiptDate: '06/01/2025' }), 422, 'ValidationError', ['receiptDate']);
      expectError(await create({ ...base, collectionDate: 'soon' }), 422, 'ValidationError', ['collectionDate']);
      expectError(await create({ ...base, receiptDate: '2025-01-05' }), 422, 'ValidationError', ['receiptDate']);
      expectError(await create({ ...base, collectionDate: '2025-01-05' }), 422, 'ValidationError', ['collectionDate']);
      expect((await create({ ...base, receiptDate: '2025-01-06', collectionDate: '2025-01-06' })).status).toBe(201);
    });

    it('accepts only a null fileId until files exist; collectedBy is never written by the body', async () => {
      const base = required(await person());
      expectError(await create({ ...base, fileId: 'some-file' }), 422, 'ValidationError', ['fileId']);
      expectError(await create({ ...base, collectedBy: c.ownerId }), 422, 'ValidationError', ['collectedBy']);
      expectError(await create({ ...base, file: null }), 422, 'ValidationError', ['file']);
    });

    it('refuses a person of another company or unknown (422); another company\'s equipment is 404', async () => {
      expectError(await create(required(other.ownerId)), 422, 'ValidationError', ['personId']);
      expectError(await create(required('nobody')), 422, 'ValidationError', ['personId']);
      const id = (await create(required(await person()))).body.id;
      expectError(await t.api.get(`/api/equipment/${id}`, other.token), 404, 'NotFound');
      expectError(await patch(id, { note: 'x' }, other.token), 404, 'NotFound');
      expectError(await t.api.delete(`/api/equipment/${id}`, other.token), 404, 'NotFound');
    });

    it('updates any field; setting collectionDate records the caller as collector, clearing it clears them', async () => {
      const created = (await create(required(await person()))).body;
      const tech = await newUser(t, c.companyId, 'tech');
      const collected = await patch(created.id, { collectionDate: '2025-06-30' }, tech.token);
      expect(collected.status).toBe(200);
      expect(collected.body).toEqual({ ...created, collectionDate: '2025-06-30', collectedBy: tech.personId, updatedAt: expect.any(String) });
      // Other changes keep the collector; a new collection date is recorded by whoever sets it.
      expect((await patch(created.id, { note: 'Scratched' })).body.collectedBy).toBe(tech.personId);
      expect((await patch(created.id, { collectionDate: '2025-07-01' })).body.collectedBy).toBe(c.ownerId);
      const cleared = await patch(created.id, { collectionDate: null });
      expect(cleared.body).toEqual(expect.objectContaining({ collectionDate: null, collectedBy: null }));
      const [event] = (await eventsOf(t, c.companyId, { type: 'equipment.updated', objectId: created.id })).slice(-1);
      expect(event.payload.data.previousAttributes).toEqual({ collectionDate: '2025-07-01', collectedBy: c.ownerId });
    });

    it('validates updates like create', async () => {
      const id = (await create({ ...required(await person()), cost: '10', currency: 'EUR' })).body.id;
      expectError(await patch(id, { currency: null }), 422, 'ValidationError', ['currency']);
      expectError(await patch(id, { issueDate: null }), 422, 'ValidationError', ['issueDate']);
      expectError(await patch(id, { issueDate: '2026-01-01', receiptDate: '2025-12-31' }), 422, 'ValidationError', ['receiptDate']);
      expectError(await patch(id, { type: '' }), 422, 'ValidationError', ['type']);
      expectError(await patch(id, { personId: other.ownerId }), 422, 'ValidationError', ['personId']);
      expectError(await patch(id, { collectedBy: c.ownerId }), 422, 'ValidationError', ['collectedBy']);
      expect((await patch(id, { cost: null, currency: null })).body).toEqual(expect.objectContaining({ cost: null, currency: null }));
    });

    it('hands equipment over to another person by personId', async () => {
      const [from, to] = [await person(), await person()];
      const id = (await create(required(from))).body.id;
      expect((await patch(id, { personId: to })).body.personId).toBe(to);
      expect(ids(await t.api.get(`/api/equipment?personId=${to}`, c.token))).toEqual([id]);
    });

    it('deletes with a confirmation and an event', async () => {
      const id = (await create(required(await person()))).body.id;
      expect((await t.api.delete(`/api/equipment/${id}`, c.token)).body).toEqual({ id, deleted: true });
      expectError(await t.api.get(`/api/equipment/${id}`, c.token), 404, 'NotFound');
      expect(await eventsOf(t, c.companyId, { type: 'equipment.deleted', objectId: id })).toHaveLength(1);
    });

    it('filters by personId (and $in); refuses other filters', async () => {
      const [a, b] = [await person(), await person()];
      const idA = (await create(required(a))).body.id;
      const idB = (await create(required(b))).body.id;
      expect(ids(await t.api.get(`/api/equipment?personId=${a}`, c.token))).toEqual([idA]);
      expect(ids(await t.api.get(`/api/equipment?personId[$in]=${a}&personId[$in]=${b}`, c.token)).sort()).toEqual([idA, idB].sort());
      expectError(await t.api.get('/api/equipment?type=Laptop', c.token), 422, 'QueryParameterValidationError');
    });

    it('goes with its person; the collector leaving keeps the record without collectedBy', async () => {
      const holder = await person();
      const collector = await newUser(t, c.companyId, 'admin');
      const kept = (await create({ ...required(await person()), collectionDate: '2025-02-01' }, collector.token)).body;
      const gone = (await create(required(holder))).body.id;
      expect(kept.collectedBy).toBe(collector.personId);
      await t.db.query('DELETE FROM people WHERE id = ANY($1)', [[holder, collector.personId]]);
      expectError(await t.api.get(`/api/equipment/${gone}`, c.token), 404, 'NotFound');
      expect((await t.api.get(`/api/equipment/${kept.id}`, c.token)).body.collectedBy).toBeNull();
    });
  });

  describe('equipment types and names', () => {
    let company: TestCompany;
    beforeAll(async () => {
      company = await newCompany(t);
    });
    const typesOf = async (token = company.token) => {
      const res = await t.api.get('/api/equipment-types', token);
      expect(res.status).toBe(200);
      return res.body;
    };
    const namesOf = async (query = '') => {
      const res = await t.api.get(`/api/equipment-names${query}`, company.token);
      expect(res.status).toBe(200);
      return res.body;
    };

    it('a new company lists the default types, in order, default and not used', async () => {
      const list = await typesOf();
      expect(list.total).toBe(DEFAULT_EQUIPMENT_TYPES.length);
      expect(list.data.map((x: any) => x.value)).toEqual([...DEFAULT_EQUIPMENT_TYPES]);
      for (const row of list.data) expect(row).toEqual({ id: expect.any(String), companyId: company.companyId, value: row.value, isDefault: true, isUsed: false });
      expect((await namesOf()).total).toBe(0);
    });

    it('lists the values in use with isUsed, case-insensitively, and drops them once unused', async () => {
      const holder = (await newUser(t, company.companyId, 'user')).personId;
      const laptop = (await t.api.post('/api/equipment', company.token, { ...required(holder), type: 'laptop', name: 'ThinkPad X1' })).body.id;
      const tablet = (await t.api.post('/api/equipment', company.token, { ...required(holder), type: 'Tablet', name: 'iPad Air' })).body.id;
      await t.api.post('/api/equipment', company.token, { ...required(holder), type: 'Tablet', name: 'ipad air' });

      const types = await typesOf();
      expect(types.total).toBe(DEFAULT_EQUIPMENT_TYPES.length + 1);
      const byValue = Object.fromEntries(types.data.map((x: any) => [x.value, x]));
      expect(byValue.Laptop).toEqual(expect.objectContaining({ isDefault: true, isUsed: true }));
      expect(byValue.Monitor).toEqual(expect.objectContaining({ isDefault: true, isUsed: false }));
      expect(byValue.Tablet).toEqual(expect.objectContaining({ isDefault: false, isUsed: true }));

      const names = await namesOf();
      expect(names.data.map((x: any) => [x.value, x.isDefault, x.isUsed]).sort()).toEqual([['ThinkPad X1', false, true], ['iPad Air', false, true]].sort());
      expect((await namesOf('?type=tablet')).data.map((x: any) => x.value)).toEqual(['iPad Air']);
      expect((await namesOf('?type=Laptop')).data.map((x: any) => x.value)).toEqual(['ThinkPad X1']);
      expect((await namesOf('?type=Monitor')).total).toBe(0);

      // A value no equipment uses any more leaves the lists; a default stays, not used.
      await t.api.delete(`/api/equipment/${laptop}`, company.token);
      await t.api.patch(`/api/equipment/${tablet}`, company.token, { type: 'Monitor', name: 'Dell U2723QE' });
      const after = Object.fromEntries((await typesOf()).data.map((x: any) => [x.value, x]));
      expect(after.Laptop).toEqual(expect.objectContaining({ isDefault: true, isUsed: false }));
      expect(after.Monitor.isUsed).toBe(true);
      expect(after.Tablet.isUsed).toBe(true); // the second tablet is still there
      expect((await namesOf()).data.map((x: any) => x.value).sort()).toEqual(['Dell U2723QE', 'iPad Air'].sort());
    });

    it('pages, refuses other parameters, and exposes only listing', async () => {
      const page = await t.api.get('/api/equipment-types?$limit=2&$skip=2', company.token);
      expect(page.body.data).toHaveLength(2);
      expectError(await t.api.get('/api/equipment-types?type=Laptop', company.token), 422, 'QueryParameterValidationError');
      expectError(await t.api.get('/api/equipment-names?type[$in]=Laptop', company.token), 422, 'QueryParameterValidationError');
      expectError(await t.api.get('/api/equipment-names?value=x', company.token), 422, 'QueryParameterValidationError');
      expectError(await t.api.post('/api/equipment-types', company.token, { value: 'Desk' }), 405, 'MethodNotAllowed');
      expectError(await t.api.post('/api/equipment-names', company.token, { value: 'Desk' }), 405, 'MethodNotAllowed');
    });

    it('are company-scoped: another company sees its own defaults only', async () => {
      const mine = (await typesOf()).data.map((x: any) => x.id);
      const theirs = (await typesOf(other.token)).data.map((x: any) => x.id);
      expect(mine.filter((id: string) => theirs.includes(id))).toEqual([]);
      expect((await typesOf(other.token)).data.every((x: any) => x.companyId === other.companyId)).toBe(true);
    });

    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('equipmentCatalog', role)] as const))('%s reads them per the policy table', async (role, policy) => {
      const user = await newUser(t, company.companyId, role, SCOPES);
      const expected = policy.read === 'all' ? 200 : 403;
      expect((await t.api.get('/api/equipment-types', user.token)).status).toBe(expected);
      expect((await t.api.get('/api/equipment-names', user.token)).status).toBe(expected);
    });

    it('need private:read', async () => {
      const publicOnly = await newUser(t, company.companyId, 'owner', ['public:read']);
      expectError(await t.api.get('/api/equipment-types', publicOnly.token), 403, 'Forbidden');
      expectError(await t.api.get('/api/equipment-names', publicOnly.token), 403, 'Forbidden');
    });
  });

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('equipment', role)] as const))('as %s follows the table', async (role, policy) => {
      const actor = await newUser(t, c.companyId, role, SCOPES);
      await checkPersonRecordRole(
        t, c.token,
        { resource: 'equipment', path: '/api/equipment', body: async (personId) => required(personId), patch: { note: 'Changed' } },
        actor, { colleague: await person(), newcomer: await person() }, policy,
      );
    });

    it('tech reads and writes everyone\'s equipment (D5)', async () => {
      expect(effectivePolicy('equipment', 'tech')).toEqual({ read: 'all', write: 'all' });
      const tech = await newUser(t, c.companyId, 'tech');
      const created = await create(required(await person()), tech.token);
      expect(created.status).toBe(201);
      expect((await patch(created.body.id, { serialNumber: 'SN-1' }, tech.token)).status).toBe(200);
    });

    it('a new hire\'s equipment is seen by owner and admin only', async () => {
      const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
      const id = (await create(required(hire.personId))).body.id;
      const tech = await newUser(t, c.companyId, 'tech');
      expect((await t.api.get(`/api/equipment/${id}`, c.token)).status).toBe(200);
      expectError(await t.api.get(`/api/equipment/${id}`, tech.token), 404, 'NotFound');
      expectError(await create(required(hire.personId), tech.token), 422, 'ValidationError', ['personId']);
    });
  });
});
