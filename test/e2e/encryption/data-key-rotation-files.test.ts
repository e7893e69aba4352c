import type { INestApplicationContext } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { newCompany, newLocation, newPerson } from '../../support/factories';
import { createTestApp, TestApp } from '../../support/test-app';
import { download, pdf, upload } from '../files/files-support';
import { ROTATION_ENV, startConsole, startWorker, usesOf, waitUntilReencrypted } from './key-rotation-support';

/** Every stored object under a directory (the local storage driver's files). */
function storedObjects(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Data-key rotation moves stored files too (docs/security.md, "Data-key rotation"): uploaded documents and identity
 * document scans, and the files of ready exports, are re-encrypted onto the new key by the same job; they download
 * unchanged and no object under the old key is left in storage.
 */
describe('data-key rotation of stored files', () => {
  let t: TestApp;
  let console: Awaited<ReturnType<typeof startConsole>>;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp({ env: ROTATION_ENV });
    console = await startConsole(t);
  });
  afterAll(async () => {
    await worker?.close();
    await console.close();
    await t.close();
  });

  it('moves documents, scans and export files onto the new key; they download the same; the old key can go', async () => {
    const c = await newCompany(t);
    const person = await newPerson(t, c.token, await newLocation(t, c.token), { lastName: 'Rotated' });
    const bytes = [pdf(200_000), pdf(1000), pdf(70_000)];
    const files = [];
    for (const [i, content] of bytes.entries()) {
      const made = await upload(t, c.token, { type: i === 1 ? 'identityDocument' : 'document', personId: person.id, filename: `f${i}.pdf`, bytes: content });
      expect(made.status).toBe(201);
      files.push(made.body);
    }
    const made = await t.api.post('/api/data-exports', c.token, { fields: ['lastName'] });
    expect(made.body.status).toBe('ready');
    const exportBefore = (await t.app.inject({ method: 'GET', url: made.body.url })).body;

    const before = (await console.keys.status(c.companyId)).companies[0];
    const oldKey = before.keys.find((k) => k.status === 'active')!.id;
    expect(usesOf(before, oldKey)).toMatchObject({ files: 3, data_exports: 1 });
    const { rotated: [{ active }] } = await console.keys.rotate(c.companyId);
    worker = await startWorker(t);
    const done = await waitUntilReencrypted(console.keys, c.companyId);
    expect(usesOf(done, oldKey)).toEqual({});
    expect(usesOf(done, active)).toMatchObject({ files: 3, data_exports: 1 });

    for (const [i, file] of files.entries()) {
      const fetched = (await t.api.get(`/api/files/${file.id}`, c.token)).body;
      const got = await download(t, fetched.url);
      expect(got.status).toBe(200);
      expect(Buffer.compare(got.bytes, bytes[i])).toBe(0);
    }
    const exportAfter = await t.api.get(`/api/data-exports/${made.body.id}`, c.token);
    expect((await t.app.inject({ method: 'GET', url: exportAfter.body.url })).body).toBe(exportBefore);
    const objects = storedObjects(t.config.dataDir).filter((p) => p.includes(c.companyId));
    expect(objects.filter((p) => p.endsWith(`.${oldKey}`))).toEqual([]);
    expect(objects.filter((p) => p.endsWith(`.${active}`)).length).toBeGreaterThanOrEqual(4);

    await new Promise((r) => setTimeout(r, 2 * Number(ROTATION_ENV.DATA_KEY_CACHE_MS)));
    expect(await console.keys.deleteKey(c.companyId, oldKey)).toBeTruthy();
    expect(Buffer.compare((await download(t, (await t.api.get(`/api/files/${files[0].id}`, c.token)).body.url)).bytes, bytes[0])).toBe(0);
  }, 240_000);
});
