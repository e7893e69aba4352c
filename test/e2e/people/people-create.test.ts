import { PERSON_API_FIELDS } from '../../../src/modules/people/person-fields';
import { activePersonBody, newCompany, newLocation, newPerson, TestCompany, utcDay } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from '../files/files-support';

/** POST /api/people: create rules by status, every optional field with its type, derived fields (spec: Person). */
describe('people: create', () => {
  let t: TestApp;
  let c: TestCompany;
  let london: string;
  let flowId: string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    london = await newLocation(t, c.token, { city: 'London', countryCode: 'GB' });
    // A person's flow must be a flow of the company.
    flowId = (await t.api.post('/api/time-away-approval-flows', c.token, { name: 'Manager', steps: [{ approver: 'manager' }] })).body.id;
  });
  afterAll(() => t.close());

  const create = (fields: Record<string, unknown>) => t.api.post('/api/people', c.token, activePersonBody(london, fields));
  const issueNames = (body: any) => (body.issues ?? []).map((i: any) => i.name);

  describe('an active person', () => {
    it('is made with the required fields and shows every field of the spec', async () => {
      const res = await create({});
      expect(res.status).toBe(201);
      // The owner sees every field of someone else except their calendar feed token (D5).
      expect(Object.keys(res.body)).toEqual(PERSON_API_FIELDS.filter((f) => f !== 'calendarFeedToken'));
      expect(res.body).toEqual(expect.objectContaining({ status: 'active', role: 'user', locationId: london, companyId: c.companyId }));
    });

    it.each(['firstName', 'lastName', 'email', 'employmentStartDate', 'locationId', 'jobRole'])('needs %s', async (field) => {
      const body = activePersonBody(london);
      delete body[field];
      const res = await t.api.post('/api/people', c.token, body);
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
      expect(issueNames(res.body)).toContain(field);
    });

    it('needs jobRole.jobTitle', async () => {
      const res = await create({ jobRole: { department: 'Sales' } });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toContain('jobRole.jobTitle');
    });

    it('names every missing field at once', async () => {
      const res = await t.api.post('/api/people', c.token, { firstName: 'Only' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(expect.arrayContaining(['lastName', 'email', 'employmentStartDate', 'locationId', 'jobRole']));
    });

    it('takes `remote` as its location, and only locations of its own company', async () => {
      expect((await create({ locationId: 'remote', remoteCity: 'Austin', remoteCountryCode: 'US' })).status).toBe(201);
      const unknown = await create({ locationId: 'nowhere' });
      expect(unknown.status).toBe(422);
      expect(issueNames(unknown.body)).toEqual(['locationId']);
      const other = await newCompany(t);
      const theirs = await newLocation(t, other.token);
      const foreign = await create({ locationId: theirs });
      expect(foreign.status).toBe(422);
      expect(foreign.body.issues).toEqual([{ name: 'locationId', reason: `no record with id ${theirs} exists in this company` }]);
      // Refused whole: no person of the refused writes stored.
      const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM people WHERE location_id = ANY($1)`, [[theirs, 'nowhere']]);
      expect(count).toBe(0);
    });

    it('makes the first job role, effective at the start date, and shows it as jobRole', async () => {
      const res = await create({ employmentStartDate: '2023-03-01', jobRole: { jobTitle: 'Designer', department: 'Product' } });
      expect(res.body.jobRole).toEqual(expect.objectContaining({
        personId: res.body.id, jobTitle: 'Designer', department: 'Product', effectiveDate: '2023-03-01', endDate: null, isFirst: true, reportingTo: null,
      }));
      const roles = await t.api.get(`/api/job-roles?personId=${res.body.id}`, c.token);
      expect(roles.body.data).toEqual([res.body.jobRole]);
    });

    it('is active with a future start date, and its future first role is not yet current', async () => {
      const res = await create({ employmentStartDate: utcDay(30) });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('active');
      expect(res.body.jobRole).toBeNull();
      const list = await t.api.get(`/api/people?email=${encodeURIComponent(res.body.email)}`, c.token);
      expect(list.body.data.map((p: any) => p.id)).toEqual([res.body.id]);
    });

    it('checks the first role manager belongs to the company', async () => {
      const res = await create({ jobRole: { jobTitle: 'Engineer', reportingTo: 'unknown-person' } });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(['jobRole.reportingTo']);
      const other = await newCompany(t);
      const stranger = await newPerson(t, other.token, await newLocation(t, other.token));
      const foreign = await create({ jobRole: { jobTitle: 'Engineer', reportingTo: stranger.id } });
      expect(foreign.status).toBe(422);
      expect(foreign.body.issues).toEqual([{ name: 'jobRole.reportingTo', reason: `no record with id ${stranger.id} exists in this company` }]);
      const manager = (await create({})).body;
      const ok = await create({ jobRole: { jobTitle: 'Engineer', reportingTo: manager.id } });
      expect(ok.body.jobRole.reportingTo).toBe(manager.id);
    });

    it('refuses a status other than active or newHire', async () => {
      const res = await create({ status: 'offboarded' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(['status']);
    });
  });

  describe('a new hire', () => {
    it('needs only an email or a personal email', async () => {
      const work = await t.api.post('/api/people', c.token, { status: 'newHire', email: `nh-${Date.now()}@example.com` });
      expect(work.status).toBe(201);
      expect(work.body.status).toBe('newHire');
      expect(work.body.jobRole).toBeNull();
      const personal = await t.api.post('/api/people', c.token, { status: 'newHire', personalEmail: 'someone@home.example' });
      expect(personal.status).toBe(201);
      expect(personal.body.email).toBeNull();
      const neither = await t.api.post('/api/people', c.token, { status: 'newHire', firstName: 'Nobody' });
      expect(neither.status).toBe(422);
      expect(issueNames(neither.body)).toEqual(['email']);
    });

    it('gets a first job role when one is given', async () => {
      const res = await t.api.post('/api/people', c.token, {
        status: 'newHire', personalEmail: 'starter@home.example', employmentStartDate: '2024-05-01', jobRole: { jobTitle: 'Analyst' },
      });
      expect(res.status).toBe(201);
      expect(res.body.jobRole).toEqual(expect.objectContaining({ jobTitle: 'Analyst', effectiveDate: '2024-05-01', isFirst: true }));
    });
  });

  describe('optional fields', () => {
    const everything = {
      middleName: 'Augusta', preferredName: 'Ada', pronouns: 'she/her', personalEmail: 'ada@home.example',
      phoneNumber: '020 7946 0958', personalPhoneNumber: '+1 415 555 2671', gender: 'Woman, in her own words',
      birthday: '1990-12-10', isBirthdayHidden: true, nationality: 'British',
      nationalities: ['GB', 'IE'], spokenLanguages: ['English', 'French'], dietaryPreference: 'Vegetarian',
      foodAllergies: ['Peanuts'], address: '12 St James Square', city: 'London', state: 'England', postcode: 'SW1Y 4JH',
      countryCode: 'GB', bio: 'Poet of science', linkedIn: 'ada', twitter: 'ada', github: 'ada',
      firstWorkingDay: '2024-01-16', employmentEndDate: utcDay(400), lastWorkingDay: utcDay(399), probationEndDate: '2024-07-15',
      workingDays: [{ day: 'monday' }, { day: 'tuesday' }], turnoverImpact: 'regrettable', leavingReason: 'resigned',
      leavingNote: 'Moving abroad', contractType: 'Full time', payrollProvider: 'Acme Payroll',
      employeeId: 'EMP-1', taxId: 'AB123456C', taxCode: '1257L', remoteCity: null, remoteCountryCode: null,
      teams: [{ name: 'Platform' }, { name: 'Guild' }], isWorkEmailHidden: false,
      seenDocumentsAt: '2024-02-01T10:00:00.000Z', publicHolidayCalendarId: 'GB-ENG', status: 'active',
    };

    it('accepts every optional field of the spec with its type and shows it back', async () => {
      // The photo and leaving file are uploaded first, with no person yet (D10).
      const profilePhotoId = (await upload(t, c.token, { type: 'profilePhoto', bytes: await png() })).body.id;
      const leavingFileId = (await upload(t, c.token, { type: 'leavingFile', bytes: pdf() })).body.id;
      const res = await create({ ...everything, profilePhotoId, leavingFileId, timeAwayApprovalFlowId: flowId });
      expect(res.status).toBe(201);
      const { status: _status, ...shown } = { ...everything, profilePhotoId, leavingFileId, timeAwayApprovalFlowId: flowId };
      expect(res.body).toEqual(expect.objectContaining(shown));
    });

    it('accepts a time-away allocation on create only, with a policy of the company', async () => {
      const policies = await t.api.get('/api/time-away-policies', c.token);
      const ok = await create({ timeAwayAllocation: { timeAwayPolicyId: policies.body.data[0].id } });
      expect(ok.status).toBe(201);
      const bad = await create({ timeAwayAllocation: { timeAwayPolicyId: 'nope' } });
      expect(bad.status).toBe(422);
      expect(issueNames(bad.body)).toEqual(['timeAwayAllocation.timeAwayPolicyId']);
      const other = await newCompany(t);
      const theirs = (await t.api.get('/api/time-away-policies', other.token)).body.data[0].id;
      const foreign = await create({ timeAwayAllocation: { timeAwayPolicyId: theirs } });
      expect(foreign.status).toBe(422);
      expect(foreign.body.issues).toEqual([{ name: 'timeAwayAllocation.timeAwayPolicyId', reason: `no record with id ${theirs} exists in this company` }]);
      const patch = await t.api.patch(`/api/people/${ok.body.id}`, c.token, { timeAwayAllocation: { timeAwayPolicyId: policies.body.data[0].id } });
      expect(patch.status).toBe(422);
    });

    it.each([
      ['dietaryPreference', 'Carnivore'],
      ['turnoverImpact', 'sad'],
      ['leavingReason', 'bored'],
      ['workingDays', [{ day: 'funday' }]],
      ['workingDays', 'monday'],
      ['teams', [{ name: '' }]],
      ['teams', [{}]],
      ['teams', ['Platform']],
      ['birthday', '1990-02-30'],
      ['birthday', 'yesterday'],
      ['isBirthdayHidden', 'yes'],
      ['nationalities', 'GB'],
      ['foodAllergies', null],
      ['countryCode', 'XX'],
      ['remoteCountryCode', 'gb'],
      ['email', 'not-an-email'],
      ['personalEmail', 'nope'],
      ['seenDocumentsAt', '2024-02-01'],
      ['calendarFeedToken', 'my-own-secret'],
      ['jobRole', 'Engineer'],
      ['timeAwayApprovalFlowId', null],
      ['employmentStartDate', '2024-13-01'],
    ])('refuses %s = %j with a 422 naming it', async (field, value) => {
      const res = await create({ [field]: value });
      expect(res.status).toBe(422);
      expect(res.body.name).toBe('ValidationError');
      expect(issueNames(res.body).some((n: string) => n === field || n.startsWith(`${field}.`))).toBe(true);
    });

    it('gives the index of a bad list item', async () => {
      const res = await create({ workingDays: [{ day: 'monday' }, { day: 'someday' }] });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([expect.objectContaining({ name: 'workingDays.day', index: '1' })]);
    });

    it('takes at most 8 teams (D7: 422), and no team twice', async () => {
      const teams = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Team ${i}` }));
      expect((await create({ teams: teams(8) })).status).toBe(201);
      const nine = await create({ teams: teams(9) });
      expect(nine.status).toBe(422);
      expect(issueNames(nine.body)).toEqual(['teams']);
      const twice = await create({ teams: [{ name: 'A' }, { name: 'a' }] });
      expect(twice.status).toBe(422);
    });

    it('takes gender free form', async () => {
      const res = await create({ gender: 'Prefers to self-describe: genderfluid' });
      expect(res.body.gender).toBe('Prefers to self-describe: genderfluid');
    });

    it('refuses fields outside the spec, naming them', async () => {
      const res = await create({ salary: 100, role: 'admin', isVerified: true, country: 'France' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(expect.arrayContaining(['salary', 'role', 'isVerified', 'country']));
    });

    it('refuses an end date before the start date and a birthday in the future', async () => {
      expect((await create({ employmentStartDate: '2024-01-15', employmentEndDate: '2024-01-14' })).status).toBe(422);
      expect((await create({ birthday: utcDay(2) })).status).toBe(422);
    });

    it('answers bad bodies with a 4xx, never a 500', async () => {
      for (const body of [[], 'text', 42, { jobRole: [] }, { teams: {} }, { workingDays: [null] }, { nationalities: [1] }, { firstName: { $gt: '' } }]) {
        const res = await t.api.post('/api/people', c.token, body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    });
  });

  describe('derived fields', () => {
    it('infers country, formats phone numbers in international form, and leaves an unreadable number unformatted', async () => {
      const res = await create({ countryCode: 'GB', phoneNumber: '020 7946 0958', personalPhoneNumber: '+1 (415) 555-2671' });
      expect(res.body).toEqual(expect.objectContaining({
        country: 'United Kingdom', formattedPhoneNumber: '+44 20 7946 0958', formattedPersonalPhoneNumber: '+1 415 555 2671',
        phoneNumber: '020 7946 0958',
      }));
      const odd = await create({ phoneNumber: 'call me maybe' });
      expect(odd.body.formattedPhoneNumber).toBeNull();
    });

    it('formats a national number with the location country when the person has none', async () => {
      const berlin = await newLocation(t, c.token, { city: 'Berlin', countryCode: 'DE' });
      const res = await create({ locationId: berlin, phoneNumber: '030 901820' });
      expect(res.body.formattedPhoneNumber).toBe('+49 30 901820');
    });

    it('infers the remote timezone and region from the remote city and country', async () => {
      const res = await create({ locationId: 'remote', remoteCity: 'Austin', remoteCountryCode: 'US' });
      expect(res.body).toEqual(expect.objectContaining({ remoteTimezone: 'America/Chicago', remoteRegionCode: 'US-TX', timezone: 'America/Chicago' }));
    });

    it('takes the timezone from the location, or the company (UTC) without one', async () => {
      const tokyo = await newLocation(t, c.token, { city: 'Tokyo', countryCode: 'JP' });
      expect((await create({ locationId: tokyo })).body.timezone).toBe('Asia/Tokyo');
      expect((await create({ locationId: 'remote' })).body.timezone).toBe('UTC');
    });

    it('defaults firstWorkingDay to the start date and lastWorkingDay to the end date', async () => {
      const defaults = await create({ employmentStartDate: '2024-02-01', employmentEndDate: utcDay(100) });
      expect(defaults.body.firstWorkingDay).toBe('2024-02-01');
      expect(defaults.body.lastWorkingDay).toBe(utcDay(100));
      const given = await create({ employmentStartDate: '2024-02-01', firstWorkingDay: '2024-02-05' });
      expect(given.body.firstWorkingDay).toBe('2024-02-05');
      expect(given.body.lastWorkingDay).toBeNull();
    });

    it('profilePhoto is null without a photo; a photo id must name an uploaded photo (D10)', async () => {
      expect((await create({})).body.profilePhoto).toBeNull();
      const res = await create({ profilePhotoId: 'file_photo' });
      expect(res.status).toBe(422);
      expect(issueNames(res.body)).toEqual(['profilePhotoId']);
    });
  });

  describe('work email', () => {
    it('is unique across the deployment, whatever its case: EmailTaken', async () => {
      const first = await create({});
      const again = await create({ email: (first.body.email as string).toUpperCase() });
      expect(again.status).toBe(422);
      expect(again.body.name).toBe('EmailTaken');
      const other = await newCompany(t);
      const elsewhere = await t.api.post('/api/people', other.token, activePersonBody(await newLocation(t, other.token), { email: first.body.email }));
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.body.name).toBe('EmailTaken');
    });

    it('taken by a new hire is taken too', async () => {
      const email = `nh-taken-${Date.now()}@example.com`;
      expect((await t.api.post('/api/people', c.token, { status: 'newHire', email })).status).toBe(201);
      const res = await create({ email });
      expect(res.body.name).toBe('EmailTaken');
    });
  });

  describe('events', () => {
    it('records person.created with its first job role, and jobRole.created, in the same transaction', async () => {
      const res = await create({ birthday: '1991-01-01' });
      const events = await t.db.query(`SELECT type, payload FROM events WHERE payload->'data'->'object'->>'id' IN ($1, $2) ORDER BY created_at`, [res.body.id, res.body.jobRole.id]);
      expect(events.map((e: any) => e.type).sort()).toEqual(['jobRole.created', 'person.created']);
      const person = events.find((e: any) => e.type === 'person.created').payload.data.object;
      expect(person.jobRole.id).toBe(res.body.jobRole.id);
      expect(person.birthday).toBe('1991-01-01');
      expect(person).not.toHaveProperty('calendarFeedToken');
    });

    it('records nothing when the create fails', async () => {
      const before = (await t.db.query(`SELECT count(*)::int AS n FROM events`))[0].n;
      await create({ jobRole: { jobTitle: 'X', reportingTo: 'nobody' } });
      expect((await t.db.query(`SELECT count(*)::int AS n FROM events`))[0].n).toBe(before);
    });
  });
});
