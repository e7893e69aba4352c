import { ASSIGNABLE_ROLES, AssignableRole, GrantRole, roleScopeCeiling } from '../../../src/core/auth/roles';
import { Scope, SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE, RolePolicy } from '../../../src/core/policy/policy-table';
import { CustomFieldSection } from '../../../src/modules/custom-fields/custom-field.entity';
import { SECTION_POLICY } from '../../../src/modules/custom-fields';
import { newCompany, newUser, setGrants, TestCompany } from '../../support/factories';
import { checkPersonRecordRole, effectivePolicy, eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Custom values (spec "Custom value", D9): the value fits the field's type, banking and equipment values name a
 * record of that person, one value per person, field and resource, filters, and access by section.
 */
describe('custom values', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let f: Record<string, string>;

  const person = async (companyId = c.companyId) => (await newUser(t, companyId, 'user')).personId;
  const field = async (section: string, type: string, config?: Record<string, unknown>, token = c.token) => {
    const res = await t.api.post('/api/custom-fields', token, { name: `${section} ${type} ${Math.random()}`, section, type, config });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/custom-values', token, body);
  const patch = (id: string, body: Record<string, unknown>, token = c.token) => t.api.patch(`/api/custom-values/${id}`, token, body);
  /** The person's bank account (one per person): the existing one, or a new one. */
  const bankAccountOf = async (personId: string) => {
    const existing = await t.api.get(`/api/bank-accounts?personId=${personId}`, c.token);
    if (existing.body.total) return existing.body.data[0].id as string;
    return (await t.api.post('/api/bank-accounts', c.token, { personId })).body.id as string;
  };
  const equipmentOf = async (personId: string) =>
    (await t.api.post('/api/equipment', c.token, { personId, type: 'Laptop', name: 'X1', issueDate: '2025-01-01' })).body.id as string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
    f = {
      text: await field('basics', 'text'),
      longText: await field('health', 'longText'),
      link: await field('social', 'link'),
      date: await field('employment', 'date'),
      select: await field('diversity', 'select', { choices: ['A', 'B', 'C'] }),
      multiSelect: await field('diversity', 'multiSelect', { choices: ['Go', 'Rust', 'Zig'] }),
      person: await field('jobRole', 'person'),
      banking: await field('banking', 'text'),
      equipment: await field('equipment', 'text'),
      compensation: await field('compensation', 'text'),
      offboarding: await field('offboarding', 'text'),
    };
  });
  afterAll(() => t.close());

  describe('values by field type', () => {
    it('creates a value and returns the full object with its event', async () => {
      const personId = await person();
      const res = await create({ personId, customFieldId: f.text, value: 'Large' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), personId, customFieldId: f.text, resourceId: null, value: 'Large',
        createdAt: expect.any(String), updatedAt: expect.any(String),
      });
      expect((await t.api.get(`/api/custom-values/${res.body.id}`, c.token)).body).toEqual(res.body);
      const [event] = await eventsOf(t, c.companyId, { type: 'customValue.created', objectId: res.body.id });
      expect(event.payload.data.object).toEqual(res.body);
    });

    const valid: [string, unknown][] = [
      ['text', 'Large'],
      ['text', ''],
      ['longText', 'Allergic to peanuts.\nCarries an EpiPen.'],
      ['link', 'https://github.com/ada'],
      ['link', 'http://example.com/path?q=1'],
      ['date', '2025-02-28'],
      ['select', 'B'],
      ['multiSelect', ['Go', 'Zig']],
      ['multiSelect', []],
      ['offboarding', 'Returned badge'],
    ];
    it.each(valid)('accepts a %s value %j', async (type, value) => {
      const res = await create({ personId: await person(), customFieldId: f[type], value });
      expect(res.status).toBe(201);
      expect(res.body.value).toEqual(value);
    });

    it('accepts a person of the company for a person field', async () => {
      const colleague = await person();
      expect((await create({ personId: await person(), customFieldId: f.person, value: colleague })).body.value).toBe(colleague);
    });

    it.each(['text', 'longText', 'link', 'date', 'select', 'multiSelect', 'person'])('accepts null for a %s field', async (type) => {
      const res = await create({ personId: await person(), customFieldId: f[type], value: null });
      expect(res.status).toBe(201);
      expect(res.body.value).toBeNull();
    });

    const invalid: [string, unknown][] = [
      ['text', ['a']],
      ['text', 'x'.repeat(1001)],
      ['longText', ['a']],
      ['longText', 'x'.repeat(20001)],
      ['link', 'github.com/ada'],
      ['link', 'ftp://files.example.com/x'],
      ['link', 'javascript:alert(1)'],
      ['link', 'https://localhost'],
      ['date', '2025-02-30'],
      ['date', '28/02/2025'],
      ['select', 'D'],
      ['select', 'a'],
      ['select', ['A']],
      ['multiSelect', 'Go'],
      ['multiSelect', ['Go', 'Java']],
      ['multiSelect', ['Go', 'Go']],
      ['person', 'nobody'],
      ['person', ['x']],
      ['text', 5],
      ['text', true],
      ['text', { a: 1 }],
      ['multiSelect', [1, 2]],
    ];
    it.each(invalid)('refuses for a %s field the value %j with 422 on value', async (type, value) => {
      expectError(await create({ personId: await person(), customFieldId: f[type], value }), 422, 'ValidationError', ['value']);
    });

    it('refuses a person of another company as a person value', async () => {
      expectError(await create({ personId: await person(), customFieldId: f.person, value: other.ownerId }), 422, 'ValidationError', ['value']);
    });

    it('requires personId, customFieldId and value (null is a value); refuses unknown fields', async () => {
      expectError(await create({}), 422, 'ValidationError', ['personId', 'customFieldId', 'value']);
      expectError(await create({ personId: await person(), customFieldId: f.text, value: 'x', section: 'basics' }), 422, 'ValidationError', ['section']);
    });

    it('refuses a person, field or resource of another company (422 on that field)', async () => {
      const foreignField = await field('basics', 'text', undefined, other.token);
      expectError(await create({ personId: other.ownerId, customFieldId: f.text, value: 'x' }), 422, 'ValidationError', ['personId']);
      expectError(await create({ personId: await person(), customFieldId: foreignField, value: 'x' }), 422, 'ValidationError', ['customFieldId']);
      expectError(await create({ personId: await person(), customFieldId: 'nothing', value: 'x' }), 422, 'ValidationError', ['customFieldId']);
    });
  });

  describe('resourceId', () => {
    it('a banking value names a bank account of that person', async () => {
      const personId = await person();
      const account = await bankAccountOf(personId);
      const res = await create({ personId, customFieldId: f.banking, resourceId: account, value: 'IBAN checked' });
      expect(res.status).toBe(201);
      expect(res.body.resourceId).toBe(account);
      expectError(await create({ personId, customFieldId: f.banking, value: 'x' }), 422, 'ValidationError', ['resourceId']);
      const someoneElse = await person();
      const theirAccount = await bankAccountOf(someoneElse);
      expectError(await create({ personId, customFieldId: f.banking, resourceId: theirAccount, value: 'x' }), 422, 'ValidationError', ['resourceId']);
      expectError(await create({ personId, customFieldId: f.banking, resourceId: await equipmentOf(personId), value: 'x' }), 422, 'ValidationError', ['resourceId']);
    });

    it('an equipment value names equipment of that person; one value per equipment', async () => {
      const personId = await person();
      const [laptop, monitor] = [await equipmentOf(personId), await equipmentOf(personId)];
      expect((await create({ personId, customFieldId: f.equipment, resourceId: laptop, value: 'Asset 1' })).status).toBe(201);
      expect((await create({ personId, customFieldId: f.equipment, resourceId: monitor, value: 'Asset 2' })).status).toBe(201);
      expectError(await create({ personId, customFieldId: f.equipment, resourceId: laptop, value: 'Again' }), 422, 'ValidationError', ['customFieldId']);
      expectError(await create({ personId, customFieldId: f.equipment, value: 'x' }), 422, 'ValidationError', ['resourceId']);
      expectError(await create({ personId, customFieldId: f.equipment, resourceId: await equipmentOf(await person()), value: 'x' }), 422, 'ValidationError', ['resourceId']);
    });

    it.each(['text', 'compensation', 'offboarding'])('a %s value names no resource', async (type) => {
      const personId = await person();
      expectError(await create({ personId, customFieldId: f[type], resourceId: await equipmentOf(personId), value: 'x' }), 422, 'ValidationError', ['resourceId']);
    });

    it('values go with the bank account or equipment they describe, each with its event', async () => {
      const personId = await person();
      const account = await bankAccountOf(personId);
      const laptop = await equipmentOf(personId);
      const bankValue = (await create({ personId, customFieldId: f.banking, resourceId: account, value: 'x' })).body.id;
      const laptopValue = (await create({ personId, customFieldId: f.equipment, resourceId: laptop, value: 'y' })).body.id;
      await t.api.delete(`/api/bank-accounts/${account}`, c.token);
      await t.api.delete(`/api/equipment/${laptop}`, c.token);
      for (const id of [bankValue, laptopValue]) {
        expectError(await t.api.get(`/api/custom-values/${id}`, c.token), 404, 'NotFound');
        expect(await eventsOf(t, c.companyId, { type: 'customValue.deleted', objectId: id })).toHaveLength(1);
      }
    });

    it('values created while their equipment is deleted never point at a record that is gone', async () => {
      const fields = await Promise.all(Array.from({ length: 6 }, () => field('equipment', 'text')));
      for (let round = 0; round < 3; round++) {
        const personId = await person();
        const laptop = await equipmentOf(personId);
        const responses = await Promise.all([
          ...fields.map((customFieldId) => create({ personId, customFieldId, resourceId: laptop, value: 'tag' })),
          t.api.delete(`/api/equipment/${laptop}`, c.token),
        ]);
        for (const res of responses) expect([200, 201, 422]).toContain(res.status);
      }
      const dangling = await t.db.query(
        `SELECT v.id FROM custom_values v WHERE v.company_id = $1 AND v.section = 'equipment'
            AND NOT EXISTS (SELECT 1 FROM equipment e WHERE e.id = v.resource_id)`,
        [c.companyId],
      );
      expect(dangling).toEqual([]);
    });

    it('equipment handed over takes its values to the new person, with events', async () => {
      const [from, to] = [await person(), await person()];
      const laptop = await equipmentOf(from);
      const value = (await create({ personId: from, customFieldId: f.equipment, resourceId: laptop, value: 'Asset 9' })).body.id;
      await t.api.patch(`/api/equipment/${laptop}`, c.token, { personId: to });
      expect((await t.api.get(`/api/custom-values/${value}`, c.token)).body.personId).toBe(to);
      const [event] = await eventsOf(t, c.companyId, { type: 'customValue.updated', objectId: value });
      expect(event.payload.data.previousAttributes).toEqual({ personId: from });
    });
  });

  describe('one value per person, field and resource', () => {
    it('a second value is 422 on customFieldId', async () => {
      const personId = await person();
      expect((await create({ personId, customFieldId: f.text, value: 'a' })).status).toBe(201);
      expectError(await create({ personId, customFieldId: f.text, value: 'b' }), 422, 'ValidationError', ['customFieldId']);
      expect((await create({ personId: await person(), customFieldId: f.text, value: 'b' })).status).toBe(201);
    });

    it('holds under 8 concurrent creates: one succeeds, seven answer 422', async () => {
      const personId = await person();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create({ personId, customFieldId: f.text, value: `v${i}` })));
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(422)]);
      for (const res of results.filter((r) => r.status === 422)) expectError(res, 422, 'ValidationError', ['customFieldId']);
    });
  });

  describe('update and delete', () => {
    it('changes the value only, checked against the field type, with its event', async () => {
      const created = (await create({ personId: await person(), customFieldId: f.select, value: 'A' })).body;
      const res = await patch(created.id, { value: 'C' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...created, value: 'C', updatedAt: expect.any(String) });
      const [event] = await eventsOf(t, c.companyId, { type: 'customValue.updated', objectId: created.id });
      expect(event.payload.data.previousAttributes).toEqual({ value: 'A' });
      expectError(await patch(created.id, { value: 'Z' }), 422, 'ValidationError', ['value']);
      expect((await patch(created.id, { value: null })).body.value).toBeNull();
      for (const key of ['personId', 'customFieldId', 'resourceId']) {
        expectError(await patch(created.id, { [key]: 'x' }), 422, 'ValidationError', [key]);
      }
    });

    it('deletes with a confirmation and an event; another company\'s value is 404', async () => {
      const id = (await create({ personId: await person(), customFieldId: f.text, value: 'x' })).body.id;
      expectError(await t.api.get(`/api/custom-values/${id}`, other.token), 404, 'NotFound');
      expectError(await patch(id, { value: 'y' }, other.token), 404, 'NotFound');
      expectError(await t.api.delete(`/api/custom-values/${id}`, other.token), 404, 'NotFound');
      expect((await t.api.delete(`/api/custom-values/${id}`, c.token)).body).toEqual({ id, deleted: true });
      expect(await eventsOf(t, c.companyId, { type: 'customValue.deleted', objectId: id })).toHaveLength(1);
    });
  });

  describe('list filters', () => {
    let p1: string;
    let p2: string;
    let rows: Record<string, string>;
    let laptop1: string;
    let laptop2: string;
    let between: string;

    beforeAll(async () => {
      [p1, p2] = [await person(), await person()];
      [laptop1, laptop2] = [await equipmentOf(p1), await equipmentOf(p2)];
      rows = {
        p1Text: (await create({ personId: p1, customFieldId: f.text, value: 'a' })).body.id,
        p1Laptop: (await create({ personId: p1, customFieldId: f.equipment, resourceId: laptop1, value: 'b' })).body.id,
      };
      await new Promise((resolve) => setTimeout(resolve, 20));
      between = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows.p2Text = (await create({ personId: p2, customFieldId: f.text, value: 'c' })).body.id;
      rows.p2Laptop = (await create({ personId: p2, customFieldId: f.equipment, resourceId: laptop2, value: 'd' })).body.id;
    });
    const list = async (query: string) => {
      const res = await t.api.get(`/api/custom-values?personId[$in]=${p1}&personId[$in]=${p2}&${query}`, c.token);
      expect(res.status).toBe(200);
      return ids(res).sort();
    };
    const of = (...keys: string[]) => keys.map((k) => rows[k]).sort();

    it('personId, customFieldId and resourceId with equality, $eq, $ne, $in and $nin', async () => {
      expect(ids(await t.api.get(`/api/custom-values?personId=${p1}`, c.token)).sort()).toEqual(of('p1Text', 'p1Laptop'));
      expect(ids(await t.api.get(`/api/custom-values?personId[$eq]=${p2}`, c.token)).sort()).toEqual(of('p2Text', 'p2Laptop'));
      expect(await list(`personId[$ne]=${p1}`)).toEqual(of('p2Text', 'p2Laptop'));
      expect(await list(`personId[$nin]=${p2}`)).toEqual(of('p1Text', 'p1Laptop'));
      expect(await list(`customFieldId=${f.text}`)).toEqual(of('p1Text', 'p2Text'));
      expect(await list(`customFieldId[$ne]=${f.text}`)).toEqual(of('p1Laptop', 'p2Laptop'));
      expect(await list(`customFieldId[$in]=${f.equipment}`)).toEqual(of('p1Laptop', 'p2Laptop'));
      expect(await list(`customFieldId[$nin]=${f.equipment}&customFieldId[$nin]=${f.text}`)).toEqual([]);
      expect(await list(`resourceId=${laptop1}`)).toEqual(of('p1Laptop'));
      expect(await list(`resourceId[$eq]=${laptop2}`)).toEqual(of('p2Laptop'));
      expect(await list(`resourceId[$ne]=${laptop1}`)).toEqual(of('p1Text', 'p2Text', 'p2Laptop'));
      expect(await list(`resourceId[$in]=${laptop1}&resourceId[$in]=${laptop2}`)).toEqual(of('p1Laptop', 'p2Laptop'));
      expect(await list(`resourceId[$nin]=${laptop1}`)).toEqual(of('p1Text', 'p2Text', 'p2Laptop'));
    });

    it('an empty resourceId stands for "no resource"', async () => {
      expect(await list('resourceId=')).toEqual(of('p1Text', 'p2Text'));
      expect(await list('resourceId[$ne]=')).toEqual(of('p1Laptop', 'p2Laptop'));
      expect(await list(`resourceId[$in]=&resourceId[$in]=${laptop1}`)).toEqual(of('p1Text', 'p2Text', 'p1Laptop'));
      expect(await list(`resourceId[$nin]=&resourceId[$nin]=${laptop1}`)).toEqual(of('p2Laptop'));
    });

    it('$or of resourceId conditions', async () => {
      expect(await list(`$or[0][resourceId]=${laptop1}&$or[1][resourceId]=${laptop2}`)).toEqual(of('p1Laptop', 'p2Laptop'));
      expect(await list(`$or[0][resourceId]=${laptop1}&$or[1][resourceId]=`)).toEqual(of('p1Laptop', 'p1Text', 'p2Text'));
      expect(await list(`$or[0][resourceId][$in]=${laptop2}&$or[1][resourceId][$ne]=`)).toEqual(of('p1Laptop', 'p2Laptop'));
      expectError(await t.api.get(`/api/custom-values?$or[0][personId]=${p1}`, c.token), 422, 'QueryParameterValidationError');
    });

    it('createdAt and updatedAt ranges with $gt, $gte, $lt, $lte (date or date-time)', async () => {
      expect(await list(`createdAt[$gt]=${between}`)).toEqual(of('p2Text', 'p2Laptop'));
      expect(await list(`createdAt[$lte]=${between}`)).toEqual(of('p1Text', 'p1Laptop'));
      expect(await list(`updatedAt[$gte]=${between}&updatedAt[$lt]=2999-01-01`)).toEqual(of('p2Text', 'p2Laptop'));
      expect(await list('createdAt[$gte]=2000-01-01')).toHaveLength(4);
      expect(await list('createdAt[$lt]=2000-01-01')).toEqual([]);
      await patch(rows.p1Text, { value: 'changed' });
      expect(await list(`updatedAt[$gt]=${between}`)).toEqual(of('p1Text', 'p2Text', 'p2Laptop'));
    });

    it('refuses malformed dates, equality on timestamps and unlisted filters', async () => {
      for (const query of ['createdAt=2025-01-01', 'createdAt[$gt]=yesterday', 'updatedAt[$in]=2025-01-01', 'value=a', 'customFieldId[$gt]=x']) {
        expectError(await t.api.get(`/api/custom-values?${query}`, c.token), 422, 'QueryParameterValidationError');
      }
    });
  });

  describe('access follows the section (D5)', () => {
    /** Section groups: a field of each, how to make a value for a person, and the policy rows that decide. */
    const groups = [
      { section: 'basics', resourceFor: async () => null },
      { section: 'banking', resourceFor: (personId: string) => bankAccountOf(personId) },
      { section: 'equipment', resourceFor: (personId: string) => equipmentOf(personId) },
      { section: 'compensation', resourceFor: async () => null },
    ] as const;
    const cases: [CustomFieldSection, AssignableRole, string, string[]][] = groups.flatMap((g) =>
      ASSIGNABLE_ROLES.flatMap((role): [CustomFieldSection, AssignableRole, string, string[]][] =>
        POLICY_TABLE[SECTION_POLICY[g.section]][role].grant
          ? [[g.section, role, 'not granted', []], [g.section, role, 'granted', [role]]]
          : [[g.section, role, 'no grant needed', []]],
      ),
    );

    /**
     * The section's policy row, narrowed by what the role's tokens can ever hold (D3): values are read with
     * private:read and written with private:write (D4), compensation values also need the compensations scopes.
     */
    const withScopeCeiling = (section: CustomFieldSection, role: AssignableRole, granted: string[]): RolePolicy => {
      const ceiling = roleScopeCeiling(role, false, { compensations: granted as GrantRole[], documents: [] });
      const needs = (action: 'read' | 'write'): Scope[] =>
        section === 'compensation' ? [`private:${action}`, `compensations:${action}`] : [`private:${action}`];
      const policy = effectivePolicy(SECTION_POLICY[section], role, granted);
      return {
        read: needs('read').every((s) => ceiling.has(s)) ? policy.read : 'none',
        write: needs('write').every((s) => ceiling.has(s)) ? policy.write : 'none',
      };
    };

    it('maps each section to the rows of the record it extends', () => {
      expect(SECTION_POLICY).toEqual({
        basics: 'customValue', health: 'customValue', diversity: 'customValue', social: 'customValue', employment: 'customValue',
        jobRole: 'customValue', offboarding: 'customValue', banking: 'bankAccount', equipment: 'equipment', compensation: 'compensation',
      });
    });

    it.each(cases)('%s values as %s (%s) follow the policy table', async (section, role, _label, granted) => {
      const group = groups.find((g) => g.section === section)!;
      await setGrants(t, c.companyId, { compensations: granted });
      try {
        const customFieldId = await field(section, 'text');
        const actor = await newUser(t, c.companyId, role, SCOPES);
        await checkPersonRecordRole(
          t, c.token,
          {
            resource: SECTION_POLICY[section],
            path: '/api/custom-values',
            body: async (personId) => ({ personId, customFieldId, resourceId: await group.resourceFor(personId), value: 'Generated' }),
            patch: { value: 'Changed' },
            closed: 'hidden',
          },
          actor, { colleague: await person(), newcomer: await person() }, withScopeCeiling(section, role, granted),
        );
      } finally {
        await setGrants(t, c.companyId, { compensations: [] });
      }
    });

    it('compensation values also need the compensations scopes, whatever the role', async () => {
      const customFieldId = await field('compensation', 'text');
      const personId = await person();
      const id = (await create({ personId, customFieldId, value: 'Grant #12' })).body.id;
      const owner = await newUser(t, c.companyId, 'owner', ['private:read', 'private:write']);
      expect(ids(await t.api.get(`/api/custom-values?personId=${personId}`, owner.token))).toEqual([]);
      expectError(await t.api.get(`/api/custom-values/${id}`, owner.token), 404, 'NotFound');
      expectError(await create({ personId: await person(), customFieldId, value: 'x' }, owner.token), 403, 'Forbidden');
      const withReadScope = await newUser(t, c.companyId, 'owner', ['private:write', 'compensations:read']);
      expect(ids(await t.api.get(`/api/custom-values?personId=${personId}`, withReadScope.token))).toEqual([id]);
      expectError(await patch(id, { value: 'y' }, withReadScope.token), 403, 'Forbidden');
    });

    it('finance reads values but writes none, not even of compensation fields: writes need private:write (D4)', async () => {
      const finance = await newUser(t, c.companyId, 'finance', SCOPES);
      const customFieldId = await field('compensation', 'text');
      const personId = await person();
      const id = (await create({ personId, customFieldId, value: 'x' })).body.id;
      expect(ids(await t.api.get(`/api/custom-values?personId=${personId}`, finance.token))).toEqual([id]);
      expectError(await create({ personId: await person(), customFieldId, value: 'x' }, finance.token), 403, 'Forbidden');
      expectError(await patch(id, { value: 'y' }, finance.token), 403, 'Forbidden');
    });

    it('a new hire\'s values are seen by owner and admin only', async () => {
      const hire = await newUser(t, c.companyId, 'user', SCOPES, { status: 'newHire' });
      const id = (await create({ personId: hire.personId, customFieldId: f.text, value: 'x' })).body.id;
      const finance = await newUser(t, c.companyId, 'finance');
      expect((await t.api.get(`/api/custom-values/${id}`, c.token)).status).toBe(200);
      expectError(await t.api.get(`/api/custom-values/${id}`, finance.token), 404, 'NotFound');
    });
  });
});
