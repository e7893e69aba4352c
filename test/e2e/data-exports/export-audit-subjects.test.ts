import { APP_CONFIG } from '../../../src/config/config.module';
import { AuditPurgeJob } from '../../../src/core/audit/audit-purge.job';
import { Clock } from '../../../src/core/clock';
import type { AppConfig } from '../../../src/config/app-config';
import { newCompany, newLocation, newPerson, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, upload } from '../files/files-support';
import { download } from './exports-support';

/**
 * An export's download is attributed (docs/security.md, "Audit trail"): its `dataExport.downloaded` entry carries its
 * row count and names every person it holds, so the subject filter and subject access find it; past
 * DATA_EXPORT_AUDIT_SUBJECTS_MAX people the list is stored once by the export's id and found there.
 */
describe('data export downloads name the people they hold', () => {
  let t: TestApp;
  let c: TestCompany;
  let config: AppConfig;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    config = t.app.get<AppConfig>(APP_CONFIG);
    const london = await newLocation(t, c.token);
    ada = (await newPerson(t, c.token, london, { firstName: 'Ada', lastName: 'Aardvark', taxId: 'AA111111A' })).id;
    bob = (await newPerson(t, c.token, london, { firstName: 'Bob', lastName: 'Badger', taxId: 'BB222222B' })).id;
  });
  afterAll(() => t.close());

  /** The newest `dataExport.downloaded` entry of the company, as stored. */
  async function lastDownload(): Promise<any> {
    const [entry] = await t.db.query(
      `SELECT * FROM audit_events WHERE company_id = $1 AND action = 'dataExport.downloaded' ORDER BY occurred_at DESC, id DESC LIMIT 1`, [c.companyId],
    );
    return entry;
  }

  /** Ids of the entries the subject filter (GET /api/audit-events?subjectPersonId=) finds for a person. */
  async function filteredFor(personId: string): Promise<string[]> {
    const res = await t.api.get(`/api/audit-events?subjectPersonId=${personId}&action=dataExport.downloaded&$limit=100`, c.token);
    expect(res.status).toBe(200);
    return res.body.data.map((e: any) => e.id);
  }

  it('gives a people export with tax columns downloaded its row count and each exported person as subject, found by the subject filter', async () => {
    const res = await download(t, c.token, { fields: ['firstName', 'lastName', 'taxId', 'taxCode'] });
    expect(res.status).toBe(200);
    expect(res.body).toContain('AA111111A');
    const entry = await lastDownload();
    expect(entry.row_count).toBe(3);
    expect([...entry.subject_person_ids].sort()).toEqual([ada, bob, c.ownerId].sort());
    expect([...entry.fields].sort()).toEqual(['firstName', 'lastName', 'taxCode', 'taxId']);
    expect(await filteredFor(ada)).toContain(entry.id);
  });

  it('gives an identity-document export downloaded the people whose documents it holds and its rows', async () => {
    for (const [personId, number] of [[ada, 'P1111111'], [ada, 'D2222222']] as const) {
      const fileId = (await upload(t, c.token, { type: 'identityDocument', personId, bytes: pdf() })).body.id;
      const made = await t.api.post('/api/identity-documents', c.token, { personId, type: number.startsWith('P') ? 'Passport' : 'Driving licence', fileId, number });
      expect(made.status).toBe(201);
    }
    expect((await download(t, c.token, { type: 'identityDocument', fields: ['lastName', 'type', 'number'] })).status).toBe(200);
    const entry = await lastDownload();
    expect(entry).toMatchObject({ row_count: 2, subject_person_ids: [ada] });
    expect(await filteredFor(ada)).toContain(entry.id);
    expect(await filteredFor(bob)).not.toContain(entry.id);
  });

  it('names the people of a stored export in the entry of its download through the signed link', async () => {
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName', 'taxId'] });
    expect(made.body.status).toBe('ready');
    expect((await t.app.inject({ method: 'GET', url: made.body.url })).statusCode).toBe(200);
    const entry = await lastDownload();
    expect(entry).toMatchObject({ target_id: made.body.id, row_count: 3 });
    expect([...entry.subject_person_ids].sort()).toEqual([ada, bob, c.ownerId].sort());
  });

  it('names the people of an export the worker built (past DATA_EXPORT_SYNC_MAX_ROWS) in the entry of its download', async () => {
    const sync = config.dataExportSyncMaxRows;
    config.dataExportSyncMaxRows = 1;
    try {
      const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName', 'taxId'] });
      expect(made.body.status).toBe('pending');
      let ready = made.body;
      for (let i = 0; i < 100 && ready.status !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = (await t.api.get(`/api/data-exports/${made.body.id}`, c.token)).body;
      }
      expect(ready.status).toBe('ready');
      expect((await t.app.inject({ method: 'GET', url: ready.url })).statusCode).toBe(200);
      const entry = await lastDownload();
      expect(entry).toMatchObject({ target_id: made.body.id, row_count: 3 });
      expect([...entry.subject_person_ids].sort()).toEqual([ada, bob, c.ownerId].sort());
    } finally {
      config.dataExportSyncMaxRows = sync;
    }
  });

  describe('past DATA_EXPORT_AUDIT_SUBJECTS_MAX people', () => {
    let limit: number;
    beforeAll(() => {
      limit = config.dataExportAuditSubjectsMax;
      config.dataExportAuditSubjectsMax = 2;
    });
    afterAll(() => {
      config.dataExportAuditSubjectsMax = limit;
    });

    /** The subject access document the owner gets for a person. */
    async function subjectAccessOf(personId: string): Promise<any> {
      const made = await t.api.post(`/api/people/${personId}/subject-access`, c.token);
      expect(made.status).toBe(201);
      const file = await t.app.inject({ method: 'GET', url: made.body.url });
      expect(file.statusCode).toBe(200);
      return JSON.parse(file.body);
    }

    it('stores the list once by the download\'s id, where the subject filter and the person\'s subject access find the entry', async () => {
      expect((await download(t, c.token, { fields: ['lastName', 'taxId'] })).status).toBe(200);
      const entry = await lastDownload();
      expect(entry).toMatchObject({ row_count: 3, subject_person_ids: [] });
      const [list] = await t.db.query(`SELECT person_ids FROM audit_subject_lists WHERE company_id = $1 AND target_id = $2`, [c.companyId, entry.target_id]);
      expect([...list.person_ids].sort()).toEqual([ada, bob, c.ownerId].sort());
      expect(await filteredFor(bob)).toContain(entry.id);
      expect((await subjectAccessOf(bob)).auditEvents.map((e: any) => e.id)).toContain(entry.id);
    });

    it('finds a stored export\'s downloads through the list kept when it was built, each download without its own copy', async () => {
      const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
      expect(made.body.status).toBe('ready');
      for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: made.body.url })).statusCode).toBe(200);
      const downloads = await t.db.query(
        `SELECT id, subject_person_ids, row_count FROM audit_events WHERE company_id = $1 AND action = 'dataExport.downloaded' AND target_id = $2`, [c.companyId, made.body.id],
      );
      expect(downloads.map((d: any) => [d.subject_person_ids, d.row_count])).toEqual([[[], 3], [[], 3]]);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_subject_lists WHERE company_id = $1 AND target_id = $2`, [c.companyId, made.body.id]);
      expect(n).toBe(1);
      const found = await filteredFor(ada);
      for (const d of downloads) expect(found).toContain(d.id);
      expect((await subjectAccessOf(ada)).auditEvents.map((e: any) => e.id)).toEqual(expect.arrayContaining(downloads.map((d: any) => d.id)));
    });

    it('lets the retention purge remove a stored list once the entries pointing at it are gone (AUDIT_RETENTION_DAYS)', async () => {
      const [{ n: kept }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_subject_lists WHERE company_id = $1`, [c.companyId]);
      expect(kept).toBeGreaterThan(0);
      // The list can be neither changed nor deleted outside the purge.
      await expect(t.db.query(`DELETE FROM audit_subject_lists WHERE company_id = $1`, [c.companyId])).rejects.toThrow(/append-only/);
      const retention = config.auditRetentionDays;
      const clock = t.app.get(Clock);
      config.auditRetentionDays = 1;
      clock.advance(2 * 86_400_000);
      try {
        await t.app.get(AuditPurgeJob).purge();
      } finally {
        clock.advance(-2 * 86_400_000);
        config.auditRetentionDays = retention;
      }
      const [{ n: entries }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_events WHERE company_id = $1`, [c.companyId]);
      expect(entries).toBe(0);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM audit_subject_lists WHERE company_id = $1`, [c.companyId]);
      expect(n).toBe(0);
    });
  });
});
