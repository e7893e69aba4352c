import { SCOPES } from '../../../src/core/auth/scopes';
import { CompanySetupService } from '../../../src/modules/company-setup/company-setup.service';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A resource is described once, by its read declaration: the answer to a write, its event's object and the console's
 * output are the rows a retrieve reads, byte for byte (same fields in the same order, same nulls and dates; events are
 * stored as jsonb, so their key order is PostgreSQL's), never an object built a second way from the written entity.
 */
describe('answers to writes are the rows a read returns', () => {
  let t: TestApp;
  let c: TestCompany;
  let location: string;
  const text = (value: unknown) => JSON.stringify(value);
  const eventObject = async (type: string, id: string) => {
    const [event] = await t.db.query(
      `SELECT payload FROM events WHERE type = $1 AND payload->'data'->'object'->>'id' = $2 ORDER BY seq DESC LIMIT 1`,
      [type, id],
    );
    return event.payload.data.object;
  };
  const withoutSelfOnly = ({ calendarFeedToken: _token, ...rest }: Record<string, unknown>) => rest;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    location = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  it('a person: create, update and their events answer what a retrieve reads', async () => {
    const created = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Engineer', department: 'R&D' } });
    expect(text(created)).toBe(text((await t.api.get(`/api/people/${created.id}`, c.token)).body));
    expect(await eventObject('person.created', created.id)).toEqual((await t.api.get(`/api/people/${created.id}`, c.token)).body);

    const updated = await t.api.patch(`/api/people/${created.id}`, c.token, { bio: 'Writes tests', countryCode: 'FR' });
    expect(updated.status).toBe(200);
    const read = (await t.api.get(`/api/people/${created.id}`, c.token)).body;
    expect(updated.body.updatedAt).not.toBe(created.updatedAt);
    expect(text(updated.body)).toBe(text(read));
    expect(await eventObject('person.updated', created.id)).toEqual(read);
  });

  it('a job role: create and update answer what a retrieve reads, as do their events', async () => {
    const person = await newPerson(t, c.token, location, { jobRole: { jobTitle: 'Engineer' } });
    const created = await t.api.post('/api/job-roles', c.token, { personId: person.id, jobTitle: 'Lead', effectiveDate: '2025-01-01', note: 'private' });
    expect(created.status).toBe(201);
    expect(text(created.body)).toBe(text((await t.api.get(`/api/job-roles/${created.body.id}`, c.token)).body));
    const updated = await t.api.patch(`/api/job-roles/${created.body.id}`, c.token, { department: 'Platform' });
    const read = (await t.api.get(`/api/job-roles/${created.body.id}`, c.token)).body;
    expect(text(updated.body)).toBe(text(read));
    expect(await eventObject('jobRole.updated', created.body.id)).toEqual(read);
  });

  it('a new company\'s owner, as the console prints it, is the stored person as read (defaults included)', async () => {
    const ownerEmail = `owner-${Date.now()}@example.com`;
    const { owner } = await t.app.get(CompanySetupService).create({ name: 'Answers Ltd', ownerEmail, ownerFirstName: 'Olive', ownerLastName: 'Owner' });
    const stored = await t.db.query(`SELECT is_verified, food_allergies FROM people WHERE id = $1`, [owner.id]);
    expect(owner.isVerified).toBe(stored[0].is_verified);
    expect(owner.foodAllergies).toEqual([]);
    expect(await eventObject('person.created', owner.id as string)).toEqual(owner);
    // The owner's view (events, the console) has every field but the person's own feed secret, in the read's order.
    const read = (await t.api.get(`/api/people/${owner.id}`, (await t.app.get(TokensService).create({ email: ownerEmail, scopes: [...SCOPES] })).token)).body;
    expect(text(owner)).toBe(text(withoutSelfOnly(read)));
  });
});
