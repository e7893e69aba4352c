import { SCOPES } from '../../../src/core/auth/scopes';
import { CompanySetupService } from '../../../src/modules/company-setup/company-setup.service';
import { TokensService } from '../../../src/modules/tokens/tokens.service';
import { newCompany, newLocation, newPerson, newUser, TestCompany, tokenFor } from '../../support/factories';
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
  it('a company: an update and its event answer what a retrieve reads; a new company, as the console prints it, too', async () => {
    const updated = await t.api.patch(`/api/companies/${c.companyId}`, c.token, { name: 'Answers Inc', autogenerateEmployeeId: true, nextEmployeeId: 'E-7' });
    expect(updated.status).toBe(200);
    const read = (await t.api.get(`/api/companies/${c.companyId}`, c.token)).body;
    expect(text(updated.body)).toBe(text(read));
    expect(await eventObject('company.updated', c.companyId)).toEqual(read);

    const { company, owner } = await t.app.get(CompanySetupService).create({ name: 'Console Ltd', ownerEmail: `console-${Date.now()}@example.com`, ownerFirstName: 'C', ownerLastName: 'O' });
    const token = (await t.app.get(TokensService).create({ email: owner.email as string, scopes: [...SCOPES] })).token;
    expect(text(company)).toBe(text((await t.api.get(`/api/companies/${company.id}`, token)).body));
  });

  it('a time-away policy: create and update answer what a retrieve reads (day counts as numbers), as do their events', async () => {
    const created = await t.api.post('/api/time-away-policies', c.token, { name: 'Part time', allowance: 12.5, carryOverLimit: null });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ allowance: 12.5, carryOverLimit: null }));
    expect(text(created.body)).toBe(text((await t.api.get(`/api/time-away-policies/${created.body.id}`, c.token)).body));
    const updated = await t.api.patch(`/api/time-away-policies/${created.body.id}`, c.token, { carryOverLimit: 2.25 });
    const read = (await t.api.get(`/api/time-away-policies/${created.body.id}`, c.token)).body;
    expect(text(updated.body)).toBe(text(read));
    expect(await eventObject('timeAwayPolicy.updated', created.body.id)).toEqual(read);
  });

  it('a time-away entry: create and update answer what a retrieve reads, as do their events; without the private view the same fields in the same order, narrowed', async () => {
    const types = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((d: any) => [d.category, d.id]));
    const person = await newUser(t, c.companyId, 'user');
    const colleague = await newUser(t, c.companyId, 'user');
    const created = await t.api.post('/api/time-away', c.token, {
      personId: person.personId, timeAwayTypeId: types.sickLeave, startDate: '2026-03-02', endDate: '2026-03-03', endPeriod: 'am', note: 'flu',
    });
    expect(created.status).toBe(201);
    expect(text(created.body)).toBe(text((await t.api.get(`/api/time-away/${created.body.id}`, c.token)).body));
    const updated = await t.api.patch(`/api/time-away/${created.body.id}`, c.token, { note: 'a cold' });
    const read = (await t.api.get(`/api/time-away/${created.body.id}`, c.token)).body;
    expect(text(updated.body)).toBe(text(read));
    expect(read.days).toBe(1.5);
    expect(await eventObject('timeAway.updated', created.body.id)).toEqual(read);

    // A colleague sees neither the note nor the type of a private category: its name is "Time off", it is time off.
    const { note: _note, timeAwayTypeId: _type, ...rest } = read;
    const narrowed = { ...rest, name: 'Time off', isTimeOff: true };
    for (const token of [colleague.token, await tokenFor(t, person.email, ['public:read'])]) {
      expect(text((await t.api.get(`/api/time-away/${created.body.id}`, token)).body)).toBe(text(narrowed));
      const listed = (await t.api.get(`/api/time-away?personId=${person.personId}`, token)).body.data;
      expect(text(listed)).toBe(text([narrowed]));
    }
    // A public category keeps its type, never the note.
    const holiday = await t.api.post('/api/time-away', c.token, {
      personId: person.personId, timeAwayTypeId: types.paidTimeOff, startDate: '2026-04-01', endDate: '2026-04-01', note: 'beach',
    });
    const { note: _holidayNote, ...shown } = (await t.api.get(`/api/time-away/${holiday.body.id}`, c.token)).body;
    expect(text((await t.api.get(`/api/time-away/${holiday.body.id}`, colleague.token)).body)).toBe(text(shown));
  });
});
