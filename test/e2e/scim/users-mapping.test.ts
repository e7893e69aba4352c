import { newJobRole, tokenFor } from '../../support/factories';
import { allUsers, ENTERPRISE, newPerson, scim, scimCompany, scimmyCoerced, scimSettings, SCOPES } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * A User is a person's identity attributes (RFC 7643 §4.1, §4.3), validated by scimmy's schemas (an independent
 * implementation); no private field of the person is ever present, whatever the token's other scopes.
 */
describe('SCIM Users: the mapping of a person', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let manager: any;
  let ada: any;

  beforeAll(async () => {
    t = await createTestApp();
    c = await scimCompany(t, 'Analytical Engines Ltd');
    manager = await newPerson(t, c.token, c.locationId, { firstName: 'Charles', lastName: 'Babbage', email: 'charles@engines.example' });
    ada = await newPerson(t, c.token, c.locationId, {
      firstName: 'Augusta', middleName: 'Ada', lastName: 'King', preferredName: 'Ada', email: 'Ada.King@engines.example',
      personalEmail: 'ada@home.example', phoneNumber: '+44 20 7946 0958', employeeId: 'E-0042',
      taxId: 'AB123456C', birthday: '1815-12-10', bankName: undefined, bio: 'Poetical science',
      teams: [{ name: 'Analysts' }],
      jobRole: { jobTitle: 'Analyst', department: 'Mathematics', reportingTo: manager.id },
    });
  });
  afterAll(() => t.close());

  it('answers a person as a User with the Enterprise extension, valid for scimmy', async () => {
    const res = await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/scim+json; charset=utf-8');
    const user = res.body;
    expect(user).toEqual({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      id: ada.id,
      userName: 'Ada.King@engines.example',
      name: { formatted: 'Augusta Ada King', familyName: 'King', givenName: 'Augusta', middleName: 'Ada' },
      displayName: 'Ada King',
      title: 'Analyst',
      locale: 'en-GB',
      timezone: 'Europe/London',
      active: true,
      emails: [{ value: 'Ada.King@engines.example', type: 'work', primary: true }],
      phoneNumbers: [{ value: '+44 20 7946 0958', type: 'work', primary: true }],
      addresses: [{ locality: 'London', country: 'GB', type: 'work', primary: true }],
      [ENTERPRISE]: {
        employeeNumber: 'E-0042', organization: 'Analytical Engines Ltd', department: 'Mathematics',
        manager: { value: manager.id, $ref: `http://localhost:80/scim/v2/Users/${manager.id}`, displayName: 'Charles Babbage' },
      },
      meta: {
        resourceType: 'User', created: ada.createdAt, lastModified: expect.any(String),
        location: `http://localhost:80/scim/v2/Users/${ada.id}`, version: expect.stringMatching(/^W\/"[A-Za-z0-9_-]+"$/),
      },
    });
    expect(res.headers.etag).toBe(user.meta.version);
    // scimmy's schemas take it whole: nothing of a wrong type, nothing unknown dropped.
    expect(scimmyCoerced(user)).toEqual(user);
  });

  it('validates every User of a list against scimmy, the owner without a job role too', async () => {
    const users = await allUsers(t, c.scimToken);
    expect(users.map((u) => u.id).sort()).toEqual([c.ownerId, manager.id, ada.id].sort());
    for (const user of users) expect(scimmyCoerced(user)).toEqual(user);
  });

  it('never shows a private field: tax ids, birthday, personal phone, home address, bio, compensation', async () => {
    const text = JSON.stringify(await allUsers(t, c.scimToken));
    for (const secret of ['AB123456C', '1815-12-10', 'Poetical science', 'ada@home.example', 'taxId', 'birthday']) expect(text).not.toContain(secret);
  });

  it('shows the same identity attributes to a token that also holds every other scope', async () => {
    const everything = await tokenFor(t, c.ownerEmail, [...SCOPES]);
    const narrow = (await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken)).body;
    expect((await scim(t, 'GET', `/Users/${ada.id}`, everything)).body).toEqual(narrow);
  });

  it('lists the personal email (type home) only once the company opts in', async () => {
    await scimSettings(t).setPersonalEmails(c.companyId, true);
    try {
      const user = (await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken)).body;
      expect(user.emails).toEqual([{ value: 'Ada.King@engines.example', type: 'work', primary: true }, { value: 'ada@home.example', type: 'home', primary: false }]);
      expect(scimmyCoerced(user)).toEqual(user);
    } finally {
      await scimSettings(t).setPersonalEmails(c.companyId, false);
    }
    expect((await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken)).body.emails).toHaveLength(1);
  });

  it('follows the job role in effect today: a new role changes title, department and version', async () => {
    const before = (await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken)).body;
    await newJobRole(t, c.token, ada.id, { jobTitle: 'Lead Analyst', department: 'Engines', effectiveDate: new Date().toISOString().slice(0, 10) });
    const after = (await scim(t, 'GET', `/Users/${ada.id}`, c.scimToken)).body;
    expect([after.title, after[ENTERPRISE].department]).toEqual(['Lead Analyst', 'Engines']);
    expect(after.meta.version).not.toBe(before.meta.version);
  });

  it('answers a remote person\'s work place from their remote city', async () => {
    const remote = await newPerson(t, c.token, c.locationId, { locationId: 'remote', remoteCity: 'Austin', remoteCountryCode: 'US' });
    const user = (await scim(t, 'GET', `/Users/${remote.id}`, c.scimToken)).body;
    expect(user.addresses).toEqual([{ locality: 'Austin', country: 'US', type: 'work', primary: true }]);
    expect([user.timezone, user.locale]).toEqual(['America/Chicago', 'en-US']);
  });
});
