import { SCOPES } from '../../../src/core/auth/scopes';
import { newCompany, newJobRole, newLocation, newPerson, newUser, TestCompany, tokenFor, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/** PATCH and DELETE /api/people, and the person's states (spec: States and transitions; D9). */
describe('people: update, lifecycle and delete', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token);
  });
  afterAll(() => t.close());

  const patch = (id: string, body: unknown, token = c.token) => t.api.patch(`/api/people/${id}`, token, body);
  const issueNames = (body: any) => (body.issues ?? []).map((i: any) => i.name);

  describe('fields', () => {
    it('changes only the fields sent and returns the full person', async () => {
      const person = await newPerson(t, c.token, london, { bio: 'Before', pronouns: 'they/them' });
      const res = await patch(person.id, { bio: 'After' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.objectContaining({ bio: 'After', pronouns: 'they/them', firstName: person.firstName }));
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(person.updatedAt));
    });

    it('clears nullable fields with null and refuses null for the non-null ones', async () => {
      const person = await newPerson(t, c.token, london, { bio: 'Something', teams: [{ name: 'A' }] });
      expect((await patch(person.id, { bio: null })).body.bio).toBeNull();
      for (const field of ['firstName', 'lastName', 'employmentStartDate', 'locationId', 'teams', 'foodAllergies', 'isWorkEmailHidden']) {
        const res = await patch(person.id, { [field]: null });
        expect(res.status).toBe(422);
        expect(issueNames(res.body)).toContain(field);
      }
    });

    it('has no jobRole field and refuses unknown fields', async () => {
      const person = await newPerson(t, c.token, london);
      const res = await patch(person.id, { jobRole: { jobTitle: 'CEO' }, colour: 'blue' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(expect.arrayContaining(['jobRole', 'colour']));
    });

    it('keeps an active person complete: a work email cannot be removed', async () => {
      const person = await newPerson(t, c.token, london);
      const res = await patch(person.id, { email: null });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(['email']);
    });

    it('answers EmailTaken when the new work email is taken', async () => {
      const a = await newPerson(t, c.token, london);
      const b = await newPerson(t, c.token, london);
      const res = await patch(b.id, { email: a.email.toUpperCase() });
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('EmailTaken');
    });

    it('re-infers the remote place when the remote city changes', async () => {
      const person = await newPerson(t, c.token, london, { locationId: 'remote', remoteCity: 'Austin', remoteCountryCode: 'US' });
      const res = await patch(person.id, { remoteCity: 'Los Angeles' });
      expect(res.body).toEqual(expect.objectContaining({ remoteTimezone: 'America/Los_Angeles', remoteRegionCode: 'US-CA', timezone: 'America/Los_Angeles' }));
      const moved = await patch(person.id, { locationId: london });
      expect(moved.body.timezone).toBe('Europe/London');
      expect((await patch(person.id, { locationId: 'elsewhere' })).status).toBe(422);
    });

    it('moves a person only to a location of its own company (the foreign key names the field)', async () => {
      const person = await newPerson(t, c.token, london);
      const other = await newCompany(t);
      const theirs = await newLocation(t, other.token);
      for (const locationId of [theirs, 'elsewhere']) {
        const res = await patch(person.id, { locationId });
        expect(res.status).toBe(422);
        expect(res.body.issues).toEqual([{ name: 'locationId', reason: `no record with id ${locationId} exists in this company` }]);
      }
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.locationId).toBe(london);
    });

    it('records person.updated with the previous values of the changed fields', async () => {
      const person = await newPerson(t, c.token, london, { bio: 'Old bio' });
      await patch(person.id, { bio: 'New bio' });
      const [event] = await t.db.query(
        `SELECT payload FROM events WHERE type = 'person.updated' AND payload->'data'->'object'->>'id' = $1`, [person.id],
      );
      expect(event.payload.data.object.bio).toBe('New bio');
      expect(event.payload.data.previousAttributes).toEqual({ bio: 'Old bio' });
    });
  });

  describe('newHire -> active', () => {
    const newHire = async (fields: Record<string, unknown> = {}) =>
      (await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'nh@home.example', ...fields })).body;

    it('needs the missing required fields, named in the 422', async () => {
      const person = await newHire();
      const res = await patch(person.id, { status: 'active' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'employmentStartDate', 'locationId', 'jobRole']));
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.status).toBe('newHire');
    });

    it('needs a job role, made through /api/job-roles', async () => {
      const person = await newHire();
      const fields = { firstName: 'New', lastName: 'Hire', email: `hire-${Date.now()}@example.com`, employmentStartDate: '2024-06-01', locationId: london };
      const withoutRole = await patch(person.id, { ...fields, status: 'active' });
      expect(withoutRole.status).toBe(422);
      expect(issueNames(withoutRole.body)).toEqual(['jobRole']);
      await newJobRole(t, c.token, person.id, { effectiveDate: '2024-06-01' });
      const res = await patch(person.id, { ...fields, status: 'active' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('active');
      expect(res.body.jobRole.isFirst).toBe(true);
    });

    it('becomes active in one PATCH when the required fields come with it', async () => {
      const person = await newHire({ employmentStartDate: '2024-06-01', jobRole: { jobTitle: 'Analyst' } });
      const res = await patch(person.id, { status: 'active', firstName: 'Nia', lastName: 'Hire', email: `nia-${Date.now()}@example.com`, locationId: 'remote' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('active');
    });

    it('never goes back: active -> newHire and a set offboarded status are refused', async () => {
      const person = await newPerson(t, c.token, london);
      expect((await patch(person.id, { status: 'newHire' })).status).toBe(422);
      const offboarded = await patch(person.id, { status: 'offboarded' });
      expect(offboarded.status).toBe(422);
      expect(issueNames(offboarded.body)).toEqual(['status']);
    });
  });

  describe('offboarding (D9)', () => {
    it('a past end date makes the person offboarded at once, at read time', async () => {
      const person = await newPerson(t, c.token, london);
      const res = await patch(person.id, { employmentEndDate: utcDay(-1), lastWorkingDay: utcDay(-2), leavingReason: 'resigned' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('offboarded');
      expect(res.body.lastWorkingDay).toBe(utcDay(-2));
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.status).toBe('offboarded');
    });

    it('an end date today or later keeps the person active until it passes', async () => {
      const person = await newPerson(t, c.token, london);
      expect((await patch(person.id, { employmentEndDate: utcDay(0) })).body.status).toBe('active');
      expect((await patch(person.id, { employmentEndDate: utcDay(10) })).body.lastWorkingDay).toBe(utcDay(10));
      // The switch is made by the clock, not by a job: move the date into the past behind the API's back.
      await t.db.query(`UPDATE people SET employment_end_date = $2 WHERE id = $1`, [person.id, utcDay(-1)]);
      expect((await t.api.get(`/api/people/${person.id}`, c.token)).body.status).toBe('offboarded');
    });

    it('clearing the end date makes an offboarded person active again', async () => {
      const person = await newPerson(t, c.token, london, { employmentEndDate: utcDay(-3) });
      expect(person.status).toBe('offboarded');
      expect((await patch(person.id, { employmentEndDate: null })).body.status).toBe('active');
    });

    it('an offboarded person can no longer use their tokens', async () => {
      const person = await newPerson(t, c.token, london);
      const token = await tokenFor(t, person.email, ['public:read']);
      expect((await t.api.get('/api/me', token)).status).toBe(200);
      await patch(person.id, { employmentEndDate: utcDay(-1) });
      expect((await t.api.get('/api/me', token)).status).toBe(401);
    });
  });

  describe('calendarFeedToken', () => {
    it('is generated, shown only to the person, and `reset` makes a new one', async () => {
      const person = await newPerson(t, c.token, london);
      expect(person).not.toHaveProperty('calendarFeedToken');
      const token = await tokenFor(t, person.email, SCOPES);
      const me = await t.api.get('/api/me', token);
      expect(me.body.calendarFeedToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const reset = await t.api.patch(`/api/people/${person.id}`, token, { calendarFeedToken: 'reset' });
      expect(reset.status).toBe(200);
      expect(reset.body.calendarFeedToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(reset.body.calendarFeedToken).not.toBe(me.body.calendarFeedToken);
      const byOwner = await t.api.get(`/api/people/${person.id}`, c.token);
      expect(byOwner.body).not.toHaveProperty('calendarFeedToken');
      const events = await t.db.query(`SELECT payload::text AS text FROM events WHERE payload->'data'->'object'->>'id' = $1`, [person.id]);
      for (const e of events) expect(e.text).not.toContain(reset.body.calendarFeedToken);
    });

    it('people made by the console have one too', async () => {
      const owner = await t.api.get('/api/me', c.token);
      expect(owner.body.calendarFeedToken).toEqual(expect.any(String));
    });

    it('takes no value but reset', async () => {
      const person = await newPerson(t, c.token, london);
      expect((await patch(person.id, { calendarFeedToken: 'chosen' })).status).toBe(422);
    });
  });

  describe('delete', () => {
    it('deletes the person with their job roles and unlinks their reports', async () => {
      const manager = await newPerson(t, c.token, london);
      const report = await newPerson(t, c.token, london, { jobRole: { jobTitle: 'Engineer', reportingTo: manager.id } });
      const res = await t.api.delete(`/api/people/${manager.id}`, c.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: manager.id, deleted: true });
      expect((await t.api.get(`/api/people/${manager.id}`, c.token)).status).toBe(404);
      expect((await t.api.get(`/api/job-roles/${manager.jobRole.id}`, c.token)).status).toBe(404);
      const reportRole = await t.api.get(`/api/job-roles/${report.jobRole.id}`, c.token);
      expect(reportRole.body.reportingTo).toBeNull();
      const types = (await t.db.query(
        `SELECT type FROM events WHERE payload->'data'->'object'->>'id' IN ($1, $2, $3) ORDER BY created_at`,
        [manager.id, manager.jobRole.id, report.jobRole.id],
      )).map((e: any) => e.type);
      expect(types).toEqual(expect.arrayContaining(['person.deleted', 'jobRole.deleted', 'jobRole.updated']));
    });

    it('keeps the company owner', async () => {
      const res = await t.api.delete(`/api/people/${c.ownerId}`, c.token);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
    });

    it('is for owner and admin: a user cannot delete even themself', async () => {
      const user = await newUser(t, c.companyId, 'user');
      expect((await t.api.delete(`/api/people/${user.personId}`, user.token)).status).toBe(403);
      const admin = await newUser(t, c.companyId, 'admin');
      expect((await t.api.delete(`/api/people/${user.personId}`, admin.token)).status).toBe(200);
    });

    it('answers 404 for an unknown id or another company person', async () => {
      expect((await t.api.delete('/api/people/nobody', c.token)).status).toBe(404);
      const other = await newCompany(t);
      expect((await t.api.delete(`/api/people/${other.ownerId}`, c.token)).status).toBe(404);
      expect((await patch(other.ownerId, { bio: 'x' })).status).toBe(404);
      expect((await t.api.get(`/api/people/${other.ownerId}`, c.token)).status).toBe(404);
    });
  });
});
