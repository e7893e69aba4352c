import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { newEntry, newSubmission, setTimesheets } from '../../support/timesheets';

/**
 * GDPR Art. 15: switching timesheets off hides them from reads, not from the person they are about. A subject access
 * document hands over the entries and submissions recorded while the setting was on.
 */
describe('subject access of a company that switched timesheets off', () => {
  let t: TestApp;
  let c: TestCompany;
  let ada: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    ada = await newUser(t, c.companyId, 'user');
  });
  afterAll(() => t.close());

  async function documentOf(token: string, personId: string): Promise<any> {
    const made = await t.api.post(`/api/people/${personId}/subject-access`, token);
    expect(made.status).toBe(201);
    let ready = made.body;
    for (let i = 0; i < 100 && ready.status !== 'ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = (await t.api.get(`/api/data-exports/${made.body.id}`, token)).body;
    }
    expect(ready.status).toBe('ready');
    const file = await t.app.inject({ method: 'GET', url: ready.url });
    expect(file.statusCode).toBe(200);
    return JSON.parse(file.body);
  }

  const idsIn = (document: any): string[] => Object.values(document.records as Record<string, { id: string }[]>).flat().map((row) => row.id);

  it('hands over the entries and submissions recorded while timesheets were on', async () => {
    await setTimesheets(t, c, true);
    const entry = await newEntry(t, ada.token, { personId: ada.personId, date: '2026-03-02', startTime: '09:00', endTime: '17:30' });
    const submission = await newSubmission(t, ada.token, { personId: ada.personId, startDate: '2026-03-02', endDate: '2026-03-08' });
    await setTimesheets(t, c, false);
    expect((await t.api.get('/api/timesheet-entries', c.token)).body.total).toBe(0);

    for (const token of [ada.token, c.token]) {
      const document = await documentOf(token, ada.personId);
      expect(idsIn(document)).toEqual(expect.arrayContaining([entry.id, submission.id]));
      const handedOver = Object.values(document.records as Record<string, any[]>).flat().find((row) => row.id === entry.id);
      expect(handedOver).toMatchObject({ personId: ada.personId, date: '2026-03-02', startTime: '09:00', endTime: '17:30' });
    }
  });
});
