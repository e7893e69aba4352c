import { Readable } from 'node:stream';
import { DataKeyStore, StoredCiphertextError } from '../../../src/core/crypto';
import { EncryptedFiles } from '../../../src/core/storage/encrypted-files';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { FileAttachmentsService, FileKeysService } from '../../../src/modules/files';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, png, upload } from '../files/files-support';

/**
 * Key rotation's part in the files module (docs/security.md, "Files"): files per data key, and the re-encryption of one
 * stored file under the company's active key, which never leaves a file unreadable (a crash at any step, a race).
 * Plain files from before encryption (key_id NULL) still download, and are encrypted the same way.
 */
describe('re-encrypting stored files under the company\'s active data key', () => {
  let t: TestApp;
  let c: TestCompany;
  let storage: StorageDriver;
  let fileKeys: FileKeysService;
  const bytes = pdf(200_000);

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
    storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    fileKeys = t.app.get(FileKeysService);
  });
  afterAll(() => t.close());

  const baseKey = (fileId: string) => `${c.companyId}/${fileId}/original`;
  const keyIdOf = async (fileId: string): Promise<string | null> => (await t.db.query('SELECT key_id FROM files WHERE id = $1', [fileId]))[0].key_id;
  const activeKeyId = async () => (await t.app.get(DataKeyStore).activeKey(c.companyId)).id;
  const uploadDocument = async () => (await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'a.pdf', bytes })).body as { id: string; url: string };
  const readsWhole = async (url: string) => {
    const got = await download(t, url);
    return got.status === 200 && Buffer.compare(got.bytes, bytes) === 0;
  };
  /** A file as stored before encryption: the plain bytes under the plain key, key_id NULL. */
  const makePlain = async (fileId: string) => {
    const keyId = await keyIdOf(fileId);
    await storage.put(baseKey(fileId), Readable.from([bytes]));
    await t.db.query('UPDATE files SET key_id = NULL WHERE id = $1', [fileId]);
    await storage.delete(EncryptedFiles.objectKey(baseKey(fileId), keyId));
  };
  /** Key rotation as the rotation job will start it: the active key retired, the next write makes a new one. */
  const rotate = async () => {
    await t.db.query('UPDATE company_data_keys SET retired_at = now() WHERE company_id = $1 AND retired_at IS NULL', [c.companyId]);
    // This process would see the new key within a minute (DataKeyStore's cache of the active key); the test cannot wait.
    (t.app.get(DataKeyStore) as unknown as { active: Map<string, unknown> }).active.clear();
  };

  it('a plain file from before encryption downloads (whole and by range), counts under key null, and is encrypted in place of the plain copy', async () => {
    const file = await uploadDocument();
    const etag = (await download(t, file.url)).headers.etag;
    await makePlain(file.id);
    expect(await readsWhole(file.url)).toBe(true);
    const part = await download(t, file.url, { range: 'bytes=100000-100099' });
    expect([part.status, Buffer.compare(part.bytes, bytes.subarray(100000, 100100))]).toEqual([206, 0]);
    expect(await fileKeys.usage(c.companyId)).toContainEqual({ keyId: null, files: 1 });
    expect(await fileKeys.notOnKey(c.companyId, await activeKeyId(), 100)).toEqual([file.id]);

    expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('reencrypted');
    expect(await keyIdOf(file.id)).toBe(await activeKeyId());
    expect(await storage.size(baseKey(file.id))).toBeNull();
    expect(await readsWhole(file.url)).toBe(true);
    expect((await download(t, file.url)).headers.etag).toBe(etag);
    expect(await fileKeys.notOnKey(c.companyId, await activeKeyId(), 100)).toEqual([]);
    expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('current');
  });

  it('after a rotation, files on the retired key still read, and re-encryption moves them to the new key, the old object removed', async () => {
    const file = await uploadDocument();
    const old = await keyIdOf(file.id);
    await rotate();
    const next = await activeKeyId();
    expect(next).not.toBe(old);
    expect(await readsWhole(file.url)).toBe(true);
    expect(await fileKeys.notOnKey(c.companyId, next, 100)).toContain(file.id);

    expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('reencrypted');
    expect(await keyIdOf(file.id)).toBe(next);
    expect(await storage.size(EncryptedFiles.objectKey(baseKey(file.id), old))).toBeNull();
    expect(await readsWhole(file.url)).toBe(true);
    const usage = await fileKeys.usage(c.companyId);
    expect(usage.find((u) => u.keyId === next)?.files).toBeGreaterThanOrEqual(1);
  });

  it('a crash before the row is switched leaves it on the old, whole object; running again completes', async () => {
    const file = await uploadDocument();
    await rotate();
    const old = await keyIdOf(file.id);
    const query = t.db.query.bind(t.db);
    const crash = jest.spyOn(t.db, 'query').mockImplementation((sql: string, ...rest: unknown[]) => {
      if (sql.startsWith('UPDATE files SET key_id')) return Promise.reject(new Error('process killed'));
      return (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest);
    });
    try {
      await expect(fileKeys.reencrypt(c.companyId, file.id)).rejects.toThrow('process killed');
    } finally {
      crash.mockRestore();
    }
    expect(await keyIdOf(file.id)).toBe(old);
    expect(await readsWhole(file.url)).toBe(true);
    expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('reencrypted');
    expect(await keyIdOf(file.id)).toBe(await activeKeyId());
    expect(await readsWhole(file.url)).toBe(true);
  });

  it('a crash after the switch, before the old copy is removed, leaves the new object readable; deleting the file removes both', async () => {
    const file = await uploadDocument();
    await makePlain(file.id);
    const files = t.app.get(EncryptedFiles);
    const crash = jest.spyOn(files, 'delete').mockRejectedValueOnce(new Error('process killed'));
    try {
      await expect(fileKeys.reencrypt(c.companyId, file.id)).rejects.toThrow('process killed');
    } finally {
      crash.mockRestore();
    }
    const keyId = await keyIdOf(file.id);
    expect(keyId).toBe(await activeKeyId());
    expect(await readsWhole(file.url)).toBe(true);
    expect(await storage.size(baseKey(file.id))).toBe(bytes.length); // the plain copy the crash left
    await t.db.query('DELETE FROM files WHERE id = $1', [file.id]);
    await t.app.get(FileAttachmentsService).purge();
    expect([await storage.size(baseKey(file.id)), await storage.size(EncryptedFiles.objectKey(baseKey(file.id), keyId))]).toEqual([null, null]);
  });

  it('a stored file that does not decrypt is not re-encrypted: it rejects, the row and the object stay as they were', async () => {
    const file = await uploadDocument();
    const keyId = await keyIdOf(file.id);
    await rotate();
    const key = EncryptedFiles.objectKey(baseKey(file.id), keyId);
    const stored = Buffer.concat(await (await storage.read(key)).toArray());
    stored[stored.length - 1] ^= 0x01;
    await storage.put(key, Readable.from([stored]));
    await expect(fileKeys.reencrypt(c.companyId, file.id)).rejects.toThrow(StoredCiphertextError);
    expect(await keyIdOf(file.id)).toBe(keyId);
    expect(await storage.size(EncryptedFiles.objectKey(baseKey(file.id), await activeKeyId()))).toBeNull();
    expect(Buffer.compare(Buffer.concat(await (await storage.read(key)).toArray()), stored)).toBe(0);
  });

  it('two re-encryptions of one file at once: one switches it, the other stands aside, the file reads', async () => {
    const file = await uploadDocument();
    await rotate();
    const outcomes = await Promise.all([fileKeys.reencrypt(c.companyId, file.id), fileKeys.reencrypt(c.companyId, file.id)]);
    expect(outcomes.filter((o) => o === 'reencrypted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'raced' || o === 'current')).toHaveLength(1);
    expect(await keyIdOf(file.id)).toBe(await activeKeyId());
    expect(await readsWhole(file.url)).toBe(true);
  });

  it('a re-encryption whose old object another one switched away and removed after it read the row stands aside', async () => {
    const file = await uploadDocument();
    await rotate();
    const files = t.app.get(EncryptedFiles);
    const read = files.read.bind(files);
    // The other worker runs to its end between this one's read of the row and its read of the stored object.
    const spy = jest.spyOn(files, 'read').mockImplementationOnce(async (...args) => {
      expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('reencrypted');
      return read(...args);
    });
    try {
      expect(await fileKeys.reencrypt(c.companyId, file.id)).toBe('raced');
    } finally {
      spy.mockRestore();
    }
    expect(await keyIdOf(file.id)).toBe(await activeKeyId());
    expect(await readsWhole(file.url)).toBe(true);
  });

  it('photos stay plain: not re-encrypted, not counted, and a missing file is gone', async () => {
    const photo = (await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: await png() })).body;
    expect(await keyIdOf(photo.id)).toBeNull();
    expect(await fileKeys.reencrypt(c.companyId, photo.id)).toBe('photo');
    expect(await fileKeys.notOnKey(c.companyId, await activeKeyId(), 1000)).not.toContain(photo.id);
    const counted = (await fileKeys.usage(c.companyId)).reduce((sum, u) => sum + u.files, 0);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM files WHERE company_id = $1 AND type <> 'profilePhoto'`, [c.companyId]);
    expect(counted).toBe(n);
    expect(await fileKeys.reencrypt(c.companyId, 'no-such-file')).toBe('gone');
  });
});
