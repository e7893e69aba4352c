import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { CUSTOM_FIELD_SECTIONS, CUSTOM_FIELD_TYPES, DIVERSITY_FIELD_TYPES } from '../../../src/modules/custom-fields/custom-field.entity';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/** Custom fields (spec "Custom field"): sections, types, per-type config, compensation resource, values go with them. */
describe('custom fields', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let salaryTypeId: string;
  let n = 0;
  const name = () => `Field ${++n}`;

  const configFor: Record<string, Record<string, unknown> | undefined> = {
    text: { autocomplete: true }, select: { choices: ['S', 'M', 'L'] }, multiSelect: { choices: ['Go', 'Rust'] },
  };
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/custom-fields', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/custom-fields/${id}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    const types = await t.api.get('/api/compensation-types', c.token);
    salaryTypeId = types.body.data.find((x: any) => x.baseType === 'salary').id;
  });
  afterAll(() => t.close());

  describe('create', () => {
    it.each(CUSTOM_FIELD_SECTIONS.map((s) => [s]))('accepts section %s', async (section) => {
      const res = await create({ name: name(), section, type: 'text' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), companyId: c.companyId, name: res.body.name, section, type: 'text', resourceId: null,
        config: { autocomplete: false }, createdAt: expect.any(String), updatedAt: expect.any(String),
      });
    });

    it.each(CUSTOM_FIELD_TYPES.map((type) => [type]))('accepts type %s with its config', async (type) => {
      const res = await create({ name: name(), section: 'basics', type, config: configFor[type] });
      expect(res.status).toBe(201);
      expect(res.body.config).toEqual(configFor[type] ?? {});
      expect((await t.api.get(`/api/custom-fields/${res.body.id}`, c.token)).body).toEqual(res.body);
    });

    it.each(CUSTOM_FIELD_TYPES.map((type) => [type, DIVERSITY_FIELD_TYPES.includes(type)] as const))(
      'diversity field of type %s is accepted: %s',
      async (type, accepted) => {
        const res = await create({ name: name(), section: 'diversity', type, config: configFor[type] });
        if (accepted) expect(res.status).toBe(201);
        else expectError(res, 422, 'ValidationError', ['type']);
      },
    );

    it('refuses unknown sections and types, and a missing name', async () => {
      expectError(await create({ name: name(), section: 'payroll', type: 'text' }), 422, 'ValidationError', ['section']);
      expectError(await create({ name: name(), section: 'basics', type: 'number' }), 422, 'ValidationError', ['type']);
      expectError(await create({}), 422, 'ValidationError', ['name', 'section', 'type']);
      expectError(await create({ name: '', section: 'basics', type: 'text' }), 422, 'ValidationError', ['name']);
      expectError(await create({ name: name(), section: 'basics', type: 'text', subsection: 'x' }), 422, 'ValidationError', ['subsection']);
    });

    it('a compensation field may name a compensation type of the company as resourceId', async () => {
      const res = await create({ name: name(), section: 'compensation', type: 'text', resourceId: salaryTypeId });
      expect(res.status).toBe(201);
      expect(res.body.resourceId).toBe(salaryTypeId);
      expect((await create({ name: name(), section: 'compensation', type: 'text', resourceId: null })).body.resourceId).toBeNull();
      const foreignType = (await t.api.get('/api/compensation-types', other.token)).body.data[0].id;
      expectError(await create({ name: name(), section: 'compensation', type: 'text', resourceId: foreignType }), 422, 'ValidationError', ['resourceId']);
      expectError(await create({ name: name(), section: 'compensation', type: 'text', resourceId: 'nothing' }), 422, 'ValidationError', ['resourceId']);
    });

    it.each(CUSTOM_FIELD_SECTIONS.filter((s) => s !== 'compensation').map((s) => [s]))('a %s field names no resource (422)', async (section) => {
      expectError(await create({ name: name(), section, type: 'text', resourceId: salaryTypeId }), 422, 'ValidationError', ['resourceId']);
    });

    it.each([
      ['text', { autocomplete: 'yes' }, 'config.autocomplete'],
      ['text', { choices: ['a'] }, 'config.choices'],
      ['select', {}, 'config.choices'],
      ['select', { choices: [] }, 'config.choices'],
      ['select', { choices: ['a', 'a'] }, 'config.choices'],
      ['select', { choices: ['a', ''] }, 'config.choices'],
      ['select', { choices: ['a', 5] }, 'config.choices'],
      ['select', { choices: 'a' }, 'config.choices'],
      ['multiSelect', undefined, 'config.choices'],
      ['multiSelect', { choices: ['a'], autocomplete: true }, 'config.autocomplete'],
      ['date', { autocomplete: true }, 'config.autocomplete'],
      ['link', { choices: ['a'] }, 'config.choices'],
      ['person', { colour: 'red' }, 'config.colour'],
      ['longText', { x: 1 }, 'config.x'],
    ])('refuses %s config %j naming %s', async (type, config, issue) => {
      expectError(await create({ name: name(), section: 'basics', type, config }), 422, 'ValidationError', [issue]);
    });

    it.each([['x'], [['a']], [null], [5]])('refuses config %j that is not an object', async (config) => {
      expectError(await create({ name: name(), section: 'basics', type: 'text', config }), 422, 'ValidationError', ['config']);
    });

    it('names are unique per section (case-insensitive), not across sections or companies', async () => {
      expect((await create({ name: 'T-shirt size', section: 'basics', type: 'text' })).status).toBe(201);
      expectError(await create({ name: 't-shirt SIZE', section: 'basics', type: 'text' }), 422, 'ValidationError', ['name']);
      expect((await create({ name: 'T-shirt size', section: 'social', type: 'text' })).status).toBe(201);
      expect((await create({ name: 'T-shirt size', section: 'basics', type: 'text' }, other.token)).status).toBe(201);
    });

    it('records its event', async () => {
      const res = await create({ name: name(), section: 'health', type: 'longText' });
      const [event] = await eventsOf(t, c.companyId, { type: 'customField.created', objectId: res.body.id });
      expect(event.payload.data.object).toEqual(res.body);
    });
  });

  describe('update', () => {
    it('changes name and config only', async () => {
      const field = (await create({ name: name(), section: 'basics', type: 'select', config: { choices: ['A', 'B'] } })).body;
      const res = await patch(field.id, { name: 'Renamed', config: { choices: ['A', 'B', 'C'] } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...field, name: 'Renamed', config: { choices: ['A', 'B', 'C'] }, updatedAt: expect.any(String) });
      const [event] = await eventsOf(t, c.companyId, { type: 'customField.updated', objectId: field.id });
      expect(event.payload.data.previousAttributes).toEqual({ name: field.name, config: { choices: ['A', 'B'] } });
    });

    it.each([['section', 'health'], ['type', 'longText'], ['resourceId', null], ['companyId', 'x']])('refuses %s (422)', async (key, value) => {
      const field = (await create({ name: name(), section: 'basics', type: 'text' })).body;
      expectError(await patch(field.id, { [key]: value }), 422, 'ValidationError', [key]);
    });

    it('checks config against the field type, and refuses to drop a choice a value uses', async () => {
      const field = (await create({ name: name(), section: 'basics', type: 'multiSelect', config: { choices: ['A', 'B', 'C'] } })).body;
      expectError(await patch(field.id, { config: { autocomplete: true } }), 422, 'ValidationError', ['config.autocomplete', 'config.choices']);
      expectError(await patch(field.id, { name: '' }), 422, 'ValidationError', ['name']);
      const personId = (await newUser(t, c.companyId, 'user')).personId;
      expect((await t.api.post('/api/custom-values', c.token, { personId, customFieldId: field.id, value: ['B'] })).status).toBe(201);
      const dropB = await patch(field.id, { config: { choices: ['A', 'C'] } });
      expectError(dropB, 422, 'ValidationError', ['config.choices']);
      expect(dropB.body.issues[0].reason).toContain('B');
      expect((await patch(field.id, { config: { choices: ['B', 'D'] } })).status).toBe(200);
    });
  });

  describe('delete', () => {
    it('deletes the field and its values, recording an event for each value', async () => {
      const field = (await create({ name: name(), section: 'basics', type: 'text' })).body;
      const valueIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const personId = (await newUser(t, c.companyId, 'user')).personId;
        valueIds.push((await t.api.post('/api/custom-values', c.token, { personId, customFieldId: field.id, value: `v${i}` })).body.id);
      }
      expect((await t.api.delete(`/api/custom-fields/${field.id}`, c.token)).body).toEqual({ id: field.id, deleted: true });
      expectError(await t.api.get(`/api/custom-fields/${field.id}`, c.token), 404, 'NotFound');
      expect((await t.api.get(`/api/custom-values?customFieldId=${field.id}`, c.token)).body.total).toBe(0);
      for (const id of valueIds) {
        const [event] = await eventsOf(t, c.companyId, { type: 'customValue.deleted', objectId: id });
        expect(event.payload.data.object).toEqual(expect.objectContaining({ id, customFieldId: field.id }));
      }
      expect(await eventsOf(t, c.companyId, { type: 'customField.deleted', objectId: field.id })).toHaveLength(1);
    });

    it('another company\'s field is 404', async () => {
      const id = (await create({ name: name(), section: 'basics', type: 'text' })).body.id;
      expectError(await t.api.get(`/api/custom-fields/${id}`, other.token), 404, 'NotFound');
      expectError(await patch(id, { name: 'x' }, other.token), 404, 'NotFound');
      expectError(await t.api.delete(`/api/custom-fields/${id}`, other.token), 404, 'NotFound');
    });
  });

  describe('list filters', () => {
    let company: TestCompany;
    let fields: Record<string, string>;
    beforeAll(async () => {
      company = await newCompany(t);
      const make = async (section: string, type: string) =>
        (await create({ name: `${section} ${type}`, section, type, config: configFor[type] }, company.token)).body.id;
      fields = { basicsText: await make('basics', 'text'), healthSelect: await make('health', 'select'), socialLink: await make('social', 'link') };
    });
    const list = async (query: string) => {
      const res = await t.api.get(`/api/custom-fields?${query}`, company.token);
      expect(res.status).toBe(200);
      return ids(res).sort();
    };

    it('section, type and id with equality, $eq, $ne, $in and $nin', async () => {
      const { basicsText, healthSelect, socialLink } = fields;
      expect(await list('section=health')).toEqual([healthSelect]);
      expect(await list('section[$eq]=basics')).toEqual([basicsText]);
      expect(await list('section[$ne]=basics')).toEqual([healthSelect, socialLink].sort());
      expect(await list('type[$in]=link&type[$in]=select')).toEqual([healthSelect, socialLink].sort());
      expect(await list('type[$nin]=link&type[$nin]=select')).toEqual([basicsText]);
      expect(await list(`id=${socialLink}`)).toEqual([socialLink]);
      expect(await list(`id[$ne]=${socialLink}`)).toEqual([basicsText, healthSelect].sort());
      expect(await list(`id[$in]=${socialLink}&id[$in]=${basicsText}`)).toEqual([basicsText, socialLink].sort());
      expect(await list(`id[$nin]=${socialLink}`)).toEqual([basicsText, healthSelect].sort());
    });

    it('refuses values outside the enums and unlisted filters', async () => {
      for (const query of ['section=payroll', 'type[$in]=number', 'name=x', 'section[$gt]=basics']) {
        expectError(await t.api.get(`/api/custom-fields?${query}`, company.token), 422, 'QueryParameterValidationError');
      }
    });
  });

  describe('role policy (D5), generated from the policy table', () => {
    it.each(ASSIGNABLE_ROLES.map((role) => [role, effectivePolicy('customField', role)] as const))('as %s follows the table', async (role, policy) => {
      const user = await newUser(t, c.companyId, role, SCOPES);
      const existing = (await create({ name: name(), section: 'basics', type: 'text' })).body.id;
      expect((await t.api.get('/api/custom-fields', user.token)).status).toBe(policy.read === 'all' ? 200 : 403);
      expect((await t.api.get(`/api/custom-fields/${existing}`, user.token)).status).toBe(policy.read === 'all' ? 200 : 403);
      const writes = [
        (await create({ name: name(), section: 'basics', type: 'text' }, user.token)).status,
        (await patch(existing, { name: name() }, user.token)).status,
        (await t.api.delete(`/api/custom-fields/${existing}`, user.token)).status,
      ];
      expect(writes).toEqual(policy.write === 'all' ? [201, 200, 200] : [403, 403, 403]);
    });

    it('needs private scopes', async () => {
      const publicOnly = await newUser(t, c.companyId, 'owner', ['public:read']);
      expectError(await t.api.get('/api/custom-fields', publicOnly.token), 403, 'Forbidden');
      const reader = await newUser(t, c.companyId, 'owner', ['private:read']);
      expectError(await create({ name: name(), section: 'basics', type: 'text' }, reader.token), 403, 'Forbidden');
    });
  });
});
