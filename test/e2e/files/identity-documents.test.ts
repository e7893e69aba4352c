import { Clock } from '../../../src/core/clock';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { checkDocumentsGrantRole, eventsOf, expectError, grantCases } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, png, upload } from './files-support';
import { encryptedObjectKey } from '../../support/stored-objects';

/** Identity documents (spec "Identity document"): a file each, verification, who sees the verifier. */
describe('identity documents', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const scan = async (personId: string, company = c) =>
    (await upload(t, company.token, { type: 'identityDocument', personId, filename: 'passport.png', bytes: await png() })).body.id as string;
  const create = (body: Record<string, unknown>, token = c.token) => t.api.post('/api/identity-documents', token, body);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());

  it('creates with the required fields and embeds the file; every field round-trips', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const fileId = await scan(user.personId);
    const res = await create({ personId: user.personId, type: 'Passport', fileId, number: 'X1234567', countryCode: 'GB', expiryDate: '2031-05-01', note: 'Renewed' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String), personId: user.personId, type: 'Passport', number: 'X1234567', countryCode: 'GB', expiryDate: '2031-05-01',
      note: 'Renewed', fileId, verifiedBy: null, verifiedAt: null, isVerified: false, createdAt: expect.any(String), updatedAt: expect.any(String),
      file: { id: fileId, url: expect.stringContaining(`/api/files/${fileId}/content?`), filename: 'passport.png' },
    });
    expect((await download(t, res.body.file.url)).headers['content-type']).toBe('image/png');
    expect(await eventsOf(t, c.companyId, { type: 'identityDocument.created', objectId: res.body.id })).toHaveLength(1);
  });

  it('names missing and invalid fields', async () => {
    expectError(await create({}), 422, 'ValidationError', ['personId', 'type', 'fileId']);
    const fileId = await scan(c.ownerId);
    expectError(await create({ personId: c.ownerId, type: 'Visa', fileId, countryCode: 'gb' }), 422, 'ValidationError', ['countryCode']);
    expectError(await create({ personId: c.ownerId, type: 'Visa', fileId, expiryDate: '2031-02-30' }), 422, 'ValidationError', ['expiryDate']);
    const documentFile = (await upload(t, c.token, { type: 'document', personId: c.ownerId, bytes: pdf() })).body.id;
    expectError(await create({ personId: c.ownerId, type: 'Visa', fileId: documentFile }), 422, 'ValidationError', ['fileId']);
    expect((await create({ personId: c.ownerId, type: 'Visa', fileId, countryCode: 'US-CA' })).status).toBe(201);
  });

  it('verifiedBy sets verifiedAt and isVerified; null clears the verification; a new file clears it too', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const doc = (await create({ personId: user.personId, type: 'Passport', fileId: await scan(user.personId) })).body;
    const verified = await t.api.patch(`/api/identity-documents/${doc.id}`, c.token, { verifiedBy: c.ownerId });
    expect(verified.body).toEqual(expect.objectContaining({ verifiedBy: c.ownerId, verifiedAt: expect.any(String), isVerified: true }));
    // The person sees that it is verified, not by whom.
    const seen = (await t.api.get(`/api/identity-documents/${doc.id}`, user.token)).body;
    expect(seen.isVerified).toBe(true);
    expect(seen).not.toHaveProperty('verifiedBy');
    expect(seen).not.toHaveProperty('verifiedAt');
    // The person may not verify (422, forbidden field), but may edit their other fields.
    const selfVerify = await t.api.patch(`/api/identity-documents/${doc.id}`, user.token, { verifiedBy: user.personId });
    expectError(selfVerify, 422, 'ValidationError', ['verifiedBy']);
    expect(selfVerify.body.issues[0].forbidden).toBe(true);
    expect((await t.api.patch(`/api/identity-documents/${doc.id}`, user.token, { number: 'P999' })).status).toBe(200);
    expectError(await t.api.patch(`/api/identity-documents/${doc.id}`, c.token, { verifiedBy: other.ownerId }), 422, 'ValidationError', ['verifiedBy']);

    const cleared = await t.api.patch(`/api/identity-documents/${doc.id}`, c.token, { verifiedBy: null });
    expect(cleared.body).toEqual(expect.objectContaining({ verifiedBy: null, verifiedAt: null, isVerified: false }));

    await t.api.patch(`/api/identity-documents/${doc.id}`, c.token, { verifiedBy: c.ownerId });
    const oldFile = doc.fileId;
    const newFile = await scan(user.personId);
    const replaced = await t.api.patch(`/api/identity-documents/${doc.id}`, user.token, { fileId: newFile });
    expect(replaced.body).toEqual(expect.objectContaining({ fileId: newFile }));
    expect(replaced.body).toEqual(expect.objectContaining({ fileId: newFile, isVerified: false }));
    // The replaced file is deleted with its record's change.
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [oldFile])).toEqual([]);
    const updates = await eventsOf(t, c.companyId, { type: 'identityDocument.updated', objectId: doc.id });
    expect(updates.length).toBeGreaterThanOrEqual(4);
    expect(updates[0].payload.data.object).toEqual(expect.objectContaining({ verifiedBy: c.ownerId }));
  });

  it('a change to what was verified (type, number, country, expiry) clears the verification; the note or the same values do not', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const doc = (await create({ personId: user.personId, type: 'Passport', number: 'P1', countryCode: 'FR', expiryDate: '2030-01-01', fileId: await scan(user.personId) })).body;
    const verify = async () => {
      const res = await t.api.patch(`/api/identity-documents/${doc.id}`, c.token, { verifiedBy: c.ownerId });
      expect(res.body.isVerified).toBe(true);
      return res.body;
    };
    const patch = async (body: object, token = user.token) => (await t.api.patch(`/api/identity-documents/${doc.id}`, token, body)).body;

    const verified = await verify();
    expect(await patch({ note: 'Renewed soon' })).toEqual(expect.objectContaining({ isVerified: true }));
    expect(await patch({ number: 'P1', countryCode: 'FR', expiryDate: '2030-01-01', type: 'Passport' }, c.token)).toEqual(
      expect.objectContaining({ verifiedBy: c.ownerId, verifiedAt: verified.verifiedAt, isVerified: true }),
    );
    for (const change of [{ number: 'P999' }, { countryCode: 'DE' }, { expiryDate: '2031-01-01' }, { expiryDate: null }, { type: 'Residence permit' }]) {
      await verify();
      expect({ change, isVerified: (await patch(change)).isVerified }).toEqual({ change, isVerified: false });
      const stored = await t.db.query('SELECT verified_by, verified_at FROM identity_documents WHERE id = $1', [doc.id]);
      expect(stored).toEqual([{ verified_by: null, verified_at: null }]);
    }
    // Re-verified in the same change: verified now, not at the earlier time.
    const before = await verify();
    t.app.get(Clock).advance(60_000);
    try {
      const again = await patch({ number: 'P2', verifiedBy: c.ownerId }, c.token);
      expect(again).toEqual(expect.objectContaining({ number: 'P2', verifiedBy: c.ownerId, isVerified: true }));
      expect(Date.parse(again.verifiedAt) - Date.parse(before.verifiedAt)).toBeGreaterThanOrEqual(60_000);
    } finally {
      t.app.get(Clock).reset();
    }
  });

  it('deleting the person deletes their identity documents and every file of theirs, bytes included', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const fileId = await scan(user.personId);
    await create({ personId: user.personId, type: 'Passport', fileId });
    const loose = await scan(user.personId);
    expect((await t.api.delete(`/api/people/${user.personId}`, c.token)).status).toBe(200);
    expect(await t.db.query('SELECT id FROM files WHERE id = ANY($1)', [[fileId, loose]])).toEqual([]);
    const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    const keys = [await encryptedObjectKey(t, c.companyId, `${c.companyId}/${fileId}/original`), await encryptedObjectKey(t, c.companyId, `${c.companyId}/${loose}/original`)];
    let gone = false;
    for (let i = 0; i < 50 && !gone; i++) {
      gone = (await storage.size(keys[0])) === null && (await storage.size(keys[1])) === null;
      if (!gone) await new Promise((r) => setTimeout(r, 20));
    }
    expect(gone).toBe(true);
  });

  it('another company\'s identity document is 404; their file cannot be attached', async () => {
    const theirs = (await create({ personId: other.ownerId, type: 'Visa', fileId: await scan(other.ownerId, other) }, other.token)).body;
    expect((await t.api.get(`/api/identity-documents/${theirs.id}`, c.token)).status).toBe(404);
    expect((await t.api.patch(`/api/identity-documents/${theirs.id}`, c.token, { note: 'x' })).status).toBe(404);
    expectError(await create({ personId: c.ownerId, type: 'Visa', fileId: await scan(other.ownerId, other) }), 422, 'ValidationError', ['fileId']);
  });

  describe('role policy (D5), generated from the policy table', () => {
    it.each(grantCases('identityDocument'))('identity documents as %s (%s)', (role, _label, granted) =>
      checkDocumentsGrantRole(t, c, {
        resource: 'identityDocument', path: '/api/identity-documents',
        body: async (personId) => ({ personId, type: 'Passport', fileId: await scan(personId) }), patch: { note: 'Checked' },
      }, role, granted));
  });
});
