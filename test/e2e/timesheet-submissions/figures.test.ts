import { newCompany, newUser, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { allocatePattern, newEntry, newPattern, newSubmission, setTimesheets } from '../../support/timesheets';

/**
 * A submission's figures: `durationAsTime` sums its period's entries; `durationAsDays` sums, day by day, the hours
 * worked ÷ that day's working-pattern hours (÷ 8 on a day the pattern does not work), to two places. They are made
 * when the submission locks its entries and kept as they were after.
 */
describe('timesheet submissions: figures by the working pattern', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
  });
  afterAll(() => t.close());

  it('counts a 4-day 7.5-hour part-timer\'s week by their pattern, a day off it by 8 hours', async () => {
    const ada = await newUser(t, c.companyId, 'user');
    const partTime = await newPattern(t, c.token, { monday: 7.5, tuesday: 7.5, wednesday: 7.5, thursday: 7.5 });
    await allocatePattern(t, c.token, ada.personId, partTime, '2027-01-01');
    // 2027-03-08 is a Monday: Monday and Tuesday in full, Thursday half, 3 hours on Friday (not a working day).
    for (const [date, startTime, endTime] of [
      ['2027-03-08', '09:00', '16:30'], ['2027-03-09', '08:00', '12:00'], ['2027-03-09', '12:30', '16:00'],
      ['2027-03-11', '09:00', '12:45'], ['2027-03-12', '10:00', '13:00'],
    ]) await newEntry(t, ada.token, { personId: ada.personId, date, startTime, endTime });

    const week = await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2027-03-08', endDate: '2027-03-14' });
    // 7.5 + 7.5 + 3.75 + 3 = 21.75 hours; 1 + 1 + 0.5 + 3/8 = 2.875 days.
    expect(week.durationAsTime).toEqual({ hours: 21, minutes: 45 });
    expect(week.durationAsDays).toBe(2.88);

    // Another pattern from now on leaves the figures submitted as they were.
    expect((await t.api.patch(`/api/working-patterns/${partTime}`, c.token, { days: [{ day: 'monday', hours: 4 }] })).status).toBe(200);
    expect((await t.api.get(`/api/timesheet-submissions/${week.id}`, ada.token)).body.durationAsDays).toBe(2.88);
  });

  it('counts by Monday to Friday at 8 hours without any pattern, and an empty period as nothing', async () => {
    const bo = await newUser(t, c.companyId, 'user');
    await newEntry(t, bo.token, { personId: bo.personId, date: '2027-03-15', startTime: '09:00', endTime: '13:00' });
    await newEntry(t, bo.token, { personId: bo.personId, date: '2027-03-20', startTime: '09:00', endTime: '11:00' });
    const week = await newSubmission(t, bo.token, { personId: bo.personId, startDate: '2027-03-15', endDate: '2027-03-21' });
    expect([week.durationAsTime, week.durationAsDays]).toEqual([{ hours: 6, minutes: 0 }, 0.75]);
    const empty = await newSubmission(t, bo.token, { personId: bo.personId, startDate: '2027-03-22', endDate: '2027-03-28' });
    expect([empty.durationAsTime, empty.durationAsDays]).toEqual([{ hours: 0, minutes: 0 }, 0]);
  });
});
