import { feedTokenOf } from '../../support/calendar-feed-tokens';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download as downloadFile, pdf, upload } from '../files/files-support';

/**
 * Sensitive reads outside the resources' lists and retrieves (docs/security.md, "Audit trail"): webhook secrets,
 * signed-link downloads, data exports made and downloaded, calendar feeds; each recorded before it is answered.
 */
describe('audit trail: sensitive reads beyond lists and retrieves', () => {
  let t: TestApp;
  let c: TestCompany;
  let personId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', DATA_EXPORT_SYNC_MAX_ROWS: '1000' } });
    c = await newCompany(t);
    personId = (await newPerson(t, c.token, await newLocation(t, c.token))).id;
  });
  afterAll(() => t.close());

  const entries = (action: string): Promise<{ actor_type: string; actor_person_id: string | null; target_id: string; subject_person_ids: string[]; row_count: number | null; fields: string[] }[]> =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = $2 ORDER BY seq`, [c.companyId, action]);

  it('records every view of a webhook secret: the create\'s answer, /secret and /rotate-secret', async () => {
    const made = await t.api.post('/api/webhooks', c.token, { url: 'http://127.0.0.1:9/hook' });
    expect(made.status).toBe(201);
    expect((await t.api.get(`/api/webhooks/${made.body.id}/secret`, c.token)).status).toBe(200);
    expect((await t.api.post(`/api/webhooks/${made.body.id}/rotate-secret`, c.token)).status).toBe(200);
    const viewed = (await entries('webhook.secretViewed')).filter((e) => e.target_id === made.body.id);
    expect(viewed).toHaveLength(3);
    expect(viewed.every((e) => e.actor_person_id === c.ownerId && e.fields.includes('secret'))).toBe(true);
    expect((await entries('webhook.secretRotated')).map((e) => e.target_id)).toContain(made.body.id);
  });

  it('records a file downloaded through its signed link, with whose file it is', async () => {
    const file = await upload(t, c.token, { type: 'document', personId, filename: 'contract.pdf', bytes: pdf() });
    expect(file.status).toBe(201);
    expect((await downloadFile(t, file.body.url)).status).toBe(200);
    const [entry] = (await entries('file.downloaded')).filter((e) => e.target_id === file.body.id);
    expect(entry).toMatchObject({ actor_type: 'user', subject_person_ids: [personId] });
  });

  it('records a data export made and downloaded (directly and through its link), with its rows', async () => {
    const direct = await t.api.post('/api/data-exports', c.token, { download: true, fields: ['lastName'] });
    expect(direct.status).toBe(200);
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.body.status).toBe('ready');
    expect((await t.app.inject({ method: 'GET', url: made.body.url })).statusCode).toBe(200);
    expect((await entries('dataExport.created')).map((e) => e.target_id)).toContain(made.body.id);
    const downloads = await entries('dataExport.downloaded');
    expect(downloads).toHaveLength(2);
    expect(downloads[1]).toMatchObject({ target_id: made.body.id, actor_type: 'user', actor_person_id: c.ownerId, row_count: 2 });
    expect(downloads[0].fields).toEqual(['lastName']);
  });

  it('records a calendar feed opened, as its owner\'s', async () => {
    const feed = await t.app.inject({ method: 'GET', url: `/api/calendar-feeds/${await feedTokenOf(t, c.ownerId)}.ics` });
    expect(feed.statusCode).toBe(200);
    expect((await entries('calendarFeed.read')).at(-1)).toMatchObject({ actor_type: 'user', actor_person_id: c.ownerId, subject_person_ids: [c.ownerId] });
  });
});
