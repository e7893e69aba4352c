import { ASSIGNABLE_ROLES, AssignableRole } from '../../../src/core/auth/roles';
import { SCOPES } from '../../../src/core/auth/scopes';
import { POLICY_TABLE } from '../../../src/core/policy/policy-table';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { newCompany, newUser, setGrants, TestCompany, tokenFor } from '../../support/factories';
import { checkDocumentsGrantRole, effectivePolicy, eventsOf, expectError, grantCases, ids } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, png, upload } from './files-support';
import { encryptedObjectKey } from '../../support/stored-objects';

/** Documents and document types (spec "Document", "Document type"; D4, D5 documents grant, D9 defaults). */
describe('documents', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const uploadFor = async (personId: string | null, company = c, type = 'document') =>
    (await upload(t, company.token, { type, personId, filename: 'contract.pdf', bytes: pdf() })).body.id as string;
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/documents', token, body);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  describe('document types', () => {
    it('each company starts with Contract, Policy, Payslip and Other (D9)', async () => {
      const res = await t.api.get('/api/document-types', c.token);
      expect(res.status).toBe(200);
      expect(res.body.data.map((d: { name: string }) => d.name).sort()).toEqual(['Contract', 'Other', 'Payslip', 'Policy']);
      expect(res.body.data[0]).toEqual({ id: expect.any(String), companyId: c.companyId, name: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) });
    });

    it('creates and renames; names are unique per company; no retrieve and no delete (405); events', async () => {
      const created = await t.api.post('/api/document-types', c.token, { name: 'Certificate' });
      expect(created.status).toBe(201);
      expectError(await t.api.post('/api/document-types', c.token, { name: 'certificate' }), 422, 'ValidationError', ['name']);
      expectError(await t.api.post('/api/document-types', c.token, {}), 422, 'ValidationError', ['name']);
      const renamed = await t.api.patch(`/api/document-types/${created.body.id}`, c.token, { name: 'Certificates' });
      expect(renamed.body.name).toBe('Certificates');
      expectError(await t.api.patch(`/api/document-types/${created.body.id}`, c.token, {}), 422, 'ValidationError', ['name']);
      expect((await t.api.delete(`/api/document-types/${created.body.id}`, c.token)).status).toBe(405);
      expect((await t.api.get(`/api/document-types/${created.body.id}`, c.token)).status).toBe(405);
      expect((await t.api.patch(`/api/document-types/${created.body.id}`, other.token, { name: 'Mine' })).status).toBe(404);
      expect(await eventsOf(t, c.companyId, { type: 'documentType.created', objectId: created.body.id })).toHaveLength(1);
      expect(await eventsOf(t, c.companyId, { type: 'documentType.updated', objectId: created.body.id })).toHaveLength(1);
    });

    it.each(ASSIGNABLE_ROLES.flatMap((role) => (POLICY_TABLE.documentType[role].grant ? [[role, []], [role, [role]]] : [[role, []]])) as [AssignableRole, string[]][])(
      'as %s (grants %p) follows the table', async (role, granted) => {
        await setGrants(t, c.companyId, { documents: granted });
        try {
          const policy = effectivePolicy('documentType', role, granted);
          const actor = await newUser(t, c.companyId, role, SCOPES);
          const list = await t.api.get('/api/document-types', actor.token);
          expect(list.status).toBe(policy.read === 'none' ? 403 : 200);
          const made = await t.api.post('/api/document-types', actor.token, { name: `By ${role} ${granted.length} ${Date.now()}` });
          expect(made.status).toBe(policy.write === 'all' ? 201 : 403);
        } finally {
          await setGrants(t, c.companyId, { documents: [] });
        }
      },
    );

    it('identity document types: the D9 defaults, read only', async () => {
      const res = await t.api.get('/api/identity-document-types', c.token);
      expect(res.body.data.map((d: { value: string }) => d.value).sort()).toEqual(['Driving licence', 'National ID card', 'Passport', 'Residence permit', 'Visa']);
      expect(res.body.data[0]).toEqual({ id: expect.any(String), companyId: c.companyId, value: expect.any(String) });
      expect((await t.api.post('/api/identity-document-types', c.token, { value: 'Card' })).status).toBe(405);
    });
  });

  describe('create, read, update, delete', () => {
    it('a document with a file embeds it with a signed link to the same bytes', async () => {
      const user = await newUser(t, c.companyId, 'user');
      const bytes = pdf(5000);
      const fileId = (await upload(t, c.token, { type: 'document', personId: user.personId, filename: 'Offer letter.pdf', bytes })).body.id;
      const types = (await t.api.get('/api/document-types', c.token)).body.data;
      const res = await create({ name: 'Offer letter', personId: user.personId, fileId, documentTypeId: types[0].id, issueDate: '2025-03-01' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String), companyId: c.companyId, personId: user.personId, name: 'Offer letter', documentTypeId: types[0].id,
        link: null, fileId, source: null, sourceId: null, issueDate: '2025-03-01', createdBy: c.ownerId,
        createdAt: expect.any(String), updatedAt: expect.any(String),
        file: { id: fileId, url: expect.stringMatching(/^\/api\/files\/.+\/content\?expires=\d+&signature=/), filename: 'Offer letter.pdf' },
      });
      expect(Buffer.compare((await download(t, res.body.file.url)).bytes, bytes)).toBe(0);
      expect((await t.api.get(`/api/documents/${res.body.id}`, c.token)).body).toEqual({ ...res.body, file: { ...res.body.file, url: expect.any(String) } });
      const [event] = await eventsOf(t, c.companyId, { type: 'document.created', objectId: res.body.id });
      expect(event.payload.data.object).toEqual(expect.objectContaining({ fileId, name: 'Offer letter' }));
      // The file is attached: the cleanup keeps it, and GET /api/files shows it to whoever sees the document.
      expect((await t.db.query('SELECT attached_to FROM files WHERE id = $1', [fileId]))[0].attached_to).toBe(`document:${res.body.id}`);
      expect((await t.api.get(`/api/files/${fileId}`, user.token)).status).toBe(200);
    });

    it('a document with a link; neither a file nor a link is refused; type by name', async () => {
      const res = await create({ name: 'Handbook', personId: null, link: 'https://intranet.example.com/handbook', type: 'policy' });
      expect(res.status).toBe(201);
      const policyType = (await t.api.get('/api/document-types', c.token)).body.data.find((d: { name: string }) => d.name === 'Policy');
      expect(res.body).toEqual(expect.objectContaining({ personId: null, link: 'https://intranet.example.com/handbook', file: null, documentTypeId: policyType.id }));
      expectError(await create({ name: 'Nothing', personId: c.ownerId }), 422, 'ValidationError', ['fileId', 'link']);
      expectError(await create({ name: 'Bad link', personId: c.ownerId, link: 'javascript:alert(1)' }), 422, 'ValidationError', ['link']);
      expectError(await create({ name: 'Bad type', personId: c.ownerId, link: 'https://x.example', type: 'Nope' }), 422, 'ValidationError', ['type']);
      expectError(await create({ link: 'https://x.example' }), 422, 'ValidationError', ['name']);
      const patched = await t.api.patch(`/api/documents/${res.body.id}`, c.token, { name: 'Employee handbook', issueDate: '2025-01-01', type: 'Other' });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual(expect.objectContaining({ name: 'Employee handbook', issueDate: '2025-01-01' }));
      expectError(await t.api.patch(`/api/documents/${res.body.id}`, c.token, { link: 'https://other.example' }), 422, 'ValidationError', ['link']);
    });

    it('fileId must be an unattached document file of the same person and company (422)', async () => {
      const a = await newUser(t, c.companyId, 'user');
      const b = await newUser(t, c.companyId, 'user');
      const fileId = await uploadFor(a.personId);
      expectError(await create({ name: 'Wrong person', personId: b.personId, fileId }), 422, 'ValidationError', ['fileId']);
      expectError(await create({ name: 'Company-wide', personId: null, fileId }), 422, 'ValidationError', ['fileId']);
      expectError(await create({ name: 'Other company', personId: a.personId, fileId: await uploadFor(other.ownerId, other) }), 422, 'ValidationError', ['fileId']);
      expectError(await create({ name: 'Photo', personId: a.personId, fileId: await uploadFor(a.personId, c, 'identityDocument') }), 422, 'ValidationError', ['fileId']);
      expectError(await create({ name: 'Unknown', personId: a.personId, fileId: 'nope' }), 422, 'ValidationError', ['fileId']);
      expect((await create({ name: 'Right', personId: a.personId, fileId })).status).toBe(201);
      expectError(await create({ name: 'Twice', personId: a.personId, fileId }), 422, 'ValidationError', ['fileId']);
    });

    it('two concurrent attachments of one file: exactly one wins', async () => {
      const fileId = await uploadFor(c.ownerId);
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ name: `Race ${i}`, personId: c.ownerId, fileId })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM documents WHERE file_id = $1', [fileId]);
      expect(n).toBe(1);
    });

    it('deleting a document deletes its file: the row, then the stored bytes', async () => {
      const fileId = await uploadFor(c.ownerId);
      const doc = (await create({ name: 'Temporary', personId: c.ownerId, fileId })).body;
      const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
      const key = await encryptedObjectKey(t, c.companyId, `${c.companyId}/${fileId}/original`);
      expect(await storage.size(key)).toBeGreaterThan(0);
      expect((await t.api.delete(`/api/documents/${doc.id}`, c.token)).body).toEqual({ id: doc.id, deleted: true });
      expect(await t.db.query('SELECT id FROM files WHERE id = $1', [fileId])).toEqual([]);
      expect(await until(async () => (await storage.size(key)) === null)).toBe(true);
      expect((await download(t, doc.file.url)).status).toBe(404);
      expect(await eventsOf(t, c.companyId, { type: 'document.deleted', objectId: doc.id })).toHaveLength(1);
    });
  });

  describe('company-wide documents and the personId filter', () => {
    it('personId= (empty) lists company-wide documents; $or combines them with one person\'s', async () => {
      const d = await newCompany(t);
      const user = await newUser(t, d.companyId, 'user');
      const colleague = await newUser(t, d.companyId, 'user');
      const mk = async (personId: string | null, name: string) => (await create({ name, personId, link: 'https://docs.example' }, d.token)).body.id;
      const companyWide = await mk(null, 'Policy');
      const mine = await mk(user.personId, 'Mine');
      const theirs = await mk(colleague.personId, 'Theirs');
      expect(ids(await t.api.get('/api/documents?personId=', d.token))).toEqual([companyWide]);
      expect(ids(await t.api.get(`/api/documents?personId=${user.personId}`, d.token))).toEqual([mine]);
      expect(ids(await t.api.get(`/api/documents?$or[0][personId]=${user.personId}&$or[1][personId]=`, d.token)).sort()).toEqual([companyWide, mine].sort());
      // $nin leaves out that person's documents only: company-wide ones stay.
      expect(ids(await t.api.get(`/api/documents?personId[$nin]=${user.personId}`, d.token)).sort()).toEqual([companyWide, theirs].sort());
      expect(ids(await t.api.get('/api/documents?personId[$nin]=', d.token)).sort()).toEqual([mine, theirs].sort());
      // The employee reads their own and the company-wide ones, never a colleague's; they may not write company-wide ones.
      expect(ids(await t.api.get('/api/documents', user.token)).sort()).toEqual([companyWide, mine].sort());
      expect((await t.api.get(`/api/documents/${theirs}`, user.token)).status).toBe(404);
      expect((await t.api.patch(`/api/documents/${companyWide}`, user.token, { name: 'Mine now' })).status).toBe(403);
      expect((await create({ name: 'Mine too', personId: null, link: 'https://x.example' }, user.token)).status).toBe(403);
      expectError(await t.api.get('/api/documents?colour=red', d.token), 422, 'QueryParameterValidationError');
    });
  });

  describe('tenancy', () => {
    it('another company\'s document and file are 404 everywhere', async () => {
      const fileId = await uploadFor(other.ownerId, other);
      const doc = (await create({ name: 'Theirs', personId: other.ownerId, fileId }, other.token)).body;
      expect((await t.api.get(`/api/documents/${doc.id}`, c.token)).status).toBe(404);
      expect((await t.api.patch(`/api/documents/${doc.id}`, c.token, { name: 'x' })).status).toBe(404);
      expect((await t.api.delete(`/api/documents/${doc.id}`, c.token)).status).toBe(404);
      expect((await t.api.get(`/api/files/${fileId}`, c.token)).status).toBe(404);
      expect(ids(await t.api.get('/api/documents', c.token))).not.toContain(doc.id);
    });
  });

  describe('role policy (D5), generated from the policy table, with and without the documents grant', () => {
    it.each(grantCases('document'))('documents as %s (%s)', (role, _label, granted) =>
      checkDocumentsGrantRole(t, c, {
        resource: 'document', path: '/api/documents',
        body: async (personId) => ({ name: 'Contract', personId, fileId: await uploadFor(personId) }), patch: { name: 'Renamed' },
      }, role, granted));

    it('a manager granted documents reads their reports\' documents, read only; not granted, nothing of theirs', async () => {
      const manager = await newUser(t, c.companyId, 'user');
      const report = await newUser(t, c.companyId, 'user');
      const line = await t.api.post('/api/job-roles', c.token, { personId: report.personId, jobTitle: 'Engineer', effectiveDate: '2024-01-01', reportingTo: manager.personId });
      expect(line.status).toBe(201);
      const doc = (await create({ name: 'Report contract', personId: report.personId, fileId: await uploadFor(report.personId) })).body;
      expect((await t.api.get(`/api/documents/${doc.id}`, manager.token)).status).toBe(404);
      expect((await t.api.get(`/api/files/${doc.fileId}`, manager.token)).status).toBe(404);
      await setGrants(t, c.companyId, { documents: ['manager'] });
      try {
        expect((await t.api.get(`/api/documents/${doc.id}`, manager.token)).status).toBe(200);
        expect((await t.api.get(`/api/files/${doc.fileId}`, manager.token)).status).toBe(200);
        expect((await t.api.patch(`/api/documents/${doc.id}`, manager.token, { name: 'x' })).status).toBe(403);
      } finally {
        await setGrants(t, c.companyId, { documents: [] });
      }
    });

    it('uploading a document file follows the same rows: an employee for themself, not for a colleague', async () => {
      const user = await newUser(t, c.companyId, 'user');
      const colleague = await newUser(t, c.companyId, 'user');
      expect((await upload(t, user.token, { type: 'document', personId: user.personId, bytes: pdf() })).status).toBe(201);
      expectError(await upload(t, user.token, { type: 'document', personId: colleague.personId, bytes: pdf() }), 403, 'Forbidden');
      expectError(await upload(t, user.token, { type: 'document', bytes: pdf() }), 403, 'Forbidden');
      const tech = await newUser(t, c.companyId, 'tech');
      expectError(await upload(t, tech.token, { type: 'document', personId: tech.personId, bytes: pdf() }), 403, 'Forbidden');
      // A profile photo: the person's own (self-editable field), not a colleague's.
      expect((await upload(t, user.token, { type: 'profilePhoto', personId: user.personId, bytes: await png() })).status).toBe(201);
      expectError(await upload(t, user.token, { type: 'profilePhoto', personId: colleague.personId, bytes: await png() }), 403, 'Forbidden');
      // Another user's unattached upload is not theirs to see.
      const fileId = await uploadFor(colleague.personId);
      expect((await t.api.get(`/api/files/${fileId}`, user.token)).status).toBe(404);
      expect((await t.api.get(`/api/files/${fileId}`, colleague.token)).status).toBe(200);
    });
  });

  describe('scopes by file type (D4)', () => {
    it('an upload needs the write scope of its type; a file is shown only with the read scope of its type', async () => {
      const documentsOnly = await tokenFor(t, c.ownerEmail, ['documents:write']);
      const privateOnly = await tokenFor(t, c.ownerEmail, ['private:write']);
      const publicOnly = await tokenFor(t, c.ownerEmail, ['public:read']);
      expect((await upload(t, documentsOnly, { type: 'document', personId: c.ownerId, bytes: pdf() })).status).toBe(201);
      expectError(await upload(t, documentsOnly, { type: 'profilePhoto', personId: c.ownerId, bytes: await png() }), 403, 'Forbidden');
      expectError(await upload(t, privateOnly, { type: 'identityDocument', personId: c.ownerId, bytes: pdf() }), 403, 'Forbidden');
      expectError(await upload(t, publicOnly, { type: 'document', personId: c.ownerId, bytes: pdf() }), 403, 'Forbidden');
      const photo = (await upload(t, privateOnly, { type: 'profilePhoto', personId: c.ownerId, bytes: await png() })).body.id;
      const doc = await uploadFor(c.ownerId);
      expect((await t.api.get(`/api/files/${photo}`, publicOnly)).status).toBe(200);
      expect((await t.api.get(`/api/files/${doc}`, publicOnly)).status).toBe(404);
      expect((await t.api.get(`/api/files/${doc}`, documentsOnly)).status).toBe(200);
      expect((await t.api.get(`/api/files/${photo}`, documentsOnly)).status).toBe(404);
    });

    it('a photo or leaving file uploaded before its person exists is its uploader\'s alone until attached', async () => {
      const admin = await newUser(t, c.companyId, 'admin');
      const leaving = (await upload(t, c.token, { type: 'leavingFile', bytes: pdf() })).body.id;
      expect((await t.api.get(`/api/files/${leaving}`, c.token)).status).toBe(200);
      await setGrants(t, c.companyId, { documents: ['admin'] });
      try {
        // Even an admin who reads every document and every person's private fields.
        expect((await t.api.get(`/api/files/${leaving}`, admin.token)).status).toBe(404);
      } finally {
        await setGrants(t, c.companyId, { documents: [] });
      }
    });
  });
});
