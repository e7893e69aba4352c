import sharp from 'sharp';
import { STORAGE_DRIVER, StorageDriver } from '../../../src/core/storage/storage-driver';
import { newCompany, TestCompany } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, png, upload } from './files-support';
import { encryptedObjectKey } from '../../support/stored-objects';

/** Uploads, downloads (whole, ranges, variants) and erasure through the HTTP stack, on the driver `env` selects. */
export function describeHttpStorage(name: string, env: () => Promise<{ env: Record<string, string>; close(): Promise<void> }>): void {
  describe(`files over HTTP on ${name}`, () => {
    let t: TestApp;
    let c: TestCompany;
    let server: { close(): Promise<void> };

    beforeAll(async () => {
      const started = await env();
      server = started;
      t = await createTestApp({ env: started.env });
      c = await newCompany(t);
    });
    afterAll(async () => {
      await t.close();
      await server.close();
    });

    it('a document: stored, downloaded whole and by range, deleted with its record', async () => {
      const bytes = pdf(3 * 1024 * 1024);
      const file = (await upload(t, c.token, { type: 'document', personId: c.ownerId, filename: 'big.pdf', bytes })).body;
      expect(Buffer.compare((await download(t, file.url)).bytes, bytes)).toBe(0);
      const part = await download(t, file.url, { range: 'bytes=1048576-1048675' });
      expect(part.status).toBe(206);
      expect(Buffer.compare(part.bytes, bytes.subarray(1048576, 1048676))).toBe(0);
      const doc = (await t.api.post('/api/documents', c.token, { name: 'Big', personId: c.ownerId, fileId: file.id })).body;
      await t.api.delete(`/api/documents/${doc.id}`, c.token);
      const storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
      const key = await encryptedObjectKey(t, c.companyId, `${c.companyId}/${file.id}/original`);
      let gone = false;
      for (let i = 0; i < 100 && !gone; i++) {
        gone = (await storage.size(key)) === null;
        if (!gone) await new Promise((r) => setTimeout(r, 20));
      }
      expect(gone).toBe(true);
    });

    it('a photo: the original and its eight variants', async () => {
      const file = (await upload(t, c.token, { type: 'profilePhoto', personId: c.ownerId, bytes: await png(800, 600) })).body;
      for (const [size, url] of Object.entries(file.variants as Record<string, string>)) {
        const got = await download(t, url);
        expect(got.status).toBe(200);
        expect((await sharp(got.bytes).metadata()).width).toBe(Number(size));
      }
    });
  });
}
