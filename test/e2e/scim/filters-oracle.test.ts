import { allUsers, ENTERPRISE, newPerson, q, scim, scim2Filter, scimCompany } from '../../support/scim';
import { createTestApp, TestApp } from '../../support/test-app';

/**
 * RFC 7644 §3.4.2.2 filters: for a battery of filters, the server's answer (compiled to SQL) is the full list filtered
 * by scim2-parse-filter, an independent implementation. The values are written in the case the data has, since that
 * library compares case-sensitively where the schema says caseExact false (the server's own case rule is tested below).
 */
const BATTERY = [
  'userName eq "ada@engines.example"',
  'userName ne "ada@engines.example"',
  'userName co "engines"',
  'userName sw "grace"',
  'userName ew "@navy.example"',
  'userName gt "f"',
  'userName le "grace@navy.example"',
  'name.familyName eq "Hopper"',
  'name.givenName sw "A" or name.givenName sw "G"',
  'displayName co "a" and not (title eq "Analyst")',
  'title pr',
  'not (title pr)',
  'name.middleName pr',
  'active eq true',
  'active eq false',
  'active ne true',
  'emails[type eq "work" and value co "navy"]',
  'emails.value ew ".example"',
  'emails[type eq "home"]',
  'phoneNumbers pr',
  'addresses[locality eq "London"]',
  'addresses.country eq "US"',
  'timezone eq "America/New_York"',
  'locale sw "en"',
  `${ENTERPRISE}:employeeNumber eq "E-7"`,
  `${ENTERPRISE}:department eq "Mathematics"`,
  `${ENTERPRISE}:manager.displayName sw "Charles"`,
  `${ENTERPRISE}:organization co "Engines"`,
  'meta.resourceType eq "User"',
  'meta.created gt "2000-01-01T00:00:00Z"',
  '(userName sw "a" or userName sw "g") and active eq true',
  'userName sw "a" or userName sw "g" and title pr',
  'not (userName sw "a" or title eq "Admiral")',
  'USERNAME Eq "ada@engines.example"',
  'name.familyName eq "King" or name.familyName eq "Johnson"',
  'id pr and userName eq "nobody@nowhere.example"',
];

describe('SCIM filters against an independent implementation', () => {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof scimCompany>>;
  let everyone: any[];

  beforeAll(async () => {
    t = await createTestApp();
    c = await scimCompany(t, 'Analytical Engines');
    const charles = await newPerson(t, c.token, c.locationId, { firstName: 'Charles', lastName: 'Babbage', email: 'charles@engines.example', jobRole: { jobTitle: 'Inventor', department: 'Engines' } });
    await newPerson(t, c.token, c.locationId, {
      firstName: 'Augusta', middleName: 'Ada', lastName: 'King', preferredName: 'Ada', email: 'ada@engines.example', employeeId: 'E-7',
      jobRole: { jobTitle: 'Analyst', department: 'Mathematics', reportingTo: charles.id },
    });
    await newPerson(t, c.token, c.locationId, {
      firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', phoneNumber: '+1 202 555 0100', locationId: 'remote', remoteCity: 'New York', remoteCountryCode: 'US',
      jobRole: { jobTitle: 'Admiral', department: 'Navy', reportingTo: charles.id },
    });
    await newPerson(t, c.token, c.locationId, {
      firstName: 'Alan', lastName: 'Turing', email: 'alan@engines.example', employmentEndDate: '2000-01-01', employmentStartDate: '1990-01-01',
      jobRole: { jobTitle: 'Analyst', department: 'Mathematics' },
    }).catch(() => undefined);
    await newPerson(t, c.token, c.locationId, { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@nasa.example', jobRole: { jobTitle: 'Mathematician', department: 'Mathematics' } });
    everyone = await allUsers(t, c.scimToken);
    expect(everyone.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => t.close());

  it.each(BATTERY)('%s', async (filter) => {
    const expected = everyone.filter(scim2Filter.filter(scim2Filter.parse(filter))).map((u) => u.id).sort();
    const served = (await allUsers(t, c.scimToken, '/Users', { filter })).map((u) => u.id).sort();
    expect(served).toEqual(expected);
  });

  it('makes the battery discriminate: most filters keep some Users and leave out others', () => {
    const split = BATTERY.filter((filter) => {
      const kept = everyone.filter(scim2Filter.filter(scim2Filter.parse(filter))).length;
      return kept > 0 && kept < everyone.length;
    });
    expect(split.length).toBeGreaterThan(BATTERY.length * 0.7);
  });

  it('compares caseExact-false attributes whatever their case (userName, names, emails), ids exactly', async () => {
    const ids = async (filter: string) => (await allUsers(t, c.scimToken, '/Users', { filter })).map((u) => u.userName);
    expect(await ids('userName eq "ADA@Engines.Example"')).toEqual(['ada@engines.example']);
    expect(await ids('emails[type eq "WORK" and value eq "Grace@NAVY.example"]')).toEqual(['grace@navy.example']);
    expect(await ids('name.familyName sw "hop"')).toEqual(['grace@navy.example']);
    // The core schema's URN may qualify a core attribute (the oracle reads only extension URNs).
    expect(await ids('urn:ietf:params:scim:schemas:core:2.0:User:name.familyName eq "king"')).toEqual(['ada@engines.example']);
    const ada = everyone.find((u) => u.userName === 'ada@engines.example');
    expect(await ids(`id eq "${ada.id.toUpperCase()}"`)).toEqual([]);
  });

  it('finds a User the way Entra asks: emails[type eq "work"].value eq', async () => {
    const res = await scim(t, 'GET', `/Users${q({ filter: 'emails[type eq "work"].value eq "grace@navy.example"' })}`, c.scimToken);
    expect(res.body.Resources.map((u: any) => u.userName)).toEqual(['grace@navy.example']);
  });
});
