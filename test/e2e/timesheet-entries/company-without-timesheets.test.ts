import { ApiResponse } from '../../support/api-client';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { exportCsv } from '../data-exports/exports-support';
import { newEntry, newSubmission, setTimesheets } from '../../support/timesheets';

/**
 * Timesheets exist only for companies with `isTimesheetEnabled` (the access layer decides): every write answers 403
 * naming the setting, whoever asks; lists answer empty, a retrieve 404, the export no rows. Switching it off hides
 * what was recorded; switching it back on shows it again.
 */
describe('a company without timesheets', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    ada = await newUser(t, c.companyId, 'user');
  });
  afterAll(() => t.close());

  const expectSettingRefused = (res: ApiResponse) => {
    expectError(res, 403, 'Forbidden');
    expect(res.body.message).toContain('isTimesheetEnabled');
  };

  it('is the default of a new company: writes refused naming the setting, lists empty', async () => {
    const [company] = await t.db.query('SELECT is_timesheet_enabled FROM companies WHERE id = $1', [c.companyId]);
    expect(company.is_timesheet_enabled).toBe(false);
    for (const token of [c.token, ada.token]) {
      expectSettingRefused(await t.api.post('/api/timesheet-entries', token, { personId: ada.personId, date: '2027-01-04', startTime: '09:00', endTime: '17:00' }));
      expectSettingRefused(await t.api.post('/api/timesheet-submissions', token, { personId: ada.personId, startDate: '2027-01-04', endDate: '2027-01-10' }));
      for (const path of ['/api/timesheet-entries', '/api/timesheet-submissions']) {
        const list = await t.api.get(path, token);
        expect(list.status).toBe(200);
        expect(list.body).toMatchObject({ total: 0, data: [] });
      }
    }
  });

  it('hides what was recorded once switched off, refuses changing it, and shows it again once switched back on', async () => {
    await setTimesheets(t, c, true);
    const entry = await newEntry(t, ada.token, { personId: ada.personId, date: '2027-01-05', startTime: '09:00', endTime: '17:00' });
    const submission = await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2027-01-11', endDate: '2027-01-17' });
    await setTimesheets(t, c, false);

    expect((await t.api.get('/api/timesheet-entries', c.token)).body.total).toBe(0);
    expectError(await t.api.get(`/api/timesheet-entries/${entry.id}`, c.token), 404, 'NotFound');
    expectError(await t.api.get(`/api/timesheet-submissions/${submission.id}`, ada.token), 404, 'NotFound');
    expectSettingRefused(await t.api.patch(`/api/timesheet-entries/${entry.id}`, ada.token, { note: 'x' }));
    expectSettingRefused(await t.api.delete(`/api/timesheet-entries/${entry.id}`, c.token));
    expectSettingRefused(await t.api.patch(`/api/timesheet-submissions/${submission.id}`, c.token, { status: 'approved' }));
    expectSettingRefused(await t.api.delete(`/api/timesheet-submissions/${submission.id}`, c.token));
    expect((await exportCsv(t, c.token, { type: 'timesheet', fields: ['lastName', 'startDate'] })).rows).toEqual([]);

    await setTimesheets(t, c, true);
    expect((await t.api.get(`/api/timesheet-entries/${entry.id}`, c.token)).body).toEqual(entry);
    expect((await exportCsv(t, c.token, { type: 'timesheet', fields: ['lastName', 'startDate'] })).rows).toEqual([{ lastName: 'user', startDate: '2027-01-11' }]);
  });

  it('takes effect at the next request of a token already in use', async () => {
    await setTimesheets(t, c, true);
    const body = { personId: ada.personId, date: '2027-01-06', startTime: '09:00', endTime: '10:00' };
    expect((await t.api.post('/api/timesheet-entries', ada.token, body)).status).toBe(201);
    await setTimesheets(t, c, false);
    expectSettingRefused(await t.api.post('/api/timesheet-entries', ada.token, { ...body, date: '2027-01-07' }));
  });
});
