import { ResourceRegistry } from '../../../src/core/crud/resource-registry';
import { newCompany, newLocation, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A resource that declares no `auditValues` has the changes of its updates recorded by field name only
 * (docs/security.md, "Audit trail"): a new resource's values stay out of the trail until it declares which may enter.
 */
describe('an update of a resource declaring no audit values records names only', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const entryOf = async (action: string, id: string) => {
    const [entry] = await t.db.query(`SELECT fields, changes FROM audit_events WHERE company_id = $1 AND action = $2 AND target_id = $3`, [c.companyId, action, id]);
    return entry as { fields: string[]; changes: unknown };
  };

  it('an emergency contact\'s changed name and email are named, their values kept out', async () => {
    const personId = (await newUser(t, c.companyId, 'user')).personId;
    const made = await t.api.post('/api/emergency-contacts', c.token, { personId, name: 'Grace Hopper', email: 'grace@example.com', relationship: 'Sister' });
    expect((await t.api.patch(`/api/emergency-contacts/${made.body.id}`, c.token, { name: 'Ada Lovelace', email: 'ada@example.com' })).status).toBe(200);
    const entry = await entryOf('emergencyContact.updated', made.body.id);
    expect(entry.fields).toEqual(expect.arrayContaining(['name', 'email']));
    expect(entry.changes).toBeNull();
    expect(JSON.stringify(entry)).not.toMatch(/Grace|Ada|example\.com/);
  });

  it('a resource whose declaration is taken away records its changes by name only', async () => {
    const definition = t.app.get(ResourceRegistry).serviceOf('locations').definition;
    const declared = definition.auditValues;
    const id = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
    definition.auditValues = undefined;
    try {
      expect((await t.api.patch(`/api/locations/${id}`, c.token, { city: 'Berlin', countryCode: 'DE' })).status).toBe(200);
    } finally {
      definition.auditValues = declared;
    }
    const entry = await entryOf('location.updated', id);
    expect(entry.fields).toEqual(expect.arrayContaining(['city', 'countryCode', 'timezone']));
    expect(entry.changes).toBeNull();
  });
});
