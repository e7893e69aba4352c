import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { APP_CONFIG } from '../../../src/config/config.module';
import { TokenResolver } from '../../../src/core/auth/token-resolver.service';
import { ResourceRegistry } from '../../../src/core/crud/resource-registry';
import { DataExportsService } from '../../../src/modules/data-exports/data-exports.service';
import type { AppConfig } from '../../../src/config/app-config';
import { newCompany, newUser, TestCompany, TestUser } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { pdf, png, upload } from '../files/files-support';

const SCHEMA = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'docs', 'schemas', 'subject-access.schema.json'), 'utf8'));
const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats(ajv);
const validDocument = ajv.compile(SCHEMA);

/** GDPR Art. 15 (docs/security.md, "Subject access"): POST /api/people/:id/subject-access and the document it makes. */
describe('subject access', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;
  let subject: TestUser;
  const known: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ mode: 'all' });
    c = await newCompany(t);
    other = await newCompany(t);
    subject = await newUser(t, c.companyId, 'user');
    const id = subject.personId;
    const ok = async (res: Promise<{ status: number; body: any }>) => {
      const done = await res;
      if (done.status >= 300) throw new Error(`setup failed: ${done.status} ${JSON.stringify(done.body)}`);
      return done.body;
    };
    await ok(t.api.patch(`/api/people/${id}`, c.token, { taxId: 'QQ123456A' }));
    known.bankAccount = (await ok(t.api.post('/api/bank-accounts', c.token, { personId: id, accountNumber: 'GB29NWBK60161331926819' }))).id;
    const types = Object.fromEntries((await t.api.get('/api/compensation-types', c.token)).body.data.map((x: any) => [x.baseType, x.id]));
    known.compensation = (await ok(t.api.post('/api/compensations', c.token, {
      personId: id, compensationTypeId: types.salary, amount: '85000.00', currency: 'EUR', period: 'annual', effectiveDate: '2025-01-01',
    }))).id;
    known.emergencyContact = (await ok(t.api.post('/api/emergency-contacts', c.token, { personId: id, name: 'Grace Hopper', phoneNumber: '+442079460958', relationship: 'Sister' }))).id;
    const field = await ok(t.api.post('/api/custom-fields', c.token, { name: 'Shoe size', section: 'basics', type: 'text' }));
    known.customValue = (await ok(t.api.post('/api/custom-values', c.token, { personId: id, customFieldId: field.id, value: '44 EU' }))).id;
    const awayTypes = Object.fromEntries((await t.api.get('/api/time-away-types', c.token)).body.data.map((x: any) => [x.category, x.id]));
    known.timeAway = (await ok(t.api.post('/api/time-away', c.token, {
      personId: id, timeAwayTypeId: awayTypes.paidTimeOff, startDate: '2025-03-03', endDate: '2025-03-04', note: 'Lisbon trip',
    }))).id;
    known.documentFile = (await upload(t, c.token, { type: 'document', personId: id, filename: 'contract.pdf', bytes: pdf() })).body.id;
    known.document = (await ok(t.api.post('/api/documents', c.token, { name: 'Employment contract', personId: id, fileId: known.documentFile }))).id;
    const passport = (await upload(t, c.token, { type: 'identityDocument', personId: id, filename: 'passport.png', bytes: await png() })).body.id;
    known.identityDocument = (await ok(t.api.post('/api/identity-documents', c.token, { personId: id, type: 'Passport', fileId: passport, number: 'P7654321' }))).id;
    // A sensitive read by the owner: an audit entry about the subject with the owner as its actor.
    await ok(t.api.get(`/api/bank-accounts/${known.bankAccount}`, c.token));
  });
  afterAll(() => t.close());

  async function until(id: string, token: string, status = 'ready') {
    for (let i = 0; i < 100; i++) {
      const res = await t.api.get(`/api/data-exports/${id}`, token);
      if (res.body.status === status) return res.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`export ${id} never became ${status}`);
  }

  /** Asks as `token`, waits until the export is ready and downloads the document through its signed link. */
  async function documentOf(token: string, personId: string): Promise<{ made: any; document: any }> {
    const made = await t.api.post(`/api/people/${personId}/subject-access`, token);
    expect(made.status).toBe(201);
    const ready = made.body.status === 'ready' ? made.body : await until(made.body.id, token);
    const file = await t.app.inject({ method: 'GET', url: ready.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    return { made: ready, document: JSON.parse(file.body) };
  }

  const entries = (action: string, personId: string) =>
    t.db.query(`SELECT * FROM audit_events WHERE company_id = $1 AND action = $2 AND $3 = ANY(subject_person_ids) ORDER BY seq`, [c.companyId, action, personId]);

  describe('who may ask', () => {
    it('lets the owner ask for anyone of the company: a stored JSON export of type subjectAccess, recorded with the write', async () => {
      const made = await t.api.post(`/api/people/${subject.personId}/subject-access`, c.token);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        type: 'subjectAccess', format: 'json', status: 'ready', companyId: c.companyId,
        filters: [{ field: 'personId', operator: 'in', value: [subject.personId] }],
      });
      expect(made.body.url).toMatch(/^\/api\/data-exports\/[^/]+\/content\?expires=\d+&signature=/);
      expect((await t.api.get(`/api/data-exports/${made.body.id}`, c.token)).body).toMatchObject({ id: made.body.id, status: 'ready' });
      const [requested] = (await entries('person.subjectAccessRequested', subject.personId)).slice(-1);
      expect(requested).toMatchObject({ actor_person_id: c.ownerId, target_type: 'person', target_id: subject.personId, outcome: 'success' });
      const created = (await entries('dataExport.created', subject.personId)).find((e: any) => e.target_id === made.body.id);
      expect(created).toBeDefined();
    });

    it('lets anyone ask for themselves, and refuses anyone but the owner asking for someone else (403)', async () => {
      expect((await t.api.post(`/api/people/${subject.personId}/subject-access`, subject.token)).status).toBe(201);
      const admin = await newUser(t, c.companyId, 'admin');
      const refused = await t.api.post(`/api/people/${subject.personId}/subject-access`, admin.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, name: 'Forbidden' });
      expect((await t.api.post(`/api/people/${admin.personId}/subject-access`, admin.token)).status).toBe(201);
      expect((await t.api.post(`/api/people/${admin.personId}/subject-access`, subject.token)).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const denied = (await entries('person.subjectAccess', subject.personId)).filter((e: any) => e.outcome === 'denied');
      expect(denied.at(-1)).toMatchObject({ actor_person_id: admin.personId });
    });

    it('answers 404 for a person of another company or no person at all, even to the owner', async () => {
      const res = await t.api.post(`/api/people/${subject.personId}/subject-access`, other.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404 });
      expect((await t.api.post('/api/people/nobody-by-this-id/subject-access', c.token)).status).toBe(404);
    });

    it('answers a retry with the same Idempotency-Key with the same export (D15), making no second one', async () => {
      const ask = () => t.api.request('POST', `/api/people/${subject.personId}/subject-access`, subject.token, undefined, { 'idempotency-key': `sar-${subject.personId}` });
      const count = async () => (await entries('person.subjectAccessRequested', subject.personId)).length;
      const before = await count();
      const first = await ask();
      const again = await ask();
      expect(first.status).toBe(201);
      expect(again.body.id).toBe(first.body.id);
      expect(await count()).toBe(before + 1);
    });

    it('takes no parameters: any field in the body is a 422 naming it', async () => {
      const res = await t.api.post(`/api/people/${subject.personId}/subject-access`, c.token, { format: 'csv' });
      expect(res.status).toBe(422);
      expect(res.body.issues).toEqual([{ name: 'format', reason: 'is not an accepted field' }]);
      expect((await t.api.post(`/api/people/${subject.personId}/subject-access`, c.token, [1])).status).toBe(422);
      // The type is made only by this route, never by a create body.
      expect((await t.api.post('/api/data-exports', c.token, { type: 'subjectAccess' })).status).toBe(422);
    });
  });

  describe('the document', () => {
    it('holds the person (sealed fields opened) and every record they own, as the owner sees them', async () => {
      const { document } = await documentOf(c.token, subject.personId);
      expect(document).toMatchObject({ version: 2, companyId: c.companyId, personId: subject.personId, actorIdentities: true });
      expect(document.person).toMatchObject({ id: subject.personId, taxId: 'QQ123456A', email: subject.email });
      const one = (resource: string) => {
        const rows = document.records[resource] as any[];
        expect(rows.map((r) => r.id)).toContain(known[resource]);
        return rows.find((r) => r.id === known[resource]);
      };
      expect(one('bankAccount')).toMatchObject({ accountNumber: 'GB29NWBK60161331926819' });
      expect(one('identityDocument')).toMatchObject({ number: 'P7654321', type: 'Passport' });
      expect(one('compensation')).toMatchObject({ amount: '85000.00', currency: 'EUR' });
      expect(one('emergencyContact')).toMatchObject({ name: 'Grace Hopper', relationship: 'Sister' });
      expect(one('customValue')).toMatchObject({ value: '44 EU' });
      expect(one('timeAway')).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-04', note: 'Lisbon trip' });
      expect(one('document')).toMatchObject({ name: 'Employment contract', fileId: known.documentFile });
      // Every person-owned resource the process serves is there (found from the declarations), empty when they own none.
      const owned = t.app.get(ResourceRegistry).services().map((s) => s.definition).filter((d) => d.ownership?.personColumn === 'person_id').map((d) => d.name);
      expect(Object.keys(document.records).sort()).toEqual([...new Set(owned)].sort());
      expect(document.records.equipment).toEqual([]);
      // A credential is not personal data to hand over: the calendar feed token stays out, as in the owner's view.
      expect(document.person).not.toHaveProperty('calendarFeedToken');
      expect(document.timeAwayBalances).toEqual([expect.objectContaining({ personId: subject.personId })]);
    });

    it('lists their files with signed links that open them', async () => {
      const { document } = await documentOf(c.token, subject.personId);
      const file = (document.files as any[]).find((f) => f.id === known.documentFile);
      expect(file).toMatchObject({ filename: 'contract.pdf', type: 'document', personId: subject.personId });
      const opened = await t.app.inject({ method: 'GET', url: file.url });
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(document.files).toHaveLength(2);
    });

    it('holds the audit entries about them, naming who acted only when the owner asked', async () => {
      const byOwner = (await documentOf(c.token, subject.personId)).document;
      // The retrieve's read (the create's answer is a read of the account too, recorded with its POST).
      const read = (byOwner.auditEvents as any[]).find((e) => e.action === 'bankAccount.read' && e.target?.id === known.bankAccount && e.request?.method === 'GET');
      expect(read).toMatchObject({ outcome: 'success', fields: expect.arrayContaining(['accountNumber']), actor: { type: 'token', role: 'owner', personId: c.ownerId } });
      expect(read.actor.tokenId).toEqual(expect.any(String));
      expect(read.request).toMatchObject({ method: 'GET', route: '/api/bank-accounts/:id' });
      expect((byOwner.auditEvents as any[]).map((e) => e.action)).toEqual(expect.arrayContaining(['person.updated', 'compensation.created', 'document.created']));

      const bySelf = (await documentOf(subject.token, subject.personId)).document;
      expect(bySelf.actorIdentities).toBe(false);
      const seen = (bySelf.auditEvents as any[]).find((e) => e.id === read.id);
      expect(seen).toEqual({ ...read, actor: { type: 'token', role: 'owner' }, request: undefined });
      expect(seen).not.toHaveProperty('request');
      expect(JSON.stringify(bySelf.auditEvents)).not.toContain(c.ownerId);
      // The subject access the owner asked for earlier is among them.
      expect((bySelf.auditEvents as any[]).map((e) => e.action)).toContain('person.subjectAccessRequested');
    });

    it('validates against docs/schemas/subject-access.schema.json, as the owner and as the person made it', async () => {
      for (const token of [c.token, subject.token]) {
        const { document } = await documentOf(token, subject.personId);
        const valid = validDocument(document);
        expect(validDocument.errors ?? []).toEqual([]);
        expect(valid).toBe(true);
      }
      expect(validDocument({ version: 1 })).toBe(false);
    });

    it('records its download as dataExport.downloaded about the person', async () => {
      const { made } = await documentOf(subject.token, subject.personId);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const downloaded = (await entries('dataExport.downloaded', subject.personId)).find((e: any) => e.target_id === made.id);
      expect(downloaded).toMatchObject({ actor_type: 'user', actor_person_id: subject.personId });
    });
  });

  it('is built by a worker with the rights its token has then: an owner who is no longer one gets a failed export saying why', async () => {
    const owner = await newUser(t, c.companyId, 'owner');
    const made = await t.api.post(`/api/people/${subject.personId}/subject-access`, owner.token);
    expect(made.status).toBe(201);
    await t.db.query(`UPDATE data_exports SET status = 'pending' WHERE id = $1`, [made.body.id]);
    await t.db.query(`UPDATE people SET role = 'admin' WHERE id = $1`, [owner.personId]);
    const { tokenId } = await t.app.get(TokenResolver).resolve(`Bearer ${owner.token}`);
    expect(await t.app.get(DataExportsService).build({ exportId: made.body.id, companyId: c.companyId, tokenId })).toEqual({ status: 'failed' });
    expect((await t.api.get(`/api/data-exports/${made.body.id}`, owner.token)).body).toMatchObject({
      status: 'failed', url: null, failureReason: 'Only the owner may ask for another person\'s data; anyone may ask for their own',
    });
  });

  it('is built by a worker when its audit entries pass DATA_EXPORT_SYNC_MAX_ROWS: pending, then ready', async () => {
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const limit = config.dataExportSyncMaxRows;
    config.dataExportSyncMaxRows = 1;
    try {
      const made = await t.api.post(`/api/people/${subject.personId}/subject-access`, subject.token);
      expect(made.body).toMatchObject({ status: 'pending', url: null, type: 'subjectAccess' });
      const ready = await until(made.body.id, subject.token);
      const file = await t.app.inject({ method: 'GET', url: ready.url });
      const document = JSON.parse(file.body);
      expect(validDocument(document)).toBe(true);
      expect(document).toMatchObject({ personId: subject.personId, actorIdentities: false });
      expect(ready.rowCount).toBeGreaterThan(document.auditEvents.length);
    } finally {
      config.dataExportSyncMaxRows = limit;
    }
  });
});
