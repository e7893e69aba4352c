import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { DEFAULT_COMPENSATION_TYPES } from '../../../src/modules/compensation-types';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { effectivePolicy, eventsOf, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Compensation types (spec "Compensation type", D9 defaults): public to read, custom ones added by owner and finance. */
describe('compensation types', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('every new company has the standard types salary, bonus, commission and equity', async () => {
    const res = await t.api.get('/api/compensation-types', c.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const byBase = Object.fromEntries(res.body.data.map((type: any) => [type.baseType, type]));
    for (const standard of DEFAULT_COMPENSATION_TYPES) {
      expect(byBase[standard.baseType]).toEqual({
        id: expect.any(String), companyId: c.companyId, name: standard.name, baseType: standard.baseType,
        createdAt: expect.any(String), updatedAt: expect.any(String),
      });
    }
  });

  it('lists by companyId: the caller company matches, another company gives an empty list', async () => {
    expect((await t.api.get(`/api/compensation-types?companyId=${c.companyId}`, c.token)).body.total).toBe(4);
    const foreign = await t.api.get(`/api/compensation-types?companyId=${other.companyId}`, c.token);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual({ total: 0, limit: 100, skip: 0, data: [] });
  });

  it('sorts with $sort by name both ways and refuses unknown sort attributes and filters', async () => {
    const up = await t.api.get('/api/compensation-types?$sort[name]=1', c.token);
    const names = up.body.data.map((type: any) => type.name);
    expect(names).toEqual([...names].sort());
    const down = await t.api.get('/api/compensation-types?$sort[name]=-1', c.token);
    expect(down.body.data.map((type: any) => type.name)).toEqual([...names].reverse());
    expectError(await t.api.get('/api/compensation-types?$sort[colour]=1', c.token), 422, 'QueryParameterValidationError');
    expectError(await t.api.get('/api/compensation-types?baseType=salary', c.token), 422, 'QueryParameterValidationError');
  });

  it('pages with $limit and $skip', async () => {
    const first = await t.api.get('/api/compensation-types?$limit=3', c.token);
    const second = await t.api.get('/api/compensation-types?$limit=3&$skip=3', c.token);
    expect(first.body.data).toHaveLength(3);
    expect(second.body.data).toHaveLength(1);
    expect(new Set([...first.body.data, ...second.body.data].map((type: any) => type.id)).size).toBe(4);
  });

  it('retrieves one type; another company\'s type is 404', async () => {
    const list = await t.api.get('/api/compensation-types', c.token);
    const id = list.body.data[0].id;
    expect((await t.api.get(`/api/compensation-types/${id}`, c.token)).body).toEqual(list.body.data[0]);
    expectError(await t.api.get(`/api/compensation-types/${id}`, other.token), 404, 'NotFound');
  });

  it('creates a custom type with its event; baseType defaults to custom', async () => {
    const res = await t.api.post('/api/compensation-types', c.token, { name: 'Car allowance' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ name: 'Car allowance', baseType: 'custom', companyId: c.companyId }));
    const explicit = await t.api.post('/api/compensation-types', c.token, { name: 'Phone allowance', baseType: 'custom' });
    expect(explicit.status).toBe(201);
    const events = await eventsOf(t, c.companyId, { type: 'compensationType.created', objectId: res.body.id });
    expect(events).toHaveLength(1);
    expect(events[0].payload.data.object).toEqual(res.body);
  });

  it.each(['salary', 'bonus', 'commission', 'equity', 'other', 5])('refuses baseType %p on create (only custom types are added)', async (baseType) => {
    expectError(await t.api.post('/api/compensation-types', c.token, { name: `Type ${String(baseType)}`, baseType }), 422, 'ValidationError', ['baseType']);
  });

  it('refuses a missing, empty or duplicate name (case-insensitive), and unknown fields', async () => {
    expectError(await t.api.post('/api/compensation-types', c.token, {}), 422, 'ValidationError', ['name']);
    expectError(await t.api.post('/api/compensation-types', c.token, { name: '' }), 422, 'ValidationError', ['name']);
    expectError(await t.api.post('/api/compensation-types', c.token, { name: 'salary' }), 422, 'ValidationError', ['name']);
    expectError(await t.api.post('/api/compensation-types', c.token, { name: 'Stipend', colour: 'red' }), 422, 'ValidationError', ['colour']);
    // Names are unique per company only.
    expect((await t.api.post('/api/compensation-types', other.token, { name: 'Car allowance' })).status).toBe(201);
  });

  it('has no update or delete (405)', async () => {
    const id = (await t.api.get('/api/compensation-types', c.token)).body.data[0].id;
    expectError(await t.api.patch(`/api/compensation-types/${id}`, c.token, { name: 'x' }), 405, 'MethodNotAllowed');
    expectError(await t.api.delete(`/api/compensation-types/${id}`, c.token), 405, 'MethodNotAllowed');
  });

  it('is read with public:read; adding one needs compensations:write', async () => {
    const publicOnly = await newUser(t, c.companyId, 'owner', ['public:read']);
    expect((await t.api.get('/api/compensation-types', publicOnly.token)).status).toBe(200);
    expectError(await t.api.post('/api/compensation-types', publicOnly.token, { name: 'Nope' }), 403, 'Forbidden');
    const privateWrite = await newUser(t, c.companyId, 'owner', ['private:write']);
    expectError(await t.api.post('/api/compensation-types', privateWrite.token, { name: 'Nope' }), 403, 'Forbidden');
  });

  describe('role policy, generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('compensationType', role)] as const))(
      'as %s follows the table',
      async (role, policy) => {
        const user = await newUser(t, c.companyId, role, SCOPES);
        const read = await t.api.get('/api/compensation-types', user.token);
        expect(read.status).toBe(policy.read === 'all' ? 200 : 403);
        const write = await t.api.post('/api/compensation-types', user.token, { name: `By ${role} ${user.personId}` });
        expect(write.status).toBe(policy.write === 'all' ? 201 : 403);
      },
    );
  });
});
