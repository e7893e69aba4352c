import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** Every API-visible change records its event (D14), including changes made outside a resource's own update. */
describe('outbox completeness for webhooks', () => {
  let t: TestApp;
  let c: TestCompany;
  const eventsFor = async (recordId: string) =>
    (await t.db.query(`SELECT type, resource_type, payload FROM events WHERE company_id = $1 AND record_id = $2 ORDER BY seq`, [c.companyId, recordId]));

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('records events with their resource type and record id, the parent before its children', async () => {
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    const [created] = await eventsFor(person.id);
    expect(created).toEqual(expect.objectContaining({ type: 'person.created', resource_type: 'person' }));
    const order = await t.db.query(
      `SELECT type FROM events WHERE company_id = $1 AND (record_id = $2 OR (type = 'jobRole.created' AND payload #>> '{data,object,personId}' = $2)) ORDER BY seq`,
      [c.companyId, person.id],
    );
    expect(order.map((e: any) => e.type)).toEqual(['person.created', 'jobRole.created']);
  });

  it('deleting a person records *.deleted for every record deleted with them', async () => {
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    expect((await t.api.post('/api/bank-accounts', c.token, { personId: person.id })).status).toBe(201);
    expect((await t.api.post('/api/equipment', c.token, { personId: person.id, type: 'Phone', name: 'P', issueDate: '2025-01-01' })).status).toBe(201);
    expect((await t.api.post('/api/emergency-contacts', c.token, { personId: person.id, name: 'Byron' })).status).toBe(201);
    const owned: { id: string; tbl: string }[] = await t.db.query(
      `SELECT id, 'bank_accounts' AS tbl FROM bank_accounts WHERE person_id = $1 UNION ALL SELECT id, 'equipment' FROM equipment WHERE person_id = $1
       UNION ALL SELECT id, 'emergency_contacts' FROM emergency_contacts WHERE person_id = $1 UNION ALL SELECT id, 'job_roles' FROM job_roles WHERE person_id = $1`,
      [person.id],
    );
    expect(owned).toHaveLength(4);
    expect((await t.api.delete(`/api/people/${person.id}`, c.token)).status).toBe(200);
    for (const row of owned) {
      const types = (await eventsFor(row.id)).map((e: any) => e.type);
      expect([row.tbl, types.at(-1)]).toEqual([row.tbl, expect.stringMatching(/\.deleted$/)]);
    }
    const deleted = (await eventsFor(person.id)).at(-1);
    expect(deleted.type).toBe('person.deleted');
  });

  it('moving the employee-id counter records company.updated', async () => {
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { autogenerateEmployeeId: true, nextEmployeeId: 'E-0007' });
    const before = (await eventsFor(c.companyId)).length;
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    expect(person.employeeId).toBe('E-0007');
    const events = await eventsFor(c.companyId);
    expect(events.length).toBe(before + 1);
    expect(events.at(-1).payload.data).toEqual(expect.objectContaining({
      object: expect.objectContaining({ nextEmployeeId: 'E-0008' }), previousAttributes: { nextEmployeeId: 'E-0007' },
    }));
    await t.api.patch(`/api/companies/${c.companyId}`, c.token, { autogenerateEmployeeId: false });
  });

  it('the console\'s person:set-role records person.updated', async () => {
    const person = await newPerson(t, c.token, await newLocation(t, c.token));
    await t.app.get(TokensService).setRole(person.email, 'finance');
    const last = (await eventsFor(person.id)).at(-1);
    expect(last.type).toBe('person.updated');
    expect(last.payload.data.object.role).toBe('finance');
    expect(last.payload.data.previousAttributes).toEqual(expect.objectContaining({ role: 'user' }));
  });

  it('changing a location\'s time-away policy records person.updated for each person moved (the policy is not shown on the person)', async () => {
    const locationId = await newLocation(t, c.token);
    const people = [await newPerson(t, c.token, locationId), await newPerson(t, c.token, locationId)];
    const policy = (await t.api.post('/api/time-away-policies', c.token, { name: `Generous ${Date.now()}`, allowance: 30 })).body;
    expect((await t.api.patch(`/api/locations/${locationId}`, c.token, { timeAwayPolicyId: policy.id })).status).toBe(200);
    for (const person of people) {
      const last = (await eventsFor(person.id)).at(-1);
      expect(last.type).toBe('person.updated');
      expect(last.payload.data.object.id).toBe(person.id);
      expect(last.payload.data.object.updatedAt > person.updatedAt).toBe(true);
    }
  });
});
