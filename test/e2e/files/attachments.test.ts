import sharp from 'sharp';
import { Clock } from '../../../src/core/clock';
import { newCompany, newUser, TestCompany } from '../../support/factories';
import { eventsOf, expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, png, upload } from './files-support';

const SIZES = ['64', '96', '104', '136', '156', '204', '320', '480'];

/** profilePhotoId, leavingFileId and equipment fileId name uploaded files; the records embed them with signed links. */
describe('files attached to people and equipment', () => {
  let t: TestApp;
  let c: TestCompany;
  let other: TestCompany;

  const photo = async (personId: string | null, token = c.token) =>
    (await upload(t, token, { type: 'profilePhoto', personId, filename: 'me.png', bytes: await png(500, 300) })).body.id as string;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    other = await newCompany(t);
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(Clock).reset());

  it('a person\'s profilePhoto shows the eight variants, on retrieve, list, me and in events', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const fileId = await photo(user.personId, user.token);
    const patched = await t.api.patch(`/api/people/${user.personId}`, user.token, { profilePhotoId: fileId });
    expect(patched.status).toBe(200);
    expect(patched.body.profilePhotoId).toBe(fileId);
    expect(patched.body.profilePhoto).toEqual({ id: fileId, variants: Object.fromEntries(SIZES.map((s) => [s, expect.stringContaining(`/api/files/${fileId}/variants/${s}?expires=`)])) });
    const seen = (await t.api.get(`/api/people/${user.personId}`, c.token)).body.profilePhoto;
    expect(Object.keys(seen.variants)).toEqual(SIZES);
    const listed = (await t.api.get('/api/people?$limit=250', c.token)).body.data.find((p: { id: string }) => p.id === user.personId);
    expect(listed.profilePhoto.id).toBe(fileId);
    expect((await t.api.get('/api/me', user.token)).body.profilePhoto.id).toBe(fileId);
    const variant = await download(t, seen.variants['320']);
    expect((await sharp(variant.bytes).metadata()).width).toBe(320);
    const [event] = await eventsOf(t, c.companyId, { type: 'person.updated', objectId: user.personId });
    expect((event.payload.data.object.profilePhoto as { id: string }).id).toBe(fileId);
    // A colleague (public fields only) sees the photo too.
    const colleague = await newUser(t, c.companyId, 'user');
    expect((await t.api.get(`/api/people/${user.personId}`, colleague.token)).body.profilePhoto.id).toBe(fileId);
    expect((await t.api.get(`/api/files/${fileId}`, colleague.token)).status).toBe(200);
  });

  it('a new photo replaces the old one (deleted); null removes it; another person\'s photo or a document is refused', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const first = await photo(user.personId);
    await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: first });
    const second = await photo(user.personId);
    expect((await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: second })).body.profilePhoto.id).toBe(second);
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [first])).toEqual([]);
    const cleared = await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: null });
    expect([cleared.body.profilePhotoId, cleared.body.profilePhoto]).toEqual([null, null]);
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [second])).toEqual([]);

    const colleague = await newUser(t, c.companyId, 'user');
    expectError(await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: await photo(colleague.personId) }), 422, 'ValidationError', ['profilePhotoId']);
    const doc = (await upload(t, c.token, { type: 'document', personId: user.personId, bytes: pdf() })).body.id;
    expectError(await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: doc }), 422, 'ValidationError', ['profilePhotoId']);
    expectError(await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: 'nope' }), 422, 'ValidationError', ['profilePhotoId']);
    const theirs = await photo(other.ownerId, other.token);
    expectError(await t.api.patch(`/api/people/${user.personId}`, c.token, { profilePhotoId: theirs }), 422, 'ValidationError', ['profilePhotoId']);
  });

  it('a person created with a photo uploaded before them (no personId) owns it', async () => {
    const fileId = await photo(null);
    const res = await t.api.post('/api/people', c.token, {
      firstName: 'Nadia', lastName: 'New', email: `nadia-${Date.now()}@example.com`, employmentStartDate: '2025-01-01', locationId: 'remote',
      remoteCountryCode: 'PT', remoteCity: 'Lisbon', jobRole: { jobTitle: 'Engineer' }, profilePhotoId: fileId,
    });
    expect(res.status).toBe(201);
    expect(res.body.profilePhoto.id).toBe(fileId);
    expect((await t.db.query('SELECT person_id, attached_to FROM files WHERE id = $1', [fileId]))[0]).toEqual({ person_id: res.body.id, attached_to: `person:${res.body.id}:profilePhotoId` });
  });

  it('leavingFileId: a private:write file of the person, for owner and admin', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const fileId = (await upload(t, c.token, { type: 'leavingFile', personId: user.personId, filename: 'resignation.pdf', bytes: pdf() })).body.id;
    const res = await t.api.patch(`/api/people/${user.personId}`, c.token, { leavingFileId: fileId });
    expect(res.body.leavingFileId).toBe(fileId);
    expectError(await upload(t, user.token, { type: 'leavingFile', personId: user.personId, bytes: pdf() }), 403, 'Forbidden');
    expect((await t.api.get(`/api/files/${fileId}`, user.token)).status).toBe(200);
    const colleague = await newUser(t, c.companyId, 'user');
    expect((await t.api.get(`/api/files/${fileId}`, colleague.token)).status).toBe(404);
  });

  it('equipment embeds its file; a new file replaces the old; deleting the equipment deletes the file', async () => {
    const user = await newUser(t, c.companyId, 'user');
    const receipt = (await upload(t, c.token, { type: 'equipment', personId: user.personId, filename: 'receipt.pdf', bytes: pdf() })).body.id;
    const res = await t.api.post('/api/equipment', c.token, { personId: user.personId, type: 'Laptop', name: 'ThinkPad', issueDate: '2025-01-01', fileId: receipt });
    expect(res.status).toBe(201);
    expect(res.body.file).toEqual({ id: receipt, url: expect.stringContaining(`/api/files/${receipt}/content?`), filename: 'receipt.pdf' });
    expect((await t.api.get(`/api/equipment/${res.body.id}`, user.token)).body.file.id).toBe(receipt);
    const tech = await newUser(t, c.companyId, 'tech');
    const next = (await upload(t, tech.token, { type: 'equipment', personId: user.personId, filename: 'warranty.pdf', bytes: pdf() })).body.id;
    const patched = await t.api.patch(`/api/equipment/${res.body.id}`, tech.token, { fileId: next });
    expect(patched.body.file.filename).toBe('warranty.pdf');
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [receipt])).toEqual([]);
    expectError(await t.api.post('/api/equipment', c.token, { personId: user.personId, type: 'Laptop', name: 'Again', issueDate: '2025-01-01', fileId: next }), 422, 'ValidationError', ['fileId']);
    expect((await t.api.delete(`/api/equipment/${res.body.id}`, c.token)).status).toBe(200);
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [next])).toEqual([]);
  });

  it('the company logo: a photo uploaded with no person, shown with its variants; replaced and removed', async () => {
    const logo = await photo(null);
    const res = await t.api.patch(`/api/companies/${c.companyId}`, c.token, { logoId: logo });
    expect(res.status).toBe(200);
    expect(res.body.logo).toEqual({ id: logo, filename: 'me.png', variants: Object.fromEntries(SIZES.map((s) => [s, expect.stringContaining(`/api/files/${logo}/variants/${s}?`)])) });
    const user = await newUser(t, c.companyId, 'user');
    const seen = (await t.api.get(`/api/companies/${c.companyId}`, user.token)).body.logo;
    expect((await sharp((await download(t, seen.variants['104'])).bytes).metadata()).width).toBe(104);
    expectError(await upload(t, user.token, { type: 'profilePhoto', bytes: await png() }), 403, 'Forbidden');
    const next = await photo(null);
    expect((await t.api.patch(`/api/companies/${c.companyId}`, c.token, { logoId: next })).body.logo.id).toBe(next);
    expect(await t.db.query('SELECT id FROM files WHERE id = $1', [logo])).toEqual([]);
    expectError(await t.api.patch(`/api/companies/${c.companyId}`, c.token, { logoId: await photo(c.ownerId) }), 422, 'ValidationError', ['logoId']);
    expect((await t.api.patch(`/api/companies/${c.companyId}`, c.token, { logoId: null })).body.logo).toBeNull();
  });
});
