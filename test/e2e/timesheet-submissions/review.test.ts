import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { eventsOf, expectError, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { newEntry, newSubmission, reportsTo, setTimesheets } from '../../support/timesheets';

/**
 * A submission is decided by a manager of its person (direct or indirect), an admin or the owner: approved, or
 * rejected with the changes asked (required); nobody decides their own (422 `forbidden` on the field); its person
 * hands a rejected one back (resubmits): submitted anew, the review cleared, its figures made again.
 */
describe('timesheet submissions: review', () => {
  let t: TestApp;
  let c: TestCompany;
  let head: TestUser;
  let lead: TestUser;
  let dev: TestUser;
  let colleague: TestUser;
  let week = 0;
  /** A new Monday-to-Sunday period for each submission. */
  const nextWeek = () => {
    const monday = new Date(Date.UTC(2027, 2, 1 + 7 * week++)).toISOString().slice(0, 10);
    const sunday = new Date(Date.parse(monday) + 6 * 86_400_000).toISOString().slice(0, 10);
    return { startDate: monday, endDate: sunday };
  };
  const submit = (person: TestUser) => newSubmission(t, person.token, { personId: person.personId, ...nextWeek() });
  const review = (token: string, id: string, body: Record<string, unknown>) => t.api.patch(`/api/timesheet-submissions/${id}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    await setTimesheets(t, c, true);
    [head, lead, dev, colleague] = await Promise.all([1, 2, 3, 4].map(() => newUser(t, c.companyId, 'user')));
    await reportsTo(t, c.token, lead.personId, head.personId);
    await reportsTo(t, c.token, dev.personId, lead.personId);
  });
  afterAll(() => t.close());

  it('a rejected then resubmitted week: changes asked, entries corrected, handed back, approved', async () => {
    const period = nextWeek();
    await newEntry(t, dev.token, { personId: dev.personId, date: period.startDate, startTime: '09:00', endTime: '17:00' });
    const made = await t.api.post('/api/timesheet-submissions', dev.token, { personId: dev.personId, ...period });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String), personId: dev.personId, ...period, status: 'pending', submittedAt: expect.any(String),
      reviewedBy: null, reviewedAt: null, changesRequested: null, durationAsTime: { hours: 8, minutes: 0 }, durationAsDays: 1,
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    const id = made.body.id;

    expectError(await review(lead.token, id, { status: 'rejected' }), 422, 'ValidationError', ['changesRequested']);
    const rejected = await review(lead.token, id, { status: 'rejected', changesRequested: 'Tuesday is missing' });
    expect(rejected.body).toMatchObject({ status: 'rejected', changesRequested: 'Tuesday is missing', reviewedBy: lead.personId, reviewedAt: expect.any(String) });

    // Released: the person adds Tuesday, then hands the week back.
    await newEntry(t, dev.token, { personId: dev.personId, date: new Date(Date.parse(period.startDate) + 86_400_000).toISOString().slice(0, 10), startTime: '09:00', endTime: '16:30' });
    const resubmitted = await review(dev.token, id, { status: 'pending' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body).toMatchObject({
      status: 'pending', changesRequested: null, reviewedBy: null, reviewedAt: null, durationAsTime: { hours: 15, minutes: 30 }, durationAsDays: 1.94,
    });
    expect(Date.parse(resubmitted.body.submittedAt)).toBeGreaterThan(Date.parse(made.body.submittedAt));

    const approved = await review(head.token, id, { status: 'approved' });
    expect(approved.body).toMatchObject({ status: 'approved', reviewedBy: head.personId, changesRequested: null });
    const events = await eventsOf(t, c.companyId, { objectId: id });
    expect(events.map((e) => e.type)).toEqual(['timesheetSubmission.created', 'timesheetSubmission.updated', 'timesheetSubmission.updated', 'timesheetSubmission.updated']);
    expect(events[2].payload.data.previousAttributes).toMatchObject({ status: 'rejected', changesRequested: 'Tuesday is missing' });
    const audited = await t.db.query(
      `SELECT changes FROM audit_events WHERE company_id = $1 AND action = 'timesheetSubmission.updated' AND target_id = $2 ORDER BY seq`, [c.companyId, id]);
    expect(JSON.stringify(audited)).not.toContain('Tuesday is missing');
  });

  it('nobody decides their own submission, the owner and an admin included (422 forbidden on the field)', async () => {
    const admin = await newUser(t, c.companyId, 'admin');
    for (const person of [dev, lead, admin, { personId: c.ownerId, token: c.token, email: c.ownerEmail }]) {
      const own = await submit(person);
      for (const body of [{ status: 'approved' }, { status: 'rejected', changesRequested: 'x' }]) {
        const refused = await review(person.token, own.id, body);
        expectError(refused, 422, 'ValidationError', Object.keys(body));
        expect(refused.body.issues.every((issue: { forbidden?: boolean }) => issue.forbidden === true)).toBe(true);
      }
    }
    const admins = await submit(admin);
    expect((await review(c.token, admins.id, { status: 'approved' })).body.reviewedBy).toBe(c.ownerId);
  });

  it('managers direct and indirect decide; a colleague, a report and finance do not', async () => {
    const finance = await newUser(t, c.companyId, 'finance');
    const devs = await submit(dev);
    expect((await review(lead.token, devs.id, { status: 'approved' })).status).toBe(200);
    expect((await review(head.token, devs.id, { status: 'rejected', changesRequested: 'Wrong project' })).body.reviewedBy).toBe(head.personId);

    const leads = await submit(lead);
    expectError(await review(colleague.token, leads.id, { status: 'approved' }), 404, 'NotFound');
    expectError(await review(dev.token, leads.id, { status: 'approved' }), 404, 'NotFound');
    expectError(await review(finance.token, leads.id, { status: 'approved' }), 403, 'Forbidden');
    expect((await t.api.get(`/api/timesheet-submissions/${leads.id}`, finance.token)).status).toBe(200);
    expect(ids(await t.api.get(`/api/timesheet-submissions?personId=${lead.personId}`, colleague.token))).toEqual([]);
    expect(ids(await t.api.get(`/api/timesheet-submissions?personId=${lead.personId}`, head.token))).toContain(leads.id);
    // A manager decides but neither submits for a report nor deletes a report's submission.
    expectError(await t.api.post('/api/timesheet-submissions', lead.token, { personId: dev.personId, ...nextWeek() }), 403, 'Forbidden');
    expectError(await t.api.delete(`/api/timesheet-submissions/${devs.id}`, lead.token), 403, 'Forbidden');
  });

  it('keeps the changes asked to rejections, an approved submission out of pending, and approved ones from their person\'s delete', async () => {
    const own = await submit(dev);
    expectError(await review(lead.token, own.id, { changesRequested: 'x' }), 422, 'ValidationError', ['changesRequested']);
    expectError(await review(lead.token, own.id, { status: 'approved', changesRequested: 'x' }), 422, 'ValidationError', ['changesRequested']);
    expectError(await review(dev.token, own.id, { changesRequested: null, status: 'pending' }), 422, 'ValidationError', ['changesRequested']);
    expectError(await review(lead.token, own.id, { status: 'done' }), 422, 'ValidationError', ['status']);
    expectError(await review(dev.token, own.id, { startDate: '2027-01-01' }), 422, 'ValidationError', ['startDate']);
    expect((await review(lead.token, own.id, { status: 'approved' })).status).toBe(200);
    expectError(await review(dev.token, own.id, { status: 'pending' }), 422, 'ValidationError', ['status']);
    expectError(await t.api.delete(`/api/timesheet-submissions/${own.id}`, dev.token), 422, 'ValidationError', ['status']);
    expect((await t.api.delete(`/api/timesheet-submissions/${own.id}`, c.token)).status).toBe(200);

    const withdrawn = await submit(dev);
    expect((await t.api.delete(`/api/timesheet-submissions/${withdrawn.id}`, dev.token)).status).toBe(200);
  });

  it('refuses overlapping periods (422 on startDate, even beside a rejected one), periods backwards or over 31 days', async () => {
    const period = nextWeek();
    const first = await newSubmission(t, colleague.token, { personId: colleague.personId, ...period });
    await review(c.token, first.id, { status: 'rejected', changesRequested: 'Redo it' });
    expectError(await t.api.post('/api/timesheet-submissions', colleague.token, { personId: colleague.personId, startDate: period.endDate, endDate: period.endDate }), 422, 'ValidationError', ['startDate']);
    expectError(await t.api.post('/api/timesheet-submissions', colleague.token, { personId: colleague.personId, startDate: '2028-01-10', endDate: '2028-01-09' }), 422, 'ValidationError', ['endDate']);
    expectError(await t.api.post('/api/timesheet-submissions', colleague.token, { personId: colleague.personId, startDate: '2028-01-01', endDate: '2028-02-01' }), 422, 'ValidationError', ['endDate']);
    expect((await t.api.post('/api/timesheet-submissions', colleague.token, { personId: colleague.personId, startDate: '2028-01-01', endDate: '2028-01-31' })).status).toBe(201);
  });
});
