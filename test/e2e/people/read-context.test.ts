import { SCOPES } from '../../../src/core/auth/scopes';
import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { JobRolesService } from '../../../src/modules/people/job-roles/job-roles.service';
import { PeopleService } from '../../../src/modules/people/people.service';
import { Person } from '../../../src/modules/people/person.entity';
import { JobRole } from '../../../src/modules/people/job-roles/job-role.entity';
import { newCompany, newLocation, newPerson, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * Per-request reads: what `objectsOf` reads for one caller travels in what it returns, never on the singleton
 * service: one row read for two callers at once shows each caller their own view, and a row read after a change
 * shows the change (the object is read by the compiled read, never built from the entity).
 */
describe('people and job roles: per-request read context', () => {
  let t: TestApp;
  let c: TestCompany;
  let person: any;
  let admin: { token: string };
  let user: { token: string };
  const resolve = (token: string) => t.app.get(TokenResolver).resolve(`Bearer ${token}`);
  const personRow = () => t.db.manager.createQueryBuilder(Person, 'person').where('person.id = :id', { id: person.id }).getOneOrFail();

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    const location = await newLocation(t, c.token);
    person = await newPerson(t, c.token, location, { birthday: '1985-03-04', personalEmail: 'home@example.com', jobRole: { jobTitle: 'Engineer', department: 'R&D' } });
    admin = await newUser(t, c.companyId, 'admin', SCOPES);
    user = await newUser(t, c.companyId, 'user', SCOPES);
  });
  afterAll(() => t.close());

  it('one person row read for an admin and a user at the same time shows each their own view', async () => {
    const people = t.app.get(PeopleService);
    const row = await personRow();
    const [adminAuth, userAuth] = await Promise.all([resolve(admin.token), resolve(user.token)]);
    const [forAdmin, forUser] = await Promise.all([people.objectsOf(t.db.manager, [row], adminAuth), people.objectsOf(t.db.manager, [row], userAuth)]);
    const adminView = forAdmin.get(row.id);
    const userView = forUser.get(row.id);
    expect(adminView).toMatchObject({ birthday: '1985-03-04', personalEmail: 'home@example.com' });
    expect(userView).not.toHaveProperty('birthday');
    expect(userView).not.toHaveProperty('personalEmail');
    // The first caller's object is its own: another caller reading the same row again does not touch it.
    await people.objectsOf(t.db.manager, [row], userAuth);
    expect(adminView).toMatchObject({ birthday: '1985-03-04', personalEmail: 'home@example.com' });
  });

  it('one job role read for an admin and a user at the same time shows its private note to the admin only', async () => {
    const roles = t.app.get(JobRolesService);
    const role = await t.db.manager.findOneByOrFail(JobRole, { personId: person.id });
    await t.db.query(`UPDATE job_roles SET note = 'private note' WHERE id = $1`, [role.id]);
    const [adminAuth, userAuth] = await Promise.all([resolve(admin.token), resolve(user.token)]);
    const [forAdmin, forUser] = await Promise.all([roles.objectsOf(t.db.manager, [role], adminAuth), roles.objectsOf(t.db.manager, [role], userAuth)]);
    expect(forAdmin.get(role.id)).toHaveProperty('note', 'private note');
    expect(forUser.get(role.id)).not.toHaveProperty('note');
  });

  it('concurrent retrieves by two roles answer each with its own fields', async () => {
    const [a, u] = await Promise.all([t.api.get(`/api/people/${person.id}`, admin.token), t.api.get(`/api/people/${person.id}`, user.token)]);
    expect(a.body.birthday).toBe('1985-03-04');
    expect(u.body).not.toHaveProperty('birthday');
    expect(u.body.jobRole).not.toHaveProperty('note');
    expect(a.body.jobRole).toHaveProperty('note');
  });

  it('a row changed since it was loaded shows the change when read: the answer is read from the database, not the entity', async () => {
    const people = t.app.get(PeopleService);
    const row = await personRow();
    await t.db.query(`UPDATE job_roles SET job_title = 'Staff Engineer' WHERE person_id = $1`, [person.id]);
    const auth = await resolve(c.token);
    expect((await people.objectsOf(t.db.manager, [row], auth)).get(row.id)?.jobRole).toMatchObject({ jobTitle: 'Staff Engineer' });
  });

  it('an update answers and records the person as it is after the write (one read serves both)', async () => {
    const paris = await newLocation(t, c.token, { city: 'Paris', countryCode: 'FR' });
    const res = await t.api.patch(`/api/people/${person.id}`, c.token, { locationId: paris });
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/Paris');
    const [event] = await t.db.query(
      `SELECT payload FROM events WHERE company_id = $1 AND type = 'person.updated' AND payload->'data'->'object'->>'id' = $2 ORDER BY created_at DESC LIMIT 1`,
      [c.companyId, person.id],
    );
    expect(event.payload.data.object.timezone).toBe('Europe/Paris');
    expect(event.payload.data.previousAttributes.timezone).toBe('Europe/London');
    expect(event.payload.data.object).not.toHaveProperty('calendarFeedToken');
  });
});
