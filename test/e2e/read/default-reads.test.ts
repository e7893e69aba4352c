import { ResourceRegistry } from '../../../src/core/crud/resource-registry';
import { SealedValues } from '../../../src/core/crypto/sealed/sealed-values';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A resource without a read declaration answers from the default read of its `definition.fields`: byte for byte
 * what its stored entity's fields give (order, null, booleans, dates, ISO timestamps with ms, jsonb, virtual columns,
 * sealed fields opened), in lists, retrieves and the answers to creates.
 */
describe('default reads', () => {
  let t: TestApp;
  let c: TestCompany;
  const created = new Map<string, Record<string, unknown>>();
  const resources = [
    { name: 'documentType', path: '/api/document-types', list: '', noRetrieve: true },
    { name: 'identityDocumentType', path: '/api/identity-document-types', list: '', noRetrieve: true },
    { name: 'compensationType', path: '/api/compensation-types', list: '' },
    { name: 'timeAwayType', path: '/api/time-away-types', list: '' },
    { name: 'equipmentType', path: '/api/equipment-types', list: '', noRetrieve: true },
    { name: 'equipmentName', path: '/api/equipment-names', list: '', noRetrieve: true },
    { name: 'publicHoliday', path: '/api/public-holidays', list: 'publicHolidayCalendarId=FR&date[$gte]=2026-01-01&date[$lte]=2026-12-31', noRetrieve: true },
    { name: 'webhook', path: '/api/webhooks', list: '' },
    { name: 'bankAccount', path: '/api/bank-accounts', list: '' },
    { name: 'customField', path: '/api/custom-fields', list: '' },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const personId = (await newUser(t, c.companyId, 'user')).personId;
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await t.api.post(path, c.token, body);
      expect(res.status).toBe(201);
      return res.body;
    };
    await post('/api/equipment', { personId, type: 'Laptop', name: 'MacBook Pro 14', issueDate: '2025-01-06' });
    created.set('documentType', await post('/api/document-types', { name: 'Contract addendum' }));
    created.set('compensationType', await post('/api/compensation-types', { name: 'Shift allowance' }));
    created.set('webhook', await post('/api/webhooks', { url: 'https://hooks.example.com/default-reads', eventTypes: ['location.created'] }));
    created.set('bankAccount', await post('/api/bank-accounts', { personId, bankName: 'Deutsche Bank', accountNumber: 'DE89370400440532013000', sortCode: null }));
    created.set('customField', await post('/api/custom-fields', { name: 'Shirt size', section: 'basics', type: 'select', config: { choices: ['S', 'M'] } }));
  });
  afterAll(() => t.close());

  /**
   * The API object the resource's stored entity gave when answers were built from entities: its definition's fields
   * in order, date-times as UTC ISO text with milliseconds, missing values null, sealed fields opened.
   */
  async function fromEntity(name: string, id: string): Promise<Record<string, unknown>> {
    const { definition } = t.app.get(ResourceRegistry).services().find((s) => s.definition.name === name)!;
    const entity = await t.db.manager.findOneByOrFail(definition.entity, { id, companyId: c.companyId } as never);
    if (definition.sealed) await t.app.get(SealedValues).openFields(c.companyId, definition.sealed, [entity as Record<string, unknown>]);
    const values = entity as Record<string, unknown>;
    return Object.fromEntries(definition.fields.map((f) => [f, values[f] instanceof Date ? (values[f] as Date).toISOString() : values[f] ?? null]));
  }

  it.each(resources.map((r) => [r.name, r] as const))('%s answers its entity fields, byte for byte', async (name, resource) => {
    const list = await t.api.get(`${resource.path}?$limit=250${resource.list ? `&${resource.list}` : ''}`, c.token);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const answer of list.body.data) expect(JSON.stringify(answer)).toBe(JSON.stringify(await fromEntity(name, answer.id)));
    const one = list.body.data.at(-1);
    if (!('noRetrieve' in resource)) {
      const retrieved = await t.api.get(`${resource.path}/${one.id}`, c.token);
      expect(JSON.stringify(retrieved.body)).toBe(JSON.stringify(await fromEntity(name, one.id)));
    }
    const answer = created.get(name);
    if (answer) {
      const { secret, ...shown } = answer;
      expect(JSON.stringify(shown)).toBe(JSON.stringify(await fromEntity(name, answer.id as string)));
      if (name === 'webhook') expect(secret).toEqual(expect.any(String));
    }
  });
});
