import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ASSIGNABLE_ROLES } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Replaces `#/components/schemas/X` references by the served document's components, as a consumer would resolve them. */
function resolved(schema: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolved(s, components));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, unknown>;
  const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolved(v, components)]));
  return typeof $ref === 'string' ? { ...(resolved(components[$ref.split('/').pop()!], components) as object), ...own } : own;
}

/**
 * `GET /api/webhooks/event-types`: the event catalogue with each type's object schema and an example, from the same
 * source as the OpenAPI document's webhooks section; owner only, like every webhook route (D14).
 */
describe('the webhook event types', () => {
  let t: TestApp;
  let c: TestCompany;
  let document: any;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    document = (await t.api.get('/api/openapi.json')).body;
  });
  afterAll(() => t.close());

  it('lists every type of the document\'s webhooks section with the same description and its object\'s schema resolved', async () => {
    const res = await t.api.get('/api/webhooks/event-types', c.token);
    expect(res.status).toBe(200);
    const types = res.body.data.map((e: any) => e.type);
    expect(types).toEqual(Object.keys(document.webhooks));
    expect(types).toEqual(expect.arrayContaining(['person.created', 'person.updated', 'person.deleted', 'person.offboarded', 'person.erased', 'webhook.test']));
    for (const entry of res.body.data) {
      const operation = document.webhooks[entry.type].post;
      const event = operation.requestBody.content['application/json'];
      expect(operation.description).toBe(`${entry.description} Sent to the webhooks subscribed to \`${entry.type}\`.`);
      expect([entry.type, entry.schema]).toEqual([entry.type, resolved(event.schema.properties.data.properties.object, document.components.schemas)]);
      expect([entry.type, event.example.data.object]).toEqual([entry.type, entry.example]);
    }
  });

  it('gives examples that their schemas accept, objects and whole events alike', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: document.components });
    for (const entry of (await t.api.get('/api/webhooks/event-types', c.token)).body.data) {
      expect([entry.type, ajv.validate(entry.schema, entry.example), ajv.errors ?? null]).toEqual([entry.type, true, null]);
      const event = document.webhooks[entry.type].post.requestBody.content['application/json'];
      const schema = JSON.parse(JSON.stringify(event.schema).replace(/"#\/components/g, '"openapi#/components'));
      expect([entry.type, ajv.validate(schema, event.example), ajv.errors ?? null]).toEqual([entry.type, true, null]);
    }
  });

  it('describes the objects events really carry', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Described Co' });
    const policyId = (await t.api.get('/api/time-away-policies', c.token)).body.data[0].id;
    await t.api.post('/api/locations', c.token, { city: 'Leeds', countryCode: 'GB', timeAwayPolicyId: policyId });
    const catalogue = new Map((await t.api.get('/api/webhooks/event-types', c.token)).body.data.map((e: any) => [e.type, e.schema]));
    const events = await t.db.query(`SELECT type, payload FROM events WHERE company_id = $1 AND type IN ('company.updated', 'location.created')`, [c.companyId]);
    expect(events.map((e: any) => e.type).sort()).toEqual(['company.updated', 'location.created']);
    for (const { type, payload } of events) {
      expect([type, ajv.validate(catalogue.get(type) as object, payload.data.object), ajv.errors ?? null]).toEqual([type, true, null]);
    }
  });

  it('is for the owner alone: every other role gets 403, whatever its scopes', async () => {
    for (const role of ASSIGNABLE_ROLES.filter((r) => r !== 'owner')) {
      const user = await newUser(t, c.companyId, role, SCOPES);
      expect([role, (await t.api.get('/api/webhooks/event-types', user.token)).status]).toEqual([role, 403]);
    }
    expect((await t.api.get('/api/webhooks/event-types')).status).toBe(401);
  });
});
