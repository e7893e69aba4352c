import { readdir } from 'node:fs/promises';
import * as path from 'node:path';
import { newCompany, TestCompany } from '../../support/factories';
import { expectError } from '../../support/person-records';
import { createTestApp, TestApp } from '../../support/test-app';
import { multipartBody, pdf, png } from './files-support';

/** D15 Idempotency-Key on uploads: the key covers the form's fields and the file's bytes, as it covers a JSON body. */
describe('files: Idempotency-Key on multipart uploads', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  const send = async (key: string, type: string, bytes: Buffer, filename = 'contract.pdf') => {
    const { body, contentType } = multipartBody([
      { name: 'type', value: type },
      { name: 'personId', value: c.ownerId },
      { name: 'file', value: bytes, filename },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${c.token}`, 'content-type': contentType, 'idempotency-key': key },
      payload: body,
    });
    return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
  };
  const rows = async () => (await t.db.query(`SELECT id FROM files WHERE company_id = $1`, [c.companyId])).map((r: { id: string }) => r.id).sort();
  /** The file ids that have bytes in storage (the local driver keeps `<companyId>/<fileId>/<variant>`). */
  const storedFileDirs = async () => {
    const root = path.join(t.config.storageDir, c.companyId);
    const ids = await readdir(root).catch(() => [] as string[]);
    const withBytes = await Promise.all(ids.map(async (id) => ((await readdir(path.join(root, id))).length ? id : null)));
    return withBytes.filter((id): id is string => id !== null);
  };

  it('the same key with the same file replays the first response; the second copy is not kept', async () => {
    const bytes = pdf(20_000);
    const first = await send('upload-same', 'document', bytes);
    expect(first.status).toBe(201);
    const before = await rows();
    const again = await send('upload-same', 'document', bytes);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await rows()).toEqual(before);
    expect((await storedFileDirs()).sort()).toEqual(before);
  });

  it('the same key with another file answers 422 naming Idempotency-Key and stores nothing', async () => {
    const first = await send('upload-other-file', 'document', pdf(10_000));
    expect(first.status).toBe(201);
    const before = await rows();
    const res = await send('upload-other-file', 'identityDocument', await png());
    expectError(res, 422, 'ValidationError', ['Idempotency-Key']);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    // Another file of the same type and name: refused as well (the key covers the bytes).
    expectError(await send('upload-other-file', 'document', pdf(10_001)), 422, 'ValidationError', ['Idempotency-Key']);
    // The same file under another name or type: another request too.
    expectError(await send('upload-other-file', 'document', pdf(10_000), 'renamed.pdf'), 422, 'ValidationError', ['Idempotency-Key']);
    expect(await rows()).toEqual(before);
    expect((await storedFileDirs()).sort()).toEqual(before);
  });
});
