import { FileUploadLimits1763700000080 } from '../../../migrations/1763700000080-file-upload-limits';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, upload } from './files-support';

/** Bidi controls, format and control characters never reach a stored, returned or downloaded file name. */
describe('files: stored file names have no bidi, format or control characters', () => {
  let t: TestApp;
  let c: TestCompany;

  beforeAll(async () => {
    t = await createTestApp();
    c = await newCompany(t);
  });
  afterAll(() => t.close());

  it('a right-to-left override that shows "exe.pdf" is stripped: the name reads as stored', async () => {
    const given = '\u202Efdp\u200B\u2066\u061C\u200E.exe';
    const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: given, bytes: pdf() });
    expect(res.status).toBe(201);
    expect(res.body.filename).toBe('fdp.exe');
    const [row] = await t.db.query('SELECT filename FROM files WHERE id = $1', [res.body.id]);
    expect(row.filename).toBe('fdp.exe');
    const again = await t.api.request('GET', `/api/files/${res.body.id}`, c.token);
    expect(again.body.filename).toBe('fdp.exe');
    const got = await download(t, res.body.url);
    expect(got.headers['content-disposition']).toBe('attachment; filename="fdp.exe"');
  });

  it('names stored before the rule lose those characters in the migration', async () => {
    const res = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'old.pdf', bytes: pdf() });
    const blank = await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'blank.pdf', bytes: pdf() });
    await t.db.query(`UPDATE files SET filename = $2 WHERE id = $1`, [res.body.id, 'inv\u202Eoice\u2066\u200Bfdp.exe']);
    await t.db.query(`UPDATE files SET filename = $2 WHERE id = $1`, [blank.body.id, '\u202E\u200F']);
    const runner = t.db.createQueryRunner();
    try {
      await runner.query('DROP INDEX files_unattached_by_uploader');
      await new FileUploadLimits1763700000080().up(runner);
    } finally {
      await runner.release();
    }
    const names = await t.db.query(`SELECT id, filename FROM files WHERE id = ANY($1) ORDER BY filename`, [[res.body.id, blank.body.id]]);
    expect(names).toEqual([
      { id: blank.body.id, filename: 'file' },
      { id: res.body.id, filename: 'invoicefdp.exe' },
    ]);
  });
});
