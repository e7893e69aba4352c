import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { dayAfter, newEntry, newSubmission, setTimesheets } from '../../support/timesheets';

/**
 * While a submission is pending or approved, the entries dated in its period do not change: none is created, changed
 * (from or to such a date) or deleted, by anyone (422 on `date`); a rejected submission releases them. Entries and
 * submissions written at the same moment never miss each other: the submission's figures count every entry stored.
 */
describe('timesheet submissions: a locked period', () => {
  let t: TestApp;
  let c: TestCompany;
  let manager: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
    manager = await newUser(t, c.companyId, 'user');
  });
  afterAll(() => t.close());

  const person = async () => {
    const ada = await newUser(t, c.companyId, 'user');
    await t.api.post('/api/job-roles', c.token, { personId: ada.personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: manager.personId });
    return ada;
  };
  const hours = (personId: string, date: string, startTime = '09:00', endTime = '17:00') => ({ personId, date, startTime, endTime });

  it('keeps the entries of a pending or approved period as they are, for the person and the owner alike', async () => {
    const ada = await person();
    const inside = await newEntry(t, ada.token, hours(ada.personId, '2027-01-05'));
    const outside = await newEntry(t, ada.token, hours(ada.personId, '2027-01-12'));
    const week = await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2027-01-04', endDate: '2027-01-10' });
    expect(week.durationAsTime).toEqual({ hours: 8, minutes: 0 });

    for (const status of ['pending', 'approved'] as const) {
      if (status === 'approved') expect((await t.api.patch(`/api/timesheet-submissions/${week.id}`, manager.token, { status })).status).toBe(200);
      for (const token of [ada.token, c.token]) {
        expectError(await t.api.post('/api/timesheet-entries', token, hours(ada.personId, '2027-01-06')), 422, 'ValidationError', ['date']);
        expectError(await t.api.patch(`/api/timesheet-entries/${inside.id}`, token, { endTime: '18:00' }), 422, 'ValidationError', ['date']);
        expectError(await t.api.patch(`/api/timesheet-entries/${inside.id}`, token, { date: '2027-01-13' }), 422, 'ValidationError', ['date']);
        expectError(await t.api.patch(`/api/timesheet-entries/${outside.id}`, token, { date: '2027-01-10' }), 422, 'ValidationError', ['date']);
        expectError(await t.api.delete(`/api/timesheet-entries/${inside.id}`, token), 422, 'ValidationError', ['date']);
      }
      // Days outside the period, and other people's days inside it, stay open.
      expect((await t.api.patch(`/api/timesheet-entries/${outside.id}`, ada.token, { note: status })).status).toBe(200);
      expect((await t.api.post('/api/timesheet-entries', c.token, hours(c.ownerId, dayAfter('2027-01-04', status === 'pending' ? 1 : 2)))).status).toBe(201);
    }

    const rejected = await t.api.patch(`/api/timesheet-submissions/${week.id}`, manager.token, { status: 'rejected', changesRequested: 'Add Wednesday' });
    expect(rejected.status).toBe(200);
    expect((await t.api.post('/api/timesheet-entries', ada.token, hours(ada.personId, '2027-01-06'))).status).toBe(201);
    expect((await t.api.patch(`/api/timesheet-entries/${inside.id}`, ada.token, { endTime: '18:00' })).status).toBe(200);
  });

  it('orders an entry and a submission made at the same moment: the figures count exactly the entries stored', async () => {
    for (let round = 0; round < 5; round++) {
      const ada = await person();
      const days = Array.from({ length: 7 }, (_, i) => dayAfter('2027-02-01', i));
      const [submitted, ...entries] = await Promise.all([
        t.api.post('/api/timesheet-submissions', ada.token, { personId: ada.personId, startDate: days[0], endDate: days[6] }),
        ...days.map((date) => t.api.post('/api/timesheet-entries', ada.token, hours(ada.personId, date, '09:00', '10:00'))),
      ]);
      expect(submitted.status).toBe(201);
      const stored = entries.filter((e) => e.status === 201).length;
      for (const refused of entries.filter((e) => e.status !== 201)) expectError(refused, 422, 'ValidationError', ['date']);
      expect(submitted.body.durationAsTime).toEqual({ hours: stored, minutes: 0 });
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM timesheet_entries WHERE company_id = $1 AND person_id = $2`, [c.companyId, ada.personId]);
      expect(n).toBe(stored);
    }
  });
});
