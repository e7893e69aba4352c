import { request as httpRequest } from 'node:http';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { growthDuring } from '../../support/memory-growth';
import { listenOnLoopback } from '../../support/plain-http';
import { createTestApp, TestApp } from '../../support/test-app';
import { newEntry, newSubmission, reportsTo, setTimesheets } from '../../support/timesheets';
import { exportCsv } from '../data-exports/exports-support';

const TIMESHEET_COLUMNS = ['startDate', 'endDate', 'submittedAt', 'totalTime', 'totalDays', 'status', 'reviewer', 'reviewerEmail', 'reviewedAt'];

/**
 * The `timesheet` export (spec: Data exports): one row per submission overlapping the range, read as submissions are,
 * its cells the submission's (`totalTime` as `H:mm`, `totalDays` its `durationAsDays`, the reviewer by name and work
 * email); 10,000 submissions stream through within the memory bound of a streamed file.
 */
describe('timesheet submissions: the timesheet export', () => {
  let t: TestApp;
  let c: TestCompany;
  let manager: TestUser;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
    manager = await newUser(t, c.companyId, 'user');
    ada = await newUser(t, c.companyId, 'user');
    await reportsTo(t, c.token, ada.personId, manager.personId);
  });
  afterAll(() => t.close());

  it('has a row per submission matching it, within the range asked, as the caller reads submissions', async () => {
    await newEntry(t, ada.token, { personId: ada.personId, date: '2027-04-05', startTime: '08:00', endTime: '17:30' });
    await newEntry(t, ada.token, { personId: ada.personId, date: '2027-04-06', startTime: '09:00', endTime: '15:00' });
    const week = await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2027-04-05', endDate: '2027-04-11' });
    const approved = (await t.api.patch(`/api/timesheet-submissions/${week.id}`, manager.token, { status: 'approved' })).body;
    await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2027-05-03', endDate: '2027-05-09' });
    await newSubmission(t, c.token, { personId: c.ownerId, startDate: '2027-04-05', endDate: '2027-04-11' });

    const april = { type: 'timesheet', fields: ['email', ...TIMESHEET_COLUMNS], startDate: '2027-04-01', endDate: '2027-04-30' };
    const { header, rows } = await exportCsv(t, c.token, april);
    expect(header).toEqual(april.fields);
    expect(rows.find((row) => row.email === ada.email)).toEqual({
      email: ada.email, startDate: '2027-04-05', endDate: '2027-04-11', submittedAt: approved.submittedAt, totalTime: '15:30', totalDays: '1.94',
      status: 'approved', reviewer: 'Test user', reviewerEmail: manager.email, reviewedAt: approved.reviewedAt,
    });
    expect(rows.map((row) => row.email).sort()).toEqual([ada.email, c.ownerEmail].sort());
    expect(approved).toMatchObject({ durationAsTime: { hours: 15, minutes: 30 }, durationAsDays: 1.94 });

    // The person exports their own, their manager their report's; a colleague none.
    expect((await exportCsv(t, ada.token, { ...april, fields: ['email', 'status'] })).rows).toEqual([{ email: ada.email, status: 'approved' }]);
    expect((await exportCsv(t, manager.token, { ...april, fields: ['email', 'status'] })).rows).toEqual([{ email: ada.email, status: 'approved' }]);
    const colleague = await newUser(t, c.companyId, 'user');
    expect((await exportCsv(t, colleague.token, { ...april, fields: ['email', 'status'] })).rows).toEqual([]);
    // Without a range, every submission.
    expect((await exportCsv(t, ada.token, { type: 'timesheet', fields: ['startDate'] })).rows).toEqual([{ startDate: '2027-04-05' }, { startDate: '2027-05-03' }]);
  });

  it('streams 10,000 submissions within the memory bound of a streamed file (under 40 MB of RSS and of live memory)', async () => {
    const big = await newCompany(t);
    await setTimesheets(t, big, true);
    const bulk = await newUser(t, big.companyId, 'user');
    // One-day submissions of one person, 10,000 days in a row, each of 7:30 (0.94 days) approved by the owner.
    await t.db.query(
      `INSERT INTO timesheet_submissions (id, company_id, person_id, start_date, end_date, status, submitted_at, reviewed_by, reviewed_at,
                                          changes_requested, duration_minutes, duration_days, created_at, updated_at)
       SELECT 'bulk-' || g, $1, $2, date '2000-01-01' + g, date '2000-01-01' + g, 'approved', now(), $3, now(), NULL, 450, 0.94, now(), now()
         FROM generate_series(0, 9999) g`,
      [big.companyId, bulk.personId, big.ownerId],
    );
    const base = await listenOnLoopback(t.app);
    let lines = 0;
    let first = '';
    const growth = await growthDuring(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = httpRequest(`${base}/api/data-exports`, { method: 'POST', headers: { authorization: `Bearer ${big.token}`, 'content-type': 'application/json' } }, (res) => {
            expect(res.statusCode).toBe(200);
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              if (lines < 2) first += chunk;
              lines += chunk.split('\n').length - 1;
            });
            res.on('end', resolve);
            res.on('error', reject);
          });
          req.on('error', reject);
          req.end(JSON.stringify({ type: 'timesheet', download: true, fields: ['email', 'startDate', 'totalTime', 'totalDays', 'reviewer'] }));
        }),
    );
    // The header and one line per submission.
    expect(lines).toBe(10_001);
    expect(first).toContain(`${bulk.email},2000-01-01,7:30,0.94,Olive Owner`);
    expect(growth.rss).toBeLessThan(40);
    expect(growth.live).toBeLessThan(40);
  }, 120_000);
});
