import { newCompany, newUser, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { setTimesheets } from '../../support/timesheets';

/**
 * A person's entries never overlap in time, whatever the race: the database's exclusion constraint refuses all but
 * one of 20 overlapping entries sent at once (422 on startTime, never a 500), while another person's are untouched.
 */
describe('timesheet entries: overlaps refused under concurrent creates', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
  });
  afterAll(() => t.close());

  it('stores exactly one of 20 overlapping entries made at once', async () => {
    const ada = await newUser(t, c.companyId, 'user');
    // Twenty different stretches of one morning, each overlapping every other (all cover 10:00-10:30).
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      personId: ada.personId, date: '2027-05-03', startTime: `0${9 + (i % 2)}:${String(i).padStart(2, '0')}`.slice(-5), endTime: `1${1 + (i % 3)}:00`,
    }));
    const answers = await Promise.all(bodies.map((body) => t.api.post('/api/timesheet-entries', ada.token, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 422, 'ValidationError', ['startTime']);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM timesheet_entries WHERE company_id = $1 AND person_id = $2`, [c.companyId, ada.personId]);
    expect(n).toBe(1);
  });

  it('lets 20 people record the same hours at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => newUser(t, c.companyId, 'user')));
    const answers = await Promise.all(people.map((p) => t.api.post('/api/timesheet-entries', p.token, { personId: p.personId, date: '2027-05-04', startTime: '09:00', endTime: '17:00' })));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
  });
});
